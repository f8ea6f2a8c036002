/**
 * The booking engine's use cases: what is available and at what all-in price for a stay, the price
 * calendar, making a booking and cancelling one. Pure pricing and rules (./pricing, ./rules) over the
 * published catalog (./catalog) and the live inventory (./store). Texts for people (names in a language,
 * formatted money, policy sentences) are the caller's: the engine answers in numbers, codes and dates.
 */
import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import type { Locale } from '../i18n/locales'
import {
  type CatalogProperty,
  type CatalogRatePlan,
  type CatalogRoomType,
  getCatalog,
  type Promo,
  promoFor,
  promoForRate,
  promoForStay,
  type PromoReason,
} from './catalog'
import { fitsRoom, type Occupancy, type Quote, quoteStay } from './pricing'
import { type AvailabilityRule, cancellationDeadline, firstBookableArrival, isCancellable, type Restriction, rulesOfNight, stayRestriction } from './rules'
import { type BookingRecord, bookingWithKey, cancel, liveInventory, reserve, type StoredBookingDoc } from './store'
import { addDays, nightsOfStay, stayProblems } from '../lib/stay'

export { getCatalog }
export type { CatalogProperty, CatalogRatePlan, CatalogRoomType, Promo, PromoReason, Quote }

/** The most guests, children and rooms one booking may hold. */
export const MAX_ADULTS = 12
export const MAX_CHILDREN = 6
export const MAX_ROOMS = 9
export const MAX_CHILD_AGE = 17

export interface StayQuery extends Occupancy {
  check_in: string
  check_out: string
  promo?: string
}

/** Problems with a stay's dates on the property's calendar, by field (empty when fine). */
export function stayDateProblems(catalog: CatalogProperty, stay: { check_in: string; check_out: string }, now = new Date()): Record<string, string> {
  const first = firstBookableArrival(catalog.time_zone, catalog.booking_cutoff_time, now)
  const problems = stayProblems(stay, first)
  // Today on the hotel's calendar, past its same-day cut-off: say why rather than just "in the past".
  if (problems.check_in && stay.check_in === addDays(first, -1)) {
    problems.check_in = `must not be in the past: bookings for today close at ${catalog.booking_cutoff_time} (${catalog.time_zone})`
  }
  return problems
}

/** Problems with a party (counts and ages), by field. */
export function occupancyProblems(occupancy: Occupancy): Record<string, string> {
  const problems: Record<string, string> = {}
  const whole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max
  if (!whole(occupancy.adults, 1, MAX_ADULTS)) problems.adults = `must be a whole number from 1 to ${MAX_ADULTS}`
  if (occupancy.child_ages.length > MAX_CHILDREN) problems.children = `must be at most ${MAX_CHILDREN}`
  if (!occupancy.child_ages.every((age) => whole(age, 0, MAX_CHILD_AGE))) problems.child_ages = `each must be an age from 0 to ${MAX_CHILD_AGE}`
  if (!whole(occupancy.rooms, 1, MAX_ROOMS)) problems.rooms = `must be a whole number from 1 to ${MAX_ROOMS}`
  else if (whole(occupancy.adults, 1, MAX_ADULTS) && occupancy.rooms > occupancy.adults) problems.rooms = 'must not be more than the adults (each room needs one)'
  const empty = (occupancy.parties ?? []).findIndex((party) => !whole(party.adults, 1, MAX_ADULTS))
  if (empty >= 0) problems.adults = `room ${empty + 1} has no adult: each room needs at least one`
  return problems
}

/** A promo code asked for with a stay, as the engine judged it. */
export interface PromoState {
  /** The code asked for (upper case), or null. */
  code: string | null
  /** The offer's code and terms when the code is one (applied or not). */
  terms: Promo | null
  /** The promo when it takes something off at least one rate of this stay; null otherwise. */
  promo: Promo | null
  /** Why it takes nothing off this stay: null when it does or none was asked for. */
  error: PromoReason | null
}

