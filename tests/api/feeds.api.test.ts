/**
 * The meta-search feeds (Google Hotel Center formats) over real HTTP against `next start`: the Hotel
 * List in every language and the price feed of Transaction messages, parsed as XML; every hotel listed
 * and priced; a sample of feed prices equal to what /api/availability quotes for the same stay; and the
 * price feed rebuilt after an availability rule is published and removed.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'

import { HOTELS_IN_GROUP_ORDER } from '../e2e/routes'
import { sessionToken, STAFF } from '../support/session'

const BASE_URL = process.env.TEST_BASE_URL
if (!BASE_URL) throw new Error('TEST_BASE_URL is not set: run the suite with `npm test`.')
const LANGS = ['en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id'] as const

type Json = Record<string, unknown>
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['listing', 'Result', 'component'].includes(name),
})

async function xml(path: string): Promise<Json> {
  const response = await fetch(new URL(path, BASE_URL))
  expect(response.status, path).toBe(200)
  expect(response.headers.get('content-type'), path).toMatch(/^application\/xml/)
  const text = await response.text()
  expect(XMLValidator.validate(text), path).toBe(true)
  return parser.parse(text) as Json
}

interface FeedResult {
  Property: string
  Checkin: string
  Nights: string
  Baserate: { '#text': string; '@currency': string }
  Tax: { '#text': string; '@currency': string }
  OtherFees: { '#text': string; '@currency': string }
  Occupancy: string
}

/** Minor units of a feed amount: written with exactly the currency's decimals (EUR 12.30, JPY 1230), so its digits are the minor units. */
const minor = (value: { '#text': string; '@currency': string }) => Number(value['#text'].replace('.', ''))
const totalOf = (result: FeedResult) => minor(result.Baserate) + minor(result.Tax) + minor(result.OtherFees)
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

async function prices(): Promise<FeedResult[]> {
  const feed = (await xml('/feeds/prices.xml')).Transaction as Json
  expect(feed['@id']).toBeTruthy()
  expect(Date.parse(feed['@timestamp'] as string)).not.toBeNaN()
  return (feed.Result as FeedResult[] | undefined) ?? []
}

/** The lowest total /api/availability quotes for a stay for two adults in one room, among rooms it can sell; null when none. */
async function lowestQuoted(slug: string, checkIn: string, nights: number): Promise<{ total: number; room: string } | null> {
  const response = await fetch(new URL(`/api/availability?property=${slug}&check_in=${checkIn}&check_out=${addDays(checkIn, nights)}&adults=2&rooms=1`, BASE_URL))
  expect(response.status).toBe(200)
  const body = (await response.json()) as {
    rooms: { room_type: { slug: string }; available: number; unavailable_reason: string | null; rates: { total_minor: number }[] }[]
  }
  let best: { total: number; room: string } | null = null
  for (const room of body.rooms) {
    if (room.unavailable_reason !== null || room.available < 1) continue
    for (const rate of room.rates) if (!best || rate.total_minor < best.total) best = { total: rate.total_minor, room: room.room_type.slug }
  }
  return best
}

describe('Hotel List feed', () => {
  it('lists every hotel with its id, name, address, country, coordinates, phone and category, in every language', async () => {
    const english = ((await xml('/feeds/hotels.xml')).listings as Json).listing as Json[]
    expect(english.map((listing) => listing.id)).toEqual(HOTELS_IN_GROUP_ORDER)
    for (const listing of english) {
      expect(listing.name, String(listing.id)).toBeTruthy()
      expect(((listing.address as Json).component as Json[]).find((part) => part['@name'] === 'addr1')?.['#text'], String(listing.id)).toBeTruthy()
      expect(listing.country, String(listing.id)).toMatch(/^[A-Z]{2}$/)
      expect(Math.abs(Number(listing.latitude))).toBeLessThanOrEqual(90)
      expect(Math.abs(Number(listing.longitude))).toBeLessThanOrEqual(180)
      expect(Number.isNaN(Number(listing.latitude))).toBe(false)
      expect((listing.phone as Json)['#text'], String(listing.id)).toMatch(/^\+[\d ]+$/)
      expect(listing.category).toBe('hotel')
    }
    for (const lang of LANGS) {
      const feed = (await xml(`/feeds/${lang}/hotels.xml`)).listings as Json
      expect(feed.language).toBe(lang)
      const names = await (await fetch(new URL(`/api/properties?corporate_id=aurelia&page_size=50&lang=${lang}`, BASE_URL))).json()
      const byslug = new Map(((names as Json).properties as Json[]).map((property) => [property.slug, property.name]))
      for (const listing of feed.listing as Json[]) expect(listing.name, `${lang} ${String(listing.id)}`).toBe(byslug.get(listing.id))
    }
    expect((await fetch(new URL('/feeds/xx/hotels.xml', BASE_URL))).status).toBe(404)
  })
})

