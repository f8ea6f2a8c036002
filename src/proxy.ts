import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'

/** Language prefixes for the public site (spec §4); the back office and the APIs are left alone. */
export default createMiddleware(routing)

export const config = {
  matcher: ['/((?!api|cms-api|admin|_next|_vercel|fonts|images|favicon\\.ico|robots\\.txt|sitemap\\.xml|.*\\..*).*)'],
}
