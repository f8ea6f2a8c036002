/**
 * The price of a stay as a guest sees it: each night, the promo discount, taxes and fees, extra guests,
 * and a total that is always the sum of its lines, in whole minor units of the hotel's currency.
 */
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'

import { fromMajorUnits, roundMinor, toMajorUnits } from '@/booking/money'
import { fitsRoom, type Occupancy, type PricedRatePlan, type PricedRoomType, quoteStay, splitParty, type Tax, type TaxBasis } from '@/booking/pricing'
import { nightsOfStay } from '@/lib/stay'
import { currencyExponent } from '@/lib/money'

const DOUBLE: PricedRoomType = { id: 1, base_occupancy: 2, max_adults: 3, max_children: 2 }
const SUITE: PricedRoomType = { id: 2, base_occupancy: 2, max_adults: 4, max_children: 3 }

const plan = (overrides: Partial<PricedRatePlan> = {}): PricedRatePlan => ({
  id: 10,
  prices: new Map([
    [DOUBLE.id, 10000],
    [SUITE.id, 25000],
  ]),
  seasons: [],
  extra_adult_minor: 2500,
  // Under 6 free, 6 to 11 at 15.00; older children pay as an extra adult.
  child_rates: [
    { max_age: 5, nightly_minor: 0 },
    { max_age: 11, nightly_minor: 1500 },
  ],
  ...overrides,
})

const tax = (en: string, basis: TaxBasis, value: number): Tax => ({
  name: { en },
  basis,
  percent: basis === 'percent' ? value : 0,
  amount_minor: basis === 'percent' ? 0 : value,
})

const party = (adults: number, child_ages: number[] = [], rooms = 1): Occupancy => ({ adults, child_ages, rooms })

/** Three nights, 6 to 9 September 2027, two adults in one double room, no taxes unless given. */
const quote = (args: Partial<Parameters<typeof quoteStay>[0]> = {}) =>
  quoteStay({ plan: plan(), room: DOUBLE, taxes: [], check_in: '2027-09-06', check_out: '2027-09-09', occupancy: party(2), ...args })

const nightlyAmounts = (result: ReturnType<typeof quoteStay>) => result?.nightly.map((night) => night.amount_minor)
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

describe('taxes and fees', () => {
  it('rounds a percentage tax once per night, on that night’s price', () => {
    const result = quote({ plan: plan({ prices: new Map([[DOUBLE.id, 10005]]) }), taxes: [tax('VAT', 'percent', 10), tax('Local tax', 'percent', 7.5)] })!
    // 10 % of 100.05 is 10.005 → 10.01 a night, 30.03 for three; 7.5 % is 7.50375 → 7.50 a night.
    // (Rounding the stay's 300.15 once would give 30.02 and 22.51: a cent off the sum of the nights.)
    expect(result.taxes_and_fees).toEqual([
      { name: { en: 'VAT' }, amount_minor: 3003 },
      { name: { en: 'Local tax' }, amount_minor: 2250 },
    ])
    expect(result.room_total_minor).toBe(30015)
    expect(result.taxes_and_fees_minor).toBe(5253)
    expect(result.total_minor).toBe(35268)
  })

  it('charges fixed fees per room-night, per guest-night and per room-stay', () => {
    // Two rooms, three adults and a 9-year-old, three nights: 2 × 100.00 + 15.00 for the child each night.
    const result = quote({
      occupancy: party(3, [9], 2),
      taxes: [tax('Resort fee', 'per_room_night', 300), tax('City tax', 'per_guest_night', 520), tax('Cleaning', 'per_room_stay', 1000)],
    })!
    expect(nightlyAmounts(result)).toEqual([21500, 21500, 21500])
    expect(result.taxes_and_fees).toEqual([
      { name: { en: 'Resort fee' }, amount_minor: 300 * 2 * 3 },
      { name: { en: 'City tax' }, amount_minor: 520 * 4 * 3 },
      { name: { en: 'Cleaning' }, amount_minor: 1000 * 2 },
    ])
    expect(result.total_minor).toBe(64500 + 1800 + 6240 + 2000)
  })

  it('shows no line for a tax that comes to nothing', () => {
    const result = quote({ taxes: [tax('VAT', 'percent', 0), tax('City tax', 'per_guest_night', 520)] })!
    expect(result.taxes_and_fees).toEqual([{ name: { en: 'City tax' }, amount_minor: 3120 }])
  })
})