describe('price feed', () => {
  it('prices every hotel for 90 check-in dates × 1–3 nights for 2 adults, and each price equals /api/availability', async () => {
    const started = performance.now()
    const results = await prices()
    const firstMs = performance.now() - started
    const again = performance.now()
    await prices()
    const cachedMs = performance.now() - again
    console.log(`price feed: ${results.length} results; built in ${Math.round(firstMs)} ms, then ${Math.round(cachedMs)} ms from the cache`)
    for (const slug of HOTELS_IN_GROUP_ORDER) {
      const own = results.filter((result) => result.Property === slug)
      expect(own.length, slug).toBeGreaterThan(200)
      expect(own.length, slug).toBeLessThanOrEqual(270)
      const stays = new Set(own.map((result) => `${result.Checkin}/${result.Nights}`))
      expect(stays.size, `${slug}: one result per stay`).toBe(own.length)
      const dates = [...new Set(own.map((result) => result.Checkin))].sort()
      expect(Date.parse(dates.at(-1)!) - Date.parse(dates[0]!)).toBeLessThanOrEqual(89 * 86_400_000)
      for (const result of own) {
        expect(['1', '2', '3']).toContain(result.Nights)
        expect(result.Occupancy).toBe('2')
        expect(result.Baserate['@currency']).toBe(result.Tax['@currency'])
        expect(minor(result.Baserate)).toBeGreaterThan(0)
      }
    }
    // Every price of the feed (about 2,400 stays), each as the booking API quotes that stay: 8 at a time.
    const queue = [...results]
    const mismatches: string[] = []
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let result = queue.shift(); result; result = queue.shift()) {
          const quoted = await lowestQuoted(result.Property, result.Checkin, Number(result.Nights))
          if (quoted?.total !== totalOf(result)) mismatches.push(`${result.Property} ${result.Checkin} × ${result.Nights}: feed ${totalOf(result)}, API ${quoted?.total}`)
        }
      }),
    )
    expect(mismatches).toEqual([])
  }, 300_000)

  it('is rebuilt when an availability rule is published and again when it is removed', async () => {
    const slug = 'aurelia-kyoto-higashiyama'
    const before = (await prices()).filter((result) => result.Property === slug && result.Nights === '1')
    const stay = before[80]!
    const quoted = (await lowestQuoted(slug, stay.Checkin, 1))!
    expect(quoted.total).toBe(totalOf(stay))

    const login = await fetch(new URL('/cms-api/users/login', BASE_URL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: new URL(BASE_URL).origin },
      body: JSON.stringify(STAFF),
    })
    expect(login.status).toBe(200)
    const token = sessionToken(login.headers)
    const headers = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json', Origin: new URL(BASE_URL).origin }
    const rooms = (await (await fetch(new URL(`/cms-api/room-types?where[slug][equals]=${quoted.room}&depth=0&limit=10`, BASE_URL), { headers })).json()) as {
      docs: { id: number; property: number }[]
    }
    const properties = (await (await fetch(new URL(`/cms-api/properties?where[slug][equals]=${slug}&depth=0`, BASE_URL), { headers })).json()) as {
      docs: { id: number }[]
    }
    const room = rooms.docs.find((doc) => doc.property === properties.docs[0]!.id)!
    // Stop selling the cheapest room on that night: the feed's price for the stay moves to the next cheapest.
    const created = await fetch(new URL('/cms-api/room-availability', BASE_URL), {
      method: 'POST',
      headers,
      body: JSON.stringify({ property: room.property, room_type: room.id, from: stay.Checkin, to: stay.Checkin, stop_sell: true, note: 'feeds test' }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const rule = ((await created.json()) as { doc: { id: number } }).doc
    try {
      const after = (await prices()).find((result) => result.Property === slug && result.Nights === '1' && result.Checkin === stay.Checkin)
      const requoted = await lowestQuoted(slug, stay.Checkin, 1)
      expect(requoted?.total ?? null).not.toBe(quoted.total)
      expect(after ? totalOf(after) : null).toBe(requoted?.total ?? null)
    } finally {
      const removed = await fetch(new URL(`/cms-api/room-availability/${rule.id}`, BASE_URL), { method: 'DELETE', headers })
      expect(removed.status).toBe(200)
    }
    const restored = (await prices()).find((result) => result.Property === slug && result.Nights === '1' && result.Checkin === stay.Checkin)!
    expect(totalOf(restored)).toBe(quoted.total)
  }, 300_000)
})
