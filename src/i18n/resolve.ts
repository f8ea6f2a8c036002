import { FALLBACK_LOCALE_TAG, LOCALES, type Locale } from './locales'

/** A configured language as the languages collection stores it (spec §3 Settings). */
export interface LanguageEntry {
  iso_code: string
  label_uri: string
  label?: string
  is_default: boolean
  status: boolean
}

/**
 * Spec §2: the first path segment is a language prefix when it is two letters and a supported code.
 * Returns that code, or null.
 */
export function languagePrefix(pathname: string): Locale | null {
  const first = pathname.split('/').find((segment) => segment.length > 0) ?? ''
  if (!/^[a-z]{2}$/i.test(first)) return null
  const code = first.toLowerCase()
  return (LOCALES as string[]).includes(code) ? (code as Locale) : null
}

/** Removes a language prefix: '/fr/listing/x' → '/listing/x', '/fr' → '/'. */
export function stripLanguagePrefix(pathname: string): string {
  const prefix = languagePrefix(pathname)
  if (!prefix) return pathname || '/'
  const rest = pathname.replace(/^\/+[a-z]{2}(?=\/|$)/i, '')
  return rest === '' ? '/' : rest
}

/**
 * Spec §4: the language comes from the URL prefix, matched against the configured languages through
 * their label_uri. With no match: the default language whose status is truthy, then en-US.
 * Returns the matching entry's iso_code (e.g. 'fr-FR').
 */
export function resolveLanguage(pathname: string, languages: readonly LanguageEntry[]): string {
  const prefix = languagePrefix(pathname)
  if (prefix) {
    const match = languages.find((language) => language.status && language.label_uri.toLowerCase() === prefix)
    if (match) return match.iso_code
  }
  const fallback = languages.find((language) => language.is_default && language.status)
  return fallback?.iso_code ?? FALLBACK_LOCALE_TAG
}

export type Multilingual<T = string> = Partial<Record<string, T>>

/**
 * Spec §4: for a multilingual object, the value for the chosen language, else the value for the URL
 * prefix, else the whole object. Plain values pass through unchanged.
 */
export function resolveMultilingual<T>(value: Multilingual<T> | T, chosen: string | null | undefined, prefix?: string | null): Multilingual<T> | T {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
  const object = value as Multilingual<T>
  if (chosen && object[chosen] !== undefined && object[chosen] !== null) return object[chosen] as T
  if (prefix && object[prefix] !== undefined && object[prefix] !== null) return object[prefix] as T
  return object
}
