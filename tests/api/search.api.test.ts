/**
 * GET /api/search (api-contract: Search endpoint) over real HTTP against `next start` and the seeded
 * database, as a client of the API sees it: each property's shape and the pagination; prices that are
 * the same numbers as GET /api/availability gives for the hotel's cheapest rate; distances from a
 * visitor's position or the destination's centre; the five sorts; the price and amenity filters; the
 * destinations; the languages; the 400s of a malformed query, and a battery of odd queries none of
 * which may answer a 500; the cache headers; a publish (new exchange rates, put back after) that the
 * very next search follows; and rooms left that follow a booking made just before.
 *
 * Every expected number is read from another endpoint of the same server (availability, properties,
 * properties-detail, cities) or worked out here, never copied from the seed. Stays are in 2027, far
 * enough ahead never to be in the past; the one booking made here (2028-11) is cancelled again.
 */
import { randomInt, randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AvailabilityResponse, BookingSummary } from '@/lib/booking-api'
import { convertMinor, type ExchangeRates } from '@/lib/exchange'
import { sessionToken, STAFF } from '../support/session'

const BASE_URL = process.env.TEST_BASE_URL
if (!BASE_URL) throw new Error('TEST_BASE_URL is not set: run the suite with `npm test`.')

const STAY = { check_in: '2027-05-17', check_out: '2027-05-20' }
const NIGHTS = 3

type ML = Record<string, string>

interface Price {
  amount_minor: number
  currency: string
  formatted: string
  nights: number
  nightly_minor: number
  display: { amount_minor: number; currency: string; formatted: string; nightly_minor: number; approximate: true } | null
}

interface Result {
  slug: string
  name: ML | string
  city: { slug: string; name: ML | string } | null
  country: { slug: string; name: ML | string; code: string } | null
  lat: number | null
  lng: number | null
  distance_km: number | null
  rating: number | null
  star_rating: number
  order: number
  amenities: string[]
  price: Price | null
  rooms_left: number | null
}

interface SearchBody {
  properties: Result[]
  pagination: { page: number; page_size: number; total: number; total_pages: number }
  destination: { kind: string; slug: string } | null
  unknown_destination: boolean
  message: string | null
  origin: { lat: number; lng: number; source: string } | null
  currency: string
  error?: { code: string; message: string; fields?: Record<string, string> }
}

interface Answer<T> {
  status: number
  headers: Headers
  body: T
  text: string
}

/** A client address of its own for each request that counts against a rate limit (the server keys on X-Forwarded-For). */
const address = () => `198.18.${randomInt(250)}.${randomInt(250) + 1}`

async function get<T = SearchBody>(pathAndQuery: string, init: RequestInit = {}): Promise<Answer<T>> {
  const response = await fetch(`${BASE_URL}${pathAndQuery}`, init)
  const text = await response.text()
  let body = {} as T
  try {
    body = JSON.parse(text) as T
  } catch {
    // Not JSON: the assertions on status and text say what came back.
  }
  return { status: response.status, headers: response.headers, body, text }
}

type Params = Record<string, string | number | undefined>

const queryOf = (params: Params) => {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) if (value !== undefined) query.set(name, String(value))
  return query.toString()
}

/** A search that must succeed. */
async function search(params: Params): Promise<SearchBody> {
  const answer = await get(`/api/search?${queryOf(params)}`)
  expect(answer.status, answer.text).toBe(200)
  return answer.body
}

const slugsOf = (body: SearchBody) => body.properties.map((item) => item.slug)

/** Great-circle kilometres (haversine, the Earth's mean radius), worked out here to check the server's. */
function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)))
}

function expectAscending(values: readonly number[], what: string) {
  for (let index = 1; index < values.length; index++) expect(values[index]!, `${what} at ${index}: ${values.join(', ')}`).toBeGreaterThanOrEqual(values[index - 1]!)
}

function expectDescending(values: readonly number[], what: string) {
  for (let index = 1; index < values.length; index++) expect(values[index]!, `${what} at ${index}: ${values.join(', ')}`).toBeLessThanOrEqual(values[index - 1]!)
}

/** What /api/availability says of a hotel for a stay: its cheapest all-in total over the rooms that can be booked, and the rooms left in them. */
async function cheapestOf(
  slug: string,
  stay: { check_in: string; check_out: string },
  party: Params = {},
): Promise<{ total: number | null; currency: string; roomsLeft: number }> {
  const answer = await get<AvailabilityResponse>(`/api/availability?${queryOf({ property: slug, ...stay, adults: 2, rooms: 1, ...party })}`)
  expect(answer.status, answer.text).toBe(200)
  const bookable = answer.body.rooms.filter((room) => room.unavailable_reason === null && room.rates.length > 0)
  const totals = bookable.flatMap((room) => room.rates.map((rate) => rate.total_minor))
  return {
    total: totals.length > 0 ? Math.min(...totals) : null,
    currency: answer.body.currency,
    roomsLeft: bookable.reduce((sum, room) => sum + room.available, 0),
  }
}

