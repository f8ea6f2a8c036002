/**
 * The booking API over real HTTP (api-contract: Booking endpoints), against a `next start` of its own on
 * a copy of the suite's seeded SQLite database, with SMTP_URL pointing at a real SMTP server started here.
 *
 * - Availability: shape, all-in totals, rooms left, 400 for impossible stays, the price calendar.
 * - A booking: 201 with its reference and the quoted total, the guest's e-mail in the booking's language,
 *   lookup by reference and e-mail, cancellation (rooms back on sale), a non-refundable rate refused.
 * - Idempotency-Key: a retry, even five at once, books once; a reused key with another body is refused.
 * - Bad requests book nothing; a promo code lowers the price and the total still adds up; the rate limit.
 * - A race: 50 guests at once for the last 3 rooms get exactly 3 bookings and 47 sold_out.
 *
 * The server has a database of its own (a consistent copy made with VACUUM INTO) so its bookings never
 * reach the other tests' data, and the race is decided by the booking engine alone: no other process
 * writes to that file. Stays are in 2027-09..2028, far enough ahead never to be in the past (a promo
 * stay falls within its offer's dates; one stay arrives in two days, to be past its cancellation
 * deadline, counted from today on the hotel's calendar). The server trusts one proxy (TRUST_PROXY=1):
 * each simulated guest names its own address in X-Forwarded-For, so the rate limit (10 booking attempts
 * per address in 10 minutes) counts each guest on their own.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AvailabilityResponse, BookingSummary, CalendarResponse, RoomOption } from '@/lib/booking-api'

import { type NextServer, projectRoot, startNextServer, testPort } from '../support/next-server'
import { addressesOf, type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../support/smtp'
import { sessionToken, STAFF } from '../support/session'

/** The demo hotels and rooms the tests book (seed/content/properties.ts, seed/content/booking.ts). */
const PARIS = {
  slug: 'aurelia-paris-saint-germain',
  email: 'paris@aurelia-hotels.example',
  phone: '+33 1 53 10 27 00',
  /** French VAT on rooms, included in the rate. */
  vatPercent: 10,
  /** Taxe de séjour, 5 stars, per adult (18+) and night. */
  cityTaxPerGuestNight: 1073,
  rooms: { 'deluxe-courtyard': 24, 'prestige-balcony': 12, 'saint-germain-suite': 5 } as Record<string, number>,
}
const KYOTO = { slug: 'aurelia-kyoto-higashiyama', email: 'kyoto@aurelia-hotels.example', phone: '+81 75 561 4700' }
const NICE = { slug: 'aurelia-nice-promenade' }
const ZURICH = { slug: 'aurelia-zurich-lakeside', raceRoom: 'lake-suite', raceRoomDefault: 5 }
/** The demo offer 'Fourth night on us': 25% off stays of at least 4 nights from 2026-11-01 to 2027-10-31, at every hotel. */
const STAY4 = { code: 'STAY4', percent: 25 }

const REFERENCE = /^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{10}$/
const RACE_GUESTS = 50
const RACE_ROOMS = 3

let workDir = ''
let databaseFile = ''
let smtp: TestSmtpServer
let server: NextServer
let staffToken = ''
let addressCount = 0

/** A client address of its own for each simulated guest (198.18.0.0/15, the benchmarking range). */
function newAddress(): string {
  const n = addressCount++
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`
}

interface Answer<T = Record<string, unknown>> {
  status: number
  headers: Headers
  body: T & { error?: { code: string; message: string; reason?: string; fields?: Record<string, string> } }
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
  return { status: response.status, headers: response.headers, body, text }
}

async function get<T = Record<string, unknown>>(pathAndQuery: string, address = newAddress()): Promise<Answer<T>> {
  return answer<T>(await fetch(`${server.url}${pathAndQuery}`, { headers: { 'X-Forwarded-For': address } }))
}

interface PostOptions {
  key?: string | null
  address?: string
  contentType?: string
}

async function postBooking(
  body: unknown,
  { key = randomUUID(), address = newAddress(), contentType = 'application/json' }: PostOptions = {},
): Promise<Answer<BookingSummary>> {
  const headers: Record<string, string> = { 'Content-Type': contentType, 'X-Forwarded-For': address }
  if (key !== null) headers['Idempotency-Key'] = key
  const response = await fetch(`${server.url}/api/bookings`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  return answer<BookingSummary>(response)
}

async function cancelBooking(reference: string, email: string): Promise<Answer> {
  const response = await fetch(`${server.url}/api/bookings/${reference}/cancel`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newAddress() },
    body: JSON.stringify({ email }),
  })
  return answer(response)
}

interface Stay {
  property: string
  check_in: string
  check_out: string
  adults?: number
  children?: number
  ages?: string
  rooms?: number
  promo?: string
  lang?: string
}

function availabilityPath(stay: Stay): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(stay)) if (value !== undefined) query.set(name, String(value))
  return `/api/availability?${query}`
}

async function availability(stay: Stay): Promise<AvailabilityResponse> {
  const result = await get<AvailabilityResponse>(availabilityPath(stay))
  expect(result.status, result.text).toBe(200)
  return result.body
}

function roomOf(result: AvailabilityResponse, slug: string): RoomOption {
  const room = result.rooms.find((option) => option.room_type.slug === slug)
  if (!room) throw new Error(`no room type '${slug}' in the availability of ${result.property.slug}`)
  return room
}

/** Rooms free on every night of the stay, by room type slug. */
async function roomsLeft(stay: Stay): Promise<Record<string, number>> {
  const result = await availability(stay)
  return Object.fromEntries(result.rooms.map((room) => [room.room_type.slug, room.available]))
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

let guestCount = 0
function guest(overrides: Record<string, unknown> = {}) {
  guestCount++
  return {
    first_name: 'Claire',
    last_name: `Martin ${guestCount}`,
    email: `claire.martin.${guestCount}@example.com`,
    phone: '+33 6 12 34 56 78',
    country: 'FR',
    ...overrides,
  }
}

interface BookingBody {
  property: string
  room_type: string
  rate_plan: string
  check_in: string
  check_out: string
  adults: number
  rooms: number
  children?: number
  child_ages?: number[]
  promo?: string
  guest: Record<string, unknown>
  special_requests?: string
  expected_total_minor?: number
  language?: string
}

const bookingFor = (stay: Omit<BookingBody, 'guest'> & { guest?: Record<string, unknown> }): BookingBody => ({ guest: guest(), ...stay })

/** Half away from zero, as src/lib/money.ts rounds minor units: the expected amounts are worked out here, not read back. */
const round = (amount: number) => Math.sign(amount) * Math.round(Math.abs(Number(amount.toPrecision(15))))

const mailTo = (email: string, subjectPart: string) => (message: ReceivedMail) =>
  addressesOf(message.mail.to).includes(email.toLowerCase()) && (message.mail.subject ?? '').includes(subjectPart)

// ---- the server ----------------------------------------------------------------------------------------

function seededDatabaseFile(): string {
  const uri = process.env.DATABASE_URI?.trim() || `file:${path.join(projectRoot, 'data', 'test', 'hotel.db')}`
  const file = uri.slice('file:'.length)
  if (!uri.startsWith('file:') || !fs.existsSync(file)) throw new Error(`No seeded SQLite database at ${uri}: run through \`npm test\` (or seed it first).`)
  return file
}

