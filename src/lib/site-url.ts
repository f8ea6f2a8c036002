import { headers } from 'next/headers'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales'
import { localizedPath } from '../i18n/paths'

/** The public origin: SITE_URL when set, else the host the request came to. */
export async function siteOrigin(): Promise<string> {
  const configured = process.env.SITE_URL?.trim()
  if (configured) return configured.replace(/\/+$/, '')
  const incoming = await headers()
  const host = incoming.get('x-forwarded-host') ?? incoming.get('host') ?? 'localhost:3000'
  const proto = incoming.get('x-forwarded-proto') ?? (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https')
  return `${proto}://${host}`
}

/** Canonical URL and hreflang alternates (all languages plus x-default) for one page. */
export async function pageAlternates(locale: Locale, path: string) {
  const origin = await siteOrigin()
  const languages: Record<string, string> = Object.fromEntries(
    LOCALES.map((code) => [code, `${origin}${localizedPath(code, path)}`]),
  )
  languages['x-default'] = `${origin}${localizedPath(DEFAULT_LOCALE, path)}`
  return { canonical: `${origin}${localizedPath(locale, path)}`, languages }
}
