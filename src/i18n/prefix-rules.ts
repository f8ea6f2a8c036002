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

/**
 * A hotel's rates page with dates in its address (`check_in` or `check_out`) → its per-request page
 * (`…/property/{slug}/stay`), which draws the first rates for that stay on the server; without dates
 * the rates page is static and served from the cache. Matched on the query by Next's router, so no
 * page pays for a proxy. These follow the unprefixed rule below, which has already made an English
 * address `/en/property/{slug}` (Next applies every `beforeFiles` rewrite in turn to the rewritten
 * path), so one rule a key serves every language.
 */
function datedRatesRewrites() {
  const languages = LOCALES.join('|')
  return ['check_in', 'check_out'].map((key) => ({
    source: `/:locale(${languages})/property/:slug`,
    has: [{ type: 'query' as const, key }],
    destination: '/:locale/property/:slug/stay',
  }))
}

/**
 * Unprefixed page paths → the default language's pages, then dated rates addresses → their per-request
 * pages. Files (a dot in the last segment) are left alone.
 *
 * Next's router matches these with patterns made once, but the page's own route module compiles every
 * `beforeFiles` rule again on each request (`handleRewrites`, ~5–15 µs a rule): so there are as few as
 * the addresses need.
 */
export function defaultLanguageRewrites() {
  const skip = [...PREFIXED, DEFAULT_LOCALE, ...NOT_PAGES].join('|')
  return [
    { source: '/', destination: `/${DEFAULT_LOCALE}` },
    { source: `/:path((?!(?:${skip})(?:/|$))(?!.*\\.[^/]*$).+)`, destination: `/${DEFAULT_LOCALE}/:path` },
    ...datedRatesRewrites(),
  ]
}

/** `/en` and `/en/…` → the unprefixed address, so every page has one URL: permanent (308), so search engines move their links. */
export function defaultLanguageRedirects() {
  return [
    { source: `/${DEFAULT_LOCALE}`, destination: '/', permanent: true },
    { source: `/${DEFAULT_LOCALE}/:path*`, destination: '/:path*', permanent: true },
  ]
}
