/**
 * One "from" price per hotel, over real HTTP against `next start` and the seeded database: for every
 * published hotel, the number GET /api/properties answers is the one GET /api/properties-detail and
 * GET /api/search (without dates) answer, for the stay the API names beside it; and it is the price the
 * pages show — the /listing card, its map pin, the hotel's own page and the search results — in two
 * languages that write prices differently (English, German) and, on the search results, in two display
 * currencies (USD and EUR: for each hotel one of them is not its own, so the approximate price and the
 * hotel's own price beside it are both checked).
 *
 * Every expected text is built from the API's own answers (its formatted prices, the interface texts of
 * /api/label), never copied from the seed.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { decodeHtml } from '../support/html'

const BASE_URL = process.env.TEST_BASE_URL
if (!BASE_URL) throw new Error('TEST_BASE_URL is not set: run the suite with `npm test`.')

const LANGS = ['en', 'de'] as const
const CURRENCIES = ['USD', 'EUR'] as const
type Lang = (typeof LANGS)[number]

/** The stay every "from" price is for, as the API states it (src/services/from-price-rule.ts). */
const FROM_PRICE_STAY = { nights: 1, adults: 2, children: 0, rooms: 1, dates: null, taxes_and_fees_included: true }

interface Hotel {
  slug: string
  currency: string
  lat: number | null
  from_price_minor: number | null
  from_price_stay: unknown
}

interface SearchPrice {
  amount_minor: number
  currency: string
  nights: number
  nightly_minor: number
  nightly_formatted: string
  display: { currency: string; nightly_minor: number; nightly_formatted: string } | null
}

interface SearchResult {
  slug: string
  currency: string
  price: SearchPrice | null
  from_price: SearchPrice | null
}