describe('promo discount', () => {
  it('takes the percentage off each night, rounded once per night, before taxes', () => {
    const result = quote({ plan: plan({ prices: new Map([[DOUBLE.id, 10005]]) }), taxes: [tax('VAT', 'percent', 10)], discount_percent: 15 })!
    // 15 % of 100.05 is 15.0075 → 15.01 off: 85.04 a night; VAT 8.504 → 8.50.
    expect(nightlyAmounts(result)).toEqual([8504, 8504, 8504])
    expect(result.undiscounted_minor).toBe(30015)
    expect(result.discount_minor).toBe(4503)
    expect(result.room_total_minor).toBe(25512)
    expect(result.taxes_and_fees).toEqual([{ name: { en: 'VAT' }, amount_minor: 2550 }])
    expect(result.total_minor).toBe(25512 + 2550)
  })

  it('rounds half a cent away from zero', () => {
    // 5 % of 100.10 is exactly 5.005: 5.01 off (half to even would say 5.00).
    const result = quote({ plan: plan({ prices: new Map([[DOUBLE.id, 10010]]) }), discount_percent: 5 })!
    expect(nightlyAmounts(result)).toEqual([9509, 9509, 9509])
    expect(result.discount_minor).toBe(1503)
    expect(roundMinor(500.5)).toBe(501)
    expect(roundMinor(-500.5)).toBe(-501)
  })

  it('makes the rooms free at 100 %, while fixed fees are still due', () => {
    const result = quote({ taxes: [tax('VAT', 'percent', 10), tax('City tax', 'per_guest_night', 520)], discount_percent: 100 })!
    expect(nightlyAmounts(result)).toEqual([0, 0, 0])
    expect(result.undiscounted_minor).toBe(30000)
    expect(result.discount_minor).toBe(30000)
    expect(result.room_total_minor).toBe(0)
    expect(result.taxes_and_fees).toEqual([{ name: { en: 'City tax' }, amount_minor: 3120 }])
    expect(result.total_minor).toBe(3120)
  })

  it('changes nothing at 0 %, and keeps a percentage outside 0–100 within it', () => {
    const taxes = [tax('VAT', 'percent', 10)]
    const full = quote({ taxes })!
    expect(full.discount_minor).toBe(0)
    expect(quote({ taxes, discount_percent: 0 })).toEqual(full)
    expect(quote({ taxes, discount_percent: -20 })).toEqual(full)
    expect(quote({ taxes, discount_percent: 150 })).toEqual(quote({ taxes, discount_percent: 100 }))
  })
})

