import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales'
import { localizedPath } from '../i18n/paths'

/**
 * The site's one public origin. Canonical, hreflang, Open Graph and API image URLs are built from
 * SITE_URL only, never from the request's Host or X-Forwarded-Host: any client can set those, and a
 * page rendered once and served from the cache would hand a poisoned link to every visitor.
 * Reading no request also keeps the pages that use it static.
 */

/**
 * SITE_URL must be an absolute http(s) origin: a scheme and a host (and port), no path, query or
 * credentials. Returns it normalised (lower-case host, no trailing slash). scripts/start.mjs applies
 * the same rule before `next start`, so a bad value stops the server instead of answering with 500s.
 */
export function parseSiteUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as https://www.example.com, not "${value}".`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must start with http:// or https://, not "${value}".`)
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`SITE_URL must be an origin with no path, query or credentials (e.g. ${url.origin}), not "${value}".`)
  }
  return url.origin
}

let memo: string | undefined

/**
 * The public origin, e.g. `https://www.aurelia-hotels.example`: SITE_URL, validated once. `next dev`
 * (and the test runner) fall back to this machine; a production server or build without SITE_URL
 * throws rather than guessing (`npm start` refuses to start without it).
 */
export function siteOrigin(): string {
  if (memo) return memo
  const configured = process.env.SITE_URL?.trim()
  if (configured) return (memo = parseSiteUrl(configured))
  if (process.env.NODE_ENV !== 'production') return `http://localhost:${process.env.PORT ?? 3000}`
  throw new Error('SITE_URL is not set: a production server needs its public origin, e.g. SITE_URL=https://www.example.com.')
}

/** An absolute URL on the public origin for a site path (`/fr/listing/x` → `https://…/fr/listing/x`). */
export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`
}

/**
 * Every language's URL of one page (a route-table path without language prefix), plus x-default
 * (the default language): the hreflang set shared by page metadata and the sitemap.
 */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = Object.fromEntries(LOCALES.map((code) => [code, absoluteUrl(localizedPath(code, path))]))
  languages['x-default'] = absoluteUrl(localizedPath(DEFAULT_LOCALE, path))
  return languages
}

/** Canonical URL and hreflang alternates of one page in one language, for `generateMetadata`. */
export function pageAlternates(locale: Locale, path: string): { canonical: string; languages: Record<string, string> } {
  return { canonical: absoluteUrl(localizedPath(locale, path)), languages: languageAlternates(path) }
}
