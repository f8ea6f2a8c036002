/**
 * The back office's rates-and-availability calendar over real HTTP, against the suite's server
 * (TEST_BASE_URL) and its seeded database:
 *
 * - its numbers are the booking engine's: for a night at the Paris hotel with one room booked, each room
 *   type's rooms left and each rate plan's nightly price agree with GET /api/availability for that night;
 * - the manager of the French hotels bulk-sets stop-sell, a minimum stay and a price on the weekdays of a
 *   range, and exactly those nights change (the public rates follow); lifting stop-sell from one weekday
 *   lifts it there only;
 * - another hotel's calendar and bulk edit are refused to that manager (403), and to an anonymous caller
 *   (401) or another site's page (403), and nothing changes.
 *
 * Its nights are in 2031, after every other test's stays, so the stop-sell it sets sells nobody short.
 */
import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import type { AvailabilityResponse } from '@/lib/booking-api'
import type { RatesCalendar } from '@/services/rates-calendar'

import { sessionToken } from '../support/session'

const BASE = process.env.TEST_BASE_URL
if (!BASE) throw new Error('TEST_BASE_URL is not set: run the suite with `npm test`.')

const MANAGER = { email: 'manager@aurelia-hotels.example', password: 'aurelia-manager-2026' }
const EDITOR = { email: 'editor@aurelia-hotels.example', password: 'aurelia-editor-2026' }
const PARIS = 'aurelia-paris-saint-germain'
const ZURICH = 'aurelia-zurich-lakeside'

const tokens = { manager: '', editor: '' }
const hotels = new Map<string, number>()
let address = 0

async function signIn(credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${BASE}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.18.61.${(address += 1)}` },
    body: JSON.stringify(credentials),
  })
  expect(response.status, `sign-in of ${credentials.email}`).toBe(200)
  return sessionToken(response.headers)
}

const auth = (token: string | null): Record<string, string> => (token ? { Authorization: `JWT ${token}` } : {})

async function calendarResponse(token: string | null, property: number, from: string, days: number): Promise<Response> {
  return fetch(`${BASE}/api/staff/rates-calendar?property=${property}&from=${from}&days=${days}&lang=en`, { headers: auth(token) })
}

async function calendar(property: number, from: string, days: number, token = tokens.editor): Promise<RatesCalendar> {
  const response = await calendarResponse(token, property, from, days)
  expect(response.status, await response.clone().text()).toBe(200)
  return (await response.json()) as RatesCalendar
}

function bulk(token: string | null, body: unknown, origin: string | null = BASE!): Promise<Response> {
  return fetch(`${BASE}/api/staff/rates-calendar`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}), ...auth(token) },
    body: JSON.stringify(body),
  })
}

async function availability(property: string, checkIn: string, adults: number): Promise<AvailabilityResponse> {
  const next = new Date(Date.parse(`${checkIn}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  const query = new URLSearchParams({ property, check_in: checkIn, check_out: next, adults: String(adults), rooms: '1' })
  const response = await fetch(`${BASE}/api/availability?${query}`, { headers: { 'X-Forwarded-For': `198.18.62.${(address += 1) % 250}` } })
  expect(response.status).toBe(200)
  return (await response.json()) as AvailabilityResponse
}

const night = (data: RatesCalendar, roomSlug: string, date: string) => {
  const found = data.room_types.find((room) => room.slug === roomSlug)?.nights.find((item) => item.date === date)
  if (!found) throw new Error(`no night ${date} of ${roomSlug} in the calendar`)
  return found
}
/** 1 Monday … 7 Sunday. */
const weekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1

beforeAll(async () => {
  tokens.manager = await signIn(MANAGER)
  tokens.editor = await signIn(EDITOR)
  const response = await fetch(`${BASE}/cms-api/properties?depth=0&limit=100&select[slug]=true`, { headers: auth(tokens.editor) })
  for (const doc of ((await response.json()) as { docs: { id: number; slug: string }[] }).docs) hotels.set(doc.slug, doc.id)
}, 60_000)