async function json<T>(path: string): Promise<T> {
  const response = await fetch(new URL(path, BASE_URL))
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

async function html(path: string): Promise<string> {
  const response = await fetch(new URL(path, BASE_URL))
  expect(response.status, path).toBe(200)
  return response.text()
}

const decode = (text: string) => decodeHtml(text.replace(/<!-- -->/g, ''))

const localized = (lang: Lang, path: string) => (lang === 'en' ? path : `/${lang}${path}`)

/** The text of the element with this data-testid inside `fragment` (null when there is none). */
function testIdText(fragment: string, testId: string): string | null {
  const match = new RegExp(`data-testid="${testId}"[^>]*>([^]*?)</p>`).exec(fragment)
  return match ? decode(match[1]!).trim() : null
}

/** The <article> of a page that holds `marker` (a link to the hotel, or its data-slug). */
function articleWith(page: string, marker: string): string {
  const article = page.split('<article').find((chunk) => chunk.includes(marker))
  expect(article, `an article with ${marker}`).toBeDefined()
  return article!.slice(0, article!.indexOf('</article>'))
}

let hotels: Hotel[] = []
const labels = new Map<Lang, Map<string, string>>()
/** /api/search without dates, by language and display currency, by slug. */
const searched = new Map<string, Map<string, SearchResult>>()

const label = (lang: Lang, key: string, price: string) => {
  const text = labels.get(lang)?.get(key)
  expect(text, `${lang} label ${key}`).toBeTruthy()
  return text!.replace('{price}', price)
}

const searchOf = (lang: Lang, currency: string, slug: string) => {
  const result = searched.get(`${lang} ${currency}`)?.get(slug)
  expect(result, `${slug} in /api/search (${lang}, ${currency})`).toBeDefined()
  return result!
}

beforeAll(async () => {
  const list = await json<{ properties: Hotel[]; pagination: { total: number } }>('/api/properties?sort_by=order&page_size=100')
  hotels = list.properties
  expect(hotels.length).toBe(list.pagination.total)
  for (const lang of LANGS) {
    const body = await json<{ labels: { key: string; value: string }[] }>(`/api/label?lang=${lang}`)
    labels.set(lang, new Map(body.labels.map((item) => [item.key, item.value])))
    for (const currency of CURRENCIES) {
      const search = await json<{ properties: SearchResult[]; pagination: { total: number } }>(`/api/search?lang=${lang}&currency=${currency}&page_size=50`)
      expect(search.pagination.total).toBe(hotels.length)
      searched.set(`${lang} ${currency}`, new Map(search.properties.map((result) => [result.slug, result])))
    }
  }
}, 120_000)

describe('the "from" price in the API', () => {
  it('names the stay it is for, and is the same number in /api/properties, /api/properties-detail and /api/search', async () => {
    expect(hotels.length).toBeGreaterThanOrEqual(8)
    for (const hotel of hotels) {
      expect(hotel.from_price_stay, hotel.slug).toEqual(FROM_PRICE_STAY)
      expect(Number.isInteger(hotel.from_price_minor), `${hotel.slug}: ${hotel.from_price_minor}`).toBe(true)
      const detail = await json<{ properties: Hotel[] }>(`/api/properties-detail?corporate_id=aurelia&slug=${hotel.slug}`)
      expect(detail.properties[0]!.from_price_minor, `${hotel.slug} in properties-detail`).toBe(hotel.from_price_minor)
      expect(detail.properties[0]!.from_price_stay).toEqual(FROM_PRICE_STAY)
      for (const lang of LANGS) {
        for (const currency of CURRENCIES) {
          const result = searchOf(lang, currency, hotel.slug)
          expect(result.price).toBeNull()
          expect(result.from_price, `${hotel.slug} in /api/search (${lang}, ${currency})`).toMatchObject({
            amount_minor: hotel.from_price_minor,
            nightly_minor: hotel.from_price_minor,
            nights: 1,
            currency: hotel.currency,
          })
        }
      }
    }
  })

  it('is all-in: taxes and fees on top of the lowest nightly rate, never the bare rate', async () => {
    for (const hotel of hotels) {
      const detail = await json<{ properties: { rate_plans: { prices: { nightly_minor: number }[] }[] }[] }>(
        `/api/properties-detail?corporate_id=aurelia&slug=${hotel.slug}`,
      )
      const rates = detail.properties[0]!.rate_plans.flatMap((plan) => plan.prices.map((price) => price.nightly_minor))
      // Every demo hotel charges a tax or a fee (VAT, city tax, service charge).
      expect(hotel.from_price_minor!, hotel.slug).toBeGreaterThan(Math.min(...rates))
    }
  })
})

describe.each(LANGS)('the "from" price on the pages (%s)', (lang) => {
  /** The hotel's "from" price as its cards say it in this language, from the API's formatted price. */
  const cardText = (hotel: Hotel) => label(lang, 'property.from_price', searchOf(lang, 'USD', hotel.slug).from_price!.nightly_formatted)

  it('each /listing card and map pin shows the API’s price', async () => {
    const page = await html(localized(lang, '/listing'))
    // The map's pins travel to the browser as JSON in the page's flight data.
    const flight = decode(page).replace(/\\"/g, '"')
    for (const hotel of hotels) {
      const expected = cardText(hotel)
      const card = articleWith(page, `href="${localized(lang, `/listing/${hotel.slug}`)}"`)
      expect(testIdText(card, 'property-price'), `${hotel.slug} card`).toBe(expected)
      if (hotel.lat !== null) expect(flight, `${hotel.slug} pin`).toContain(`"priceText":${JSON.stringify(expected)}`)
    }
  })

  it('each hotel’s own page shows the API’s price, and its cheapest room and rate is that price', async () => {
    for (const hotel of hotels) {
      const page = await html(localized(lang, `/listing/${hotel.slug}`))
      const expected = cardText(hotel)
      expect(testIdText(page, 'property-price'), `${hotel.slug} page`).toBe(expected)
      const rooms = page.slice(page.indexOf('id="rooms"'), page.indexOf('id="facilities"'))
      // Each rate of each room says its price with the same words; the hotel's is the cheapest of them.
      const prices = [...rooms.matchAll(/<p class="text-sm">([^<]*)<\/p>/g)].map((match) => decode(match[1]!))
      expect(prices.length, `${hotel.slug} rooms`).toBeGreaterThan(0)
      expect(prices, `${hotel.slug} rooms`).toContain(expected)
    }
  })

  it.each(CURRENCIES)('each search result in %s shows the API’s price, approximately converted, with the hotel’s own beside', async (currency) => {
    const page = await html(localized(lang, `/search-result?currency=${currency}&page_size=50`))
    for (const hotel of hotels) {
      const result = searchOf(lang, currency, hotel.slug)
      const price = result.from_price!
      const card = articleWith(page, `data-slug="${hotel.slug}"`)
      // Converted, approximate; in the hotel's own currency the price is exact and said so.
      const converted = price.display && price.display.currency !== hotel.currency ? price.display : null
      const amount = converted ? label(lang, 'search.approximate', converted.nightly_formatted) : price.nightly_formatted
      expect(testIdText(card, 'result-display-price'), `${hotel.slug} result`).toBe(label(lang, 'search.from_price', amount))
      if (price.display && price.display.currency !== hotel.currency) {
        expect(price.display.currency).toBe(currency)
        expect(testIdText(card, 'result-hotel-price'), `${hotel.slug} hotel price`).toBe(label(lang, 'search.hotel_price', price.nightly_formatted))
      }
      // The hotel's own price here is the one its card on /listing shows.
      expect(cardText(hotel)).toBe(label(lang, 'property.from_price', price.nightly_formatted))
    }
  })
})