/** Reads the test server's own database file directly (a second connection; WAL lets it read beside the server). */
async function queryDatabase<Row>(sql: string, args: (string | number)[] = []): Promise<Row[]> {
  const client = createClient({ url: `file:${databaseFile}` })
  try {
    return (await client.execute({ sql, args })).rows as unknown as Row[]
  } finally {
    client.close()
  }
}

async function staff<T>(method: string, pathAndQuery: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/cms-api${pathAndQuery}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${staffToken}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} /cms-api${pathAndQuery} answered ${response.status}: ${text}`)
  return JSON.parse(text) as T
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-bookings-'))
  databaseFile = path.join(workDir, 'hotel.db')
  // VACUUM INTO: a consistent copy even while another test's server writes to the seeded file.
  const source = createClient({ url: `file:${seededDatabaseFile()}` })
  await source.execute({ sql: 'VACUUM INTO ?', args: [databaseFile] })
  source.close()

  smtp = await startSmtpServer()
  server = await startNextServer({
    port: testPort(22),
    env: { DATABASE_URI: `file:${databaseFile}`, SMTP_URL: smtp.url, TRUST_PROXY: '1' },
    // Rate limits and the page cache in this server's memory: its database is its own.
    unset: ['REDIS_URL', 'SMTP_FROM'],
  })
  const login = await fetch(`${server.url}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  })
  expect(login.status, 'staff login from the seed').toBe(200)
  staffToken = sessionToken(login.headers)
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
}, 60_000)

// ---- availability ----------------------------------------------------------------------------------------