describe('occupancy', () => {
  it('charges each adult beyond the base occupancy the extra-adult price', () => {
    expect(nightlyAmounts(quote({ occupancy: party(1) }))).toEqual([10000, 10000, 10000])
    expect(nightlyAmounts(quote({ occupancy: party(3) }))).toEqual([12500, 12500, 12500])
  })

  it('charges each child the first age band that holds their age', () => {
    const night = (ages: number[]) => quote({ occupancy: party(2, ages) })?.nightly[0]?.amount_minor
    expect(night([0])).toBe(10000)
    expect(night([5])).toBe(10000)
    expect(night([6])).toBe(11500)
    expect(night([11])).toBe(11500)
    expect(night([4, 9])).toBe(11500)
  })

  it('charges a child older than every band as an extra adult', () => {
    expect(quote({ occupancy: party(2, [12]) })?.nightly[0]?.amount_minor).toBe(12500)
    expect(quote({ occupancy: party(2, [17, 9]) })?.nightly[0]?.amount_minor).toBe(14000)
    // With no bands at all, every child pays as an extra adult.
    expect(quote({ plan: plan({ child_rates: [] }), occupancy: party(2, [3]) })?.nightly[0]?.amount_minor).toBe(12500)
  })

  it('splits a party evenly over its rooms, so four adults in two rooms pay no extra adult', () => {
    expect(nightlyAmounts(quote({ room: SUITE, occupancy: party(4, [], 2) }))).toEqual([50000, 50000, 50000])
    expect(nightlyAmounts(quote({ room: SUITE, occupancy: party(4, [], 1) }))).toEqual([30000, 30000, 30000])
    // Five adults and two children in two suites: 3 + 2 adults; the older child goes to the emptier room.
    expect(splitParty(party(5, [3, 14], 2))).toEqual([
      { adults: 3, child_ages: [3] },
      { adults: 2, child_ages: [14] },
    ])
    // 2 × 250.00 + one extra adult 25.00 + the 3-year-old free + the 14-year-old as an extra adult 25.00.
    expect(quote({ room: SUITE, occupancy: party(5, [3, 14], 2) })?.nightly[0]?.amount_minor).toBe(55000)
  })

  it('gives no price to a party the rooms cannot hold', () => {
    expect(quote({ occupancy: party(4) })).toBeNull()
    expect(quote({ occupancy: party(4, [], 2) })).not.toBeNull()
    expect(quote({ occupancy: party(2, [3, 6, 9]) })).toBeNull()
    expect(quote({ occupancy: party(2, [3, 6, 9], 2) })).not.toBeNull()
    // Every room needs an adult.
    expect(quote({ occupancy: party(2, [], 3) })).toBeNull()
    expect(fitsRoom(DOUBLE, party(2, [], 3))).toBe(false)
    // Nor to a room the plan has no price for.
    expect(quote({ plan: plan({ prices: new Map([[SUITE.id, 25000]]) }) })).toBeNull()
  })
})

describe('currencies', () => {
  it('prices yen in whole yen (exponent 0)', () => {
    expect(currencyExponent('JPY')).toBe(0)
    const nightly = fromMajorUnits(68005, 'JPY').amount_minor
    expect(nightly).toBe(68005)
    const result = quote({
      plan: plan({ prices: new Map([[DOUBLE.id, nightly]]) }),
      check_in: '2027-10-01',
      check_out: '2027-10-03',
      taxes: [tax('Service charge', 'percent', 15), tax('Consumption tax', 'percent', 10), tax('City tax', 'per_guest_night', 200)],
    })!
    // 15 % of ¥68,005 is ¥10,200.75 → ¥10,201 a night; 10 % is ¥6,800.5 → ¥6,801.
    expect(result.taxes_and_fees.map((line) => line.amount_minor)).toEqual([20402, 13602, 800])
    expect(result.total_minor).toBe(136010 + 20402 + 13602 + 800)
    expect(toMajorUnits({ amount_minor: result.total_minor, currency: 'JPY' })).toBe(170814)
  })

  it('prices euros in cents (exponent 2)', () => {
    expect(currencyExponent('EUR')).toBe(2)
    const nightly = fromMajorUnits(189.99, 'EUR').amount_minor
    expect(nightly).toBe(18999)
    const result = quote({ plan: plan({ prices: new Map([[DOUBLE.id, nightly]]) }), taxes: [tax('VAT', 'percent', 10), tax('City tax', 'per_guest_night', 520)] })!
    // 10 % of €189.99 is €18.999 → €19.00 a night.
    expect(result.taxes_and_fees.map((line) => line.amount_minor)).toEqual([5700, 3120])
    expect(toMajorUnits({ amount_minor: result.total_minor, currency: 'EUR' })).toBe(658.17)
  })

  it('prices a three-decimal currency in thousandths (exponent 3)', () => {
    expect(currencyExponent('KWD')).toBe(3)
    const nightly = fromMajorUnits(45.125, 'KWD').amount_minor
    expect(nightly).toBe(45125)
    const result = quote({ plan: plan({ prices: new Map([[DOUBLE.id, nightly]]) }), check_out: '2027-09-08', taxes: [tax('Service', 'percent', 5)] })!
    // 5 % of KD 45.125 is KD 2.25625 → KD 2.256 a night.
    expect(result.taxes_and_fees.map((line) => line.amount_minor)).toEqual([4512])
    expect(toMajorUnits({ amount_minor: result.total_minor, currency: 'KWD' })).toBe(94.762)
  })
})

