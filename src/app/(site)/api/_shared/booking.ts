/**
 * What the booking endpoints share: parsing a stay from a query string, the texts of the answers in the
 * request's language (from the labels staff edit), and the JSON shapes of src/lib/booking-api.ts built
 * from the engine's numbers.
 */
import { z } from 'zod'

import type { AvailabilityResult, CatalogProperty, RateResult } from '@/booking/engine'
import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, MAX_ROOMS, occupancyProblems } from '@/booking/engine'
import { isCalendarDate } from '@/booking/stay'
import { getLabels } from '@/data/labels'
import { getPropertyBySlug } from '@/data/properties'
import type { Image } from '@/data/types'
import { DEFAULT_LOCALE, isLocale, type Locale, localeTag } from '@/i18n/locales'
import { type ML, pick } from '@/i18n/text'
import type { AvailabilityResponse, BookingSummary, PriceLine, RatePlanSummary, RoomOption } from '@/lib/booking-api'
import { clientAddress } from '@/lib/client-address'
import { formatExactPrice } from '@/lib/money'
import { rateLimiter } from '@/lib/rate-limit'

import { wholeNumber } from './query'
import { absoluteImageUrls } from './respond'

export const NO_STORE = { 'Cache-Control': 'no-store' }

/** Per client address: booking lookups and cancellations together, in this many seconds. */
export const LOOKUP_RATE_LIMIT = { points: 30, durationSeconds: 10 * 60 }

/** A 429 once an address has used up a limit, or null while it may go on. */
export async function rateLimited(request: Request, name: string, limit: { points: number; durationSeconds: number }, message: string): Promise<Response | null> {
  const result = await rateLimiter({ name, ...limit }).consume(clientAddress(request.headers))
  return result.allowed ? null : bookingError(429, 'too_many_requests', message, { headers: { 'Retry-After': String(result.retryAfterSeconds) } })
}

export function bookingError(status: number, code: string, message: string, extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {}): Response {
  return Response.json(
    { error: { code, message, ...(extra.fields ? { fields: extra.fields } : {}) } },
    { status, headers: { ...NO_STORE, ...extra.headers } },
  )
}

const calendarDate = z.string({ error: 'Required' }).refine(isCalendarDate, 'must be a real date as YYYY-MM-DD')
const ages = z
  .string()
  .regex(/^\d{1,2}(,\d{1,2}){0,11}$/, 'must be ages separated by commas, such as 4,9')
  .transform((value) => value.split(',').map(Number))

