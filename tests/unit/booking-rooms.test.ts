/**
 * Several rooms, each with the party the guest placed in it: every room is priced with its own adults
 * and children, a room type holds the stay only if every room's party fits it, and the quote shows
 * each room's nights and each child's supplement on its own line. Totals worked out by hand.
 */
import { describe, expect, it } from 'vitest'

import { parseStay } from '@/components/booking/booking-query'
import { changeRoomGuests, changeRooms, DEFAULT_STAY, removeRoom, type Stay, stayParams } from '@/components/booking/stay-query'
import { fitsRoom, occupancyOfRooms, type PricedRatePlan, type PricedRoomType, quoteStay, splitParty, type Tax } from '@/booking/pricing'

const DOUBLE: PricedRoomType = { id: 1, base_occupancy: 2, max_adults: 3, max_children: 2 }

const PLAN: PricedRatePlan = {
  id: 10,
  prices: new Map([[DOUBLE.id, 10000]]),
  seasons: [],
  extra_adult_minor: 2500,
  // Under 6 free, 6 to 11 at 15.00.
  child_rates: [
    { max_age: 5, nightly_minor: 0 },
    { max_age: 11, nightly_minor: 1500 },
  ],
}

const VAT: Tax = { name: { en: 'VAT' }, basis: 'percent', percent: 10, amount_minor: 0 }
// Per adult per night: children under 18 are exempt.
const CITY_TAX: Tax = { name: { en: 'City tax' }, basis: 'per_guest_night', percent: 0, amount_minor: 250, min_age: 18 }

/** Two nights, 6 to 8 September 2027. */
const stay = { check_in: '2027-09-06', check_out: '2027-09-08' }

describe('two rooms, each with its own party', () => {
  // Room 1: 2 adults. Room 2: 1 adult and an 8-year-old.
  const occupancy = occupancyOfRooms([
    { adults: 2, child_ages: [] },
    { adults: 1, child_ages: [8] },
  ])

  it('prices each room with its own guests, the child supplement on its own line', () => {
    const quote = quoteStay({ plan: PLAN, room: DOUBLE, taxes: [VAT, CITY_TAX], occupancy, ...stay })!
    expect(quote.rooms).toEqual([
      {
        adults: 2,
        child_ages: [],
        // 100.00 a night: 2 adults is the base occupancy.
        nightly: [
          { date: '2027-09-06', amount_minor: 10000 },
          { date: '2027-09-07', amount_minor: 10000 },
        ],
        children: [],
        total_minor: 20000,
      },
      {
        adults: 1,
        child_ages: [8],
        nightly: [
          { date: '2027-09-06', amount_minor: 10000 },
          { date: '2027-09-07', amount_minor: 10000 },
        ],
        // 15.00 a night for the 8-year-old, two nights.
        children: [{ age: 8, nightly_minor: 1500, amount_minor: 3000 }],
        total_minor: 23000,
      },
    ])
    // Rooms: 200.00 + 230.00 = 430.00. VAT 10 % of 215.00 a night = 21.50 × 2 = 43.00.
    // City tax: 3 adults × 2.50 × 2 nights = 15.00 (the child is exempt). Total 430 + 43 + 15 = 488.00.
    expect(quote.room_total_minor).toBe(43000)
    expect(quote.taxes_and_fees).toEqual([
      { name: { en: 'VAT' }, amount_minor: 4300 },
      { name: { en: 'City tax' }, amount_minor: 1500 },
    ])
    expect(quote.total_minor).toBe(48800)
    expect(quote.rooms.reduce((sum, room) => sum + room.total_minor, 0)).toBe(quote.undiscounted_minor)
  })

  it('costs the same as the same party given as totals and spread evenly', () => {
    const spread = quoteStay({ plan: PLAN, room: DOUBLE, taxes: [VAT, CITY_TAX], occupancy: { adults: 3, child_ages: [8], rooms: 2 }, ...stay })!
    expect(spread.total_minor).toBe(48800)
    expect(spread.rooms.map((room) => [room.adults, room.child_ages])).toEqual([
      [2, []],
      [1, [8]],
    ])
  })

  it('takes a promo off each night of all rooms, rounded once a night', () => {
    const quote = quoteStay({ plan: PLAN, room: DOUBLE, taxes: [], occupancy, discount_percent: 15, ...stay })!
    // 215.00 a night less 15 % (32.25) = 182.75; two nights 365.50. The rooms' lines stay before the discount.
    expect(quote.discount_minor).toBe(6450)
    expect(quote.room_total_minor).toBe(36550)
    expect(quote.rooms.map((room) => room.total_minor)).toEqual([20000, 23000])
  })
})

