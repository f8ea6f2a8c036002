/**
 * The booking engine's use cases: what is available and at what all-in price for a stay, the price
 * calendar, making a booking and cancelling one. Pure pricing and rules (./pricing, ./rules) over the
 * published catalog (./catalog) and the live inventory (./store). Texts for people (names in a language,
 * formatted money, policy sentences) are the caller's: the engine answers in numbers, codes and dates.
 */
import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import type { Locale } from '../i18n/locales'
import { type CatalogProperty, type CatalogRatePlan, type CatalogRoomType, getCatalog, type Promo, promoFor } from './catalog'
import { fitsRoom, type Occupancy, type Quote, quoteStay } from './pricing'
import { type AvailabilityRule, cancellationDeadline, firstBookableArrival, isCancellable, type Restriction, rulesOfNight, stayRestriction } from './rules'
import { type BookingRecord, bookingWithKey, cancel, liveInventory, reserve } from './store'
import { addDays, nightsBetween, nightsOfStay, stayProblems } from '../lib/stay'

export { getCatalog }
export type { CatalogProperty, CatalogRatePlan, CatalogRoomType, Quote }

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
export function occupancyProblems(occupancy: { adults: number; child_ages: readonly number[]; rooms: number }): Record<string, string> {
  const problems: Record<string, string> = {}
  const whole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max
  if (!whole(occupancy.adults, 1, MAX_ADULTS)) problems.adults = `must be a whole number from 1 to ${MAX_ADULTS}`
  if (occupancy.child_ages.length > MAX_CHILDREN) problems.children = `must be at most ${MAX_CHILDREN}`
  if (!occupancy.child_ages.every((age) => whole(age, 0, MAX_CHILD_AGE))) problems.child_ages = `each must be an age from 0 to ${MAX_CHILD_AGE}`
  if (!whole(occupancy.rooms, 1, MAX_ROOMS)) problems.rooms = `must be a whole number from 1 to ${MAX_ROOMS}`
  else if (whole(occupancy.adults, 1, MAX_ADULTS) && occupancy.rooms > occupancy.adults) problems.rooms = 'must not be more than the adults (each room needs one)'
  return problems
}

export type PromoState = { promo: Promo | null; error: 'unknown' | null }

/** The promo a stay asked for, checked against the property's offers (per plan later). */
function promoState(catalog: CatalogProperty, code: string | undefined): PromoState {
  if (!code) return { promo: null, error: null }
  const promo = catalog.promos.find((item) => item.code === code.trim().toUpperCase())
  return promo ? { promo, error: null } : { promo: null, error: 'unknown' }
}

export interface RateResult {
  plan: CatalogRatePlan
  quote: Quote
  /** The promo applied to this rate, if any. */
  promo: Promo | null
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

function rateFor(catalog: CatalogProperty, room: CatalogRoomType, plan: CatalogRatePlan, stay: StayQuery, promo: Promo | null): RateResult | null {
  const applies = promo ? promoFor(catalog, promo.code, plan, { ...stay, nights: nightsBetween(stay.check_in, stay.check_out) }) : null
  const applied = applies && typeof applies === 'object' ? applies : null
  const quote = quoteStay({
    plan,
    room,
    taxes: catalog.taxes,
    check_in: stay.check_in,
    check_out: stay.check_out,
    occupancy: stay,
    discount_percent: applied?.discount_percent,
  })
  return quote ? { plan, quote, promo: applied, cancellation_deadline: cancellationDeadline(plan, stay.check_in) } : null
}

/** Every room type and rate for a stay (dates already checked), with live availability. */
export async function availability(catalog: CatalogProperty, stay: StayQuery): Promise<AvailabilityResult> {
  const nights = nightsOfStay(stay.check_in, stay.check_out)
  const last = nights.at(-1) ?? stay.check_in
  const inventory = await liveInventory(
    catalog.room_types.map((room) => room.id),
    stay.check_in,
    last,
  )
  const promo = promoState(catalog, stay.promo)
  const rooms = catalog.room_types.map((room): RoomResult => {
    const check = stayRestriction({
      defaultOnSale: room.rooms_on_sale,
      rules: inventory.rules.filter((rule) => rule.room_type === room.id),
      booked: inventory.booked.get(room.id) ?? new Map(),
      check_in: stay.check_in,
      check_out: stay.check_out,
      rooms: stay.rooms,
    })
    const fits = fitsRoom(room, stay)
    const rates = fits ? catalog.rate_plans.map((plan) => rateFor(catalog, room, plan, stay, promo.promo)).filter((rate): rate is RateResult => rate !== null) : []
    return { room, available: check.available, unavailable_reason: fits ? check.restriction : 'too_many_guests', rates }
  })
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
  { ok: true; created: boolean; reference: string } | { ok: false; status: 404 | 409 | 422; code: string; message: string; fields?: Record<string, string> }

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
    return {
      ok: false,
      status: 422,
      code: 'too_many_guests',
      message: `${room.slug} cannot hold this party in ${request.rooms} room(s).`,
      fields: { adults: 'too many guests for the room' },
    }
  }
  let promo: Promo | null = null
  if (request.promo) {
    const found = promoFor(catalog, request.promo, plan, { ...request, nights: nightsBetween(request.check_in, request.check_out) })
    if (found === 'unknown')
      return { ok: false, status: 422, code: 'unknown_promo', message: 'This promo code does not exist.', fields: { promo: 'is not a valid code' } }
    if (found === 'not_applicable') {
      return {
        ok: false,
        status: 422,
        code: 'promo_not_applicable',
        message: 'This promo code does not apply to this rate or these dates.',
        fields: { promo: 'does not apply' },
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
      return { ok: true, created: true, reference: outcome.reference }
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
