import createMiddleware from 'next-intl/middleware'

// The site's routing options (src/i18n/routing.ts), so that /through-proxy costs what the site's
// proxy costs: /through-proxy is rewritten to /en/through-proxy, as the site's / is to /en.
// Only /through-proxy is matched: the bare page / never reaches the proxy.
export default createMiddleware({
  locales: ['en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id'],
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
})

export const config = {
  matcher: ['/through-proxy', '/(fr|ja|zh|vi|de|th|id)/through-proxy'],
}
