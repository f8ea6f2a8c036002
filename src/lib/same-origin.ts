import { siteOrigin } from './site-url'

/**
 * The page that sent a request is the site's own: its Origin is the public origin, or the host asked.
 * Staff actions of the back office check it, since the staff cookie would ride along on a request that
 * another site makes the browser send.
 */
export function fromOwnPage(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return false
  if (origin === siteOrigin()) return true
  try {
    return new URL(origin).host === request.headers.get('host')
  } catch {
    return false
  }
}
