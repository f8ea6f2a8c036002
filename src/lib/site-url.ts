import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales'
import { localizedPath } from '../i18n/paths'

/** The public origin: SITE_URL, never the request's Host (a cached page is served to everyone). */
export function siteOrigin(): string {
  const configured = process.env.SITE_URL?.trim()
  return (configured || `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '')
}

/** Canonical URL and hreflang alternates (all languages plus x-default) for one page. */
export async function pageAlternates(locale: Locale, path: string) {
  const origin = siteOrigin()
  const languages: Record<string, string> = Object.fromEntries(
    LOCALES.map((code) => [code, `${origin}${localizedPath(code, path)}`]),
  )
  languages['x-default'] = `${origin}${localizedPath(DEFAULT_LOCALE, path)}`
  return { canonical: `${origin}${localizedPath(locale, path)}`, languages }
}
