/**
 * What staff's availability rules and the hotel's own clock allow: rooms on sale, stop-sell, closed to
 * arrival and minimum stay night by night; the first date a guest can still arrive; until when a booking
 * can be cancelled free of charge; which stays a promo code applies to.
 */
import { describe, expect, it } from 'vitest'

import { type CatalogProperty, promoFor, type Promo } from '@/booking/catalog'
import { type AvailabilityRule, cancellationDeadline, firstBookableArrival, isCancellable, localDateTime, rulesOfNight, stayRestriction } from '@/booking/rules'
import { addDays, todayIn } from '@/lib/stay'

const ROOM = 7

const rule = (from: string, to: string, saved: string, change: Partial<AvailabilityRule>): AvailabilityRule => ({
  room_type: ROOM,
  from,
  to,
  rooms_on_sale: null,
  stop_sell: false,
  min_stay: null,
  closed_to_arrival: false,
  updated_at: `${saved}.000Z`,
  ...change,
})

describe('the rules of a night', () => {
  it("are the room type's default where no rule covers the night", () => {
    const rules = [rule('2027-10-05', '2027-10-09', '2027-06-01T09:00:00', { rooms_on_sale: 1, stop_sell: true, min_stay: 4, closed_to_arrival: true })]
    expect(rulesOfNight(6, rules, '2027-10-04')).toEqual({ on_sale: 6, stop_sell: false, min_stay: 1, closed_to_arrival: false })
    expect(rulesOfNight(6, rules, '2027-10-10')).toEqual({ on_sale: 6, stop_sell: false, min_stay: 1, closed_to_arrival: false })
    // A rule's first and last nights are both its own.
    expect(rulesOfNight(6, rules, '2027-10-05')).toEqual({ on_sale: 1, stop_sell: true, min_stay: 4, closed_to_arrival: true })
    expect(rulesOfNight(6, rules, '2027-10-09')).toEqual({ on_sale: 1, stop_sell: true, min_stay: 4, closed_to_arrival: true })
  })

  it('take the rooms on sale and the minimum stay from the rule saved last, whatever order they come in', () => {
    const earlier = rule('2027-10-01', '2027-10-31', '2027-06-01T09:00:00', { rooms_on_sale: 5, min_stay: 3 })
    const later = rule('2027-10-10', '2027-10-12', '2027-06-01T10:00:00', { rooms_on_sale: 2 })
    const latest = rule('2027-10-12', '2027-10-12', '2027-06-02T08:00:00', { rooms_on_sale: 4, min_stay: 2 })
    for (const rules of [
      [earlier, later, latest],
      [latest, later, earlier],
      [later, latest, earlier],
    ]) {
      expect(rulesOfNight(8, rules, '2027-10-09')).toMatchObject({ on_sale: 5, min_stay: 3 })
      // The later rule leaves the minimum stay empty: the earlier one's stands.
      expect(rulesOfNight(8, rules, '2027-10-11')).toMatchObject({ on_sale: 2, min_stay: 3 })
      expect(rulesOfNight(8, rules, '2027-10-12')).toMatchObject({ on_sale: 4, min_stay: 2 })
    }
    // Zero rooms on sale is a number, not "no change".
    expect(rulesOfNight(8, [earlier, rule('2027-10-20', '2027-10-20', '2027-06-03T00:00:00', { rooms_on_sale: 0 })], '2027-10-20').on_sale).toBe(0)
  })

  it('keep a stop-sell or a closed arrival that any covering rule sets, even under a later rule', () => {
    const closed = rule('2027-10-10', '2027-10-12', '2027-06-01T09:00:00', { stop_sell: true, closed_to_arrival: true })
    const reopened = rule('2027-10-01', '2027-10-31', '2027-06-05T09:00:00', { rooms_on_sale: 3 })
    expect(rulesOfNight(8, [closed, reopened], '2027-10-11')).toEqual({ on_sale: 3, stop_sell: true, min_stay: 1, closed_to_arrival: true })
    expect(rulesOfNight(8, [reopened, closed], '2027-10-13')).toEqual({ on_sale: 3, stop_sell: false, min_stay: 1, closed_to_arrival: false })
  })
})

