import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { getMessages } from '@/data/labels'
import { getLanguages } from '@/data/languages'
import { DEFAULT_LOCALE, LOCALE_TAG_TO_CODE, localeTag, type Locale } from '@/i18n/locales'
import { resolveLanguage } from '@/i18n/resolve'
import { routing } from '@/i18n/routing'

/**
 * next-intl's request configuration (named in next.config.ts). The locale is the route's
 * `[locale]` segment, which every page passes to setRequestLocale, so pages render statically.
 * Spec §4: the URL prefix is matched against the configured languages (back office) through
 * label_uri; a language switched off there falls back to the default language, then en-US.
 * Messages are the labels collection in that language.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const prefix = hasLocale(routing.locales, requested) ? requested : DEFAULT_LOCALE
  const isoCode = resolveLanguage(`/${prefix}`, await getLanguages())
  const locale: Locale = LOCALE_TAG_TO_CODE[isoCode] ?? DEFAULT_LOCALE
  return {
    locale,
    messages: await getMessages(locale),
    timeZone: 'UTC',
    formats: { dateTime: { long: { year: 'numeric', month: 'long', day: 'numeric' } } },
    onError: (error) => console.warn(`[labels] ${localeTag(locale)}: ${error.message}`),
    getMessageFallback: ({ key }) => key,
  }
})