/** The query of a stay: property, dates, party, promo, language. */
export const stayQueryShape = {
  property: z.string({ error: 'Required' }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug such as my-hotel').max(120),
  check_in: calendarDate,
  check_out: calendarDate,
  adults: wholeNumber(1, MAX_ADULTS).optional(),
  children: wholeNumber(0, MAX_CHILDREN).optional(),
  ages: ages.optional(),
  child_ages: ages.optional(),
  rooms: wholeNumber(1, MAX_ROOMS).optional(),
  promo: z.string().regex(/^[A-Za-z0-9_-]{1,20}$/, 'must be letters and digits').optional(),
  lang: z.string().optional(),
  currency: z.string().optional(),
}

export interface Party {
  adults: number
  child_ages: number[]
  rooms: number
}

/** The party of a query: children need one age each (`ages=4,9`), since children are priced by age. */
export function partyOf(query: { adults?: number; children?: number; ages?: number[]; child_ages?: number[]; rooms?: number }): { party: Party } | { fields: Record<string, string> } {
  const childAges = query.ages ?? query.child_ages ?? []
  const children = query.children ?? childAges.length
  if (childAges.length !== children) {
    return { fields: { ages: `must give one age (0 to ${MAX_CHILD_AGE}) for each of the ${children} children, such as ages=4,9` } }
  }
  const party = { adults: query.adults ?? 2, child_ages: childAges, rooms: query.rooms ?? 1 }
  const problems = occupancyProblems(party)
  return Object.keys(problems).length > 0 ? { fields: problems } : { party }
}

export const languageOf = (value: string | undefined | null): Locale => (isLocale(value) ? value : DEFAULT_LOCALE)

/** The labels of one language, with the default language where a text is missing. */
export async function textsFor(lang: Locale): Promise<(key: string, values?: Record<string, string | number>) => string> {
  const map = new Map<string, string>()
  try {
    for (const label of await getLabels()) map.set(label.key, pick(label.value, lang))
  } catch (error) {
    console.error('booking: labels could not be read', error)
  }
  return (key, values = {}) => {
    const text = map.get(key) ?? key
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
  }
}

type Texts = Awaited<ReturnType<typeof textsFor>>

/** A calendar date written for people in a language (12 December 2026 / 2026年12月12日). */
export function longDate(date: string, lang: Locale): string {
  return new Intl.DateTimeFormat(localeTag(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
}

export function policyText(t: Texts, lang: Locale, deadline: string | null): string {
  if (!deadline) return t('stay.non_refundable')
  // Sentences end as the language ends them: '。' in Japanese and Chinese, a space in Thai.
  const stop = lang === 'ja' || lang === 'zh' ? '。' : lang === 'th' ? ' ' : '. '
  return `${t('stay.free_cancellation_until', { date: longDate(deadline.slice(0, 10), lang), time: deadline.slice(11, 16) })}${stop}${t('stay.after_deadline')}`
}

function ratePlanSummary(rate: RateResult, lang: Locale, t: Texts): RatePlanSummary {
  const { plan } = rate
  return {
    code: plan.code,
    name: pick(plan.name, lang),
    description: pick(plan.description, lang),
    board: plan.board,
    refundable: plan.refundable,
    cancellation_policy: policyText(t, lang, rate.cancellation_deadline),
    cancellation_deadline: rate.cancellation_deadline,
    guarantee: t('stay.pay_at_hotel'),
    payment: 'pay_at_property',
  }
}

export function taxLines(lines: readonly { name: ML; amount_minor: number }[], currency: string, lang: Locale): PriceLine[] {
  const tag = localeTag(lang)
  return lines.map((line) => ({ label: pick(line.name, lang), amount_minor: line.amount_minor, formatted: formatExactPrice(line.amount_minor, currency, tag) }))
}

function photoOf(image: Image | undefined, lang: Locale) {
  if (!image) return null
  return absoluteImageUrls({ url: image.url, width: image.width, height: image.height, alt: pick(image.alt, lang) }) as {
    url: string
    width: number
    height: number
    alt: string
  }
}

/** GET /api/availability's body. */
export async function availabilityBody(result: AvailabilityResult, stay: { check_in: string; check_out: string } & Party, lang: Locale): Promise<AvailabilityResponse> {
  const { catalog } = result
  const [t, detail] = await Promise.all([textsFor(lang), getPropertyBySlug(catalog.slug)])
  const tag = localeTag(lang)
  const money = (amount: number) => formatExactPrice(amount, catalog.currency, tag)
  const rooms: RoomOption[] = result.rooms.map((option) => {
    const shown = detail?.room_types.find((room) => room.slug === option.room.slug)
    return {
      room_type: {
        slug: option.room.slug,
        name: pick(option.room.name, lang),
        description: pick(shown?.description, lang),
        beds: pick(shown?.beds, lang),
        max_adults: option.room.max_adults,
        max_children: option.room.max_children,
        size_sqm: shown?.size_sqm ?? null,
        photo: photoOf(shown?.photos[0], lang),
      },
      available: option.available,
      unavailable_reason: option.unavailable_reason,
      rates: option.rates.map((rate) => {
        const average = Math.round(rate.quote.total_minor / Math.max(1, result.nights))
        return {
          rate_plan: ratePlanSummary(rate, lang, t),
          nightly: rate.quote.nightly,
          room_total_minor: rate.quote.room_total_minor,
          discount_minor: rate.quote.discount_minor,
          taxes_and_fees: taxLines(rate.quote.taxes_and_fees, catalog.currency, lang),
          taxes_and_fees_minor: rate.quote.taxes_and_fees_minor,
          total_minor: rate.quote.total_minor,
          total_formatted: money(rate.quote.total_minor),
          average_nightly_minor: average,
          average_nightly_formatted: money(average),
        }
      }),
    }
  })
  return {
    property: {
      slug: catalog.slug,
      name: pick(catalog.name, lang),
      currency: catalog.currency,
      time_zone: catalog.time_zone,
      check_in_time: catalog.check_in_time,
      check_out_time: catalog.check_out_time,
    },
    check_in: stay.check_in,
    check_out: stay.check_out,
    nights: result.nights,
    adults: stay.adults,
    children: stay.child_ages.length,
    child_ages: stay.child_ages,
    rooms_requested: stay.rooms,
    currency: catalog.currency,
    promo: result.promo.promo ? { code: result.promo.promo.code, discount_percent: result.promo.promo.discount_percent } : null,
    ...(result.promo.error ? { promo_error: result.promo.error } : {}),
    rooms,
  }
}

type StoredPrice = {
  nightly?: { date: string; amount_minor: number }[]
  room_total_minor?: number
  discount_minor?: number
  taxes_and_fees?: { name: ML; amount_minor: number }[]
}

/** A stored booking as the guest sees it (GET /api/bookings/{reference}, the 201 of POST /api/bookings). */
export async function bookingSummary(doc: Record<string, unknown>, catalog: CatalogProperty | null, cancellable: boolean, lang: Locale): Promise<BookingSummary> {
  const t = await textsFor(lang)
  const currency = String(doc.currency)
  const room = catalog?.room_types.find((item) => item.id === Number(doc.room_type))
  const plan = catalog?.rate_plans.find((item) => item.id === Number(doc.rate_plan))
  const price = (doc.price ?? {}) as StoredPrice
  const guest = (doc.guest ?? {}) as BookingSummary['guest']
  const deadline = typeof doc.cancellation_deadline === 'string' ? doc.cancellation_deadline : null
  const childAges = Array.isArray(doc.child_ages) ? (doc.child_ages as number[]) : []
  const checkIn = String(doc.check_in)
  const checkOut = String(doc.check_out)
  return {
    reference: String(doc.reference),
    status: doc.status === 'cancelled' ? 'cancelled' : 'confirmed',
    property: catalog?.slug ?? '',
    property_name: catalog ? pick(catalog.name, lang) : '',
    room_type: room?.slug ?? '',
    room_type_name: room ? pick(room.name, lang) : '',
    rate_plan: plan?.code ?? '',
    rate_plan_name: plan ? pick(plan.name, lang) : '',
    check_in: checkIn,
    check_out: checkOut,
    nights: price.nightly?.length ?? 0,
    guests: { adults: Number(doc.adults), children: Number(doc.children ?? 0), child_ages: childAges },
    rooms: Number(doc.rooms),
    guest: {
      first_name: guest.first_name,
      last_name: guest.last_name,
      email: guest.email,
      ...(guest.phone ? { phone: guest.phone } : {}),
      ...(guest.country ? { country: guest.country } : {}),
    },
    ...(typeof doc.special_requests === 'string' && doc.special_requests ? { special_requests: doc.special_requests } : {}),
    nightly: price.nightly ?? [],
    room_total_minor: price.room_total_minor ?? 0,
    discount_minor: price.discount_minor ?? 0,
    taxes_and_fees: taxLines(price.taxes_and_fees ?? [], currency, lang),
    total_minor: Number(doc.total_minor),
    currency,
    total_formatted: formatExactPrice(Number(doc.total_minor), currency, localeTag(lang)),
    cancellation_policy: policyText(t, lang, deadline),
    cancellation_deadline: deadline,
    cancellable,
    language: String(doc.language ?? DEFAULT_LOCALE),
    contact: { phone: catalog?.contact.phone ?? null, email: catalog?.contact.email ?? null, address: catalog ? pick(catalog.address, lang) : '' },
    check_in_time: catalog?.check_in_time ?? '',
    check_out_time: catalog?.check_out_time ?? '',
    created_at: String(doc.createdAt ?? ''),
  }
}