describe('whether a stay can be sold', () => {
  const stay = (check_in: string, check_out: string, rooms = 1) => ({ check_in, check_out, rooms })
  const base = { defaultOnSale: 3, rules: [] as AvailabilityRule[], booked: new Map<string, number>() }

  it('is sold out when one night has too few rooms left, and says how many are free on every night', () => {
    const booked = new Map([
      ['2027-10-11', 1],
      ['2027-10-12', 3],
    ])
    expect(stayRestriction({ ...base, booked, ...stay('2027-10-10', '2027-10-12', 2) })).toEqual({ restriction: null, available: 2, min_stay: 1 })
    expect(stayRestriction({ ...base, booked, ...stay('2027-10-10', '2027-10-12', 3) })).toEqual({ restriction: 'sold_out', available: 2, min_stay: 1 })
    // The last night full: a stay through it is sold out; one that leaves that morning is not.
    expect(stayRestriction({ ...base, booked, ...stay('2027-10-10', '2027-10-13') }).restriction).toBe('sold_out')
    expect(stayRestriction({ ...base, booked, ...stay('2027-10-13', '2027-10-15') })).toEqual({ restriction: null, available: 3, min_stay: 1 })
  })

  it('is sold out on a stop-sell night, or a night with no rooms on sale', () => {
    const stopSell = [rule('2027-10-12', '2027-10-12', '2027-06-01T09:00:00', { stop_sell: true })]
    expect(stayRestriction({ ...base, rules: stopSell, ...stay('2027-10-10', '2027-10-14') })).toEqual({ restriction: 'sold_out', available: 0, min_stay: 1 })
    expect(stayRestriction({ ...base, rules: stopSell, ...stay('2027-10-13', '2027-10-14') }).restriction).toBeNull()
    const none = [rule('2027-10-12', '2027-10-12', '2027-06-01T09:00:00', { rooms_on_sale: 0 })]
    expect(stayRestriction({ ...base, rules: none, ...stay('2027-10-11', '2027-10-13') }).restriction).toBe('sold_out')
  })

  it('is closed to arrival only when the stay starts on a closed date', () => {
    const closed = [rule('2027-10-12', '2027-10-12', '2027-06-01T09:00:00', { closed_to_arrival: true })]
    expect(stayRestriction({ ...base, rules: closed, ...stay('2027-10-12', '2027-10-14') }).restriction).toBe('closed_to_arrival')
    expect(stayRestriction({ ...base, rules: closed, ...stay('2027-10-11', '2027-10-14') }).restriction).toBeNull()
    expect(stayRestriction({ ...base, rules: closed, ...stay('2027-10-13', '2027-10-14') }).restriction).toBeNull()
  })

  it('keeps the minimum stay of the arrival day, not of the nights after it', () => {
    const newYear = [rule('2027-12-30', '2028-01-01', '2027-06-01T09:00:00', { min_stay: 3 })]
    expect(stayRestriction({ ...base, rules: newYear, ...stay('2027-12-30', '2028-01-01') })).toEqual({ restriction: 'min_stay', available: 3, min_stay: 3 })
    expect(stayRestriction({ ...base, rules: newYear, ...stay('2027-12-30', '2028-01-02') })).toEqual({ restriction: null, available: 3, min_stay: 3 })
    // Arriving the day before, a two-night stay over the 30th is fine.
    expect(stayRestriction({ ...base, rules: newYear, ...stay('2027-12-29', '2027-12-31') })).toEqual({ restriction: null, available: 3, min_stay: 1 })
  })

  it('says sold out before closed to arrival or minimum stay', () => {
    const rules = [rule('2027-10-12', '2027-10-12', '2027-06-01T09:00:00', { closed_to_arrival: true, min_stay: 5, rooms_on_sale: 1 })]
    expect(stayRestriction({ ...base, rules, ...stay('2027-10-12', '2027-10-13', 2) }).restriction).toBe('sold_out')
    expect(stayRestriction({ ...base, rules, ...stay('2027-10-12', '2027-10-13', 1) }).restriction).toBe('closed_to_arrival')
  })
})