/** The published hotels as the content API lists them, in the group's order. */
let hotels: { slug: string; order: number; city: { slug: string } | null; country: { slug: string } | null }[] = []
/** Each hotel's facility keys, from the content API (the property's own page data). */
const facilities = new Map<string, string[]>()

beforeAll(async () => {
  const list = await get<{ properties: typeof hotels; pagination: { total: number } }>('/api/properties?sort_by=order&page_size=100')
  expect(list.status, list.text).toBe(200)
  hotels = list.body.properties
  expect(hotels.length).toBe(list.body.pagination.total)
  expect(hotels.length).toBeGreaterThan(3)
  for (const hotel of hotels) {
    const detail = await get<{ properties: { facilities: { key: string }[] }[] }>(`/api/properties-detail?corporate_id=aurelia&slug=${hotel.slug}`)
    expect(detail.status, detail.text).toBe(200)
    facilities.set(
      hotel.slug,
      detail.body.properties[0]!.facilities.map((facility) => facility.key),
    )
  }
}, 60_000)

// ---- shape and pagination ----------------------------------------------------------------------------

describe('every property in the contract’s shape', () => {
  it('without dates: every published hotel once, no price and no rooms left, and the pagination', async () => {
    const body = await search({ page_size: 100 })
    expect(body.pagination).toEqual({ page: 1, page_size: 100, total: hotels.length, total_pages: 1 })
    expect(slugsOf(body).sort()).toEqual(hotels.map((hotel) => hotel.slug).sort())
    for (const item of body.properties) {
      expect(item.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      expect(typeof (item.name as ML).en).toBe('string')
      expect(item.city).toMatchObject({ slug: expect.any(String), name: expect.objectContaining({ en: expect.any(String) }) })
      expect(item.country).toMatchObject({
        slug: expect.any(String),
        code: expect.stringMatching(/^[A-Z]{2}$/),
        name: expect.objectContaining({ en: expect.any(String) }),
      })
      expect(item.lat).toBeGreaterThanOrEqual(-90)
      expect(item.lat).toBeLessThanOrEqual(90)
      expect(item.lng).toBeGreaterThanOrEqual(-180)
      expect(item.lng).toBeLessThanOrEqual(180)
      // Nothing to measure from: no destination, no position.
      expect(item.distance_km).toBeNull()
      if (item.rating !== null) {
        expect(item.rating).toBeGreaterThan(0)
        expect(item.rating).toBeLessThanOrEqual(5)
      }
      expect(item.price).toBeNull()
      expect(item.rooms_left).toBeNull()
    }
    expect(body.properties.some((item) => item.rating !== null)).toBe(true)
  })

  it('with dates: a price { amount_minor, currency, formatted } and rooms left for every hotel that can be booked', async () => {
    const body = await search({ ...STAY, page_size: 100 })
    expect(body.properties).toHaveLength(hotels.length)
    for (const item of body.properties) {
      expect(item.price, item.slug).not.toBeNull()
      expect(Number.isInteger(item.price!.amount_minor)).toBe(true)
      expect(item.price!.amount_minor).toBeGreaterThan(0)
      expect(item.price!.currency).toMatch(/^[A-Z]{3}$/)
      expect(item.price!.formatted).toMatch(/\d/)
      expect(item.price!.nights).toBe(NIGHTS)
      expect(Number.isInteger(item.rooms_left)).toBe(true)
      expect(item.rooms_left).toBeGreaterThan(0)
    }
  })
})

// ---- prices ----------------------------------------------------------------------------------------------

describe('prices are the booking engine’s', () => {
  it('each hotel’s price is the cheapest all-in total GET /api/availability gives for the same stay, and its rooms left the same count', async () => {
    const body = await search({ ...STAY, page_size: 100 })
    for (const item of body.properties) {
      const engine = await cheapestOf(item.slug, STAY)
      expect(item.price?.amount_minor, item.slug).toBe(engine.total)
      expect(item.price?.currency, item.slug).toBe(engine.currency)
      expect(item.rooms_left, item.slug).toBe(engine.roomsLeft)
    }
  })

  it('for a party of three with a child the price follows the party, still equal to the availability’s', async () => {
    const party = { adults: 2, children: 1, ages: '7' }
    const [kyoto] = (await search({ ...STAY, ...party, destination: 'kyoto' })).properties
    const engine = await cheapestOf(kyoto!.slug, STAY, party)
    expect(kyoto?.price?.amount_minor).toBe(engine.total)
    const couple = await cheapestOf(kyoto!.slug, STAY)
    expect(engine.total).toBeGreaterThan(couple.total!)
  })

  it('a party no room can hold has no price and no rooms left (null, not a 0 price)', async () => {
    const body = await search({ ...STAY, adults: 12, rooms: 1, page_size: 100 })
    expect(body.properties).toHaveLength(hotels.length)
    for (const item of body.properties) {
      expect(item.price, item.slug).toBeNull()
      expect(item.rooms_left, item.slug).toBe(0)
    }
  })

  it('the display currency is USD by default, and the one asked otherwise; the booked price stays in the hotel’s currency', async () => {
    const usd = await search({ ...STAY, page_size: 100 })
    const eur = await search({ ...STAY, page_size: 100, currency: 'EUR' })
    expect(usd.currency).toBe('USD')
    expect(eur.currency).toBe('EUR')
    for (const item of usd.properties) expect(item.price?.display?.currency).toBe('USD')
    for (const item of eur.properties) expect(item.price?.display?.currency).toBe('EUR')
    const bySlug = new Map(usd.properties.map((item) => [item.slug, item]))
    for (const item of eur.properties) {
      expect(item.price?.amount_minor).toBe(bySlug.get(item.slug)?.price?.amount_minor)
      expect(item.price?.currency).toBe(bySlug.get(item.slug)?.price?.currency)
    }
  })
})

// ---- distances -----------------------------------------------------------------------------------------

describe('distance_km and nearest first', () => {
  it('from the visitor’s lat/lng when given: the hotel next to the point comes first, then by distance ascending', async () => {
    const all = await search({ page_size: 100 })
    for (const target of all.properties) {
      // About 100 m north-east of the hotel.
      const point = { lat: target.lat! + 0.0007, lng: target.lng! + 0.0007 }
      const body = await search({ ...point, page_size: 100 })
      expect(body.origin).toMatchObject({ ...point, source: 'visitor' })
      expect(body.properties[0]?.slug).toBe(target.slug)
      expect(body.properties[0]?.distance_km).toBeLessThan(0.5)
      expectAscending(
        body.properties.map((item) => item.distance_km!),
        'distance_km',
      )
      for (const item of body.properties) expect(Math.abs(item.distance_km! - haversineKm(point, { lat: item.lat!, lng: item.lng! }))).toBeLessThanOrEqual(0.051)
    }
  })

  it('the visitor’s position wins over the destination’s centre', async () => {
    const japan = await search({ destination: 'japan' })
    expect(japan.properties.length).toBeGreaterThan(1)
    const [, second] = japan.properties
    const body = await search({ destination: 'japan', lat: second!.lat!, lng: second!.lng! })
    expect(body.origin?.source).toBe('visitor')
    expect(body.properties[0]?.slug).toBe(second!.slug)
    expect(body.properties[0]?.distance_km).toBe(0)
  })

  it('without lat/lng, from the city’s centre as /api/cities gives it', async () => {
    const cities = await get<{ cities: { slug: string; coordinates: string }[] }>('/api/cities')
    const city = cities.body.cities.find((item) => hotels.some((hotel) => hotel.city?.slug === item.slug) && /^-?[\d.]+,-?[\d.]+$/.test(item.coordinates))!
    const [lat, lng] = city.coordinates.split(',').map(Number) as [number, number]
    const body = await search({ destination: city.slug })
    expect(body.origin).toMatchObject({ lat, lng, source: 'destination' })
    expect(body.properties.length).toBeGreaterThan(0)
    for (const item of body.properties) expect(Math.abs(item.distance_km! - haversineKm({ lat, lng }, { lat: item.lat!, lng: item.lng! }))).toBeLessThanOrEqual(0.051)
  })

  it('without lat/lng, from a country’s centre: every hotel has a distance, nearest first by default', async () => {
    const country = hotels.map((hotel) => hotel.country?.slug).find((slug, _, all) => all.filter((other) => other === slug).length > 1)!
    const body = await search({ destination: country })
    expect(body.origin?.source).toBe('destination')
    expect(body.properties.length).toBeGreaterThan(1)
    for (const item of body.properties) expect(item.distance_km).toBeGreaterThanOrEqual(0)
    expectAscending(
      body.properties.map((item) => item.distance_km!),
      'distance_km',
    )
  })
})

// ---- sorts -----------------------------------------------------------------------------------------------

describe('sortBy', () => {
  it.each(['USD', 'EUR', 'JPY'])('price_asc and price_desc order by the price in the display currency (%s)', async (currency) => {
    const ascending = await search({ ...STAY, currency, sortBy: 'price_asc', page_size: 100 })
    const descending = await search({ ...STAY, currency, sortBy: 'price_desc', page_size: 100 })
    const shown = (body: SearchBody) => body.properties.map((item) => item.price!.display!.nightly_minor)
    expect(ascending.properties).toHaveLength(hotels.length)
    expectAscending(shown(ascending), `price_asc in ${currency}`)
    expectDescending(shown(descending), `price_desc in ${currency}`)
    // The hotels' own currencies differ: ordering by the raw amounts would not give this order.
    expect(new Set(ascending.properties.map((item) => item.price!.currency)).size).toBeGreaterThan(1)
    expect(new Set(shown(ascending)).size).toBeGreaterThan(1)
  })

  it('without dates, the price sorts use the "from" price and still answer 200 in order', async () => {
    const body = await search({ sortBy: 'price_asc', page_size: 100 })
    expect(body.properties).toHaveLength(hotels.length)
  })

  it('rating: best score first, hotels without reviews last', async () => {
    const body = await search({ sortBy: 'rating', page_size: 100 })
    const ratings = body.properties.map((item) => item.rating)
    const rated = ratings.filter((rating): rating is number => rating !== null)
    expect(rated.length).toBeGreaterThan(1)
    expect(ratings.slice(0, rated.length)).toEqual(rated)
    expectDescending(rated, 'rating')
  })

  it('order: the group’s order, the same as /api/properties', async () => {
    const body = await search({ sortBy: 'order', page_size: 100 })
    expect(slugsOf(body)).toEqual(hotels.map((hotel) => hotel.slug))
  })

  it('nearest is the default sort', async () => {
    const point = { lat: 35.0, lng: 135.0 }
    expect(slugsOf(await search({ ...point, page_size: 100 }))).toEqual(slugsOf(await search({ ...point, sortBy: 'nearest', page_size: 100 })))
  })
})

// ---- filters -----------------------------------------------------------------------------------------

describe('minPrice and maxPrice, in whole units of the display currency', () => {
  const shownUnits = (item: Result) => Math.round(item.price!.display!.nightly_minor / 100)

  it.each(['USD', 'EUR'])('keep exactly the hotels whose price as shown lies within the bounds (%s)', async (currency) => {
    const all = await search({ ...STAY, currency, page_size: 100 })
    const prices = all.properties.map(shownUnits).sort((a, b) => a - b)
    const low = prices[2]!
    const high = prices[prices.length - 3]!
    expect(low).toBeLessThan(high)
    const expected = (min: number | null, max: number | null) =>
      all.properties
        .filter((item) => (min === null || shownUnits(item) >= min) && (max === null || shownUnits(item) <= max))
        .map((item) => item.slug)
        .sort()

    const fromLow = await search({ ...STAY, currency, minPrice: low, page_size: 100 })
    expect(slugsOf(fromLow).sort()).toEqual(expected(low, null))
    expect(fromLow.pagination.total).toBe(expected(low, null).length)
    const upToHigh = await search({ ...STAY, currency, maxPrice: high, page_size: 100 })
    expect(slugsOf(upToHigh).sort()).toEqual(expected(null, high))
    const between = await search({ ...STAY, currency, minPrice: low, maxPrice: high, page_size: 100 })
    expect(slugsOf(between).sort()).toEqual(expected(low, high))
    expect(between.properties.length).toBeLessThan(all.properties.length)
    for (const item of between.properties) {
      expect(shownUnits(item)).toBeGreaterThanOrEqual(low)
      expect(shownUnits(item)).toBeLessThanOrEqual(high)
    }
  })

  it('a price bound above every price leaves an empty list, not an error', async () => {
    const body = await search({ ...STAY, minPrice: 999_999_999, page_size: 100 })
    expect(body.properties).toEqual([])
    expect(body.pagination.total).toBe(0)
  })

  it('the same bound in another currency filters differently (it is read in the display currency)', async () => {
    const usd = await search({ ...STAY, maxPrice: 400, page_size: 100 })
    const jpy = await search({ ...STAY, maxPrice: 400, currency: 'JPY', page_size: 100 })
    expect(jpy.properties).toEqual([])
    expect(usd.properties.length).toBeGreaterThan(0)
  })
})

describe('amenities', () => {
  const having = (keys: string[]) =>
    hotels
      .filter((hotel) => keys.every((key) => facilities.get(hotel.slug)?.includes(key)))
      .map((hotel) => hotel.slug)
      .sort()

  it('every result has all the amenities asked, and every hotel that has them is there', async () => {
    // Pairs that some hotels have and others do not, so the filter has something to leave out.
    const counts = new Map<string, number>()
    for (const keys of facilities.values()) for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1)
    const partial = [...counts].filter(([, count]) => count > 1 && count < hotels.length).map(([key]) => key)
    expect(partial.length).toBeGreaterThan(1)
    for (const keys of [[partial[0]!], [partial[0]!, partial[1]!], ['wifi', partial.at(-1)!]]) {
      const body = await search({ amenities: keys.join(','), page_size: 100 })
      expect(slugsOf(body).sort(), keys.join(',')).toEqual(having(keys))
      for (const item of body.properties) for (const key of keys) expect(facilities.get(item.slug)).toContain(key)
      expect(body.properties.length).toBeLessThan(hotels.length)
    }
  })

  it('an amenity no hotel has: an empty list', async () => {
    const body = await search({ amenities: 'helipad-on-the-moon', page_size: 100 })
    expect(body.properties).toEqual([])
  })
})

