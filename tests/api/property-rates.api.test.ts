/**
 * The rates page's first rates come from the server (issue 21 item 9, issue 23 item 2), over real HTTP
 * against `next start` and the seeded database: /ja/property/{slug} with a stay in its address has the
 * prices in its HTML, each equal to GET /api/availability's total for that stay, and the same rates as
 * schema.org JSON-LD (Hotel → HotelRoom → Offer with a priceSpecification that states the stay, the
 * guests, the currency and the all-in total). Dated addresses have the undated page as canonical; an
 * address with impossible or malformed values is the normal page with a message.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { labels } from '../../seed/content/labels'
import { decodeHtml as decode } from '../support/html'

const BASE_URL = process.env.TEST_BASE_URL
if (!BASE_URL) throw new Error('TEST_BASE_URL is not set: run the suite with `npm test`.')

const HOTEL = 'aurelia-kyoto-higashiyama'
const DAY_MS = 86_400_000
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

interface PriceLine {
  label: string
  amount_minor: number
  included: boolean
}
interface Availability {
  check_in: string
  check_out: string
  nights: number
  currency: string
  rooms: {
    room_type: { slug: string; name: string }
    available: number
    unavailable_reason: string | null
    rates: { rate_plan: { code: string }; room_total_minor: number; taxes_and_fees: PriceLine[]; total_minor: number; total_formatted: string }[]
  }[]
}

interface JsonLdOffer {
  '@type': string
  price: string
  priceCurrency: string
  url: string
  availabilityStarts: string
  availabilityEnds: string
  itemOffered: { '@type': string; '@id': string; occupancy: { value: number } }
  priceSpecification: {
    '@type': string
    price: string
    priceCurrency: string
    valueAddedTaxIncluded: boolean
    validFrom: string
    validThrough: string
    eligibleQuantity: { value: number; unitCode: string }
    priceComponent: { '@type': string; price: string; priceCurrency: string }[]
  }
}

async function page(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

/** The totals the page draws on the rate rows, in the HTML as it comes from the server. */
const rateTotals = (html: string) => [...html.matchAll(/data-testid="rate-total"[^>]*>([^<]+)</g)].map((match) => decode(match[1]!).trim())

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
}

const yen = (minor: number) => String(minor) // JPY has no minor unit