describe('GET /api/availability', () => {
  const stay = { property: PARIS.slug, check_in: '2027-09-06', check_out: '2027-09-09', adults: 2, rooms: 1 }

  it('lists every room type with its rooms left and each rate’s all-in price: nightly sum + taxes = total', async () => {
    const result = await availability(stay)
    expect(result).toMatchObject({
      property: { slug: PARIS.slug, currency: 'EUR', time_zone: 'Europe/Paris' },
      check_in: stay.check_in,
      check_out: stay.check_out,
      nights: 3,
      adults: 2,
      children: 0,
      child_ages: [],
      rooms_requested: 1,
      currency: 'EUR',
      promo: null,
    })
    expect(result.rooms.map((room) => room.room_type.slug)).toEqual(Object.keys(PARIS.rooms))
    for (const room of result.rooms) {
      // Nobody has booked these nights in this database: every room of the type is free.
      expect(room.available, room.room_type.slug).toBe(PARIS.rooms[room.room_type.slug])
      expect(room.unavailable_reason).toBeNull()
      expect(room.room_type).toMatchObject({ name: expect.any(String), max_adults: expect.any(Number), max_children: expect.any(Number) })
      expect(room.rates.map((rate) => rate.rate_plan.code)).toEqual(['FLEX', 'SAVER'])
      for (const rate of room.rates) {
        const label = `${room.room_type.slug} ${rate.rate_plan.code}`
        expect(
          rate.nightly.map((night) => night.date),
          label,
        ).toEqual(['2027-09-06', '2027-09-07', '2027-09-08'])
        for (const night of rate.nightly) expect(night.amount_minor, label).toBeGreaterThan(0)
        const nights = sum(rate.nightly.map((night) => night.amount_minor))
        expect(rate.room_total_minor, label).toBe(nights)
        expect(rate.discount_minor, label).toBe(0)
        // Paris: 10% VAT is in each night's price (night × 10 / 110, rounded per night), shown, not added;
        // city tax per adult and night is added.
        const vat = sum(rate.nightly.map((night) => round((night.amount_minor * PARIS.vatPercent) / (100 + PARIS.vatPercent))))
        const cityTax = PARIS.cityTaxPerGuestNight * 2 * 3
        expect(
          rate.taxes_and_fees.map((line) => [line.label, line.amount_minor, line.included]),
          label,
        ).toEqual([
          ['VAT', vat, true],
          ['City tax', cityTax, false],
        ])
        expect(rate.taxes_and_fees_minor, label).toBe(cityTax)
        expect(rate.taxes_included_minor, label).toBe(vat)
        expect(rate.total_minor, label).toBe(nights + cityTax)
        expect(rate.total_formatted, label).toContain('€')
        expect(rate.average_nightly_minor, label).toBe(Math.round(rate.total_minor / 3))
      }
      const [flex, saver] = room.rates
      expect(flex!.rate_plan).toMatchObject({ refundable: true, payment: 'pay_at_property' })
      // Paris's flexible rate: free cancellation until 3 days before arrival, on the hotel's calendar.
      expect(flex!.rate_plan.cancellation_deadline).toBe('2027-09-03T23:59')
      expect(saver!.rate_plan).toMatchObject({ refundable: false, cancellation_deadline: null })
      expect(saver!.total_minor).toBeLessThan(flex!.total_minor)
    }
    // The seed's price of the deluxe room on the flexible rate, €720 a night: 3 nights + 10% VAT + €5.20 per guest and night.
    const deluxe = roomOf(result, 'deluxe-courtyard').rates[0]!
    expect(deluxe.nightly.map((night) => night.amount_minor)).toEqual([72000, 72000, 72000])
    // 3 nights at €720.00, VAT included; taxe de séjour €10.73 × 2 adults × 3 nights = €64.38.
    expect(deluxe.total_minor).toBe(216000 + 6438)
    expect(deluxe.total_formatted).toBe('€2,224.38')
    // Texts in the asked language.
    const french = await availability({ ...stay, lang: 'fr' })
    expect(french.rooms[0]!.rates[0]!.taxes_and_fees.map((line) => line.label)).toEqual(['TVA', 'Taxe de séjour'])
    expect(french.rooms[0]!.rates[0]!.total_minor).toBe((await availability(stay)).rooms[0]!.rates[0]!.total_minor)
  })

  it('a party of three in two rooms: a room that cannot hold it says so, and rooms halve what is left', async () => {
    const result = await availability({ ...stay, adults: 3, rooms: 1 })
    // The deluxe room holds 2 adults: no rate for 3 in one room; the suite holds 3.
    expect(roomOf(result, 'deluxe-courtyard')).toMatchObject({ unavailable_reason: 'too_many_guests', rates: [] })
    expect(roomOf(result, 'saint-germain-suite').rates).toHaveLength(2)
    const twoRooms = await availability({ ...stay, adults: 3, rooms: 2 })
    expect(roomOf(twoRooms, 'deluxe-courtyard').unavailable_reason).toBeNull()
    // City tax counts guests, not rooms.
    const lines = roomOf(twoRooms, 'deluxe-courtyard').rates[0]!.taxes_and_fees
    expect(lines.find((line) => line.label === 'City tax')?.amount_minor).toBe(PARIS.cityTaxPerGuestNight * 3 * 3)
  })

  it('400 invalid_query for impossible stays, naming the field; 404 for an unknown property', async () => {
    const cases: [string, Partial<Stay> & Record<string, unknown>, string][] = [
      ['a date that does not exist', { check_in: '2027-02-30', check_out: '2027-03-02' }, 'check_in'],
      ['check-out before check-in', { check_in: '2027-09-10', check_out: '2027-09-08' }, 'check_out'],
      ['check-out on check-in', { check_in: '2027-09-10', check_out: '2027-09-10' }, 'check_out'],
      ['in the past', { check_in: '2020-01-10', check_out: '2020-01-12' }, 'check_in'],
      ['more than 30 nights', { check_in: '2027-09-01', check_out: '2027-10-02' }, 'check_out'],
      ['too many guests', { adults: 13 }, 'adults'],
      ['children without their ages', { children: 2 }, 'ages'],
      ['fewer ages than children', { children: 2, ages: '4' }, 'ages'],
      ['a date that is not a date', { check_in: 'tomorrow' }, 'check_in'],
    ]
    for (const [what, change, field] of cases) {
      const result = await get(availabilityPath({ ...stay, ...change } as Stay))
      expect(result.status, `${what}: ${result.text}`).toBe(400)
      expect(result.body.error?.code, what).toBe('invalid_query')
      expect(Object.keys(result.body.error?.fields ?? {}), what).toContain(field)
    }
    // Thirty nights is the most, and allowed.
    expect((await get(availabilityPath({ ...stay, check_in: '2027-09-01', check_out: '2027-10-01' }))).status).toBe(200)
    // Children with their ages are priced.
    const family = await availability({ ...stay, adults: 2, children: 1, ages: '4', rooms: 1 })
    expect(family.child_ages).toEqual([4])

    const unknown = await get(availabilityPath({ ...stay, property: 'no-such-hotel' }))
    expect(unknown.status).toBe(404)
    expect(unknown.body.error?.code).toBe('not_found')
    expect((await get(availabilityPath({ ...stay, property: '../etc/passwd' }))).status).toBe(400)
    expect((await get('/api/availability')).status).toBe(400)
  })

  it('the price calendar: one day per date, the cheapest night matches availability, past days are past', async () => {
    const calendar = await get<CalendarResponse>(`/api/availability/calendar?property=${PARIS.slug}&from=2027-09-06&days=7&adults=2`)
    expect(calendar.status, calendar.text).toBe(200)
    expect(calendar.body).toMatchObject({ property: PARIS.slug, currency: 'EUR', today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
    expect(calendar.body.days.map((day) => day.date)).toEqual(['2027-09-06', '2027-09-07', '2027-09-08', '2027-09-09', '2027-09-10', '2027-09-11', '2027-09-12'])
    for (const day of calendar.body.days) {
      expect(day).toMatchObject({ status: 'open', min_stay: 1, lowest_minor: expect.any(Number), lowest_formatted: expect.stringContaining('€') })
    }
    const oneNight = await availability({ property: PARIS.slug, check_in: '2027-09-06', check_out: '2027-09-07', adults: 2 })
    const cheapest = Math.min(...oneNight.rooms.flatMap((room) => room.rates.map((rate) => rate.total_minor)))
    expect(calendar.body.days[0]!.lowest_minor).toBe(cheapest)

    const past = await get<CalendarResponse>(`/api/availability/calendar?property=${PARIS.slug}&from=2020-01-01&days=3`)
    expect(past.status).toBe(200)
    expect(past.body.days.map((day) => [day.status, day.lowest_minor])).toEqual([
      ['past', null],
      ['past', null],
      ['past', null],
    ])
    for (const query of ['days=0', 'days=63', 'from=2027-02-30', 'adults=13']) {
      const bad = await get(`/api/availability/calendar?property=${PARIS.slug}&${query}`)
      expect(bad.status, query).toBe(400)
      expect(bad.body.error?.code, query).toBe('invalid_query')
    }
    expect((await get('/api/availability/calendar?property=no-such-hotel')).status).toBe(404)
  })
})

// ---- a booking, its e-mails, lookup and cancellation ---------------------------------------------------------

describe('a booking from request to cancellation', () => {
  const stay = { property: PARIS.slug, check_in: '2027-09-13', check_out: '2027-09-16', adults: 2, rooms: 2 }

  it('201 with a reference and the quoted total; the e-mail, the lookup and the cancellation follow', async () => {
    const before = await availability(stay)
    const quoted = roomOf(before, 'deluxe-courtyard').rates.find((rate) => rate.rate_plan.code === 'FLEX')!
    const person = guest({ first_name: 'Élodie', last_name: 'Durand', email: `Elodie.Durand.${Date.now()}@Example.com` })
    const body = bookingFor({
      ...stay,
      room_type: 'deluxe-courtyard',
      rate_plan: 'FLEX',
      guest: person,
      special_requests: 'A quiet room, please.',
      expected_total_minor: quoted.total_minor,
    })

    const made = await postBooking(body)
    expect(made.status, made.text).toBe(201)
    expect(made.headers.get('cache-control')).toBe('no-store')
    const booking = made.body
    expect(booking.reference).toMatch(REFERENCE)
    expect(booking).toMatchObject({
      status: 'confirmed',
      property: PARIS.slug,
      room_type: 'deluxe-courtyard',
      rate_plan: 'FLEX',
      check_in: stay.check_in,
      check_out: stay.check_out,
      nights: 3,
      rooms: 2,
      guests: { adults: 2, children: 0, child_ages: [] },
      guest: { first_name: 'Élodie', last_name: 'Durand', email: person.email },
      special_requests: 'A quiet room, please.',
      currency: 'EUR',
      total_minor: quoted.total_minor,
      total_formatted: quoted.total_formatted,
      nightly: quoted.nightly,
      cancellable: true,
      language: 'en',
      contact: { phone: PARIS.phone, email: PARIS.email },
    })
    expect(booking.room_total_minor + sum(booking.taxes_and_fees.filter((line) => !line.included).map((line) => line.amount_minor))).toBe(booking.total_minor)

    const after = await roomsLeft(stay)
    expect(after['deluxe-courtyard']).toBe(roomOf(before, 'deluxe-courtyard').available - 2)
    expect(after['prestige-balcony']).toBe(roomOf(before, 'prestige-balcony').available)

    // The confirmation, in English (the booking's language), to the guest, answered by the hotel.
    const mail = await smtp.waitFor(mailTo(person.email, booking.reference))
    expect(mail, 'the confirmation e-mail reached the SMTP server').not.toBeNull()
    expect(mail!.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())).toEqual([person.email.toLowerCase()])
    expect(addressesOf(mail!.mail.replyTo)).toEqual([PARIS.email])
    expect(mail!.mail.subject).toBe(`Your booking ${booking.reference} at ${booking.property_name} is confirmed`)
    for (const text of [booking.reference, booking.total_formatted, PARIS.phone, PARIS.email, 'Élodie Durand']) expect(mail!.mail.text).toContain(text)

    // Lookup: the e-mail in any case; a wrong e-mail and an unknown reference answer alike.
    const lookup = await get<BookingSummary>(`/api/bookings/${booking.reference}?email=${encodeURIComponent(person.email.toUpperCase())}`)
    expect(lookup.status, lookup.text).toBe(200)
    expect(lookup.body).toMatchObject({ reference: booking.reference, status: 'confirmed', total_minor: booking.total_minor, cancellable: true })
    const typed = await get<BookingSummary>(`/api/bookings/${booking.reference.toLowerCase()}?email=${encodeURIComponent(person.email)}`)
    expect(typed.status, 'a reference typed in lower case').toBe(200)
    const wrongEmail = await get(`/api/bookings/${booking.reference}?email=someone.else%40example.com`)
    const unknownReference = await get(`/api/bookings/${booking.reference === 'ZZZZZZZZZZ' ? 'YYYYYYYYYY' : 'ZZZZZZZZZZ'}?email=${encodeURIComponent(person.email)}`)
    expect(wrongEmail.status).toBe(404)
    expect(unknownReference.status).toBe(404)
    expect(wrongEmail.text).toBe(unknownReference.text)
    expect(wrongEmail.text).not.toContain(booking.reference)
    expect((await get(`/api/bookings/${booking.reference}`)).status, 'no e-mail').toBe(400)
    // A wrong e-mail cannot cancel either.
    const wrongCancel = await cancelBooking(booking.reference, 'someone.else@example.com')
    expect(wrongCancel.status).toBe(404)
    expect(wrongCancel.text).toBe(wrongEmail.text)
    expect((await roomsLeft(stay))['deluxe-courtyard']).toBe(after['deluxe-courtyard'])

    // Cancellation: 200, the two rooms back on sale, the guest told; cancelling again is harmless.
    const cancelled = await cancelBooking(booking.reference, person.email.toLowerCase())
    expect(cancelled.status, cancelled.text).toBe(200)
    expect(cancelled.body).toEqual({ reference: booking.reference, status: 'cancelled' })
    expect((await roomsLeft(stay))['deluxe-courtyard']).toBe(roomOf(before, 'deluxe-courtyard').available)
    const cancellation = await smtp.waitFor(mailTo(person.email, 'is cancelled'))
    expect(cancellation, 'the cancellation e-mail reached the SMTP server').not.toBeNull()
    expect(cancellation!.mail.subject).toBe(`Your booking ${booking.reference} at ${booking.property_name} is cancelled`)
    expect(addressesOf(cancellation!.mail.replyTo)).toEqual([PARIS.email])

    const again = await cancelBooking(booking.reference, person.email)
    expect(again.status, again.text).toBe(200)
    expect(again.body).toEqual({ reference: booking.reference, status: 'cancelled' })
    expect((await roomsLeft(stay))['deluxe-courtyard'], 'a second cancellation gives nothing back twice').toBe(roomOf(before, 'deluxe-courtyard').available)
    const status = await get<BookingSummary>(`/api/bookings/${booking.reference}?email=${encodeURIComponent(person.email)}`)
    expect(status.body).toMatchObject({ status: 'cancelled', cancellable: false })
  })

  it('a booking made in Japanese gets its e-mail in Japanese, with the hotel’s phone', async () => {
    const japanese = { property: KYOTO.slug, check_in: '2027-11-08', check_out: '2027-11-10', adults: 2, rooms: 1 }
    const person = guest({ first_name: 'Haruka', last_name: 'Sato', email: `haruka.sato.${Date.now()}@example.jp`, country: 'JP', phone: '+81 90 1234 5678' })
    const made = await postBooking(bookingFor({ ...japanese, room_type: 'garden-room', rate_plan: 'FLEX', guest: person, language: 'ja' }))
    expect(made.status, made.text).toBe(201)
    expect(made.body).toMatchObject({ language: 'ja', currency: 'JPY', contact: { phone: KYOTO.phone, email: KYOTO.email } })
    const { reference } = made.body

    const mail = await smtp.waitFor(mailTo(person.email, reference))
    expect(mail, 'the confirmation e-mail reached the SMTP server').not.toBeNull()
    expect(mail!.mail.subject).toContain('予約')
    expect(mail!.mail.subject).toContain(reference)
    expect(mail!.mail.subject).toContain('確定')
    const text = mail!.mail.text ?? ''
    for (const part of ['予約', reference, KYOTO.phone, KYOTO.email, made.body.total_formatted, '2027年11月8日']) expect(text).toContain(part)
    expect(text).not.toContain('Your booking')
    expect(addressesOf(mail!.mail.replyTo)).toEqual([KYOTO.email])
    expect(addressesOf(mail!.mail.to)).toEqual([person.email])
  })

  it('a non-refundable (SAVER) booking cannot be cancelled: 409 not_cancellable, the rooms stay booked', async () => {
    const saverStay = { property: PARIS.slug, check_in: '2027-09-20', check_out: '2027-09-22', adults: 1, rooms: 1 }
    const person = guest()
    const made = await postBooking(bookingFor({ ...saverStay, room_type: 'prestige-balcony', rate_plan: 'SAVER', guest: person }))
    expect(made.status, made.text).toBe(201)
    expect(made.body).toMatchObject({ rate_plan: 'SAVER', cancellable: false, cancellation_deadline: null })
    const left = (await roomsLeft(saverStay))['prestige-balcony']
    const refused = await cancelBooking(made.body.reference, person.email)
    expect(refused.status, refused.text).toBe(409)
    expect(refused.body.error?.code).toBe('not_cancellable')
    expect((await roomsLeft(saverStay))['prestige-balcony']).toBe(left)
    const status = await get<BookingSummary>(`/api/bookings/${made.body.reference}?email=${encodeURIComponent(person.email)}`)
    expect(status.body.status).toBe('confirmed')
  })

  it('past the free-cancellation deadline a flexible booking cannot be cancelled: 409 not_cancellable', async () => {
    // Arriving the day after tomorrow on the hotel's calendar: Paris's flexible rate allowed free
    // cancellation until 3 days before arrival, so the deadline was yesterday, 23:59, Paris time.
    const inParis = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + days * 86_400_000))
    const soon = { property: PARIS.slug, check_in: inParis(2), check_out: inParis(3), adults: 2, rooms: 1 }
    const person = guest()
    const made = await postBooking(bookingFor({ ...soon, room_type: 'deluxe-courtyard', rate_plan: 'FLEX', guest: person }))
    expect(made.status, made.text).toBe(201)
    expect(made.body).toMatchObject({ cancellable: false, cancellation_deadline: `${inParis(-1)}T23:59` })
    const refused = await cancelBooking(made.body.reference, person.email)
    expect(refused.status, refused.text).toBe(409)
    expect(refused.body.error?.code).toBe('not_cancellable')
  })

  it('staff cancel a non-refundable booking from the back office: the rooms go back on sale and the guest is e-mailed', async () => {
    const stay = { property: PARIS.slug, check_in: '2027-09-27', check_out: '2027-09-29', adults: 1, rooms: 1 }
    const person = guest()
    const before = (await roomsLeft(stay))['prestige-balcony']!
    const made = await postBooking(bookingFor({ ...stay, room_type: 'prestige-balcony', rate_plan: 'SAVER', guest: person }))
    expect(made.status, made.text).toBe(201)
    expect((await roomsLeft(stay))['prestige-balcony']).toBe(before - 1)
    const cancelAs = (headers: Record<string, string>) => fetch(`${server.url}/api/staff/bookings/${made.body.reference}/cancel`, { method: 'POST', headers })
    // Not signed in, or from another site's page carrying the staff cookie: refused, nothing changes.
    expect((await cancelAs({ Origin: server.url })).status).toBe(401)
    expect((await cancelAs({ Origin: 'https://evil.example', Authorization: `JWT ${staffToken}` })).status).toBe(403)
    expect((await roomsLeft(stay))['prestige-balcony']).toBe(before - 1)
    // The button in the back office: signed in, from the site itself.
    const cancelled = await cancelAs({ Origin: server.url, Authorization: `JWT ${staffToken}` })
    expect(cancelled.status, await cancelled.clone().text()).toBe(200)
    expect(await cancelled.json()).toEqual({ reference: made.body.reference, status: 'cancelled' })
    expect((await roomsLeft(stay))['prestige-balcony']).toBe(before)
    const status = await get<BookingSummary>(`/api/bookings/${made.body.reference}?email=${encodeURIComponent(person.email)}`)
    expect(status.body.status).toBe('cancelled')
    const mail = await smtp.waitFor((message) => message.mail.subject === `Your booking ${made.body.reference} at ${made.body.property_name} is cancelled`)
    expect(mail, 'the cancellation e-mail reached the SMTP server').not.toBeNull()
  })

  it('bookings and availability rules are staff-only in the CMS API', async () => {
    const person = guest()
    const made = await postBooking(
      bookingFor({
        property: PARIS.slug,
        check_in: '2027-09-27',
        check_out: '2027-09-28',
        adults: 2,
        rooms: 1,
        room_type: 'deluxe-courtyard',
        rate_plan: 'FLEX',
        guest: person,
      }),
    )
    expect(made.status, made.text).toBe(201)
    const list = await fetch(`${server.url}/cms-api/bookings?depth=0`)
    expect([401, 403]).toContain(list.status)
    expect(await list.text()).not.toContain(made.body.reference)
    const rules = await fetch(`${server.url}/cms-api/room-availability`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ property: 1, room_type: 1, from: '2027-09-27', to: '2027-09-28', stop_sell: true }),
    })
    expect([401, 403]).toContain(rules.status)
    // Staff see the booking, with its guest.
    const staffView = await staff<{ docs: { reference: string; guest: { email: string } }[] }>('GET', `/bookings?where[reference][equals]=${made.body.reference}&depth=0`)
    expect(staffView.docs.map((doc) => [doc.reference, doc.guest.email])).toEqual([[made.body.reference, person.email]])
  })
})

