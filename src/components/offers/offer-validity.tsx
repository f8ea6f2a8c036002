import { getTranslations } from 'next-intl/server'

import type { Offer } from '@/data/types'
import type { Locale } from '@/i18n/locales'

import { formatCalendarDate, formatCalendarRange } from './validity'

/** When an offer can be enjoyed, in the page language: a date range, or one end of it. */
export async function OfferValidity({
  offer,
  locale,
  dateStyle = 'long',
}: {
  offer: Pick<Offer, 'valid_from' | 'valid_to'>
  locale: Locale
  dateStyle?: 'medium' | 'long'
}) {
  const t = await getTranslations('offers')
  const { valid_from: from, valid_to: to } = offer
  if (from && to) return <>{formatCalendarRange(from, to, locale, dateStyle)}</>
  if (to) return <>{t('valid_until', { date: formatCalendarDate(to, locale, dateStyle) })}</>
  if (from) return <>{t('valid_from', { date: formatCalendarDate(from, locale, dateStyle) })}</>
  return null
}
