/**
 * A promo code carries its offer's terms and the engine enforces each of them: the offer's hotels, its
 * room types, its rate plans (non-refundable ones only when the offer says so), the nights of the stay,
 * the days it can be booked on (the hotel's calendar) and the fewest nights. The availability answer says
 * the code is applied only when it takes something off at least one rate of the stay, and otherwise why
 * not; each rate says whether the code discounts it. Each term is checked both ways.
 */
import { describe, expect, it } from 'vitest'

import type { CatalogProperty, Promo } from '@/booking/catalog'
import { pricedStay, type StayQuery } from '@/booking/engine'
import { bookingRequest } from '@/components/booking/booking-flow'
import { firstStayByTerms } from '@/services/offer-stay'
import type { RateOption, RoomOption } from '@/lib/booking-api'

const DELUXE = { id: 11, slug: 'deluxe', name: { en: 'Deluxe' }, base_occupancy: 2, max_adults: 3, max_children: 1, rooms_on_sale: 10 }
const SUITE = { id: 12, slug: 'suite', name: { en: 'Suite' }, base_occupancy: 2, max_adults: 2, max_children: 1, rooms_on_sale: 3 }
const plan = (id: number, code: string, refundable: boolean) => ({
  id,
  code,
  name: { en: code },
  description: { en: '' },
  board: 'room_only' as const,
  refundable,
  cancellation_days: refundable ? 3 : 0,
  prices: new Map([
    [DELUXE.id, 20000],
    [SUITE.id, 50000],
  ]),
  seasons: [],
  extra_adult_minor: 5000,
  child_rates: [],
})
const FLEX = plan(21, 'FLEX', true)
const SAVER = plan(22, 'SAVER', false)

const promo = (code: string, change: Partial<Promo> = {}): Promo => ({
  code,
  discount_percent: 20,
  hotels: [],
  valid_from: '2026-11-01',
  valid_to: '2027-10-31',
  bookable_from: null,
  bookable_to: null,
  room_types: [],
  rate_plans: [],
  non_refundable: false,
  min_nights: 1,
  ...change,
})

const PROMOS: Promo[] = [
  // "Your fourth night, on us": every hotel, 4 nights, free cancellation so never the non-refundable rate.
  promo('STAY4', { discount_percent: 25, min_nights: 4 }),
  // "Paris for two": this hotel, the suite, the flexible rate.
  promo('ADEUX', { discount_percent: 15, hotels: [1], room_types: [SUITE.id], rate_plans: [FLEX.id] }),
  // Another hotel's offer.
  promo('FAMILYJP', { hotels: [2] }),
  // Bookable in January 2027 only.
  promo('JANUARY', { bookable_from: '2027-01-01', bookable_to: '2027-01-31' }),
  // The offer says the non-refundable rate is included.
  promo('ALLRATES', { non_refundable: true }),
  // Names only the non-refundable plan, without saying non-refundable rates are included.
  promo('SAVERONLY', { rate_plans: [SAVER.id] }),
]

const catalog = (id = 1): CatalogProperty => ({
  id,
  slug: 'hotel',
  name: { en: 'Hotel' },
  address: { en: '' },
  currency: 'EUR',
  time_zone: 'Europe/Paris',
  check_in_time: '15:00',
  check_out_time: '12:00',
  booking_cutoff_time: '22:00',
  contact: { phone: null, email: null },
  taxes: [],
  room_types: [DELUXE, SUITE],
  rate_plans: [FLEX, SAVER],
  promos: PROMOS,
})

const NOW = new Date('2026-12-01T10:00:00Z')
const stay = (check_in: string, check_out: string, promo: string, adults = 2): StayQuery => ({ check_in, check_out, promo, adults, child_ages: [], rooms: 1 })

/** Each rate as [room, plan, discount, promo reason]. */
const rates = (result: ReturnType<typeof pricedStay>) =>
  result.rooms.flatMap((room) => room.rates.map((rate) => [room.room.slug, rate.plan.code, rate.quote.discount_minor, rate.promo_reason]))

