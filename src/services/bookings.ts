/**
 * Bookings as guests and hotels read them: a stored booking with its hotel's catalog, in a language
 * (names, dates, cancellation terms, amounts), for the booking endpoints and the booking e-mails alike.
 * Texts come from the labels staff edit, with the default language where one is missing.
 */
import 'server-only'

import type { CatalogProperty } from '@/booking/engine'
import { getCatalog } from '@/booking/engine'
import { isCancellable } from '@/booking/rules'
import { findBooking, type StoredBookingDoc } from '@/booking/store'
import { getLabels } from '@/data/labels'
import { publishedPropertySlug } from '@/data/properties'
import { DEFAULT_LOCALE, isLocale, type Locale, localeTag } from '@/i18n/locales'
import { type ML, pick } from '@/i18n/text'
import type { BookingSummary, PriceLine } from '@/lib/booking-api'
import { boundedMemo } from '@/lib/bounded-memo'
import { keptPerVersion } from '@/lib/cached'
import { formatExactPrice, priceWriter } from '@/lib/money'

export const languageOf = (value: string | undefined | null): Locale => (isLocale(value) ? value : DEFAULT_LOCALE)

/**
 * Each language's labels as a Map, per content version of the labels: availability and bookings answer
 * with a few texts each, which must not cost parsing every label of every language on each request.
 */
const labelsOf = keptPerVersion('booking-texts', ['labels'], async (lang: string): Promise<ReadonlyMap<string, string>> => {
  const map = new Map<string, string>()
  for (const label of await getLabels()) map.set(label.key, pick(label.value, lang as Locale))
  return map
})

/** The labels of one language, with the default language where a text is missing. */
export async function textsFor(lang: Locale): Promise<(key: string, values?: Record<string, string | number>) => string> {
  let map: ReadonlyMap<string, string> = new Map()
  try {
    map = await labelsOf(lang)
  } catch (error) {
    console.error('booking: labels could not be read', error)
  }
  let texts = textsOfLabels.get(map)
  if (!texts) {
    const labels = map
    texts = (key, values = {}) => {
      const text = labels.get(key) ?? key
      return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
    }
    textsOfLabels.set(map, texts)
  }
  return texts
}

/**
 * One translator per version of a language's labels: the same function while the labels stand, so
 * what is written with it can be kept beside it (src/services/availability.ts).
 */
const textsOfLabels = new WeakMap<ReadonlyMap<string, string>, (key: string, values?: Record<string, string | number>) => string>()

export type Texts = Awaited<ReturnType<typeof textsFor>>

/** A calendar date written for people in a language (12 December 2026 / 2026年12月12日). */
export function longDate(date: string, lang: Locale): string {
  return longDates(`${lang} ${date}`)
}

/** One formatter per language (making one costs far more than formatting with it). */
const longDateFormats = new Map<Locale, Intl.DateTimeFormat>()

/** Dates written: every rate of an answer has its cancellation deadline, the same few dates each time. */
const longDates = boundedMemo(10_000, (key: string) => {
  const [lang, date] = key.split(' ') as [Locale, string]
  let format = longDateFormats.get(lang)
  if (!format) longDateFormats.set(lang, (format = new Intl.DateTimeFormat(localeTag(lang), { dateStyle: 'long', timeZone: 'UTC' })))
  return format.format(new Date(`${date}T00:00:00Z`))
})

export function policyText(t: Texts, lang: Locale, deadline: string | null): string {
  if (!deadline) return t('stay.non_refundable')
  // Sentences end as the language ends them: '。' in Japanese and Chinese, a space in Thai.
  const stop = lang === 'ja' || lang === 'zh' ? '。' : lang === 'th' ? ' ' : '. '
  return `${t('stay.free_cancellation_until', { date: longDate(deadline.slice(0, 10), lang), time: deadline.slice(11, 16) })}${stop}${t('stay.after_deadline')}`
}

/** Each tax and fee in a language; an included one (stored bookings before bases existed have none) is flagged. */
export function taxLines(lines: readonly { name: ML; amount_minor: number; included?: boolean }[], currency: string, lang: Locale): PriceLine[] {
  const money = priceWriter(currency, localeTag(lang), { exact: true })
  return lines.map((line) => ({
    label: pick(line.name, lang),
    amount_minor: line.amount_minor,
    formatted: money(line.amount_minor),
    included: line.included === true,
  }))
}

/** A stored booking as the guest sees it (GET /api/bookings/{reference}, the 201 of POST /api/bookings). */
export async function bookingSummary(doc: StoredBookingDoc, catalog: CatalogProperty | null, cancellable: boolean, lang: Locale): Promise<BookingSummary> {
  const t = await textsFor(lang)
  const { currency, price, guest } = doc
  const room = catalog?.room_types.find((item) => item.id === doc.room_type)
  const plan = catalog?.rate_plans.find((item) => item.id === doc.rate_plan)
  return {
    reference: doc.reference,
    status: doc.status,
    property: catalog?.slug ?? '',
    property_name: catalog ? pick(catalog.name, lang) : '',
    room_type: room?.slug ?? '',
    room_type_name: room ? pick(room.name, lang) : '',
    rate_plan: plan?.code ?? '',
    rate_plan_name: plan ? pick(plan.name, lang) : '',
    check_in: doc.check_in,
    check_out: doc.check_out,
    nights: price.nightly.length,
    guests: { adults: doc.adults, children: doc.children, child_ages: doc.child_ages },
    rooms: doc.rooms,
    guest: {
      first_name: guest.first_name,
      last_name: guest.last_name,
      email: guest.email,
      ...(guest.phone ? { phone: guest.phone } : {}),
      ...(guest.country ? { country: guest.country } : {}),
    },
    ...(doc.special_requests ? { special_requests: doc.special_requests } : {}),
    nightly: price.nightly,
    room_lines: price.rooms,
    room_total_minor: price.room_total_minor,
    discount_minor: price.discount_minor,
    taxes_and_fees: taxLines(price.taxes_and_fees, currency, lang),
    total_minor: doc.total_minor,
    currency,
    total_formatted: formatExactPrice(doc.total_minor, currency, localeTag(lang)),
    cancellation_policy: policyText(t, lang, doc.cancellation_deadline),
    cancellation_deadline: doc.cancellation_deadline,
    cancellable,
    language: doc.language,
    contact: { phone: catalog?.contact.phone ?? null, email: catalog?.contact.email ?? null, address: catalog ? pick(catalog.address, lang) : '' },
    check_in_time: catalog?.check_in_time ?? '',
    check_out_time: catalog?.check_out_time ?? '',
    created_at: doc.created_at,
  }
}

export interface FoundBooking {
  doc: StoredBookingDoc
  catalog: CatalogProperty | null
  cancellable: boolean
}

/** A booking by its stored reference, with whether the guest may still cancel it. */
export async function findBookingView(reference: string): Promise<FoundBooking | null> {
  const doc = await findBooking(reference)
  if (!doc) return null
  const slug = await publishedPropertySlug(doc.property)
  return bookingView(doc, slug ? await getCatalog(slug) : null)
}

/** A stored booking with its hotel's catalog (null when the hotel is no longer published) and whether the guest may still cancel it. */
export function bookingView(doc: StoredBookingDoc, catalog: CatalogProperty | null): FoundBooking {
  const cancellable = doc.status === 'confirmed' && catalog !== null && isCancellable(doc.cancellation_deadline, catalog.time_zone)
  return { doc, catalog, cancellable }
}
