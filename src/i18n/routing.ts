import { defineRouting } from 'next-intl/routing'

import { DEFAULT_LOCALE, LOCALES } from './locales'

/** Spec §4: the language is the URL prefix; no prefix means the default language (English). */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  // The URL alone decides the language: no cookie, no Accept-Language redirect.
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
})
