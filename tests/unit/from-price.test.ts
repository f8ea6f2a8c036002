/**
 * The one "from" price rule (src/services/from-price-rule.ts): the lowest all-in price of one night for
 * two adults in one room, taxes and fees included, at each rate plan's own nightly price. The amounts
 * are worked out here by hand, not read back from the pricing code.
 */
import { describe, expect, it } from 'vitest'

import type { CatalogProperty, CatalogRatePlan, CatalogRoomType } from '@/booking/catalog'
import type { Tax } from '@/booking/pricing'
import { FROM_PRICE_STAY, fromPricesOf } from '@/services/from-price-rule'

const room = (id: number, slug: string, overrides: Partial<CatalogRoomType> = {}): CatalogRoomType => ({
  id,
  slug,
  name: { en: slug },
  base_occupancy: 2,
  max_adults: 2,
  max_children: 1,
  rooms_on_sale: 10,
  ...overrides,
})

const plan = (id: number, code: string, prices: [number, number][], overrides: Partial<CatalogRatePlan> = {}): CatalogRatePlan => ({
  id,
  code,
  name: { en: code },
  description: {},
  board: 'room_only',
  refundable: true,
  cancellation_days: 2,
  prices: new Map(prices),
  seasons: [],
  extra_adult_minor: 0,
  child_rates: [],
  ...overrides,
})

// Paris-like: 10 % VAT on each night and a city tax of €2.60 per guest and night.
const TAXES: Tax[] = [
  { name: { en: 'VAT' }, basis: 'percent', percent: 10, amount_minor: 0 },
  { name: { en: 'City tax' }, basis: 'per_guest_night', percent: 0, amount_minor: 260 },
]

const catalog = (overrides: Partial<CatalogProperty> = {}): CatalogProperty => ({
  id: 1,
  slug: 'hotel',
  name: { en: 'Hotel' },
  address: {},
  currency: 'EUR',
  time_zone: 'Europe/Paris',
  check_in_time: '15:00',
  check_out_time: '12:00',
  booking_cutoff_time: '22:00',
  contact: { phone: null, email: null },
  taxes: TAXES,
  room_types: [room(1, 'classic'), room(2, 'suite', { max_adults: 3 })],
  rate_plans: [
    plan(10, 'FLEX', [
      [1, 61000],
      [2, 120000],
    ]),
    plan(11, 'SAVER', [
      [1, 55000],
      [2, 110000],
    ]),
  ],
  promos: [],
  ...overrides,
})

describe('the "from" price', () => {
  it('is stated: one night, two adults, one room, no children, no dates, taxes and fees included', () => {
    expect(FROM_PRICE_STAY).toEqual({ nights: 1, adults: 2, children: 0, rooms: 1, dates: null, taxes_and_fees_included: true })
  })

  it('is all-in: the cheapest room and rate with its taxes and fees, never the bare nightly price', () => {
    const prices = fromPricesOf(catalog())
    // SAVER classic: 550.00 + 10 % VAT 55.00 + city tax 2 × 2.60 = 610.20 (the bare rate is 550.00).
    expect(prices.property).toBe(61_020)
    expect(prices.rooms).toEqual(
      new Map([
        // FLEX classic: 610.00 + 61.00 + 5.20; the suites 1,200.00 and 1,100.00 with theirs.
        [
          'classic',
          new Map([
            ['FLEX', 67_620],
            ['SAVER', 61_020],
          ]),
        ],
        [
          'suite',
          new Map([
            ['FLEX', 132_520],
            ['SAVER', 121_520],
          ]),
        ],
      ]),
    )
  })

  it('prices two adults: a room whose base occupancy is one adds the second adult', () => {
    // The cheaper rate on paper (500.00 for one guest) costs 500.00 + 150.00 for the second adult.
    const single = room(3, 'single-plus', { base_occupancy: 1, max_adults: 2 })
    const prices = fromPricesOf(
      catalog({
        taxes: [],
        room_types: [single, room(1, 'classic')],
        rate_plans: [
          plan(
            10,
            'FLEX',
            [
              [3, 50000],
              [1, 60000],
            ],
            { extra_adult_minor: 15000 },
          ),
        ],
      }),
    )
    expect(prices.rooms.get('single-plus')).toEqual(new Map([['FLEX', 65_000]]))
    expect(prices.property).toBe(60_000)
  })

  it('leaves out a room that cannot hold two adults, and a room a plan does not price', () => {
    const prices = fromPricesOf(
      catalog({
        taxes: [],
        room_types: [room(3, 'single', { base_occupancy: 1, max_adults: 1 }), room(1, 'classic'), room(2, 'suite')],
        rate_plans: [
          plan(10, 'FLEX', [
            [3, 20000],
            [1, 60000],
          ]),
        ],
      }),
    )
    expect([...prices.rooms.keys()]).toEqual(['classic'])
    expect(prices.property).toBe(60_000)
  })

  it('takes each plan’s own price: a season, which needs dates, never changes it', () => {
    const everyDay = { from: '1900-01-01', to: '2999-12-31', room_type: null, nightly_minor: 99_000 }
    const seasonal = catalog({
      rate_plans: catalog().rate_plans.map((item) => ({ ...item, seasons: [everyDay] })),
    })
    expect(fromPricesOf(seasonal)).toEqual(fromPricesOf(catalog()))
  })

  it('is null for a hotel with no priced room', () => {
    expect(fromPricesOf(catalog({ rate_plans: [] })).property).toBeNull()
    expect(fromPricesOf(catalog({ room_types: [] })).rooms.size).toBe(0)
  })

  it('counts fixed fees once: per room-night and per stay for one room, one night', () => {
    const fees: Tax[] = [
      { name: { en: 'Resort fee' }, basis: 'per_room_night', percent: 0, amount_minor: 1_500 },
      { name: { en: 'Cleaning' }, basis: 'per_room_stay', percent: 0, amount_minor: 2_000 },
    ]
    // JPY has no minor unit: 66,000 + 1,500 + 2,000.
    expect(fromPricesOf(catalog({ currency: 'JPY', taxes: fees, room_types: [room(1, 'classic')], rate_plans: [plan(10, 'FLEX', [[1, 66_000]])] })).property).toBe(69_500)
  })
})
