/**
 * Paths in the wrong case (`/Listing`, `/JA`, `/FAQ`, `/listing/Some-Slug`) answer a permanent redirect
 * (308) to the same path in lower case, the one case every route and slug of the site is written in
 * (slugs are validated lower-case): one URL per page, for visitors who type and links that shout.
 *
 * The matcher runs this only for paths with an upper-case letter (Next compares it case-sensitively),
 * outside Next's assets, the APIs, the back office and the media files: a page requested in its own
 * case never passes through here, so the cached pages keep their throughput (bench/README.md: a proxy
 * that lets a request continue costs most of it; one that answers by itself is cheap).
 */
import { NextResponse, type NextRequest } from 'next/server'

/** The path in lower case, apart from percent-escapes (`%C3%A9` is the same byte as `%c3%a9`). */
export function lowerCasePath(path: string): string {
  return path.replace(/%[0-9A-Fa-f]{2}|[^%]+/g, (part) => (part.startsWith('%') ? part : part.toLowerCase()))
}

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const lower = lowerCasePath(pathname)
  if (lower === pathname) return NextResponse.next()
  return NextResponse.redirect(new URL(`${lower}${search}`, request.nextUrl), 308)
}

export const config = {
  matcher: ['/((?!_next/|api/|cms-api/|admin(?:/|$))(?=.*[A-Z]).*)'],
}
