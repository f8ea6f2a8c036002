/**
 * The single list of languages. It configures Payload's localization, the router, the language
 * switcher and the formatting locales (spec §9 "Language locale to code").
 */
export const LANGUAGES = [
  { code: 'en', locale: 'en-US', label: 'English', isDefault: true },
  { code: 'fr', locale: 'fr-FR', label: 'Français', isDefault: false },
  { code: 'ja', locale: 'ja-JP', label: '日本語', isDefault: false },
  { code: 'zh', locale: 'zh-CN', label: '中文', isDefault: false },
  { code: 'vi', locale: 'vi-VI', label: 'Tiếng Việt', isDefault: false },
  { code: 'de', locale: 'de-CH', label: 'Deutsch', isDefault: false },
  { code: 'th', locale: 'th-TH', label: 'ไทย', isDefault: false },
  { code: 'id', locale: 'id-ID', label: 'Bahasa Indonesia', isDefault: false },
] as const

export type Locale = (typeof LANGUAGES)[number]['code']

export const LOCALES = LANGUAGES.map((language) => language.code) as Locale[]

export const DEFAULT_LOCALE: Locale = 'en'

/** Spec §9: the final fallback formatting locale. */
export const FALLBACK_LOCALE_TAG = 'en-US'

/** Text in every language, keyed by the two-letter code. */
export type Localized<T = string> = Record<Locale, T>

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as string[]).includes(value)
}

/** Spec §9: language locale (en-US, fr-FR, …) → two-letter code. */
export const LOCALE_TAG_TO_CODE: Record<string, Locale> = /* @__PURE__ */ Object.fromEntries(LANGUAGES.map((language) => [language.locale, language.code]))

/** Two-letter code → the locale used for Intl formatting. */
export function localeTag(code: Locale): string {
  return LANGUAGES.find((language) => language.code === code)?.locale ?? FALLBACK_LOCALE_TAG
}
