/**
 * Offer validity. Dates are calendar dates ('YYYY-MM-DD', no time of day): they are compared as text
 * and formatted in UTC, so a date never shifts by a day in the reader's or the server's time zone.
 */
import { localeTag, type Locale } from '@/i18n/locales'

export type OfferStatus = 'upcoming' | 'current' | 'expired'

/** Today's calendar date, 'YYYY-MM-DD' (UTC). */
export function calendarToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** Whether an offer has not started yet, runs today (both ends included) or has ended. */
export function offerStatus(offer: { valid_from: string | null; valid_to: string | null }, today: string): OfferStatus {
  if (offer.valid_to && offer.valid_to < today) return 'expired'
  if (offer.valid_from && offer.valid_from > today) return 'upcoming'
  return 'current'
}

/** The offers a visitor may still take up on a given day, in their order: ended ones are left out. */
export function notEnded<T extends { valid_from: string | null; valid_to: string | null }>(offers: T[], today: string): T[] {
  return offers.filter((offer) => offerStatus(offer, today) !== 'expired')
}

const asUtcDate = (date: string) => new Date(`${date}T00:00:00Z`)

function formatter(locale: Locale, dateStyle: 'medium' | 'long') {
  return new Intl.DateTimeFormat(localeTag(locale), { dateStyle, timeZone: 'UTC' })
}

/** A calendar date in the page language ("12 February 2026", "2026年2月12日"). */
export function formatCalendarDate(date: string, locale: Locale, dateStyle: 'medium' | 'long' = 'long'): string {
  return formatter(locale, dateStyle).format(asUtcDate(date))
}

/** A range of calendar dates in the page language, shortened where the parts repeat ("1 Nov 2026 – 31 Mar 2027"). */
export function formatCalendarRange(from: string, to: string, locale: Locale, dateStyle: 'medium' | 'long' = 'long'): string {
  return formatter(locale, dateStyle).formatRange(asUtcDate(from), asUtcDate(to))
}