describe("the hotel's clock", () => {
  // 16:30 UTC on 14 January is already 01:30 on the 15th in Tokyo, and still 08:30 on the 14th in Los Angeles.
  const lateInUtc = new Date('2027-01-14T16:30:00Z')

  it('knows it is already tomorrow in Tokyo while it is still today in UTC', () => {
    expect(lateInUtc.toISOString().slice(0, 10)).toBe('2027-01-14')
    expect(localDateTime('Asia/Tokyo', lateInUtc)).toBe('2027-01-15T01:30')
    expect(todayIn('Asia/Tokyo', lateInUtc)).toBe('2027-01-15')
    expect(firstBookableArrival('Asia/Tokyo', '22:00', lateInUtc)).toBe('2027-01-15')
    expect(localDateTime('America/Los_Angeles', lateInUtc)).toBe('2027-01-14T08:30')
    expect(firstBookableArrival('America/Los_Angeles', '22:00', lateInUtc)).toBe('2027-01-14')
  })

  it("stops same-day arrivals at the cut-off, on the hotel's own time", () => {
    // 22:00 in Tokyo is 13:00 UTC.
    expect(firstBookableArrival('Asia/Tokyo', '22:00', new Date('2027-01-15T12:59:00Z'))).toBe('2027-01-15')
    expect(firstBookableArrival('Asia/Tokyo', '22:00', new Date('2027-01-15T12:59:59Z'))).toBe('2027-01-15')
    expect(firstBookableArrival('Asia/Tokyo', '22:00', new Date('2027-01-15T13:00:00Z'))).toBe('2027-01-16')
    // At the end of the month and year the next arrival date rolls over.
    expect(firstBookableArrival('Asia/Tokyo', '18:00', new Date('2027-12-31T09:30:00Z'))).toBe('2028-01-01')
    // A cut-off at midnight: today is gone already.
    expect(firstBookableArrival('Europe/Paris', '00:00', new Date('2027-07-01T10:00:00Z'))).toBe('2027-07-02')
  })

  it('adds calendar days across month ends, leap days and clock changes', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29')
    expect(addDays('2027-01-01', -2)).toBe('2026-12-30')
  })
})

describe('free cancellation', () => {
  const flexible = { refundable: true, cancellation_days: 2 }

  it('ends at the end of the day the rate names, before arrival, on the hotel’s calendar', () => {
    expect(cancellationDeadline(flexible, '2027-07-10')).toBe('2027-07-08T23:59')
    expect(cancellationDeadline({ refundable: true, cancellation_days: 0 }, '2027-07-10')).toBe('2027-07-10T23:59')
    expect(cancellationDeadline({ refundable: true, cancellation_days: 14 }, '2027-03-05')).toBe('2027-02-19T23:59')
    expect(cancellationDeadline({ refundable: false, cancellation_days: 2 }, '2027-07-10')).toBeNull()
  })

  it('is allowed until the last minute of the deadline on the hotel’s clock, far east of UTC', () => {
    const deadline = cancellationDeadline(flexible, '2027-07-10')
    // Kiritimati is UTC+14: 23:59 on 8 July there is 09:59 UTC the same day.
    expect(isCancellable(deadline, 'Pacific/Kiritimati', new Date('2027-07-08T09:58:00Z'))).toBe(true)
    expect(isCancellable(deadline, 'Pacific/Kiritimati', new Date('2027-07-08T09:59:59Z'))).toBe(true)
    expect(isCancellable(deadline, 'Pacific/Kiritimati', new Date('2027-07-08T10:00:00Z'))).toBe(false)
  })

  it('is allowed until the last minute of the deadline on the hotel’s clock, far west of UTC', () => {
    const deadline = cancellationDeadline(flexible, '2027-07-10')
    // Honolulu is UTC−10: 23:59 on 8 July there is 09:59 UTC on the 9th.
    expect(isCancellable(deadline, 'Pacific/Honolulu', new Date('2027-07-09T05:00:00Z'))).toBe(true)
    expect(isCancellable(deadline, 'Pacific/Honolulu', new Date('2027-07-09T09:58:00Z'))).toBe(true)
    expect(isCancellable(deadline, 'Pacific/Honolulu', new Date('2027-07-09T10:00:00Z'))).toBe(false)
  })

  it('is never allowed on a non-refundable rate', () => {
    expect(isCancellable(cancellationDeadline({ refundable: false, cancellation_days: 0 }, '2030-01-01'), 'UTC', new Date('2027-01-01T00:00:00Z'))).toBe(false)
  })
})