// ---- idempotency ----------------------------------------------------------------------------------------

describe('Idempotency-Key', () => {
  const stay = { property: NICE.slug, check_in: '2027-10-04', check_out: '2027-10-06', adults: 2, rooms: 1 }

  it('the same key and body twice, then five at once: one booking, one reference, the rooms taken once', async () => {
    const before = (await roomsLeft(stay))['sea-view']!
    const body = bookingFor({ ...stay, room_type: 'sea-view', rate_plan: 'FLEX' })
    const key = randomUUID()
    const first = await postBooking(body, { key })
    expect(first.status, first.text).toBe(201)
    const retry = await postBooking(body, { key })
    expect(retry.status, retry.text).toBe(201)
    expect(retry.body.reference).toBe(first.body.reference)
    expect((await roomsLeft(stay))['sea-view']).toBe(before - 1)

    // Five retries of a new booking sent at once, as a client on a flaky connection might.
    const concurrentBody = bookingFor({ ...stay, room_type: 'sea-view', rate_plan: 'FLEX' })
    const concurrentKey = `retry-${randomUUID()}`
    const answers = await Promise.all(Array.from({ length: 5 }, () => postBooking(concurrentBody, { key: concurrentKey })))
    for (const result of answers) expect(result.status, result.text).toBe(201)
    const references = new Set(answers.map((result) => result.body.reference))
    expect(references.size, [...references].join(', ')).toBe(1)
    expect(first.body.reference).not.toBe([...references][0])
    expect((await roomsLeft(stay))['sea-view']).toBe(before - 2)
    const [stored] = await queryDatabase<{ count: number }>('SELECT count(*) AS count FROM bookings WHERE idempotency_key = ?', [concurrentKey])
    expect(Number(stored!.count)).toBe(1)
    // One confirmation e-mail, not five.
    const guestEmail = String(concurrentBody.guest.email)
    await smtp.waitFor(mailTo(guestEmail, [...references][0]!))
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(smtp.received.filter(mailTo(guestEmail, 'is confirmed'))).toHaveLength(1)
  })

  it('the same key with another body: 422 idempotency_key_reused, nothing booked', async () => {
    const key = randomUUID()
    const body = bookingFor({ ...stay, room_type: 'sea-view', rate_plan: 'FLEX' })
    expect((await postBooking(body, { key })).status).toBe(201)
    const before = await roomsLeft(stay)
    const other = await postBooking({ ...body, room_type: 'balcony-sea-view' }, { key })
    expect(other.status, other.text).toBe(422)
    expect(other.body.error?.code).toBe('idempotency_key_reused')
    const otherGuest = await postBooking({ ...body, guest: { ...body.guest, last_name: 'Someone Else' } }, { key })
    expect(otherGuest.status).toBe(422)
    expect(await roomsLeft(stay)).toEqual(before)
  })

  it('400 without a key, or with a malformed one, and nothing booked', async () => {
    const before = await roomsLeft(stay)
    const body = bookingFor({ ...stay, room_type: 'sea-view', rate_plan: 'FLEX' })
    const missing = await postBooking(body, { key: null })
    expect(missing.status).toBe(400)
    expect(missing.body.error?.code).toBe('missing_idempotency_key')
    for (const key of ['short', 'has spaces in it', 'x'.repeat(129), 'key/with/slashes']) {
      const bad = await postBooking(body, { key })
      expect(bad.status, key).toBe(400)
      expect(bad.body.error?.code, key).toBe('invalid_idempotency_key')
    }
    expect(await roomsLeft(stay)).toEqual(before)
  })
})