describe('minimum nights', () => {
  it('STAY4 on 2 nights: not applied, nothing off, "min_nights" with the 4 nights it needs', () => {
    const result = pricedStay(catalog(), stay('2027-01-18', '2027-01-20', 'STAY4'), undefined, NOW)
    expect(result.promo).toMatchObject({ code: 'STAY4', promo: null, error: 'min_nights', terms: { min_nights: 4 } })
    expect(rates(result)).toEqual([
      ['deluxe', 'FLEX', 0, 'min_nights'],
      ['deluxe', 'SAVER', 0, 'min_nights'],
      ['suite', 'FLEX', 0, 'min_nights'],
      ['suite', 'SAVER', 0, 'min_nights'],
    ])
  })

  it('STAY4 on 4 nights: applied, 25 % off the flexible rates, never the non-refundable one', () => {
    const result = pricedStay(catalog(), stay('2027-01-18', '2027-01-22', 'stay4'), undefined, NOW)
    expect(result.promo).toMatchObject({ code: 'STAY4', promo: { code: 'STAY4', discount_percent: 25 }, error: null })
    // Deluxe €200 × 4 nights × 25 % = €200 off; suite €500 × 4 × 25 % = €500 off.
    expect(rates(result)).toEqual([
      ['deluxe', 'FLEX', 20000, null],
      ['deluxe', 'SAVER', 0, 'rate_plan'],
      ['suite', 'FLEX', 50000, null],
      ['suite', 'SAVER', 0, 'rate_plan'],
    ])
  })
})

describe('room types and rate plans', () => {
  it('ADEUX takes 15 % off the suite on the flexible rate only', () => {
    const result = pricedStay(catalog(), stay('2027-01-18', '2027-01-20', 'ADEUX'), undefined, NOW)
    expect(result.promo).toMatchObject({ promo: { code: 'ADEUX' }, error: null })
    // Suite €500 × 2 nights × 15 % = €150.
    expect(rates(result)).toEqual([
      ['deluxe', 'FLEX', 0, 'room_type'],
      ['deluxe', 'SAVER', 0, 'room_type'],
      ['suite', 'FLEX', 15000, null],
      ['suite', 'SAVER', 0, 'rate_plan'],
    ])
  })

  it('ADEUX for 3 adults, whom only the deluxe room holds: not applied, "room_type"', () => {
    const result = pricedStay(catalog(), stay('2027-01-18', '2027-01-20', 'ADEUX', 3), undefined, NOW)
    expect(result.promo).toMatchObject({ promo: null, error: 'room_type' })
    expect(rates(result).every(([, , off]) => off === 0)).toBe(true)
  })

  it('a code naming only the non-refundable plan, without including non-refundable rates: not applied, "rate_plan"', () => {
    const result = pricedStay(catalog(), stay('2027-01-18', '2027-01-20', 'SAVERONLY'), undefined, NOW)
    expect(result.promo).toMatchObject({ promo: null, error: 'rate_plan' })
    expect(rates(result).every(([, , off]) => off === 0)).toBe(true)
  })

  it('an offer that includes non-refundable rates discounts them', () => {
    const result = pricedStay(catalog(), stay('2027-01-18', '2027-01-20', 'ALLRATES'), undefined, NOW)
    expect(result.promo).toMatchObject({ promo: { code: 'ALLRATES' }, error: null })
    // 20 %: deluxe €400 → €80 off; suite €1,000 → €200 off, on both plans.
    expect(rates(result)).toEqual([
      ['deluxe', 'FLEX', 8000, null],
      ['deluxe', 'SAVER', 8000, null],
      ['suite', 'FLEX', 20000, null],
      ['suite', 'SAVER', 20000, null],
    ])
  })
})

describe('stay dates', () => {
  it('applies when the last night is the offer’s last day, not when a night is past it', () => {
    const inside = pricedStay(catalog(), stay('2027-10-27', '2027-11-01', 'STAY4'), undefined, NOW)
    expect(inside.promo).toMatchObject({ promo: { code: 'STAY4' }, error: null })
    const outside = pricedStay(catalog(), stay('2027-10-28', '2027-11-02', 'STAY4'), undefined, NOW)
    expect(outside.promo).toMatchObject({ promo: null, error: 'stay_dates' })
    expect(rates(outside).every(([, , off, reason]) => off === 0 && reason === 'stay_dates')).toBe(true)
  })
})

describe('booking window, on the hotel’s calendar', () => {
  it('refuses a code before its first booking day and after its last', () => {
    const early = pricedStay(catalog(), stay('2027-02-10', '2027-02-12', 'JANUARY'), undefined, NOW)
    expect(early.promo).toMatchObject({ promo: null, error: 'booking_window', terms: { bookable_from: '2027-01-01', bookable_to: '2027-01-31' } })
    const late = pricedStay(catalog(), stay('2027-02-10', '2027-02-12', 'JANUARY'), undefined, new Date('2027-02-01T12:00:00Z'))
    expect(late.promo).toMatchObject({ promo: null, error: 'booking_window' })
  })

  it('accepts it on a day of the window: 23:30 UTC on 31 December is already 1 January in Paris', () => {
    const result = pricedStay(catalog(), stay('2027-02-10', '2027-02-12', 'JANUARY'), undefined, new Date('2026-12-31T23:30:00Z'))
    expect(result.promo).toMatchObject({ promo: { code: 'JANUARY' }, error: null })
    // And 1 February 00:30 in Paris (23:30 UTC on 31 January) is past it.
    const after = pricedStay(catalog(), stay('2027-02-10', '2027-02-12', 'JANUARY'), undefined, new Date('2027-01-31T23:30:00Z'))
    expect(after.promo).toMatchObject({ promo: null, error: 'booking_window' })
  })
})

