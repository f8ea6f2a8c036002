import { notFound } from 'next/navigation'
import { hasLocale, type Locale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'

import { routing } from '@/i18n/routing'

/**
 * The page's language is its `[locale]` route segment (next.config.ts rewrites unprefixed English paths
 * to /en). Passing it to setRequestLocale, instead of letting next-intl read a request header, is what
 * lets every page render statically and be served from the cache.
 */
export async function localeOf(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return locale
}