export interface RateResult {
  plan: CatalogRatePlan
  quote: Quote
  /** The promo applied to this rate, if any. */
  promo: Promo | null
  /** With a promo asked for: why it takes nothing off this rate (null when it does). */
  promo_reason: PromoReason | null
  cancellation_deadline: string | null
}

export interface RoomResult {
  room: CatalogRoomType
  available: number
  unavailable_reason: null | Restriction | 'too_many_guests'
  rates: RateResult[]
}

export interface AvailabilityResult {
  catalog: CatalogProperty
  nights: number
  promo: PromoState
  rooms: RoomResult[]
}

type StayPromo = ReturnType<typeof promoForStay>

/** What a stay's promo does to one rate: the promo it applies, or why not. */
function promoOnRate(stayPromo: StayPromo | null, room: CatalogRoomType, plan: CatalogRatePlan): Promo | PromoReason | null {
  if (!stayPromo) return null
  if (!stayPromo.promo || stayPromo.reason) return stayPromo.reason ?? 'unknown'
  return promoForRate(stayPromo.promo, room, plan)
}

function rateFor(catalog: CatalogProperty, room: CatalogRoomType, plan: CatalogRatePlan, stay: StayQuery, onRate: Promo | PromoReason | null): RateResult | null {
  const applied = onRate && typeof onRate === 'object' ? onRate : null
  const quote = quoteStay({
    plan,
    room,
    taxes: catalog.taxes,
    check_in: stay.check_in,
    check_out: stay.check_out,
    occupancy: stay,
    discount_percent: applied?.discount_percent,
  })
  return quote
    ? { plan, quote, promo: applied, promo_reason: typeof onRate === 'string' ? onRate : null, cancellation_deadline: cancellationDeadline(plan, stay.check_in) }
    : null
}

/**
 * Why a promo the stay allows takes nothing off any rate: 'room_type' when it names none of the rooms
 * that could be priced, else 'rate_plan'. Judged over every room and plan when no rate could be priced.
 */
function rateReason(stayPromo: StayPromo, rooms: RoomResult[], catalog: CatalogProperty): PromoReason {
  const priced = rooms.flatMap((room) => room.rates.map((rate) => rate.promo_reason))
  const reasons = priced.length > 0 ? priced : catalog.room_types.flatMap((room) => catalog.rate_plans.map((plan) => promoOnRate(stayPromo, room, plan)))
  return reasons.length > 0 && reasons.every((reason) => reason === 'room_type') ? 'room_type' : 'rate_plan'
}

/** A room type's availability for a stay (live inventory), as `pricedStay` takes it. */
export interface RoomAvailability {
  available: number
  restriction: Restriction | null
}

/**
 * Every room type and rate for a stay with its promo code judged against the offer's terms: pure, over
 * each room type's availability (a room type missing from `inventory` is free and unrestricted).
 * The promo counts as applied only when it takes something off at least one rate of the stay.
 */
export function pricedStay(
  catalog: CatalogProperty,
  stay: StayQuery,
  inventory: ReadonlyMap<number, RoomAvailability> = new Map(),
  now: Date = new Date(),
): { promo: PromoState; rooms: RoomResult[] } {
  const code = stay.promo?.trim() ? stay.promo.trim().toUpperCase() : null
  const stayPromo = code ? promoForStay(catalog, code, stay, now) : null
  const rooms = catalog.room_types.map((room): RoomResult => {
    const check = inventory.get(room.id) ?? { available: room.rooms_on_sale, restriction: null }
    const fits = fitsRoom(room, stay)
    const rates = fits
      ? catalog.rate_plans.map((plan) => rateFor(catalog, room, plan, stay, promoOnRate(stayPromo, room, plan))).filter((rate): rate is RateResult => rate !== null)
      : []
    return { room, available: check.available, unavailable_reason: fits ? check.restriction : 'too_many_guests', rates }
  })
  // "Applied" only when the code takes something off at least one rate of this stay.
  const applied = rooms.some((room) => room.rates.some((rate) => rate.promo !== null))
  const promo: PromoState = {
    code,
    terms: stayPromo?.promo ?? null,
    promo: applied ? (stayPromo?.promo ?? null) : null,
    error: !stayPromo || applied ? null : (stayPromo.reason ?? rateReason(stayPromo, rooms, catalog)),
  }
  return { promo, rooms }
}