describe('hotels and unknown codes', () => {
  it('another hotel’s code is refused as "hotel", with its terms; at its own hotel it applies', () => {
    const here = pricedStay(catalog(1), stay('2027-01-18', '2027-01-20', 'FAMILYJP'), undefined, NOW)
    expect(here.promo).toMatchObject({ promo: null, error: 'hotel', terms: { code: 'FAMILYJP' } })
    const there = pricedStay(catalog(2), stay('2027-01-18', '2027-01-20', 'FAMILYJP'), undefined, NOW)
    expect(there.promo).toMatchObject({ promo: { code: 'FAMILYJP' }, error: null })
  })

  it('a code no offer has is "unknown", without terms; no code asked: no promo, no error, no reasons', () => {
    const unknown = pricedStay(catalog(), stay('2027-01-18', '2027-01-20', 'NOSUCH'), undefined, NOW)
    expect(unknown.promo).toMatchObject({ promo: null, error: 'unknown', terms: null })
    const none = pricedStay(catalog(), stay('2027-01-18', '2027-01-20', ''), undefined, NOW)
    expect(none.promo).toEqual({ code: null, terms: null, promo: null, error: null })
    expect(rates(none).every(([, , off, reason]) => off === 0 && reason === null)).toBe(true)
  })
})

describe('the booking the review sends', () => {
  const request = (rate: Partial<RateOption>) =>
    bookingRequest({
      property: 'hotel',
      stay: { check_in: '2027-01-18', check_out: '2027-01-20', adults: 2, children: 0, ages: [], rooms: 1, promo: 'ADEUX' },
      selection: { room: { room_type: { slug: 'deluxe' } } as RoomOption, rate: { rate_plan: { code: 'FLEX' }, total_minor: 40000, ...rate } as RateOption },
      details: { guest: { first_name: 'Ana', last_name: 'Lima', email: 'ana@example.com' } } as Parameters<typeof bookingRequest>[0]['details'],
      lang: 'en',
    })

  it('carries the code for a rate it discounts, and books a rate it does not discount at its own price without it', () => {
    expect(request({ promo_applied: true })).toMatchObject({ promo: 'ADEUX', expected_total_minor: 40000 })
    expect(request({ promo_applied: false, promo_reason: 'room_type' })).not.toHaveProperty('promo')
  })
})

describe('the first stay an offer’s terms allow ("Book this offer")', () => {
  const terms = (change: Partial<Promo> = {}) => promo('X', change)

  it('arrives on the day asked for when the offer runs, for its minimum nights', () => {
    expect(firstStayByTerms(terms({ min_nights: 2 }), '2026-11-28', '2026-11-29')).toEqual({ check_in: '2026-11-29', check_out: '2026-12-01' })
    expect(firstStayByTerms(terms(), '2026-11-28', '2026-11-29')).toEqual({ check_in: '2026-11-29', check_out: '2026-11-30' })
  })

  it('waits for the offer’s first night, and has none left when its last night is too close', () => {
    expect(firstStayByTerms(terms({ valid_from: '2027-06-01', min_nights: 3 }), '2026-11-28', '2026-11-29')).toEqual({ check_in: '2027-06-01', check_out: '2027-06-04' })
    // Last night 31 October: 4 nights from 28 October fit (28, 29, 30, 31), from 29 October they do not.
    expect(firstStayByTerms(terms({ min_nights: 4 }), '2027-10-01', '2027-10-28')).toEqual({ check_in: '2027-10-28', check_out: '2027-11-01' })
    expect(firstStayByTerms(terms({ min_nights: 4 }), '2027-10-01', '2027-10-29')).toBeNull()
  })

  it('has no stay to offer outside its booking window (judged on the day of booking)', () => {
    expect(firstStayByTerms(terms({ bookable_from: '2027-01-01' }), '2026-12-31', '2027-01-01')).toBeNull()
    expect(firstStayByTerms(terms({ bookable_from: '2027-01-01' }), '2027-01-01', '2027-01-02')).toEqual({ check_in: '2027-01-02', check_out: '2027-01-03' })
    expect(firstStayByTerms(terms({ bookable_to: '2026-11-27' }), '2026-11-28', '2026-11-29')).toBeNull()
  })
})
