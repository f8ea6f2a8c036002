/**
 * The stay search on the seeded database (src/services/search-properties.ts): destinations in
 * any language, distances, prices that equal the booking engine's, sold-out hotels with their nearest
 * dates. Stop-sell rules are written the way staff write them (room availability) and removed after.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { searchProperties } from '@/services/search-properties'
import { availability, getCatalog } from '@/booking/engine'
import type { AvailabilityRule } from '@/booking/rules'
import { addDays } from '@/lib/stay'
import { liveInventory, type LiveInventory } from '@/booking/store'
import { getPayloadClient } from '@/cms/client'
import { writeTransactionsEnded } from '@/cms/database'
import { DEFAULT_SEARCH_QUERY, type SearchQuery } from '@/lib/search-query'

const KYOTO = 'aurelia-kyoto-higashiyama'
const TOKYO = 'aurelia-tokyo-marunouchi'
const ZURICH = 'aurelia-zurich-lakeside'
/** Far enough ahead never to be in the past, clear of the booking tests' stays (2027-09..2028). */
const CHECK_IN = '2027-03-08'
const CHECK_OUT = '2027-03-11'

let payload: Payload
const ruleIds: number[] = []

const search = (query: Partial<SearchQuery>, locale: 'en' | 'ja' = 'en') => searchProperties({ ...DEFAULT_SEARCH_QUERY, ...query }, locale)

beforeAll(async () => {
  payload = await getPayloadClient()
})

afterAll(async () => {
  for (const id of ruleIds) await payload.delete({ collection: 'room-availability', id })
})

describe('destinations', () => {
  it('everywhere: every published hotel in the group’s order, with a "from" price', async () => {
    const results = await search({ sortBy: 'order', page_size: 100 })
    expect(results.properties.length).toBe(9)
    expect(results.properties[0]?.slug).toBe('aurelia-paris-saint-germain')
    expect(results.properties.every((item) => item.from_price !== null && item.price === null)).toBe(true)
    expect(results.origin).toBeNull()
  })

  it.each([['kyoto'], ['Kyoto'], ['KYOTO'], ['京都'], ['เกียวโต']])('finds Kyoto’s hotel from %s', async (destination) => {
    const results = await search({ destination })
    expect(results.destination).toMatchObject({ kind: 'city', slug: 'kyoto' })
    expect(results.properties.map((item) => item.slug)).toEqual([KYOTO])
  })

  it('a country: its hotels, nearest to its centre first, distances in km', async () => {
    const results = await search({ destination: 'japan' })
    expect(results.destination?.kind).toBe('country')
    expect(results.properties.map((item) => item.slug).sort()).toEqual([KYOTO, TOKYO])
    expect(results.origin?.source).toBe('destination')
    for (const item of results.properties) expect(item.distance_km).toBeGreaterThan(100)
  })

  it('a visitor’s position wins over the destination’s centre', async () => {
    const results = await search({ destination: 'japan', lat: 35.68, lng: 139.76 })
    expect(results.origin).toMatchObject({ source: 'visitor' })
    expect(results.properties[0]?.slug).toBe(TOKYO)
    expect(results.properties[0]?.distance_km).toBeLessThan(2)
  })

  it('accents and case do not matter: zürich, ZURICH', async () => {
    expect((await search({ destination: 'zürich' })).properties.map((item) => item.slug)).toEqual([ZURICH])
    expect((await search({ destination: 'ZURICH' })).properties.map((item) => item.slug)).toEqual([ZURICH])
  })

  it('an unknown destination is an empty list that says why', async () => {
    const results = await search({ destination: 'Atlantis' })
    expect(results.unknown_destination).toBe(true)
    expect(results.properties).toEqual([])
    expect(results.message).toContain('Atlantis')
  })
})