describe('the rates calendar', () => {
  it('shows the booking engine’s numbers: rooms left and each rate’s nightly price agree with GET /api/availability', async () => {
    const date = '2031-01-15'
    const paris = hotels.get(PARIS)!
    const before = await calendar(paris, '2031-01-01', 31)
    const room = before.room_types[0]!
    // One room booked that night, as a guest books it.
    const offer = await availability(PARIS, date, room.base_occupancy)
    const response = await fetch(`${BASE}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': `198.18.63.${(address += 1) % 250}` },
      body: JSON.stringify({
        property: PARIS,
        room_type: room.slug,
        rate_plan: offer.rooms.find((option) => option.room_type.slug === room.slug)!.rates[0]!.rate_plan.code,
        check_in: date,
        check_out: '2031-01-16',
        adults: room.base_occupancy,
        rooms: 1,
        guest: { first_name: 'Cal', last_name: 'Endar', email: 'cal.endar@example.com' },
      }),
    })
    expect(response.status, await response.text()).toBe(201)

    const after = await calendar(paris, '2031-01-01', 31)
    expect(after.property).toMatchObject({ slug: PARIS, currency: 'EUR', on_sale: true })
    const booked = night(after, room.slug, date)
    expect(booked.booked).toBe(night(before, room.slug, date).booked + 1)
    expect(booked.left).toBe(booked.on_sale - booked.booked)

    for (const shown of after.room_types) {
      const public_ = await availability(PARIS, date, shown.base_occupancy)
      const option = public_.rooms.find((item) => item.room_type.slug === shown.slug)!
      const cell = night(after, shown.slug, date)
      expect(option.available, shown.slug).toBe(cell.left)
      expect(cell.stop_sell).toBe(false)
      const prices = Object.fromEntries(option.rates.map((rate) => [rate.rate_plan.code, rate.nightly[0]!.amount_minor]))
      const planned = Object.fromEntries(Object.entries(cell.prices).filter(([, price]) => price !== null))
      expect(planned, shown.slug).toEqual(prices)
      expect(Object.keys(planned).length).toBeGreaterThan(0)
    }
  })

  it('lets the hotel’s manager stop selling, set a minimum stay and a price on the weekdays of a range, and nothing else changes', async () => {
    const paris = hotels.get(PARIS)!
    const before = await calendar(paris, '2031-03-01', 31, tokens.manager)
    const room = before.room_types[1] ?? before.room_types[0]!
    const other = before.room_types.find((item) => item.id !== room.id)
    const plan = before.rate_plans[0]!
    // Monday to Friday from Monday 3 to Sunday 16 March 2031.
    const edit = { property: paris, room_types: [room.id], from: '2031-03-03', to: '2031-03-16', weekdays: [1, 2, 3, 4, 5] }
    const response = await bulk(tokens.manager, { ...edit, change: { stop_sell: true, min_stay: 3, price: { rate_plan: plan.code, nightly_minor: 43_210 } } })
    expect(response.status, await response.clone().text()).toBe(200)
    const result = (await response.json()) as { nights: string[] }
    expect(result.nights).toHaveLength(10)

    const after = await calendar(paris, '2031-03-01', 31, tokens.manager)
    for (const { date } of room.nights) {
      const chosen = date >= edit.from && date <= edit.to && weekday(date) <= 5
      const was = night(before, room.slug, date)
      const now = night(after, room.slug, date)
      if (chosen) {
        expect(now, date).toMatchObject({ stop_sell: true, left: 0, min_stay: 3 })
        expect(now.prices[plan.code], date).toBe(43_210)
      } else {
        expect(now, date).toEqual(was)
      }
    }
    // Another room type of the hotel is untouched.
    if (other) expect(after.room_types.find((item) => item.id === other.id)).toEqual(other)

    // The public rates follow: sold out on a Wednesday of the range, on sale on its Saturday.
    const wednesday = (await availability(PARIS, '2031-03-05', room.base_occupancy)).rooms.find((item) => item.room_type.slug === room.slug)!
    expect(wednesday).toMatchObject({ available: 0, unavailable_reason: 'sold_out' })
    const saturday = (await availability(PARIS, '2031-03-08', room.base_occupancy)).rooms.find((item) => item.room_type.slug === room.slug)!
    expect(saturday.available).toBe(night(before, room.slug, '2031-03-08').left)

    // Lifting stop-sell from the Wednesdays lifts it there only; the minimum stay and price stay.
    const lift = await bulk(tokens.manager, { ...edit, weekdays: [3], change: { stop_sell: false } })
    expect(lift.status, await lift.clone().text()).toBe(200)
    const lifted = await calendar(paris, '2031-03-01', 31, tokens.manager)
    for (const date of ['2031-03-05', '2031-03-12']) {
      expect(night(lifted, room.slug, date)).toMatchObject({ stop_sell: false, left: night(before, room.slug, date).left, min_stay: 3 })
      expect(night(lifted, room.slug, date).prices[plan.code]).toBe(43_210)
    }
    for (const date of ['2031-03-04', '2031-03-06', '2031-03-13']) expect(night(lifted, room.slug, date).stop_sell, date).toBe(true)
    const reopened = (await availability(PARIS, '2031-03-12', room.base_occupancy)).rooms.find((item) => item.room_type.slug === room.slug)!
    expect(reopened.available).toBeGreaterThan(0)
    expect(reopened.rates.find((rate) => rate.rate_plan.code === plan.code)?.nightly[0]?.amount_minor).toBe(43_210)
  })

  it('refuses another hotel to a property manager, and any change to an anonymous caller or another site, changing nothing', async () => {
    const zurich = hotels.get(ZURICH)!
    const paris = hotels.get(PARIS)!
    const before = await calendar(zurich, '2031-05-01', 31)
    const room = before.room_types[0]!
    const edit = { property: zurich, room_types: [room.id], from: '2031-05-05', to: '2031-05-09', weekdays: [1, 2, 3, 4, 5], change: { stop_sell: true } }

    const foreign = await bulk(tokens.manager, edit)
    expect(foreign.status).toBe(403)
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe('forbidden')
    expect((await calendarResponse(tokens.manager, zurich, '2031-05-01', 31)).status).toBe(403)
    // Zurich's room type under the manager's own hotel is no way round.
    expect((await bulk(tokens.manager, { ...edit, property: paris })).status).toBe(400)
    expect((await bulk(null, edit)).status).toBe(401)
    expect((await calendarResponse(null, zurich, '2031-05-01', 31)).status).toBe(401)
    // The editor's own session, sent by another site's page.
    expect((await bulk(tokens.editor, edit, 'https://elsewhere.example')).status).toBe(403)
    // Not a bulk edit at all.
    expect((await bulk(tokens.manager, { ...edit, property: paris, room_types: [], weekdays: [9] })).status).toBe(400)

    expect(await calendar(zurich, '2031-05-01', 31)).toEqual(before)
    const monday = (await availability(ZURICH, '2031-05-05', room.base_occupancy)).rooms.find((item) => item.room_type.slug === room.slug)!
    expect(monday.available).toBe(night(before, room.slug, '2031-05-05').left)
    expect(monday.unavailable_reason).toBeNull()
  })
})