// ---- bad requests ----------------------------------------------------------------------------------------

describe('a bad booking request books nothing', () => {
  const stay = { property: ZURICH.slug, check_in: '2027-10-11', check_out: '2027-10-13', adults: 2, rooms: 1 }
  const valid = () => bookingFor({ ...stay, room_type: 'superior', rate_plan: 'FLEX' })

  it('answers each with its status and code, and the availability is unchanged after them all', async () => {
    const before = await availability(stay)
    const quoted = roomOf(before, 'superior').rates[0]!.total_minor

    const malformed = await postBooking('{"property": "aurelia-zurich-lakeside", ')
    expect(malformed.status).toBe(400)
    expect(malformed.body.error?.code).toBe('invalid_json')
    const wrongType = await postBooking(JSON.stringify(valid()), { contentType: 'text/plain' })
    expect(wrongType.status).toBe(415)
    const form = await postBooking('property=aurelia-zurich-lakeside', { contentType: 'application/x-www-form-urlencoded' })
    expect(form.status).toBe(415)
    const huge = await postBooking({ ...valid(), special_requests: 'x'.repeat(20 * 1024) })
    expect(huge.status).toBe(413)
    expect(huge.body.error?.code).toBe('payload_too_large')

    const badEmail = await postBooking({ ...valid(), guest: guest({ email: 'lena@' }) })
    expect(badEmail.status, badEmail.text).toBe(422)
    expect(badEmail.body.error?.code).toBe('invalid_guest')
    expect(badEmail.body.error?.fields).toEqual({ 'guest.email': 'E-mail is not valid.' })
    const noName = await postBooking({ ...valid(), guest: { email: 'lena@example.ch' } })
    expect(noName.status).toBe(422)
    expect(noName.body.error?.fields).toMatchObject({ 'guest.first_name': 'Required', 'guest.last_name': 'Required' })
    const french = await postBooking({ ...valid(), language: 'fr', guest: guest({ email: 'pas-une-adresse' }) })
    expect(french.body.error?.fields?.['guest.email'], 'the message in the booking’s language').toMatch(/n’est pas valide\.$/)

    const unknownRoom = await postBooking({ ...valid(), room_type: 'no-such-room' })
    expect(unknownRoom.status).toBe(422)
    expect(unknownRoom.body.error).toMatchObject({ code: 'invalid_booking', fields: { room_type: expect.any(String) } })
    const unknownPlan = await postBooking({ ...valid(), rate_plan: 'NOPE' })
    expect(unknownPlan.status).toBe(422)
    expect(unknownPlan.body.error).toMatchObject({ code: 'invalid_booking', fields: { rate_plan: expect.any(String) } })
    const unknownProperty = await postBooking({ ...valid(), property: 'no-such-hotel' })
    expect(unknownProperty.status).toBe(422)
    const unknownPromo = await postBooking({ ...valid(), promo: 'NOSUCHCODE' })
    expect(unknownPromo.status).toBe(422)
    expect(unknownPromo.body.error?.code).toBe('unknown_promo')
    const tooMany = await postBooking({ ...valid(), adults: 3 })
    expect(tooMany.status).toBe(422)
    expect(tooMany.body.error?.code).toBe('too_many_guests')
    const priceChanged = await postBooking({ ...valid(), expected_total_minor: quoted - 1 })
    expect(priceChanged.status).toBe(409)
    expect(priceChanged.body.error?.code).toBe('price_changed')

    const badBodies: [string, unknown][] = [
      ['no dates', { ...valid(), check_in: undefined }],
      ['an impossible date', { ...valid(), check_in: '2027-02-30' }],
      ['check-out before check-in', { ...valid(), check_out: '2027-10-10' }],
      ['in the past', { ...valid(), check_in: '2020-01-10', check_out: '2020-01-12' }],
      ['more than 30 nights', { ...valid(), check_out: '2027-11-12' }],
      ['13 adults', { ...valid(), adults: 13 }],
      ['children without ages', { ...valid(), children: 1 }],
      ['no rooms', { ...valid(), rooms: 0 }],
      ['a body that is not an object', [1, 2]],
    ]
    for (const [what, body] of badBodies) {
      const result = await postBooking(body)
      expect(result.status, `${what}: ${result.text}`).toBe(400)
      expect(['invalid_body', 'invalid_json'], what).toContain(result.body.error?.code)
    }

    expect(await availability(stay)).toEqual(before)
    const [count] = await queryDatabase<{ count: number }>(
      "SELECT count(*) AS count FROM bookings b JOIN room_types r ON r.id = b.room_type_id WHERE r.slug = 'superior' AND b.check_in = ?",
      [stay.check_in],
    )
    expect(Number(count!.count)).toBe(0)
    // The same request, valid, is then booked at the quoted price.
    const ok = await postBooking({ ...valid(), expected_total_minor: quoted })
    expect(ok.status, ok.text).toBe(201)
    expect(ok.body.total_minor).toBe(quoted)
  })
})