describe('a party placed otherwise than evenly', () => {
  it('charges the extra adult in the room that has one', () => {
    // 3 adults in room 1, 1 in room 2: room 1 pays 100.00 + 25.00 a night; spread evenly (2 + 2) nobody would.
    const occupancy = occupancyOfRooms([
      { adults: 3, child_ages: [] },
      { adults: 1, child_ages: [] },
    ])
    const quote = quoteStay({ plan: PLAN, room: DOUBLE, taxes: [], occupancy, ...stay })!
    expect(quote.rooms.map((room) => room.nightly.map((night) => night.amount_minor))).toEqual([
      [12500, 12500],
      [10000, 10000],
    ])
    expect(quote.total_minor).toBe(45000)
    expect(quoteStay({ plan: PLAN, room: DOUBLE, taxes: [], occupancy: { adults: 4, child_ages: [], rooms: 2 }, ...stay })!.total_minor).toBe(40000)
  })

  it('fits a room type only if every room’s party fits it', () => {
    // 3 children in one room is more than the double's 2, though 3 + 0 spread evenly (2 + 1) would fit.
    const crowded = occupancyOfRooms([
      { adults: 1, child_ages: [3, 5, 7] },
      { adults: 2, child_ages: [] },
    ])
    expect(fitsRoom(DOUBLE, crowded)).toBe(false)
    expect(quoteStay({ plan: PLAN, room: DOUBLE, taxes: [], occupancy: crowded, ...stay })).toBeNull()
    expect(fitsRoom(DOUBLE, { adults: 3, child_ages: [3, 5, 7], rooms: 2 })).toBe(true)
  })

  it('refuses rooms that do not add up to the totals, or a room without an adult', () => {
    expect(splitParty({ adults: 3, child_ages: [], rooms: 2, parties: [{ adults: 1, child_ages: [] }] })).toBeNull()
    expect(
      splitParty({
        adults: 2,
        child_ages: [4],
        rooms: 2,
        parties: [
          { adults: 2, child_ages: [] },
          { adults: 0, child_ages: [4] },
        ],
      }),
    ).toBeNull()
  })
})

describe('the stay in the URL, room by room', () => {
  const parse = (search: string) => parseStay(new URLSearchParams(search))

  it('reads one count per room and writes it back the same way', () => {
    const stay = parse('check_in=2027-09-06&check_out=2027-09-08&rooms=2&adults=2,1&children=0,1&ages=8')
    expect(stay).toMatchObject({
      adults: 3,
      children: 1,
      ages: [8],
      rooms: 2,
      parties: [
        { adults: 2, children: 0 },
        { adults: 1, children: 1 },
      ],
    })
    expect(stayParams(stay).toString()).toBe('check_in=2027-09-06&check_out=2027-09-08&adults=2%2C1&children=0%2C1&ages=8&rooms=2')
  })

  it('keeps the old counts working: totals spread evenly, no rooms of their own', () => {
    const stay = parse('adults=3&children=1&ages=8&rooms=2')
    expect(stay).toMatchObject({ adults: 3, children: 1, rooms: 2 })
    expect(stay.parties).toBeUndefined()
    expect(stayParams(stay).get('adults')).toBe('3')
  })

  it('ignores per-room counts that do not fit (a room without an adult, lists of different lengths)', () => {
    expect(parse('adults=2,0&rooms=2').parties).toBeUndefined()
    expect(parse('adults=2,1&children=0,1,1').parties).toBeUndefined()
  })

  it('adds and removes rooms and guests, the children’s ages following their room', () => {
    let stay: Stay = { ...DEFAULT_STAY, adults: 3, children: 1, ages: [8], rooms: 1 }
    stay = changeRooms(stay, 2)
    expect(stay.parties).toEqual([
      { adults: 2, children: 0 },
      { adults: 1, children: 1 },
    ])
    stay = changeRoomGuests(stay, 0, { children: 1 })
    // Room 1's new child comes first in the ages, age not known yet; room 2's 8-year-old keeps their age.
    expect(stay.ages).toEqual([null, 8])
    expect(stay).toMatchObject({ adults: 3, children: 2, rooms: 2 })
    stay = changeRooms(stay, 3)
    expect(stay.parties?.[2]).toEqual({ adults: 1, children: 0 })
    expect(stay.adults).toBe(4)
    stay = removeRoom(stay, 0)
    expect(stay).toMatchObject({ adults: 2, children: 1, ages: [8], rooms: 2 })
    stay = removeRoom(stay, 1)
    expect(stay).toMatchObject({ adults: 1, children: 1, rooms: 1 })
    expect(stay.parties).toBeUndefined()
  })
})