/** Every room type and rate for a stay (dates already checked), with live availability. */
export async function availability(catalog: CatalogProperty, stay: StayQuery, now: Date = new Date()): Promise<AvailabilityResult> {
  const nights = nightsOfStay(stay.check_in, stay.check_out)
  const last = nights.at(-1) ?? stay.check_in
  const inventory = await liveInventory(
    catalog.room_types.map((room) => room.id),
    stay.check_in,
    last,
  )
  const checks = new Map(
    catalog.room_types.map((room) => {
      const check = stayRestriction({
        defaultOnSale: room.rooms_on_sale,
        rules: inventory.rules.filter((rule) => rule.room_type === room.id),
        booked: inventory.booked.get(room.id) ?? new Map(),
        check_in: stay.check_in,
        check_out: stay.check_out,
        rooms: stay.rooms,
      })
      return [room.id, { available: check.available, restriction: check.restriction }] as const
    }),
  )
  const { promo, rooms } = pricedStay(catalog, stay, checks, now)
  return { catalog, nights: nights.length, promo, rooms }
}

export interface CalendarDayResult {
  date: string
  status: 'open' | 'sold_out' | 'closed_to_arrival' | 'past'
  min_stay: number
  lowest_minor: number | null
}

/**
 * For each day from `from`, whether a stay can start then and the lowest all-in price of one night
 * for the party (over the room types that hold it and are free that night).
 */
export async function priceCalendar(catalog: CatalogProperty, from: string, days: number, occupancy: Occupancy, now = new Date()): Promise<CalendarDayResult[]> {
  const dates = Array.from({ length: days }, (_, index) => addDays(from, index))
  const last = dates.at(-1) ?? from
  const rooms = catalog.room_types.filter((room) => fitsRoom(room, occupancy))
  const inventory = await liveInventory(
    rooms.map((room) => room.id),
    from,
    last,
  )
  const first = firstBookableArrival(catalog.time_zone, catalog.booking_cutoff_time, now)
  return dates.map((date): CalendarDayResult => {
    if (date < first) return { date, status: 'past', min_stay: 1, lowest_minor: null }
    let lowest: number | null = null
    let minStay = Number.POSITIVE_INFINITY
    let anyFree = false
    let anyArrival = false
    for (const room of rooms) {
      const rules = inventory.rules.filter((rule) => rule.room_type === room.id)
      const night = rulesOfNight(room.rooms_on_sale, rules, date)
      const free = night.stop_sell ? 0 : night.on_sale - (inventory.booked.get(room.id)?.get(date) ?? 0)
      if (free < occupancy.rooms) continue
      anyFree = true
      if (night.closed_to_arrival) continue
      anyArrival = true
      minStay = Math.min(minStay, night.min_stay)
      for (const plan of catalog.rate_plans) {
        const quote = quoteStay({ plan, room, taxes: catalog.taxes, check_in: date, check_out: addDays(date, 1), occupancy })
        if (quote && (lowest === null || quote.total_minor < lowest)) lowest = quote.total_minor
      }
    }
    if (!anyFree) return { date, status: 'sold_out', min_stay: 1, lowest_minor: null }
    if (!anyArrival) return { date, status: 'closed_to_arrival', min_stay: 1, lowest_minor: lowest }
    return { date, status: 'open', min_stay: Number.isFinite(minStay) ? minStay : 1, lowest_minor: lowest }
  })
}

// Crockford's base 32: no I, L, O or U, so a reference read aloud or retyped is not mistaken.
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const REFERENCE_LENGTH = 10

/** A booking reference nobody can guess: 10 characters, 50 random bits. */
export function newReference(): string {
  const bytes = randomBytes(REFERENCE_LENGTH)
  return Array.from(bytes, (byte) => REFERENCE_ALPHABET[byte % 32]).join('')
}

/** A reference as a guest may type it (lower case, spaces, dashes, O for 0) → the stored form, or null. */
export function normaliseReference(value: string): string | null {
  const clean = value.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1')
  return clean.length === REFERENCE_LENGTH && [...clean].every((char) => REFERENCE_ALPHABET.includes(char)) ? clean : null
}