// ---- promo codes ----------------------------------------------------------------------------------------

describe('a promo code from the demo offers', () => {
  interface PromoCase {
    stay: { property: string; check_in: string; check_out: string; adults: number; rooms: number }
    room: string
    code: string
    percent: number
    /** The percentage taxes added to one night's price, each rounded once; and the fee per guest and night. */
    taxes: { added: (night: number) => number; perGuestNight: number }
    /** A stay too short for the code, or outside its dates: refused with promo_not_applicable and why. */
    notApplicable: { check_in?: string; check_out?: string; reason: string }
  }

  /** The code takes its percent off each night (rounded per night), the taxes follow the lower nights, and a booking keeps that price. */
  async function checkPromo({ stay, room, code, percent, taxes, notApplicable }: PromoCase) {
    const plain = roomOf(await availability(stay), room).rates[0]!
    const promoted = await availability({ ...stay, promo: code.toLowerCase() })
    expect(promoted.promo).toEqual({ code, discount_percent: percent })
    const rate = roomOf(promoted, room).rates[0]!
    expect(rate.rate_plan.code).toBe('FLEX')
    plain.nightly.forEach((night, index) => {
      const off = round((night.amount_minor * percent) / 100)
      expect(off).toBeGreaterThan(0)
      expect(rate.nightly[index]).toEqual({ date: night.date, amount_minor: night.amount_minor - off })
    })
    const nights = sum(rate.nightly.map((night) => night.amount_minor))
    expect(rate.discount_minor).toBe(sum(plain.nightly.map((night) => night.amount_minor)) - nights)
    expect(rate.room_total_minor).toBe(nights)
    const percentTaxes = sum(rate.nightly.map((night) => taxes.added(night.amount_minor)))
    expect(rate.taxes_and_fees_minor).toBe(percentTaxes + taxes.perGuestNight * stay.adults * rate.nightly.length)
    expect(rate.total_minor).toBe(nights + rate.taxes_and_fees_minor)
    expect(rate.total_minor).toBeLessThan(plain.total_minor)

    const made = await postBooking(bookingFor({ ...stay, room_type: room, rate_plan: 'FLEX', promo: code, expected_total_minor: rate.total_minor }))
    expect(made.status, made.text).toBe(201)
    expect(made.body).toMatchObject({ total_minor: rate.total_minor, discount_minor: rate.discount_minor, nightly: rate.nightly })
    expect(made.body.room_total_minor + sum(made.body.taxes_and_fees.filter((line) => !line.included).map((line) => line.amount_minor))).toBe(made.body.total_minor)

    const { reason, ...dates } = notApplicable
    const refused = await postBooking(bookingFor({ ...stay, ...dates, room_type: room, rate_plan: 'FLEX', promo: code }))
    expect(refused.status, refused.text).toBe(422)
    expect(refused.body.error).toMatchObject({ code: 'promo_not_applicable', reason })
  }

  // 'Japan with children': 15% off at the Tokyo and Kyoto hotels for stays until 2027-08-31.
  it('FAMILYJP takes 15% off each night in Tokyo; the taxes follow the lower price; the booking keeps it', async () => {
    await checkPromo({
      stay: { property: 'aurelia-tokyo-marunouchi', check_in: '2027-08-16', check_out: '2027-08-19', adults: 2, rooms: 1 },
      room: 'deluxe',
      code: 'FAMILYJP',
      percent: 15,
      // Tokyo: 15% service charge, then 10% consumption tax on the room and the service charge.
      taxes: {
        added: (night) => {
          const service = round((night * 15) / 100)
          return service + round(((night + service) * 10) / 100)
        },
        perGuestNight: 200,
      },
      notApplicable: { check_in: '2027-08-30', check_out: '2027-09-02', reason: 'stay_dates' },
    })
    // Not an offer of the Paris hotel, and an unknown code: the search shows the prices without it, and says why.
    const paris = { property: PARIS.slug, check_in: '2027-08-16', check_out: '2027-08-19', adults: 2, rooms: 1 }
    const otherHotel = await availability({ ...paris, promo: 'FAMILYJP' })
    expect(otherHotel).toMatchObject({ promo: null, promo_error: 'hotel', promo_terms: { code: 'FAMILYJP' } })
    const booking = await postBooking(bookingFor({ ...paris, room_type: 'deluxe-courtyard', rate_plan: 'FLEX', promo: 'FAMILYJP' }))
    expect(booking.status).toBe(422)
    expect(booking.body.error).toMatchObject({ code: 'promo_not_applicable', reason: 'hotel', fields: { promo: 'is not valid at this hotel' } })
    const unknown = await availability({ ...paris, promo: 'NOSUCHCODE' })
    expect(unknown).toMatchObject({ promo: null, promo_error: 'unknown' })
    expect(unknown.promo_terms).toBeUndefined()
    const unknownBooking = await postBooking(bookingFor({ ...paris, room_type: 'deluxe-courtyard', rate_plan: 'FLEX', promo: 'NOSUCHCODE' }))
    expect(unknownBooking.status).toBe(422)
    expect(unknownBooking.body.error?.code).toBe('unknown_promo')
  })

  // 'Fourth night on us' is offered at every hotel (an offer without hotels: the site shows it as valid at
  // all of them), 25% off stays of 4 nights or more until 2027-10-31.
  it('STAY4, offered at every hotel, takes 25% off a four-night stay in Paris', async () => {
    await checkPromo({
      stay: { property: PARIS.slug, check_in: '2027-10-18', check_out: '2027-10-22', adults: 2, rooms: 1 },
      room: 'deluxe-courtyard',
      code: STAY4.code,
      percent: STAY4.percent,
      // Paris: the VAT is in the rate, nothing added but the taxe de séjour.
      taxes: { added: () => 0, perGuestNight: PARIS.cityTaxPerGuestNight },
      notApplicable: { check_out: '2027-10-21', reason: 'min_nights' },
    })
  })
})