// ---- destinations ------------------------------------------------------------------------------------

describe('destination', () => {
  const inPlace = (kind: 'country' | 'city', slug: string) =>
    hotels
      .filter((hotel) => hotel[kind]?.slug === slug)
      .map((hotel) => hotel.slug)
      .sort()

  it('a country: its hotels and only them', async () => {
    const country = hotels[0]!.country!.slug
    const body = await search({ destination: country, page_size: 100 })
    expect(body.destination).toMatchObject({ kind: 'country', slug: country })
    expect(slugsOf(body).sort()).toEqual(inPlace('country', country))
  })

  it('a city: its hotels and only them, by slug or by its name in another language', async () => {
    const kyoto = hotels.find((hotel) => hotel.city?.slug === 'kyoto')!
    for (const destination of ['kyoto', 'Kyoto', '京都']) {
      const body = await search({ destination })
      expect(body.destination).toMatchObject({ kind: 'city', slug: 'kyoto' })
      expect(slugsOf(body)).toEqual([kyoto.slug])
    }
  })

  it('a hotel’s slug: that hotel first, at distance 0', async () => {
    for (const hotel of hotels) {
      const body = await search({ destination: hotel.slug })
      expect(body.destination).toMatchObject({ kind: 'property', slug: hotel.slug })
      expect(body.properties[0]).toMatchObject({ slug: hotel.slug, distance_km: 0 })
    }
  })

  it('an unknown destination: 200 with an empty list that says why', async () => {
    const answer = await get('/api/search?destination=Atlantis')
    expect(answer.status).toBe(200)
    expect(answer.body.properties).toEqual([])
    expect(answer.body.pagination.total).toBe(0)
    expect(answer.body.unknown_destination).toBe(true)
    expect(answer.body.message).toContain('Atlantis')
  })
})