export interface BookingRequest extends StayQuery {
  property: string
  room_type: string
  rate_plan: string
  guest: BookingRecord['guest']
  special_requests?: string
  expected_total_minor?: number
  language: Locale
}

/** A digest of what was asked, to tell a retry (same body) from a different request with a reused key. */
export function requestHash(request: BookingRequest): string {
  const canonical = JSON.stringify(request, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  )
  return createHash('sha256').update(canonical).digest('hex')
}

export type BookOutcome =
  /** `booking`: the booking just made, as stored (no need to read it back). */
  | { ok: true; created: boolean; reference: string; booking?: StoredBookingDoc }
  | { ok: false; status: 404 | 409 | 422; code: string; message: string; fields?: Record<string, string>; reason?: PromoReason }

/** Why a promo code was refused for a booking, as the `promo` field's message. */
export function promoRefusal(reason: PromoReason, terms: Promo | null): string {
  switch (reason) {
    case 'unknown':
      return 'is not a valid code'
    case 'hotel':
      return 'is not valid at this hotel'
    case 'booking_window':
      return `can be booked only${terms?.bookable_from ? ` from ${terms.bookable_from}` : ''}${terms?.bookable_to ? ` until ${terms.bookable_to}` : ''}`
    case 'stay_dates':
      return `is valid only for nights${terms?.valid_from ? ` from ${terms.valid_from}` : ''}${terms?.valid_to ? ` until ${terms.valid_to}` : ''}`
    case 'min_nights':
      return `needs a stay of at least ${terms?.min_nights ?? 1} nights`
    case 'room_type':
      return 'is not valid for this room'
    case 'rate_plan':
      return 'is not valid for this rate'
  }
}

/**
 * What an Idempotency-Key already answered: the same request again gets its booking, whatever changed
 * since (a price, a rule, the clock); another request with the key is refused; null for a new key.
 */
export async function replayOf(request: BookingRequest, idempotencyKey: string): Promise<BookOutcome | null> {
  const earlier = await bookingWithKey(idempotencyKey)
  if (!earlier) return null
  if (earlier.request_hash === requestHash(request)) return { ok: true, created: false, reference: earlier.reference }
  return { ok: false, status: 422, code: 'idempotency_key_reused', message: 'This Idempotency-Key was already used for a different booking request.' }
}