describe('a promo code within its offer’s terms', () => {
  const twoNights = { property: PARIS.slug, check_in: '2027-01-18', check_out: '2027-01-20', adults: 2, rooms: 1 }

  it('STAY4 on 2 nights: not "applied", nothing off any rate, min_nights with the 4 nights it needs; a booking is refused why', async () => {
    const result = await availability({ ...twoNights, promo: 'STAY4' })
    expect(result).toMatchObject({ promo: null, promo_error: 'min_nights', promo_terms: { code: 'STAY4', discount_percent: 25, min_nights: 4, non_refundable: false } })
    const rates = result.rooms.flatMap((room) => room.rates)
    expect(rates.length).toBeGreaterThan(0)
    for (const rate of rates) expect(rate).toMatchObject({ discount_minor: 0, promo_applied: false, promo_reason: 'min_nights' })
    const refused = await postBooking(bookingFor({ ...twoNights, room_type: 'deluxe-courtyard', rate_plan: 'FLEX', promo: 'STAY4' }))
    expect(refused.status, refused.text).toBe(422)
    expect(refused.body.error).toMatchObject({ code: 'promo_not_applicable', reason: 'min_nights', fields: { promo: 'needs a stay of at least 4 nights' } })
  })

  it('STAY4 on 4 nights takes 25 % off the flexible rate, never the non-refundable one', async () => {
    const fourNights = { ...twoNights, check_out: '2027-01-22' }
    const result = await availability({ ...fourNights, promo: 'STAY4' })
    expect(result.promo).toEqual({ code: 'STAY4', discount_percent: 25 })
    expect(result.promo_error).toBeUndefined()
    const deluxe = roomOf(result, 'deluxe-courtyard').rates
    expect(deluxe.find((rate) => rate.rate_plan.code === 'FLEX')).toMatchObject({ promo_applied: true })
    expect(deluxe.find((rate) => rate.rate_plan.code === 'FLEX')!.discount_minor).toBeGreaterThan(0)
    expect(deluxe.find((rate) => rate.rate_plan.code === 'SAVER')).toMatchObject({ discount_minor: 0, promo_applied: false, promo_reason: 'rate_plan' })
    const refused = await postBooking(bookingFor({ ...fourNights, room_type: 'deluxe-courtyard', rate_plan: 'SAVER', promo: 'STAY4' }))
    expect(refused.status, refused.text).toBe(422)
    expect(refused.body.error).toMatchObject({ code: 'promo_not_applicable', reason: 'rate_plan', fields: { promo: 'is not valid for this rate' } })
  })

  it('ADEUX takes 15 % off the suite on the flexible rate only; other rooms and the non-refundable rate say why not', async () => {
    const result = await availability({ ...twoNights, promo: 'adeux' })
    expect(result.promo).toEqual({ code: 'ADEUX', discount_percent: 15 })
    expect(result.promo_terms).toMatchObject({ room_types: ['saint-germain-suite'], rate_plans: ['FLEX'], non_refundable: false })
    const plain = await availability(twoNights)
    const suiteFlex = roomOf(result, 'saint-germain-suite').rates.find((rate) => rate.rate_plan.code === 'FLEX')!
    const plainSuiteFlex = roomOf(plain, 'saint-germain-suite').rates.find((rate) => rate.rate_plan.code === 'FLEX')!
    expect(suiteFlex).toMatchObject({ promo_applied: true })
    expect(suiteFlex.discount_minor).toBe(sum(plainSuiteFlex.nightly.map((night) => round((night.amount_minor * 15) / 100))))
    expect(roomOf(result, 'saint-germain-suite').rates.find((rate) => rate.rate_plan.code === 'SAVER')).toMatchObject({
      discount_minor: 0,
      promo_applied: false,
      promo_reason: 'rate_plan',
    })
    for (const slug of ['deluxe-courtyard', 'prestige-balcony']) {
      for (const rate of roomOf(result, slug).rates) expect(rate, slug).toMatchObject({ discount_minor: 0, promo_applied: false, promo_reason: 'room_type' })
      expect(roomOf(result, slug).rates.map((rate) => rate.total_minor)).toEqual(roomOf(plain, slug).rates.map((rate) => rate.total_minor))
    }
    const deluxe = await postBooking(bookingFor({ ...twoNights, room_type: 'deluxe-courtyard', rate_plan: 'FLEX', promo: 'ADEUX' }))
    expect(deluxe.status, deluxe.text).toBe(422)
    expect(deluxe.body.error).toMatchObject({ code: 'promo_not_applicable', reason: 'room_type', fields: { promo: 'is not valid for this room' } })
    const saver = await postBooking(bookingFor({ ...twoNights, room_type: 'saint-germain-suite', rate_plan: 'SAVER', promo: 'ADEUX' }))
    expect(saver.status, saver.text).toBe(422)
    expect(saver.body.error).toMatchObject({ code: 'promo_not_applicable', reason: 'rate_plan' })
  })
})

