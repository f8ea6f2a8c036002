/**
 * What the booking endpoints share: parsing a stay from a query string, the texts of the answers in the
 * request's language (from the labels staff edit), and the JSON shapes of src/lib/booking-api.ts built
 * from the engine's numbers.
 */
import { z } from 'zod'

import type { AvailabilityResult, RateResult } from '@/booking/engine'
import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, MAX_ROOMS, occupancyProblems } from '@/booking/engine'
import { isCalendarDate } from '@/booking/stay'
import { getPropertyBySlug } from '@/data/properties'
import type { Image } from '@/data/types'
import { type Locale, localeTag } from '@/i18n/locales'
import { pick } from '@/i18n/text'
import type { AvailabilityResponse, RatePlanSummary, RoomOption } from '@/lib/booking-api'
import { clientAddress } from '@/lib/client-address'
import { formatExactPrice } from '@/lib/money'
import { rateLimiter } from '@/lib/rate-limit'
import { policyText, taxLines, type Texts, textsFor } from '@/services/bookings'

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


export { bookingSummary, languageOf, textsFor } from '@/services/bookings'
