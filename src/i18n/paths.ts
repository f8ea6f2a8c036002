import { DEFAULT_LOCALE, type Locale } from './locales'

/** Spec §4: English has no prefix; every other language is the first path segment. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path === '/' ? '' : path.replace(/\/+$/, '')
  if (locale === DEFAULT_LOCALE) return clean || '/'
  return `/${locale}${clean}`
}
