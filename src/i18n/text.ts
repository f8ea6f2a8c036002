import { DEFAULT_LOCALE, type Locale } from './locales'

/** Text in several languages, keyed by two-letter code (the API's multilingual object). */
export type ML = Partial<Record<Locale, string>>

/** Picks one language out of a multilingual text, falling back to the default language. */
export function pick(text: ML | undefined, locale: Locale): string {
  if (!text) return ''
  return text[locale] ?? text[DEFAULT_LOCALE] ?? Object.values(text).find(Boolean) ?? ''
}