/** Makes a booking (dates and guest already validated), or says why not. */
export async function book(catalog: CatalogProperty, request: BookingRequest, idempotencyKey: string): Promise<BookOutcome> {
  const replay = await replayOf(request, idempotencyKey)
  if (replay) return replay
  const room = catalog.room_types.find((item) => item.slug === request.room_type)
  const plan = catalog.rate_plans.find((item) => item.code === request.rate_plan)
  const fields: Record<string, string> = {}
  if (!room) fields.room_type = 'is not a room type of this property'
  if (!plan) fields.rate_plan = 'is not a rate plan of this property'
  if (!room || !plan) return { ok: false, status: 422, code: 'invalid_booking', message: 'The room type or rate plan does not exist.', fields }
  if (!fitsRoom(room, request)) {
    const limits = `at most ${room.max_adults} adult(s) and ${room.max_children} child(ren) a room`
    const crowded = request.parties ? request.parties.findIndex((party) => party.adults > room.max_adults || party.child_ages.length > room.max_children) : -1
    return {
      ok: false,
      status: 422,
      code: 'too_many_guests',
      message:
        crowded >= 0 ? `${room.slug} holds ${limits}: room ${crowded + 1} has more.` : `${room.slug} cannot hold this party in ${request.rooms} room(s) (${limits}).`,
      fields: { adults: 'too many guests for the room' },
    }
  }
  let promo: Promo | null = null
  if (request.promo) {
    const found = promoFor(catalog, request.promo, room, plan, request)
    if (found === 'unknown')
      return { ok: false, status: 422, code: 'unknown_promo', message: 'This promo code does not exist.', fields: { promo: 'is not a valid code' } }
    if (typeof found === 'string') {
      const terms = promoForStay(catalog, request.promo, request).promo
      return {
        ok: false,
        status: 422,
        code: 'promo_not_applicable',
        reason: found,
        message: `This promo code does not apply to this booking (${found}).`,
        fields: { promo: promoRefusal(found, terms) },
      }
    }
    promo = found
  }
  const rate = rateFor(catalog, room, plan, request, promo)
  if (!rate)
    return { ok: false, status: 422, code: 'invalid_booking', message: 'This room has no price on this rate plan.', fields: { rate_plan: 'has no price for this room' } }
  if (request.expected_total_minor !== undefined && request.expected_total_minor !== rate.quote.total_minor) {
    return { ok: false, status: 409, code: 'price_changed', message: `The total is now ${rate.quote.total_minor} minor units of ${catalog.currency}.` }
  }
  const reference = newReference()
  const record: BookingRecord = {
    reference,
    language: request.language,
    property: catalog.id,
    room_type: room.id,
    rate_plan: plan.id,
    check_in: request.check_in,
    check_out: request.check_out,
    rooms: request.rooms,
    adults: request.adults,
    children: request.child_ages.length,
    child_ages: [...request.child_ages],
    guest: request.guest,
    special_requests: request.special_requests,
    total_minor: rate.quote.total_minor,
    currency: catalog.currency,
    promo_code: promo?.code,
    price: { ...rate.quote, discount_percent: promo?.discount_percent ?? 0 },
    cancellation_deadline: rate.cancellation_deadline,
    idempotency_key: idempotencyKey,
    request_hash: requestHash(request),
  }
  const outcome = await reserve(record, (rules: AvailabilityRule[], booked: ReadonlyMap<string, number>) => {
    const check = stayRestriction({ defaultOnSale: room.rooms_on_sale, rules, booked, check_in: request.check_in, check_out: request.check_out, rooms: request.rooms })
    // Sold-out is decided by the inventory rows; stop-sell shows here as no rooms on sale.
    return {
      refusal: check.restriction,
      onSale: (night: string) => {
        const rulesOfTheNight = rulesOfNight(room.rooms_on_sale, rules, night)
        return rulesOfTheNight.stop_sell ? 0 : rulesOfTheNight.on_sale
      },
    }
  })
  switch (outcome.outcome) {
    case 'created':
      return { ok: true, created: true, reference: outcome.reference, booking: outcome.booking }
    case 'replayed':
      return { ok: true, created: false, reference: outcome.reference }
    case 'key_reused':
      return { ok: false, status: 422, code: 'idempotency_key_reused', message: 'This Idempotency-Key was already used for a different booking request.' }
    case 'refused':
      return {
        ok: false,
        status: 409,
        code: outcome.reason,
        message:
          outcome.reason === 'sold_out'
            ? 'Not enough rooms remain on some night of this stay.'
            : outcome.reason === 'closed_to_arrival'
              ? 'Arrivals are closed on this date.'
              : 'This stay is shorter than the minimum stay for its arrival date.',
      }
  }
}

export function sameEmail(stored: unknown, given: string): boolean {
  return typeof stored === 'string' && stored.trim().toLowerCase() === given.trim().toLowerCase()
}

/** Cancels a guest's booking where its rate allows (deadline on the property's clock); the rooms go back on sale. */
export async function cancelFor(reference: string, email: string, timeZone: string) {
  const normalised = normaliseReference(reference)
  if (!normalised) return { outcome: 'not_found' as const }
  return cancel(normalised, (booking) => {
    if (!sameEmail(booking.email, email)) return 'not_found'
    return isCancellable(booking.cancellation_deadline, timeZone) ? 'yes' : 'not_cancellable'
  })
}

/** Cancels a booking on staff's authority, whatever its rate's terms (a guest called the hotel); the rooms go back on sale. */
export async function cancelByStaff(reference: string) {
  const normalised = normaliseReference(reference)
  if (!normalised) return { outcome: 'not_found' as const }
  return cancel(normalised, () => 'yes')
}