// ---- the rate limit --------------------------------------------------------------------------------------

describe('the booking rate limit per client address', () => {
  it('the 11th booking attempt in 10 minutes from one address gets 429 with Retry-After; another address does not', async () => {
    const address = newAddress()
    const stay = { property: PARIS.slug, check_in: '2027-11-01', check_out: '2027-11-03', adults: 2, rooms: 1 }
    const before = await roomsLeft(stay)
    const body = bookingFor({ ...stay, room_type: 'deluxe-courtyard', rate_plan: 'FLEX' })
    // Ten attempts that book nothing (the price has changed), then a valid one.
    for (let attempt = 1; attempt <= 10; attempt++) {
      const result = await postBooking({ ...body, expected_total_minor: 1 }, { address })
      expect(result.status, `attempt ${attempt}: ${result.text}`).toBe(409)
    }
    const limited = await postBooking(body, { address })
    expect(limited.status, limited.text).toBe(429)
    expect(limited.body.error?.code).toBe('too_many_requests')
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter)).toBe(true)
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    // A client cannot pick a new address by prepending one: only the proxy's value counts.
    expect((await postBooking(body, { address: `192.0.2.1, ${address}` })).status).toBe(429)
    expect(await roomsLeft(stay)).toEqual(before)

    const elsewhere = await postBooking(body, { address: newAddress() })
    expect(elsewhere.status, elsewhere.text).toBe(201)
  })
})

describe('the lookup rate limit per client address', () => {
  it('the 31st lookup or cancellation in 10 minutes from one address gets 429, so references cannot be found by trying', async () => {
    const address = newAddress()
    for (let attempt = 1; attempt <= 30; attempt++) {
      const result = await get(`/api/bookings/${'ABCDEFGH' + String(attempt).padStart(2, '0')}?email=someone%40example.com`, address)
      expect(result.status, `attempt ${attempt}`).toBe(404)
    }
    const limited = await get('/api/bookings/ABCDEFGH31?email=someone%40example.com', address)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    const cancel = await fetch(`${server.url}/api/bookings/ABCDEFGH32/cancel`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ email: 'someone@example.com' }),
    })
    expect(cancel.status).toBe(429)
    expect((await get('/api/bookings/ABCDEFGH33?email=someone%40example.com')).status).toBe(404)
  })
})

// ---- the race -----------------------------------------------------------------------------------------

describe('the last rooms, wanted by many at once', () => {
  it(`${RACE_GUESTS} simultaneous bookings for ${RACE_ROOMS} rooms on sale: exactly ${RACE_ROOMS} confirmed, the rest sold_out, no 5xx`, async () => {
    const stay = { property: ZURICH.slug, check_in: '2028-02-14', check_out: '2028-02-17', adults: 2, rooms: 1 }
    const lastNight = '2028-02-16'
    expect(roomOf(await availability(stay), ZURICH.raceRoom).available, 'all rooms free before the rule').toBe(ZURICH.raceRoomDefault)

    // Staff put 3 rooms on sale for these nights, through the CMS's REST API.
    const property = await staff<{ docs: { id: number }[] }>('GET', `/properties?where[slug][equals]=${ZURICH.slug}&depth=0&limit=1`)
    const propertyId = property.docs[0]!.id
    const roomTypes = await staff<{ docs: { id: number }[] }>(
      'GET',
      `/room-types?where[slug][equals]=${ZURICH.raceRoom}&where[property][equals]=${propertyId}&depth=0&limit=1`,
    )
    const roomTypeId = roomTypes.docs[0]!.id
    const rule = await staff<{ doc: { id: number } }>('POST', '/room-availability', {
      property: propertyId,
      room_type: roomTypeId,
      from: stay.check_in,
      to: lastNight,
      rooms_on_sale: RACE_ROOMS,
      note: 'Race test: three rooms left',
    })
    expect(rule.doc.id).toEqual(expect.any(Number))
    const quoted = roomOf(await availability(stay), ZURICH.raceRoom)
    expect(quoted.available).toBe(RACE_ROOMS)

    const bodies = Array.from({ length: RACE_GUESTS }, () =>
      bookingFor({ ...stay, room_type: ZURICH.raceRoom, rate_plan: 'FLEX', expected_total_minor: quoted.rates[0]!.total_minor }),
    )
    const started = Date.now()
    const results = await Promise.all(bodies.map((body) => postBooking(body)))
    const elapsed = Date.now() - started
    const statuses = results.map((result) => result.status)
    const tally = Object.fromEntries([...new Set(statuses)].map((status) => [status, statuses.filter((value) => value === status).length]))
    console.log(`bookings race (SQLite): ${RACE_GUESTS} requests in ${elapsed} ms → ${JSON.stringify(tally)}`)

    expect(
      statuses.filter((status) => status >= 500),
      results
        .filter((result) => result.status >= 500)
        .map((result) => result.text)
        .join('\n'),
    ).toEqual([])
    const confirmed = results.filter((result) => result.status === 201)
    const refused = results.filter((result) => result.status === 409)
    expect(confirmed).toHaveLength(RACE_ROOMS)
    expect(refused).toHaveLength(RACE_GUESTS - RACE_ROOMS)
    for (const result of refused) expect(result.body.error?.code).toBe('sold_out')
    expect(new Set(confirmed.map((result) => result.body.reference)).size).toBe(RACE_ROOMS)

    const after = roomOf(await availability(stay), ZURICH.raceRoom)
    expect(after).toMatchObject({ available: 0, unavailable_reason: 'sold_out' })
    const rows = await queryDatabase<{ night: string; on_sale: number; booked: number }>(
      'SELECT night, on_sale, booked FROM booking_nights WHERE room_type_id = ? AND night >= ? AND night <= ? ORDER BY night',
      [roomTypeId, stay.check_in, lastNight],
    )
    expect(rows.map((row) => [row.night, Number(row.on_sale), Number(row.booked)])).toEqual([
      ['2028-02-14', RACE_ROOMS, RACE_ROOMS],
      ['2028-02-15', RACE_ROOMS, RACE_ROOMS],
      ['2028-02-16', RACE_ROOMS, RACE_ROOMS],
    ])
    const [stored] = await queryDatabase<{ count: number }>("SELECT count(*) AS count FROM bookings WHERE room_type_id = ? AND check_in = ? AND status = 'confirmed'", [
      roomTypeId,
      stay.check_in,
    ])
    expect(Number(stored!.count)).toBe(RACE_ROOMS)

    // One cancellation puts exactly one room back on sale, and the next guest gets it.
    const winner = confirmed[0]!.body
    expect((await cancelBooking(winner.reference, winner.guest.email)).status).toBe(200)
    expect(roomOf(await availability(stay), ZURICH.raceRoom).available).toBe(1)
    const next = await postBooking(bookingFor({ ...stay, room_type: ZURICH.raceRoom, rate_plan: 'FLEX' }))
    expect(next.status, next.text).toBe(201)
    expect(roomOf(await availability(stay), ZURICH.raceRoom).available).toBe(0)
  })
})
