/**
 * Spec §4 language prefixes as Next.js rewrites and redirects, applied by Next's router itself. English
 * has no prefix: `/listing/x` is served by the page at `/en/listing/x`, and `/en/…` redirects to the
 * unprefixed address. These rules replace next-intl's middleware, which did only this here (no
 * detection, no cookie) yet cost every cached page most of its throughput (see bench/README.md).
 */
import { DEFAULT_LOCALE, LOCALES } from './locales'

const PREFIXED = LOCALES.filter((code) => code !== DEFAULT_LOCALE)
/** First path segments that are not pages: the APIs, the back office, Next's own assets. */
const NOT_PAGES = ['api', 'cms-api', 'admin', '_next']

/** Unprefixed page paths → the default language's pages. Files (a dot in the last segment) are left alone. */
export function defaultLanguageRewrites() {
  const skip = [...PREFIXED, DEFAULT_LOCALE, ...NOT_PAGES].join('|')
  return [
    { source: '/', destination: `/${DEFAULT_LOCALE}` },
    { source: `/:path((?!(?:${skip})(?:/|$))(?!.*\\.[^/]*$).+)`, destination: `/${DEFAULT_LOCALE}/:path` },
  ]
}

/** `/en` and `/en/…` → the unprefixed address, so every page has one URL. */
export function defaultLanguageRedirects() {
  return [
    { source: `/${DEFAULT_LOCALE}`, destination: '/', permanent: false },
    { source: `/${DEFAULT_LOCALE}/:path*`, destination: '/:path*', permanent: false },
  ]
}