// ---- paging and languages ------------------------------------------------------------------------------

describe('page and page_size', () => {
  it('pages hold every hotel once, in one order, with the same total', async () => {
    const size = 4
    const pages: SearchBody[] = []
    for (let page = 1; page <= Math.ceil(hotels.length / size); page++) pages.push(await search({ ...STAY, sortBy: 'price_asc', page, page_size: size }))
    const slugs = pages.flatMap(slugsOf)
    expect(slugs).toHaveLength(hotels.length)
    expect(new Set(slugs).size).toBe(hotels.length)
    expect(slugs).toEqual(slugsOf(await search({ ...STAY, sortBy: 'price_asc', page_size: 100 })))
    for (const [index, body] of pages.entries()) {
      expect(body.pagination).toEqual({ page: index + 1, page_size: size, total: hotels.length, total_pages: Math.ceil(hotels.length / size) })
      expect(body.properties.length).toBe(Math.min(size, hotels.length - index * size))
    }
  })

  it('a page past the last is empty, with the same total', async () => {
    const body = await search({ page: 50, page_size: 10 })
    expect(body.properties).toEqual([])
    expect(body.pagination.total).toBe(hotels.length)
  })

  it('page_size defaults to 10', async () => {
    const body = await search({})
    expect(body.pagination.page_size).toBe(10)
    expect(body.properties.length).toBe(Math.min(10, hotels.length))
  })
})

