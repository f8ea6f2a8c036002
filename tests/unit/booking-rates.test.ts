import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { rateLines, type PricedProperty } from '@/booking/rates'
import { nightsBetween } from '@/booking/stay'

const kyoto: PricedProperty = {
  currency: 'JPY',
  rate_plans: [
    { code: 'flex', prices: [{ room_type: 'garden-room', nightly_minor: 68000 }, { room_type: 'suite', nightly_minor: 120000 }] },
    { code: 'saver', prices: [{ room_type: 'garden-room', nightly_minor: 61000 }] },
  ],
}

describe('base rates for a stay', () => {
  it('prices each room type on each plan for every night and room', () => {
    const lines = rateLines(kyoto, { check_in: '2027-03-27', check_out: '2027-03-30', rooms: 2 })
    expect(lines.map(({ room_type, rate_plan, nights, rooms, total_minor, currency }) => ({ room_type, rate_plan, nights, rooms, total_minor, currency }))).toEqual([
      { room_type: 'garden-room', rate_plan: 'flex', nights: 3, rooms: 2, total_minor: 408000, currency: 'JPY' },
      { room_type: 'suite', rate_plan: 'flex', nights: 3, rooms: 2, total_minor: 720000, currency: 'JPY' },
      { room_type: 'garden-room', rate_plan: 'saver', nights: 3, rooms: 2, total_minor: 366000, currency: 'JPY' },
    ])
    expect(lines[0]?.nightly).toEqual([
      { date: '2027-03-27', amount_minor: 68000 },
      { date: '2027-03-28', amount_minor: 68000 },
      { date: '2027-03-29', amount_minor: 68000 },
    ])
  })

  it('quotes one undated night for one room when no stay is given', () => {
    const [line] = rateLines(kyoto, {})
    expect(line).toMatchObject({ nights: 1, rooms: 1, nightly_minor: 68000, total_minor: 68000, nightly: [{ date: null, amount_minor: 68000 }] })
  })

  it('rounds a fractional nightly price once per night, so the total still adds up', () => {
    const property: PricedProperty = { currency: 'EUR', rate_plans: [{ code: 'flex', prices: [{ room_type: 'double', nightly_minor: 12345.5 }] }] }
    const [line] = rateLines(property, { check_in: '2027-05-01', check_out: '2027-05-04', rooms: 3 })
    expect(line?.nightly.map((night) => night.amount_minor)).toEqual([12346, 12346, 12346])
    expect(line?.total_minor).toBe(12346 * 3 * 3)
  })

  it('always totals the sum of its nightly lines times rooms, in whole minor units', () => {
    const prices = fc.oneof(fc.integer({ min: 0, max: 50_000_000 }), fc.double({ min: 0, max: 50_000_000, noNaN: true }))
    const plans = fc.array(
      fc.record({ code: fc.string({ minLength: 1 }), prices: fc.array(fc.record({ room_type: fc.string({ minLength: 1 }), nightly_minor: prices }), { maxLength: 4 }) }),
      { maxLength: 4 },
    )
    const stays = fc.record({ start: fc.integer({ min: 0, max: 3650 }), length: fc.integer({ min: 1, max: 30 }), rooms: fc.integer({ min: 1, max: 9 }) })
    fc.assert(
      fc.property(plans, stays, (ratePlans, { start, length, rooms }) => {
        const checkIn = new Date(Date.UTC(2027, 0, 1 + start)).toISOString().slice(0, 10)
        const checkOut = new Date(Date.UTC(2027, 0, 1 + start + length)).toISOString().slice(0, 10)
        const lines = rateLines({ currency: 'EUR', rate_plans: ratePlans }, { check_in: checkIn, check_out: checkOut, rooms })
        expect(lines).toHaveLength(ratePlans.reduce((count, plan) => count + plan.prices.length, 0))
        for (const line of lines) {
          expect(line.nights).toBe(nightsBetween(checkIn, checkOut))
          expect(line.nightly).toHaveLength(line.nights)
          for (const night of line.nightly) expect(Number.isSafeInteger(night.amount_minor)).toBe(true)
          expect(line.total_minor).toBe(line.nightly.reduce((sum, night) => sum + night.amount_minor, 0) * rooms)
        }
      }),
    )
  })

  it('matches nightly price × nights × rooms for whole-unit prices, as the API always did', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 9 }), (nightly, nights, rooms) => {
        const property: PricedProperty = { currency: 'USD', rate_plans: [{ code: 'flex', prices: [{ room_type: 'king', nightly_minor: nightly }] }] }
        const checkOut = new Date(Date.UTC(2027, 5, 1 + nights)).toISOString().slice(0, 10)
        expect(rateLines(property, { check_in: '2027-06-01', check_out: checkOut, rooms })[0]?.total_minor).toBe(nightly * nights * rooms)
      }),
    )
  })
})