describe('seasons', () => {
  it('prices each night of a stay across a price change at that night’s price', () => {
    const festive = plan({
      seasons: [
        { from: '2027-12-23', to: '2027-12-26', room_type: null, nightly_minor: 13000 },
        { from: '2027-12-25', to: '2027-12-25', room_type: null, nightly_minor: 15000 },
        { from: '2027-12-01', to: '2027-12-31', room_type: SUITE.id, nightly_minor: 99900 },
      ],
    })
    const result = quote({ plan: festive, check_in: '2027-12-21', check_out: '2027-12-28', taxes: [tax('VAT', 'percent', 10)] })!
    expect(result.nightly).toEqual([
      { date: '2027-12-21', amount_minor: 10000 },
      { date: '2027-12-22', amount_minor: 10000 },
      { date: '2027-12-23', amount_minor: 13000 },
      { date: '2027-12-24', amount_minor: 13000 },
      // Where seasons overlap, the later one wins.
      { date: '2027-12-25', amount_minor: 15000 },
      // The season's last date is one of its nights.
      { date: '2027-12-26', amount_minor: 13000 },
      { date: '2027-12-27', amount_minor: 10000 },
    ])
    expect(result.taxes_and_fees).toEqual([{ name: { en: 'VAT' }, amount_minor: 8400 }])
    expect(result.total_minor).toBe(84000 + 8400)
  })
})

describe('a stay across a daylight-saving change', () => {
  const originalTimeZone = process.env.TZ
  afterEach(() => {
    process.env.TZ = originalTimeZone
  })

  it.each(['Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'UTC'])('prices calendar nights, one price each, wherever the server runs (TZ=%s)', (serverZone) => {
    process.env.TZ = serverZone
    const fee = [tax('Resort fee', 'per_room_night', 300)]
    // Paris springs forward in the night of 27–28 March 2027 (a 23-hour night), priced higher here.
    const paris = quote({
      plan: plan({ seasons: [{ from: '2027-03-28', to: '2027-03-28', room_type: null, nightly_minor: 12000 }] }),
      check_in: '2027-03-27',
      check_out: '2027-03-30',
      taxes: fee,
    })!
    expect(paris.nightly).toEqual([
      { date: '2027-03-27', amount_minor: 10000 },
      { date: '2027-03-28', amount_minor: 12000 },
      { date: '2027-03-29', amount_minor: 10000 },
    ])
    expect(paris.taxes_and_fees_minor).toBe(900)
    expect(paris.total_minor).toBe(32900)
    // New York falls back in the night of 6–7 November 2027 (a 25-hour night): still two nights.
    const newYork = quote({ check_in: '2027-11-06', check_out: '2027-11-08', taxes: fee })!
    expect(newYork.nightly).toEqual([
      { date: '2027-11-06', amount_minor: 10000 },
      { date: '2027-11-07', amount_minor: 10000 },
    ])
    expect(newYork.total_minor).toBe(20600)
  })
})

describe('rounding to whole minor units', () => {
  it('leaves a whole amount as it is, however large', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (amount) => {
        expect(roundMinor(amount)).toBe(amount)
      }),
      { seed: 7, numRuns: 1000 },
    )
    expect(roundMinor(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER)
    expect(roundMinor(1_234_567_890_123_456)).toBe(1_234_567_890_123_456)
    expect(roundMinor(1_000_000_000_000_000.5)).toBe(1_000_000_000_000_001)
  })
})