describe('the rates page draws its first rates on the server', () => {
  let stay: { check_in: string; check_out: string }
  let api: Availability
  let html: string

  beforeAll(async () => {
    const calendar = (await (await fetch(`${BASE_URL}/api/availability/calendar?property=${HOTEL}&days=60&adults=2&rooms=1`)).json()) as {
      today: string
      days: { date: string; status: string; min_stay: number | null }[]
    }
    const open = new Map(calendar.days.map((day) => [day.date, day]))
    const start = calendar.days.find(
      (day) => day.date >= addDays(calendar.today, 12) && [0, 1].every((offset) => open.get(addDays(day.date, offset))?.status === 'open') && (day.min_stay ?? 1) <= 2,
    )!
    stay = { check_in: start.date, check_out: addDays(start.date, 2) }
    const query = `check_in=${stay.check_in}&check_out=${stay.check_out}&adults=2`
    const [answer, drawn] = await Promise.all([fetch(`${BASE_URL}/api/availability?property=${HOTEL}&${query}&lang=ja`), page(`/ja/property/${HOTEL}?${query}`)])
    expect(answer.status).toBe(200)
    api = (await answer.json()) as Availability
    expect(drawn.status).toBe(200)
    html = drawn.html
  })

  const bookable = () => api.rooms.filter((room) => room.unavailable_reason === null && room.available > 0 && room.rates.length > 0)

  it('has every rate of the stay in its HTML at the API’s all-in total', () => {
    const expected = bookable().flatMap((room) => room.rates.map((rate) => rate.total_formatted))
    expect(expected.length).toBeGreaterThan(1)
    expect(rateTotals(html).sort()).toEqual([...expected].sort())
    // Streamed: the hero and the breadcrumbs come first, the rates after them.
    expect(html.indexOf('<h1')).toBeGreaterThan(0)
    expect(html.indexOf('<h1')).toBeLessThan(html.indexOf('data-testid="rate-total"'))
  })

  it('states each rate as schema.org JSON-LD: the stay, the guests, the currency and the all-in total', () => {
    const hotel = jsonLd(html).find((data) => data['@type'] === 'Hotel' && Array.isArray(data.makesOffer))
    expect(hotel, 'a Hotel with offers').toBeTruthy()
    const offers = hotel!.makesOffer as JsonLdOffer[]
    const rooms = hotel!.containsPlace as { '@type': string; '@id': string; name: string }[]
    expect(rooms.map((room) => room.name).sort()).toEqual(
      bookable()
        .map((room) => room.room_type.name)
        .sort(),
    )
    const rates = bookable().flatMap((room) => room.rates.map((rate) => ({ room, rate })))
    expect(offers).toHaveLength(rates.length)
    for (const { room, rate } of rates) {
      const offer = offers.find((item) => item.url.includes(`room=${room.room_type.slug}&rate=${rate.rate_plan.code}`))!
      expect(offer, `${room.room_type.slug} ${rate.rate_plan.code}`).toBeTruthy()
      expect(offer['@type']).toBe('Offer')
      expect(offer.price).toBe(yen(rate.total_minor))
      expect(offer.priceCurrency).toBe('JPY')
      expect(offer.itemOffered['@type']).toBe('HotelRoom')
      expect(rooms.some((place) => place['@id'] === offer.itemOffered['@id'])).toBe(true)
      expect(offer.itemOffered.occupancy.value).toBe(2)
      expect([offer.availabilityStarts, offer.availabilityEnds]).toEqual([stay.check_in, stay.check_out])
      const spec = offer.priceSpecification
      expect(spec['@type']).toBe('CompoundPriceSpecification')
      expect(spec).toMatchObject({
        price: yen(rate.total_minor),
        priceCurrency: 'JPY',
        valueAddedTaxIncluded: true,
        validFrom: stay.check_in,
        validThrough: stay.check_out,
      })
      expect(spec.eligibleQuantity).toMatchObject({ value: api.nights, unitCode: 'DAY' })
      expect(api.nights).toBe(2)
      // The room price and each tax or fee added to it make up the total.
      expect(spec.priceComponent.every((part) => part['@type'] === 'UnitPriceSpecification' && part.priceCurrency === 'JPY')).toBe(true)
      expect(spec.priceComponent.reduce((sum, part) => sum + Number(part.price), 0)).toBe(rate.total_minor)
    }
  })

  it('folds dated addresses into the undated page: its canonical, and no noindex', async () => {
    expect(html).toContain(`<link rel="canonical" href="${BASE_URL}/ja/property/${HOTEL}"`)
    expect(html).not.toContain('name="robots"')
    const undated = await page(`/ja/property/${HOTEL}`)
    expect(undated.status).toBe(200)
    expect(undated.html).toContain(`<link rel="canonical" href="${BASE_URL}/ja/property/${HOTEL}"`)
    expect(undated.html).toContain(labels['booking.choose_dates_prompt'].ja)
    expect(rateTotals(undated.html)).toEqual([])
  })

  it('serves the undated page from the cache and draws a dated address per request, in every language', async () => {
    for (const prefix of ['', '/ja', '/th']) {
      // Undated: static, kept whole after its first request.
      await page(`${prefix}/property/${HOTEL}`)
      const again = await fetch(`${BASE_URL}${prefix}/property/${HOTEL}?utm_source=news`, { redirect: 'manual' })
      await again.arrayBuffer()
      expect({ prefix, status: again.status, cache: again.headers.get('x-nextjs-cache') }).toEqual({ prefix, status: 200, cache: 'HIT' })
      // Dated: drawn for this stay (never a cached page of another), with its prices in the HTML.
      for (const attempt of [1, 2]) {
        const response = await fetch(`${BASE_URL}${prefix}/property/${HOTEL}?check_in=${stay.check_in}&check_out=${stay.check_out}&adults=2`, { redirect: 'manual' })
        const body = await response.text()
        expect({ prefix, attempt, status: response.status, cache: response.headers.get('x-nextjs-cache') }).toEqual({ prefix, attempt, status: 200, cache: null })
        expect(rateTotals(body).length, `${prefix} rates in the HTML`).toBeGreaterThan(0)
      }
    }
  })

  it('answers 404 for an unknown hotel, dated or not, and for the per-request page asked for without dates', async () => {
    for (const path of [
      '/ja/property/no-such-hotel',
      `/ja/property/no-such-hotel?check_in=${stay.check_in}&check_out=${stay.check_out}`,
      `/property/no-such-hotel?check_out=${stay.check_out}`,
      `/ja/property/${HOTEL}/stay`,
      `/property/${HOTEL}/stay`,
    ])
      expect({ path, status: (await page(path)).status }).toEqual({ path, status: 404 })
  })

  it('answers impossible or malformed stays with the normal page and a message, never an error', async () => {
    const cases = [
      `check_in=2026-02-30&check_out=2026-03-02&adults=2`,
      `check_in=abc&check_out=&adults=zwei&rooms=-1`,
      `check_in=2020-01-10&check_out=2020-01-12&adults=2`,
    ]
    for (const query of cases) {
      const drawn = await page(`/ja/property/${HOTEL}?${query}`)
      expect(drawn.status, query).toBe(200)
      expect(drawn.html, query).toContain(`<h1`)
      expect(rateTotals(drawn.html), query).toEqual([])
      expect(decode(drawn.html), query).toContain(labels['booking.error_dates'].ja)
    }
    // More rooms than adults: the stay box's own advice.
    const rooms = await page(`/ja/property/${HOTEL}?check_in=${stay.check_in}&check_out=${stay.check_out}&adults=1&rooms=3`)
    expect(rooms.status).toBe(200)
    expect(rateTotals(rooms.html)).toEqual([])
    expect(decode(rooms.html)).toContain(labels['booking.rooms_need_adults'].ja)
  })
})