describe('lang', () => {
  it('names become plain strings in the language asked', async () => {
    const multilingual = await search({ sortBy: 'order', page_size: 100 })
    for (const lang of ['fr', 'ja']) {
      const body = await search({ sortBy: 'order', page_size: 100, lang })
      for (const [index, item] of body.properties.entries()) {
        const names = multilingual.properties[index]!.name as ML
        expect(item.name).toBe(names[lang] ?? names.en)
        expect(item.city?.name).toBe((multilingual.properties[index]!.city!.name as ML)[lang])
      }
    }
    const japanese = await search({ destination: 'kyoto', lang: 'ja' })
    const english = await search({ destination: 'kyoto', lang: 'en' })
    expect(japanese.properties[0]?.city?.name).not.toBe(english.properties[0]?.city?.name)
    expect(japanese.properties[0]?.city?.name).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/)
  })
})

// ---- 400s ------------------------------------------------------------------------------------------------

describe('400 with a clear error, changing nothing', () => {
  it.each<[string, string, string]>([
    ['a date that does not exist', 'check_in=2027-02-30&check_out=2027-03-02', 'check_in'],
    ['a date in another format', 'check_in=17/05/2027&check_out=2027-05-20', 'check_in'],
    ['check-out not after check-in', 'check_in=2027-05-20&check_out=2027-05-20', 'check_out'],
    ['check-out before check-in', 'check_in=2027-05-20&check_out=2027-05-18', 'check_out'],
    ['one date without the other', 'check_in=2027-05-20', 'check_out'],
    ['a stay in the past', 'check_in=2020-01-10&check_out=2020-01-12', 'check_in'],
    ['a stay longer than 30 nights', 'check_in=2027-05-01&check_out=2027-06-15', 'check_out'],
    ['a latitude above 90', 'lat=91&lng=10', 'lat'],
    ['a latitude below -90', 'lat=-90.5&lng=10', 'lat'],
    ['a longitude above 180', 'lat=10&lng=180.01', 'lng'],
    ['a non-numeric latitude', 'lat=north&lng=10', 'lat'],
    ['a non-numeric longitude', 'lat=10&lng=1e2', 'lng'],
    ['a latitude without a longitude', 'lat=10', 'lng'],
    ['an unknown sortBy', 'sortBy=cheapest', 'sortBy'],
    ['a negative minPrice', 'minPrice=-5', 'minPrice'],
    ['a negative maxPrice', 'maxPrice=-1', 'maxPrice'],
    ['a non-numeric minPrice', 'minPrice=cheap', 'minPrice'],
    ['a non-numeric maxPrice', 'maxPrice=12abc', 'maxPrice'],
    ['minPrice above maxPrice', 'minPrice=300&maxPrice=100', 'maxPrice'],
    ['page_size over the maximum', 'page_size=101', 'page_size'],
    ['page 0', 'page=0', 'page'],
    ['an unknown currency', 'currency=XYZ', 'currency'],
    ['a currency in lower case', 'currency=eur', 'currency'],
    ['an unknown language', 'lang=xx', 'lang'],
    ['more rooms than adults', 'adults=1&rooms=2', 'rooms'],
    ['children without their ages', 'children=2', 'ages'],
    ['an amenity that is not a key', 'amenities=Pool!', 'amenities'],
  ])('%s', async (_what, query, field) => {
    const answer = await get<SearchBody>(`/api/search?${query}`)
    expect(answer.status, answer.text).toBe(400)
    expect(answer.body.error?.code).toBe('invalid_query')
    expect(answer.body.error?.message).toContain(field)
    expect(Object.keys(answer.body.error?.fields ?? {})).toContain(field)
    expect(answer.body.error?.fields?.[field]).toMatch(/\w{3,}/)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })
})