describe('promo codes', () => {
  const promo = (change: Partial<Promo> = {}): Promo => ({
    code: 'STAY4',
    discount_percent: 25,
    hotels: [],
    valid_from: '2027-11-01',
    valid_to: '2027-11-30',
    bookable_from: null,
    bookable_to: null,
    room_types: [],
    rate_plans: [],
    non_refundable: false,
    min_nights: 1,
    ...change,
  })
  const catalogWith = (...promos: Promo[]) => ({ id: 1, time_zone: 'Europe/Paris', promos }) as unknown as CatalogProperty
  const ROOM_TYPE = { id: 5 }
  const FLEX = { id: 1, refundable: true }
  const SAVER = { id: 2, refundable: false }
  const stay = (check_in: string, check_out: string) => ({ check_in, check_out })
  const NOW = new Date('2027-06-01T10:00:00Z')

  it('finds a code however it is typed', () => {
    expect(promoFor(catalogWith(promo()), ' stay4 ', ROOM_TYPE, FLEX, stay('2027-11-05', '2027-11-07'), NOW)).toMatchObject({ code: 'STAY4', discount_percent: 25 })
    expect(promoFor(catalogWith(promo()), 'STAY5', ROOM_TYPE, FLEX, stay('2027-11-05', '2027-11-07'), NOW)).toBe('unknown')
  })

  it('applies when every night of the stay falls within the offer’s dates', () => {
    const catalog = catalogWith(promo())
    // First night on the first date; last night on the last date (check-out the day after).
    expect(promoFor(catalog, 'STAY4', ROOM_TYPE, FLEX, stay('2027-11-01', '2027-11-03'), NOW)).not.toBeTypeOf('string')
    expect(promoFor(catalog, 'STAY4', ROOM_TYPE, FLEX, stay('2027-11-28', '2027-12-01'), NOW)).not.toBeTypeOf('string')
    expect(promoFor(catalog, 'STAY4', ROOM_TYPE, FLEX, stay('2027-10-31', '2027-11-02'), NOW)).toBe('stay_dates')
    expect(promoFor(catalog, 'STAY4', ROOM_TYPE, FLEX, stay('2027-11-29', '2027-12-02'), NOW)).toBe('stay_dates')
    // Open-ended on either side.
    expect(promoFor(catalogWith(promo({ valid_from: null, valid_to: null })), 'STAY4', ROOM_TYPE, FLEX, stay('2030-01-01', '2030-01-02'), NOW)).not.toBeTypeOf('string')
  })

  it('applies only to its rate plans and from its minimum number of nights', () => {
    const catalog = catalogWith(promo({ rate_plans: [FLEX.id], min_nights: 3 }))
    expect(promoFor(catalog, 'STAY4', ROOM_TYPE, FLEX, stay('2027-11-05', '2027-11-08'), NOW)).not.toBeTypeOf('string')
    expect(promoFor(catalog, 'STAY4', ROOM_TYPE, FLEX, stay('2027-11-05', '2027-11-07'), NOW)).toBe('min_nights')
    expect(promoFor(catalog, 'STAY4', ROOM_TYPE, SAVER, stay('2027-11-05', '2027-11-08'), NOW)).toBe('rate_plan')
  })
})