describe('prices for dates', () => {
  it('the lowest all-in total of the engine, in the hotel’s currency and in the display currency', async () => {
    const results = await search({ destination: 'kyoto', check_in: CHECK_IN, check_out: CHECK_OUT, currency: 'EUR' })
    const [kyoto] = results.properties
    const catalog = (await getCatalog(KYOTO))!
    const engine = await availability(catalog, { check_in: CHECK_IN, check_out: CHECK_OUT, adults: 2, child_ages: [], rooms: 1 })
    const lowest = Math.min(...engine.rooms.filter((room) => room.available > 0).flatMap((room) => room.rates.map((rate) => rate.quote.total_minor)))
    expect(kyoto?.price).toMatchObject({ amount_minor: lowest, currency: 'JPY', nights: 3 })
    expect(kyoto?.price?.display).toMatchObject({ currency: 'EUR', approximate: true })
    expect(kyoto?.price?.formatted).toMatch(/¥/)
    expect(kyoto?.rooms_left).toBe(engine.rooms.filter((room) => room.rates.length > 0).reduce((sum, room) => sum + room.available, 0))
    expect(results.price_bounds?.currency).toBe('EUR')
  })

  it('a sold-out hotel has no price, says so, and offers the nearest dates with rooms', async () => {
    const catalog = (await getCatalog(ZURICH))!
    const property = (await payload.find({ collection: 'properties', where: { slug: { equals: ZURICH } }, depth: 0 })).docs[0]!
    for (const room of catalog.room_types) {
      const rule = await payload.create({
        collection: 'room-availability',
        data: { property: property.id, room_type: room.id, from: '2027-03-05', to: '2027-03-12', stop_sell: true },
      })
      ruleIds.push(rule.id)
    }
    const results = await search({ destination: ZURICH, check_in: CHECK_IN, check_out: CHECK_OUT })
    const [zurich] = results.properties
    expect(zurich?.price).toBeNull()
    expect(zurich?.unavailable).toBe('sold_out')
    expect(zurich?.rooms_left).toBe(0)
    // Closed 5–12 March: three nights from 8 March move to 13–16 March, five days later (2–5 March, the nearest before, is six days earlier).
    expect(zurich?.nearest_dates).toEqual({ check_in: '2027-03-13', check_out: '2027-03-16' })
    expect(addDays(zurich!.nearest_dates!.check_in, 3)).toBe(zurich!.nearest_dates!.check_out)
  })
})

describe('the inventory a server keeps in memory (SQLite)', () => {
  /** Rules by room type, each room type's in the order read: the order a night's rules are applied in. */
  const byRoom = (inventory: LiveInventory) => {
    const rules = new Map<number, AvailabilityRule[]>()
    for (const rule of inventory.rules) rules.set(rule.room_type, [...(rules.get(rule.room_type) ?? []), rule])
    return { rules: [...rules].sort(([a], [b]) => a - b), booked: [...inventory.booked].sort(([a], [b]) => a - b).map(([id, nights]) => [id, [...nights].sort()]) }
  }
  /** The same call inside a Next server (kept in memory) and outside one (read live). */
  async function keptAndLive(roomTypes: number[], first: string, last: string) {
    const runtime = process.env.NEXT_RUNTIME
    process.env.NEXT_RUNTIME = 'nodejs'
    try {
      const kept = await liveInventory(roomTypes, first, last)
      delete process.env.NEXT_RUNTIME
      return { kept: byRoom(kept), live: byRoom(await liveInventory(roomTypes, first, last)) }
    } finally {
      if (runtime === undefined) delete process.env.NEXT_RUNTIME
      else process.env.NEXT_RUNTIME = runtime
    }
  }

  it('answers exactly what the database holds, and a rule saved just before is in the very next answer', async () => {
    const catalog = (await getCatalog(KYOTO))!
    const property = (await payload.find({ collection: 'properties', where: { slug: { equals: KYOTO } }, depth: 0 })).docs[0]!
    const roomTypes = catalog.room_types.map((room) => room.id)
    const [first, last] = ['2027-04-01', '2027-06-15']
    // What tells a kept inventory it is out of date: the SQLite adapter's count of ended write transactions.
    const writes = writeTransactionsEnded(payload.db)
    expect(writes).toEqual(expect.any(Number))
    const before = await keptAndLive(roomTypes, first, last)
    expect(before.kept).toEqual(before.live)

    const room = catalog.room_types[0]!
    const rule = await payload.create({
      collection: 'room-availability',
      data: { property: property.id, room_type: room.id, from: '2027-04-10', to: '2027-04-12', rooms_on_sale: 1, min_stay: 2 },
    })
    ruleIds.push(rule.id)
    expect(writeTransactionsEnded(payload.db)).toBeGreaterThan(writes!)
    const after = await keptAndLive(roomTypes, first, last)
    expect(after.kept).toEqual(after.live)
    expect(after.kept.rules.find(([id]) => id === room.id)?.[1].some((kept) => kept.from.startsWith('2027-04-10') && kept.rooms_on_sale === 1)).toBe(true)

    await payload.delete({ collection: 'room-availability', id: rule.id })
    ruleIds.splice(ruleIds.indexOf(rule.id), 1)
    const removed = await keptAndLive(roomTypes, first, last)
    expect(removed.kept).toEqual(before.live)
  })
})
