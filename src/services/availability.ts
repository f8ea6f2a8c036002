/**
 * GET /api/availability's answer: the engine's rooms and rates for a stay, with each room's description,
 * beds, size and photo from the read model and every text and amount in the request's language.
 */
import 'server-only'

import {
  availability,
  type AvailabilityResult,
  type CatalogProperty,
  type CatalogRatePlan,
  type CatalogRoomType,
  getCatalog,
  occupancyProblems,
  type Promo,
  type RateResult,
  stayDateProblems,
} from '@/booking/engine'
import { type RoomParty, splitParty } from '@/booking/pricing'
import { getPropertyBySlug } from '@/data/properties'
import type { Image } from '@/data/types'
import { type Locale, localeTag } from '@/i18n/locales'
import { pick } from '@/i18n/text'
import type { AvailabilityResponse, PromoTerms, RatePlanSummary, RoomOption } from '@/lib/booking-api'
import { keptPerVersion, type Source } from '@/lib/cached'
import { absoluteImageUrls } from '@/lib/image-urls'
import { priceWriter } from '@/lib/money'

import { policyText, type Texts, taxLines, textsFor } from './bookings'

/** The party of a stay: adults, each child's age, rooms. */
export interface Party {
  adults: number
  child_ages: number[]
  rooms: number
  /** Who sleeps in which room, when the guest placed them (else the party is spread evenly). */
  parties?: RoomParty[]
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

/** An offer's terms in this hotel's words: its room types by slug and rate plans by code. */
export function promoTerms(promo: Promo, catalog: CatalogProperty): PromoTerms {
  return {
    code: promo.code,
    discount_percent: promo.discount_percent,
    min_nights: promo.min_nights,
    valid_from: promo.valid_from,
    valid_to: promo.valid_to,
    bookable_from: promo.bookable_from,
    bookable_to: promo.bookable_to,
    room_types: catalog.room_types.filter((room) => promo.room_types.includes(room.id)).map((room) => room.slug),
    rate_plans: catalog.rate_plans.filter((plan) => promo.rate_plans.includes(plan.id)).map((plan) => plan.code),
    non_refundable: promo.non_refundable,
  }
}

/** What the read model shows of a room type beside the engine's numbers, in one language. */
interface RoomShown {
  description: string
  beds: string
  size_sqm: number | null
  photo: ReturnType<typeof photoOf>
}

/**
 * Every collection getPropertyBySlug reads (the property index and the property's detail): the room
 * texts and photos below are kept per content version of these.
 */
const PROPERTY_DETAIL_SOURCES: readonly Source[] = ['properties', 'room-types', 'rate-plans', 'master-facilities', 'cities', 'countries', 'media']

/**
 * A property's room types as the answer shows them, by slug, per language ('<slug> <lang>'), kept per
 * content version: read from the property's whole detail (its description, gallery and facilities
 * too), which is not worth parsing from the cache on every availability request.
 */
const roomsShown = keptPerVersion('availability-rooms', PROPERTY_DETAIL_SOURCES, async (key: string): Promise<ReadonlyMap<string, RoomShown>> => {
  const [slug = '', lang = ''] = key.split(' ')
  const language = lang as Locale
  const detail = await getPropertyBySlug(slug)
  return new Map(
    (detail?.room_types ?? []).map((room) => [
      room.slug,
      { description: pick(room.description, language), beds: pick(room.beds, language), size_sqm: room.size_sqm ?? null, photo: photoOf(room.photos[0], language) },
    ]),
  )
})

/**
 * A rate plan's summary, the same object for as long as its plan (the catalog's version) and the labels
 * stand: every room type of an answer shows it, and so does every answer with that deadline.
 */
const keptSummaries = new WeakMap<CatalogRatePlan, WeakMap<Texts, Map<string, RatePlanSummary>>>()
function keptSummary(rate: RateResult, lang: Locale, t: Texts): RatePlanSummary {
  let byTexts = keptSummaries.get(rate.plan)
  if (!byTexts) keptSummaries.set(rate.plan, (byTexts = new WeakMap()))
  let byDeadline = byTexts.get(t)
  if (!byDeadline) byTexts.set(t, (byDeadline = new Map()))
  const key = `${lang} ${rate.cancellation_deadline}`
  let summary = byDeadline.get(key)
  if (!summary) {
    summary = ratePlanSummary(rate, lang, t)
    // A deadline is a date of the next year or two: bounded all the same.
    if (byDeadline.size < 5_000) byDeadline.set(key, summary)
  }
  return summary
}

/** A room type as the answer shows it, the same object for as long as its texts and its catalog stand. */
const keptRoomViews = new WeakMap<RoomShown, { room: CatalogRoomType; view: RoomOption['room_type'] }>()
function roomView(room: CatalogRoomType, shown: RoomShown | undefined, lang: Locale): RoomOption['room_type'] {
  const kept = shown && keptRoomViews.get(shown)
  if (kept?.room === room) return kept.view
  const view = {
    slug: room.slug,
    name: pick(room.name, lang),
    description: shown?.description ?? '',
    beds: shown?.beds ?? '',
    max_adults: room.max_adults,
    max_children: room.max_children,
    size_sqm: shown?.size_sqm ?? null,
    photo: shown?.photo ?? null,
  }
  if (shown) keptRoomViews.set(shown, { room, view })
  return view
}

/** GET /api/availability's body. */
export async function availabilityBody(result: AvailabilityResult, stay: { check_in: string; check_out: string } & Party, lang: Locale): Promise<AvailabilityResponse> {
  const { catalog } = result
  // The catalog's slug is a published one (never a visitor's text), so it may be a key.
  const [t, shownRooms] = await Promise.all([textsFor(lang), roomsShown(`${catalog.slug} ${lang}`)])
  const tag = localeTag(lang)
  const money = priceWriter(catalog.currency, tag, { exact: true })
  const rooms: RoomOption[] = result.rooms.map((option) => {
    return {
      room_type: roomView(option.room, shownRooms.get(option.room.slug), lang),
      available: option.available,
      unavailable_reason: option.unavailable_reason,
      rates: option.rates.map((rate) => {
        const average = Math.round(rate.quote.total_minor / Math.max(1, result.nights))
        return {
          rate_plan: keptSummary(rate, lang, t),
          rooms: rate.quote.rooms,
          nightly: rate.quote.nightly,
          room_total_minor: rate.quote.room_total_minor,
          discount_minor: rate.quote.discount_minor,
          taxes_and_fees: taxLines(rate.quote.taxes_and_fees, catalog.currency, lang),
          taxes_and_fees_minor: rate.quote.taxes_and_fees_minor,
          taxes_included_minor: rate.quote.taxes_included_minor,
          total_minor: rate.quote.total_minor,
          total_formatted: money(rate.quote.total_minor),
          average_nightly_minor: average,
          average_nightly_formatted: money(average),
          ...(result.promo.code ? { promo_applied: rate.promo !== null, ...(rate.promo_reason ? { promo_reason: rate.promo_reason } : {}) } : {}),
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
    room_parties: splitParty(stay) ?? [],
    currency: catalog.currency,
    promo: result.promo.promo ? { code: result.promo.promo.code, discount_percent: result.promo.promo.discount_percent } : null,
    ...(result.promo.error ? { promo_error: result.promo.error } : {}),
    ...(result.promo.terms ? { promo_terms: promoTerms(result.promo.terms, catalog) } : {}),
    rooms,
  }
}

/** A stay as the rates page's address asks for it (the same fields as GET /api/availability's query). */
export interface StayAsked extends Party {
  check_in: string
  check_out: string
  promo?: string
}

/** The rates of a stay, or why there are none: GET /api/availability's body or its error, without HTTP. */
export type StayRates =
  | { ok: true; data: AvailabilityResponse }
  | { ok: false; status: number; code: 'invalid_query' | 'not_found' | 'unavailable'; message: string; fields?: Record<string, string> }

/**
 * The rooms and rates of one stay for a page drawn on the server (the rates page's first rates): the
 * same checks and the same answer as GET /api/availability, so that the browser can take it as its own.
 * Never throws: a failure is the API's 503 answer.
 */
export async function stayRates(slug: string, stay: StayAsked, lang: Locale): Promise<StayRates> {
  try {
    const party = { adults: stay.adults, child_ages: stay.child_ages, rooms: stay.rooms }
    const partyProblems = occupancyProblems(party)
    if (Object.keys(partyProblems).length > 0) return { ok: false, status: 400, code: 'invalid_query', message: 'The party is not valid.', fields: partyProblems }
    const catalog = await getCatalog(slug)
    if (!catalog) return { ok: false, status: 404, code: 'not_found', message: `No property is published at '${slug}'.` }
    const problems = stayDateProblems(catalog, stay)
    if (Object.keys(problems).length > 0) return { ok: false, status: 400, code: 'invalid_query', message: 'The stay dates are not possible.', fields: problems }
    const asked = { check_in: stay.check_in, check_out: stay.check_out, ...party }
    const result = await availability(catalog, { ...asked, promo: stay.promo || undefined })
    return { ok: true, data: await availabilityBody(result, asked, lang) }
  } catch (error) {
    console.error('rates for the rates page failed', error)
    return { ok: false, status: 503, code: 'unavailable', message: 'Availability cannot be read just now. Please try again in a minute.' }
  }
}
