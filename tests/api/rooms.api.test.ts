/**
 * Several rooms, each with its own party, over real HTTP (api-contract: Booking endpoints), against a
 * `next start` of its own on a copy of the suite's seeded SQLite database:
 *
 * - GET /api/availability reads `adults=2,1&children=0,1&ages=8` (one count per room, ages room by room):
 *   each rate lists each room's nights and child supplements, adding up to the total; a room type holds
 *   the stay only if every room's party fits it; plain counts still spread the party evenly.
 * - POST /api/bookings reads `room_parties`; the booking keeps each room's party and lines.
 * - 400 for per-room counts that do not match, a room without an adult, totals that contradict the
 *   rooms; 422 too_many_guests naming the room that does not fit.
 *
 * Paris deluxe-courtyard holds 2 adults and 1 child a room; the stay is 3 nights in September 2027.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AvailabilityResponse, BookingSummary, RateOption } from '@/lib/booking-api'

import { type NextServer, projectRoot, startNextServer, testPort } from '../support/next-server'

const PARIS = 'aurelia-paris-saint-germain'
const STAY = `property=${PARIS}&check_in=2027-09-13&check_out=2027-09-16`

let workDir = ''
let server: NextServer
let addressCount = 0
const newAddress = () => `198.19.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`

interface Answer<T> {
  status: number
  body: T & { error?: { code: string; message: string; fields?: Record<string, string> } }
  text: string
}

async function answer<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text()
  let body = {} as Answer<T>['body']
  try {
    body = JSON.parse(text) as Answer<T>['body']
  } catch {
    // Not JSON: the assertions on status and text say what came back.
  }
  return { status: response.status, body, text }
}

const get = async (query: string) =>
  answer<AvailabilityResponse>(await fetch(`${server.url}/api/availability?${query}`, { headers: { 'X-Forwarded-For': newAddress() } }))

async function post(body: unknown): Promise<Answer<BookingSummary>> {
  const response = await fetch(`${server.url}/api/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': newAddress() },
    body: JSON.stringify(body),
  })
  return answer<BookingSummary>(response)
}

function flexOf(result: AvailabilityResponse, room = 'deluxe-courtyard'): RateOption {
  const rate = result.rooms.find((option) => option.room_type.slug === room)?.rates.find((item) => item.rate_plan.code === 'FLEX')
  if (!rate) throw new Error(`no FLEX rate for ${room}: ${JSON.stringify(result.rooms.map((option) => [option.room_type.slug, option.unavailable_reason]))}`)
  return rate
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

const guest = { first_name: 'Aiko', last_name: 'Tanaka', email: 'aiko.tanaka.rooms@example.com', phone: '+81 90 1234 5678', country: 'JP' }

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-rooms-'))
  const databaseFile = path.join(workDir, 'hotel.db')
  const uri = process.env.DATABASE_URI?.trim() || `file:${path.join(projectRoot, 'data', 'test', 'hotel.db')}`
  const source = createClient({ url: uri })
  await source.execute({ sql: 'VACUUM INTO ?', args: [databaseFile] })
  source.close()
  server = await startNextServer({
    port: testPort(27),
    env: { DATABASE_URI: `file:${databaseFile}`, TRUST_PROXY: '1' },
    unset: ['REDIS_URL', 'SMTP_URL', 'SMTP_FROM'],
  })
}, 180_000)

afterAll(async () => {
  await server?.stop()
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
}, 60_000)

describe('GET /api/availability with a party per room', () => {
  it('prices each room with its own guests: room lines add up to the total, as the same party spread evenly does', async () => {
    const placed = await get(`${STAY}&rooms=2&adults=2,1&children=0,1&ages=8`)
    expect(placed.status, placed.text).toBe(200)
    expect(placed.body.room_parties).toEqual([
      { adults: 2, child_ages: [] },
      { adults: 1, child_ages: [8] },
    ])
    const rate = flexOf(placed.body)
    const rooms = rate.rooms ?? []
    expect(rooms.map((room) => [room.adults, room.child_ages])).toEqual([
      [2, []],
      [1, [8]],
    ])
    // Each room is the 1-room price of its adults, night by night (a room's base price covers 2 adults).
    const oneRoom = flexOf((await get(`${STAY}&adults=2&rooms=1`)).body)
    expect(rooms[0]!.nightly).toEqual(oneRoom.nightly)
    expect(rooms[1]!.nightly).toEqual(oneRoom.nightly)
    // The child pays their supplement on each of the 3 nights, on a line of their own.
    expect(rooms[1]!.children).toHaveLength(1)
    expect(rooms[1]!.children[0]!.amount_minor).toBe(rooms[1]!.children[0]!.nightly_minor * 3)
    expect(rooms[1]!.children[0]!.nightly_minor).toBeGreaterThan(0)
    // Rooms add up to the room total; the all-in total is unchanged against the same party given as totals.
    expect(sum(rooms.map((room) => room.total_minor))).toBe(rate.room_total_minor + rate.discount_minor)
    const spread = flexOf((await get(`${STAY}&rooms=2&adults=3&children=1&ages=8`)).body)
    expect(rate.total_minor).toBe(spread.total_minor)
    expect(rate.total_minor).toBe(rate.room_total_minor + rate.taxes_and_fees_minor)
  })

  it('a room type holds the stay only if every room’s party fits it', async () => {
    // Two children in room 2: the deluxe room takes one child; spread evenly (one child a room) it would fit.
    const crowded = await get(`${STAY}&adults=2,1&children=0,2&ages=4,8`)
    expect(crowded.status, crowded.text).toBe(200)
    expect(crowded.body.rooms.find((option) => option.room_type.slug === 'deluxe-courtyard')).toMatchObject({ unavailable_reason: 'too_many_guests', rates: [] })
    const spread = await get(`${STAY}&rooms=2&adults=3&children=2&ages=4,8`)
    expect(spread.body.rooms.find((option) => option.room_type.slug === 'deluxe-courtyard')?.unavailable_reason).toBeNull()
  })

  it('400 invalid_query naming the field for per-room counts that do not add up', async () => {
    const cases: [string, string][] = [
      ['adults=2,1&children=0,1,0&ages=8', 'adults'],
      ['adults=2,0', 'adults'],
      ['adults=2,1&rooms=3', 'rooms'],
      ['adults=2,1&children=0,1', 'ages'],
      ['adults=2,x', 'adults'],
    ]
    for (const [party, field] of cases) {
      const result = await get(`${STAY}&${party}`)
      expect(result.status, `${party}: ${result.text}`).toBe(400)
      expect(result.body.error?.code).toBe('invalid_query')
      expect(Object.keys(result.body.error?.fields ?? {}), party).toContain(field)
    }
  })
})

describe('POST /api/bookings with room_parties', () => {
  const booking = { property: PARIS, room_type: 'deluxe-courtyard', rate_plan: 'FLEX', check_in: '2027-09-13', check_out: '2027-09-16', guest, language: 'en' }
  const parties = [
    { adults: 2, child_ages: [] },
    { adults: 1, child_ages: [8] },
  ]

  it('books two rooms with their own parties: the booking keeps each room and its lines, at the quoted total', async () => {
    const rate = flexOf((await get(`${STAY}&adults=2,1&children=0,1&ages=8`)).body)
    const made = await post({ ...booking, room_parties: parties, expected_total_minor: rate.total_minor })
    expect(made.status, made.text).toBe(201)
    expect(made.body.rooms).toBe(2)
    expect(made.body.guests).toEqual({ adults: 3, children: 1, child_ages: [8] })
    expect(made.body.total_minor).toBe(rate.total_minor)
    expect(made.body.room_lines).toEqual(rate.rooms)
    const lookup = await answer<BookingSummary>(await fetch(`${server.url}/api/bookings/${made.body.reference}?email=${encodeURIComponent(guest.email)}`))
    expect(lookup.status, lookup.text).toBe(200)
    expect(lookup.body.room_lines?.map((room) => [room.adults, room.child_ages])).toEqual([
      [2, []],
      [1, [8]],
    ])
  })

  it('4xx with a clear message for rooms that contradict the totals, a room without an adult, or a room too full', async () => {
    const contradicts = await post({ ...booking, adults: 2, rooms: 2, room_parties: parties })
    expect(contradicts.status, contradicts.text).toBe(400)
    expect(contradicts.body.error?.fields?.adults).toMatch(/must be 3/)

    const empty = await post({
      ...booking,
      room_parties: [
        { adults: 2, child_ages: [] },
        { adults: 0, child_ages: [8] },
      ],
    })
    expect(empty.status, empty.text).toBe(400)
    expect(Object.keys(empty.body.error?.fields ?? {})).toContain('room_parties.1.adults')

    const full = await post({
      ...booking,
      room_parties: [
        { adults: 2, child_ages: [] },
        { adults: 1, child_ages: [4, 8] },
      ],
    })
    expect(full.status, full.text).toBe(422)
    expect(full.body.error?.code).toBe('too_many_guests')
    expect(full.body.error?.message).toMatch(/room 2/)

    const missing = await post({ ...booking })
    expect(missing.status, missing.text).toBe(400)
    expect(missing.body.error?.fields?.adults).toMatch(/room_parties/)
  })
})
