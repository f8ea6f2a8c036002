/**
 * What the server refuses before Next.js sees a request, because Next would answer it with a 500:
 * - TRACE, TRACK and CONNECT: the fetch standard forbids them, so building the route handler's Request
 *   throws ("'TRACE' HTTP method is unsupported") — and pages would echo TRACE with 200;
 * - a path whose percent-encoding is malformed (`/listing/%E0%A4%A`): Next fails to decode it;
 * - a request target that is not a path (`OPTIONS *`, `GET example`): Next cannot make a URL of it.
 *   `OPTIONS *` asks what the server allows and gets 204 with Allow; anything else is 400.
 * Checked once per request in src/instrumentation.ts, at the cost of a string comparison and a decode.
 */

export const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])

export interface EarlyAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/** The answer for a request Next.js cannot serve, or null for every other request. */
export function earlyAnswer(method: string | undefined, url: string | undefined): EarlyAnswer | null {
  if (method && FORBIDDEN_METHODS.has(method.toUpperCase())) {
    return { status: 405, headers: { Allow: ALLOWED_METHODS }, body: `${method.toUpperCase()} is not allowed here.` }
  }
  const target = url ?? '/'
  if (!target.startsWith('/')) {
    if (target === '*' && method?.toUpperCase() === 'OPTIONS') return { status: 204, headers: { Allow: ALLOWED_METHODS }, body: '' }
    return { status: 400, headers: {}, body: 'The request target must be a path starting with /.' }
  }
  if (target.startsWith('//')) return { status: 400, headers: {}, body: 'The request target must be a path starting with a single /.' }
  const pathname = target.split('?')[0] ?? '/'
  if (pathname.includes('%')) {
    try {
      decodeURIComponent(pathname)
    } catch {
      return { status: 400, headers: {}, body: 'The path is not valid: its percent-encoding is malformed.' }
    }
  }
  return null
}