describe('any stay', () => {
  const amounts = (max: number) => fc.oneof(fc.integer({ min: 0, max }), fc.double({ min: 0, max, noNaN: true }))
  const taxes = fc.array(
    fc.oneof(
      fc.record({
        basis: fc.constant<TaxBasis>('percent'),
        value: fc.oneof(
          fc.integer({ min: 0, max: 30 }),
          fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
        ),
      }),
      fc.record({ basis: fc.constantFrom<TaxBasis>('per_room_night', 'per_guest_night', 'per_room_stay'), value: amounts(100_000) }),
    ),
    { maxLength: 4 },
  )
  const plans = fc.record({
    base: amounts(50_000_000),
    seasons: fc.array(
      fc.record({ start: fc.integer({ min: 0, max: 40 }), length: fc.integer({ min: 0, max: 20 }), suiteOnly: fc.boolean(), nightly_minor: amounts(50_000_000) }),
      { maxLength: 3 },
    ),
    extra_adult_minor: amounts(1_000_000),
    child_rates: fc.array(fc.record({ max_age: fc.integer({ min: 0, max: 17 }), nightly_minor: amounts(1_000_000) }), { maxLength: 3 }),
  })
  const day = (offset: number) => new Date(Date.UTC(2027, 8, 1) + offset * 86_400_000).toISOString().slice(0, 10)

  it('totals the sum of its nightly lines plus the sum of its tax lines, in whole minor units', () => {
    fc.assert(
      fc.property(
        plans,
        taxes,
        fc.record({ start: fc.integer({ min: 0, max: 30 }), nights: fc.integer({ min: 1, max: 30 }) }),
        fc.record({
          adults: fc.integer({ min: 1, max: 12 }),
          child_ages: fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 6 }),
          rooms: fc.integer({ min: 1, max: 9 }),
        }),
        fc.oneof(fc.constant(undefined), fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true })),
        fc.constantFrom(DOUBLE, SUITE),
        (generated, taxRows, stay, occupancy, discount, room) => {
          const pricePlan = plan({
            prices: new Map([[room.id, generated.base]]),
            seasons: generated.seasons.map((season) => ({
              from: day(season.start),
              to: day(season.start + season.length),
              room_type: season.suiteOnly ? SUITE.id : null,
              nightly_minor: season.nightly_minor,
            })),
            extra_adult_minor: generated.extra_adult_minor,
            child_rates: [...generated.child_rates].sort((a, b) => a.max_age - b.max_age),
          })
          const check_in = day(stay.start)
          const check_out = day(stay.start + stay.nights)
          const result = quoteStay({
            plan: pricePlan,
            room,
            taxes: taxRows.map((row, index) => tax(`Tax ${index}`, row.basis, row.value)),
            check_in,
            check_out,
            occupancy,
            discount_percent: discount,
          })
          if (!fitsRoom(room, occupancy)) {
            expect(result).toBeNull()
            return
          }
          expect(result).not.toBeNull()
          const { nightly, taxes_and_fees } = result!
          expect(nightly.map((night) => night.date)).toEqual(nightsOfStay(check_in, check_out))
          const figures = [...nightly.map((night) => night.amount_minor), ...taxes_and_fees.map((line) => line.amount_minor)]
          for (const figure of [...figures, result!.undiscounted_minor, result!.discount_minor, result!.total_minor]) {
            expect(Number.isSafeInteger(figure) && figure >= 0).toBe(true)
          }
          expect(result!.room_total_minor).toBe(sum(nightly.map((night) => night.amount_minor)))
          expect(result!.room_total_minor).toBe(result!.undiscounted_minor - result!.discount_minor)
          expect(result!.taxes_and_fees_minor).toBe(sum(taxes_and_fees.map((line) => line.amount_minor)))
          expect(result!.total_minor).toBe(sum(figures))
        },
      ),
      { seed: 20270906, numRuns: 500 },
    )
  })
})