describe('odd queries: a 200 or a 400, never a 500', () => {
  const long = (length: number) => 'a'.repeat(length)
  const manyKeys = Array.from({ length: 31 }, (_, index) => `key-${index}`).join(',')
  const manyParams = Array.from({ length: 200 }, (_, index) => `p${index}=${index}`).join('&')
  it.each<[string, 200 | 400]>([
    ['', 200],
    ['destination=', 200],
    ['destination=%20%20%20', 200],
    [`destination=${long(120)}`, 200],
    [`destination=${long(121)}`, 400],
    [`destination=${long(4000)}`, 400],
    ['destination=%zz', 200],
    ['destination=%', 200],
    ['destination=%E0%A4%A', 200],
    ['destination=%C0%AF', 200],
    ['destination=%00', 200],
    ['destination=%0A%0D', 200],
    ['destination=<script>alert(1)</script>', 200],
    ["destination=' OR 1=1 --", 200],
    ['destination=%F0%9F%8F%A8', 200],
    ['destination=京都&lang=ja', 200],
    ['destination=เกียวโต', 200],
    ['destination=zürich', 200],
    ['destination=kyoto&destination=paris', 200],
    ['destination[]=kyoto', 200],
    ['destination[name]=kyoto', 200],
    ['%zz=1', 200],
    ['amenities[]=wifi', 200],
    ['amenities[]=wifi&amenities[]=pool', 200],
    ['amenities=wifi&amenities=pool', 200],
    ['amenities=,,,', 200],
    ['amenities=wifi,wifi,wifi', 200],
    [`amenities=${manyKeys}`, 400],
    [`amenities=${long(70)}`, 400],
    ['amenities=%00', 400],
    ['sortBy=price_asc&sortBy=nope', 200],
    ['sortBy=', 400],
    ['sortBy=PRICE_ASC', 400],
    ['sortBy[]=rating', 200],
    ['lat=&lng=', 400],
    ['lat=NaN&lng=NaN', 400],
    ['lat=Infinity&lng=0', 400],
    ['lat=0x10&lng=0', 400],
    ['lat=1,5&lng=2', 400],
    ['lat=%2035.0&lng=139', 200],
    ['lat=-0&lng=-0', 200],
    // Every digit JavaScript writes for a number (String(0.1 + 0.2)), as a client computing a position sends it.
    ['lat=0.30000000000000004&lng=139.69170639999999', 200],
    ['lat=90&lng=-180', 200],
    ['minPrice=', 400],
    ['minPrice=-', 400],
    ['minPrice=.', 400],
    ['minPrice=1e3', 400],
    ['minPrice=0&maxPrice=0', 200],
    ['minPrice=99999999999999999999', 400],
    ['maxPrice=12.5', 200],
    ['page=1.5', 400],
    ['page=-1', 400],
    ['page=99999999999', 400],
    ['page=%00', 400],
    ['page_size=0', 400],
    ['page_size=1e2', 400],
    ['page_size=100', 200],
    ['adults=0', 400],
    ['adults=13', 400],
    ['adults=two', 400],
    ['children=1&ages=5', 200],
    ['children=1&ages=99', 400],
    ['ages=4,,9', 400],
    ['rooms=10&adults=12', 400],
    ['check_in=2027-05-17&check_out=2027-05-20&check_in=2020-01-01', 200],
    ['check_in=2027-5-17&check_out=2027-5-20', 400],
    ['check_in=2027-05-17T00:00&check_out=2027-05-20', 400],
    ['check_in=9999-12-30&check_out=9999-12-31', 200],
    ['currency=EUR&currency=nope', 200],
    ['currency=', 400],
    ['lang=', 400],
    ['lang=EN', 400],
    [manyParams, 200],
    ['unknown=1&another=%zz', 200],
  ])('GET /api/search?%s → %i', async (query, status) => {
    const answer = await get<SearchBody>(`/api/search?${query}`)
    expect(answer.status, answer.text.slice(0, 300)).toBe(status)
    if (status === 400) expect(answer.body.error?.code).toBe('invalid_query')
    else expect(Array.isArray(answer.body.properties)).toBe(true)
  })
})

