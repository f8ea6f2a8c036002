import { siteOrigin } from '../lib/site-url'

/**
 * The origins whose browser requests may use a staff session cookie (Payload's `csrf`) and read the API
 * (`cors`): the site's public origin (SITE_URL). When that is this machine (the demo, a developer, the
 * tests), its other loopback spelling is trusted too: http://localhost:3000 and http://127.0.0.1:3000
 * are one server.
 */
export function trustedOrigins(): string[] {
  let origin: string
  try {
    origin = siteOrigin()
  } catch {
    return []
  }
  const url = new URL(origin)
  const twins: Record<string, string> = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }
  const twin = twins[url.hostname]
  if (!twin) return [origin]
  const other = new URL(origin)
  other.hostname = twin
  return [origin, other.origin]
}