// ---- cache headers ---------------------------------------------------------------------------------------

describe('cache headers', () => {
  it('with dates the answer carries prices and rooms left: never stored', async () => {
    const answer = await get(`/api/search?${queryOf(STAY)}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('etag')).toBeNull()
  })

  it('without dates it is content: public, short max-age, stale-while-revalidate, with an ETag that answers 304', async () => {
    const answer = await get('/api/search?destination=japan')
    expect(answer.status).toBe(200)
    const cacheControl = answer.headers.get('cache-control') ?? ''
    expect(cacheControl).toMatch(/\bpublic\b/)
    expect(cacheControl).toMatch(/\bmax-age=\d+/)
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(300)
    expect(cacheControl).toMatch(/stale-while-revalidate=\d+/)
    const etag = answer.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await get('/api/search?destination=japan', { headers: { 'If-None-Match': etag! } })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
  })

  it('errors are never stored', async () => {
    const answer = await get('/api/search?sortBy=nope')
    expect(answer.status).toBe(400)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })
})

// ---- publishing -----------------------------------------------------------------------------------------

describe('a publish shows in the next search', () => {
  interface RatesGlobal {
    base_currency: string
    rates: { currency: string; rate: number }[]
  }
  let token = ''
  let saved: RatesGlobal | null = null

  async function saveRates(rates: RatesGlobal): Promise<void> {
    const response = await fetch(`${BASE_URL}/cms-api/globals/exchange-rates`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ base_currency: rates.base_currency, rates: rates.rates.map(({ currency, rate }) => ({ currency, rate })) }),
    })
    expect(response.status, await response.text()).toBe(200)
  }

  const asRates = (global: RatesGlobal): ExchangeRates => ({
    base: global.base_currency,
    rates: Object.fromEntries([[global.base_currency, 1], ...global.rates.map(({ currency, rate }) => [currency, rate])]),
    updated_at: null,
  })

  beforeAll(async () => {
    const login = await fetch(`${BASE_URL}/cms-api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STAFF) })
    expect(login.status, 'staff login from the seed').toBe(200)
    token = sessionToken(login.headers)
    const global = await fetch(`${BASE_URL}/cms-api/globals/exchange-rates?depth=0`, { headers: { Authorization: `JWT ${token}` } })
    saved = (await global.json()) as RatesGlobal
  })

  afterAll(async () => {
    if (saved) await saveRates(saved)
  })

  it('new exchange rates convert the very next search’s prices, and the old ones are back after', async () => {
    const original = saved!
    const eur = original.rates.find((row) => row.currency === 'EUR')!
    const before = await search({ ...STAY, currency: 'EUR', page_size: 100 })
    const changed = { ...original, rates: original.rates.map((row) => (row.currency === 'EUR' ? { ...row, rate: Math.round(eur.rate * 2 * 1e6) / 1e6 } : row)) }
    await saveRates(changed)
    const after = await search({ ...STAY, currency: 'EUR', page_size: 100 })
    for (const item of after.properties) {
      if (item.price!.currency === 'EUR') continue
      expect(item.price!.display!.amount_minor, item.slug).toBe(convertMinor(item.price!.amount_minor, item.price!.currency, 'EUR', asRates(changed)))
    }
    expect(after.properties.map((item) => item.price!.display!.amount_minor)).not.toEqual(before.properties.map((item) => item.price!.display!.amount_minor))

    await saveRates(original)
    saved = null
    const restored = await search({ ...STAY, currency: 'EUR', page_size: 100 })
    expect(restored.properties.map((item) => item.price!.display!.amount_minor)).toEqual(before.properties.map((item) => item.price!.display!.amount_minor))
  })
})

// ---- live inventory --------------------------------------------------------------------------------------

describe('rooms left are read live', () => {
  const stay = { check_in: '2028-11-06', check_out: '2028-11-08' }
  const email = `search.test.${randomUUID().slice(0, 8)}@example.com`
  let reference = ''

  afterAll(async () => {
    if (!reference) return
    await fetch(`${BASE_URL}/api/bookings/${reference}/cancel`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address() },
      body: JSON.stringify({ email }),
    })
  })

  it('a booking made just before takes its room off the next search, and a cancellation puts it back', async () => {
    const hotel = hotels.at(-1)!
    const before = (await search({ ...stay, destination: hotel.slug })).properties[0]!
    expect(before.slug).toBe(hotel.slug)
    const availability = await get<AvailabilityResponse>(`/api/availability?${queryOf({ property: hotel.slug, ...stay, adults: 2, rooms: 1 })}`)
    const room = availability.body.rooms.find((option) => option.available > 0 && option.rates.some((rate) => rate.rate_plan.refundable))!
    const rate = room.rates.find((option) => option.rate_plan.refundable)!

    const booked = await fetch(`${BASE_URL}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': address() },
      body: JSON.stringify({
        property: hotel.slug,
        room_type: room.room_type.slug,
        rate_plan: rate.rate_plan.code,
        ...stay,
        adults: 2,
        rooms: 1,
        guest: { first_name: 'Search', last_name: 'Test', email },
      }),
    })
    const summary = (await booked.json()) as BookingSummary
    expect(booked.status, JSON.stringify(summary)).toBe(201)
    reference = summary.reference

    const after = (await search({ ...stay, destination: hotel.slug })).properties[0]!
    expect(after.rooms_left).toBe(before.rooms_left! - 1)

    const cancelled = await fetch(`${BASE_URL}/api/bookings/${reference}/cancel`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address() },
      body: JSON.stringify({ email }),
    })
    expect(cancelled.status).toBe(200)
    reference = ''
    const restored = (await search({ ...stay, destination: hotel.slug })).properties[0]!
    expect(restored.rooms_left).toBe(before.rooms_left)
  })
})
