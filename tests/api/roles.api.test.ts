/**
 * Roles per property over real HTTP, against a `next start` of its own on a copy of the suite's seeded
 * SQLite database: a property manager signed in through /cms-api/users/login sees only their hotels'
 * bookings, cannot open or cancel another hotel's, and cannot make themselves an administrator.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AvailabilityResponse, BookingSummary } from '@/lib/booking-api'

import { type NextServer, projectRoot, startNextServer, testPort } from '../support/next-server'
import { sessionToken, STAFF as ADMIN } from '../support/session'

const MANAGER = { email: 'manager@aurelia-hotels.example', password: 'aurelia-manager-2026' }
/** The demo manager looks after the two French hotels; Zurich is someone else's. */
const MANAGED = ['aurelia-paris-saint-germain', 'aurelia-nice-promenade']
const OTHER = 'aurelia-zurich-lakeside'

interface BookingDoc {
  id: number
  reference: string
  status: string
  property: number
}

let workDir = ''
let server: NextServer
let addressCount = 0
const tokens = { admin: '', manager: '' }
const propertyIds = new Map<string, number>()
const bookings = { mine: '', other: '' }

const newAddress = () => `198.18.40.${(addressCount += 1)}`

function seededDatabaseFile(): string {
  const uri = process.env.DATABASE_URI?.trim() || `file:${path.join(projectRoot, 'data', 'test', 'hotel.db')}`
  const file = uri.slice('file:'.length)
  if (!uri.startsWith('file:') || !fs.existsSync(file)) throw new Error(`No seeded SQLite database at ${uri}: run through \`npm test\` (or seed it first).`)
  return file
}

async function signIn(credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${server.url}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  expect(response.status, `sign-in of ${credentials.email}`).toBe(200)
  return sessionToken(response.headers)
}

function cms(token: string | null, pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers.Authorization = `JWT ${token}`
  return fetch(`${server.url}/cms-api${pathAndQuery}`, { ...init, headers })
}

/** Books the first room and rate on sale at a hotel, as a guest would; returns the reference. */
async function book(property: string, check_in: string, check_out: string): Promise<string> {
  const address = newAddress()
  const query = new URLSearchParams({ property, check_in, check_out, adults: '2', rooms: '1' })
  const offer = (await (await fetch(`${server.url}/api/availability?${query}`, { headers: { 'X-Forwarded-For': address } })).json()) as AvailabilityResponse
  const room = offer.rooms.find((option) => option.available > 0 && option.rates.length > 0)
  if (!room) throw new Error(`nothing on sale at ${property} for ${check_in}`)
  const response = await fetch(`${server.url}/api/bookings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address, 'Idempotency-Key': `roles-${property}-${check_in}` },
    body: JSON.stringify({
      property,
      room_type: room.room_type.slug,
      rate_plan: room.rates[0]!.rate_plan.code,
      check_in,
      check_out,
      adults: 2,
      rooms: 1,
      guest: { first_name: 'Ines', last_name: 'Roles', email: 'ines.roles@example.com', phone: '+33 6 00 00 00 00', country: 'FR' },
    }),
  })
  const text = await response.text()
  expect(response.status, text).toBe(201)
  return (JSON.parse(text) as BookingSummary).reference
}

async function bookingsSeenBy(token: string): Promise<BookingDoc[]> {
  const response = await cms(token, '/bookings?depth=0&limit=100')
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: BookingDoc[] }).docs
}

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-roles-'))
  const databaseFile = path.join(workDir, 'hotel.db')
  // VACUUM INTO: a consistent copy even while another test's server writes to the seeded file.
  const source = createClient({ url: `file:${seededDatabaseFile()}` })
  await source.execute({ sql: 'VACUUM INTO ?', args: [databaseFile] })
  source.close()
  server = await startNextServer({
    port: testPort(26),
    env: { DATABASE_URI: `file:${databaseFile}`, TRUST_PROXY: '1' },
    unset: ['REDIS_URL', 'SMTP_URL', 'SMTP_FROM'],
  })
  tokens.admin = await signIn(ADMIN)
  tokens.manager = await signIn(MANAGER)
  const properties = (await (await cms(tokens.admin, '/properties?depth=0&limit=100&select[slug]=true')).json()) as { docs: { id: number; slug: string }[] }
  for (const { id, slug } of properties.docs) propertyIds.set(slug, id)
  bookings.mine = await book(MANAGED[0]!, '2028-03-06', '2028-03-08')
  bookings.other = await book(OTHER, '2028-03-06', '2028-03-08')
}, 240_000)

afterAll(async () => {
  await server?.stop()
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
}, 60_000)

describe('a property manager in the CMS API', () => {
  it("lists only their hotels' bookings; the administrator lists every hotel's", async () => {
    const managed = MANAGED.map((slug) => propertyIds.get(slug))
    const seen = await bookingsSeenBy(tokens.manager)
    expect(seen.map((booking) => booking.reference)).toContain(bookings.mine)
    expect(seen.map((booking) => booking.reference)).not.toContain(bookings.other)
    for (const booking of seen) expect(managed).toContain(booking.property)

    const all = (await bookingsSeenBy(tokens.admin)).map((booking) => booking.reference)
    expect(all).toEqual(expect.arrayContaining([bookings.mine, bookings.other]))
  })

  it("cannot open another hotel's booking by id or find it by reference", async () => {
    const other = (await bookingsSeenBy(tokens.admin)).find((booking) => booking.reference === bookings.other)!
    const byId = await cms(tokens.manager, `/bookings/${other.id}?depth=0`)
    expect(byId.status).toBe(404)
    expect(await byId.text()).not.toContain(bookings.other)
    const search = (await (await cms(tokens.manager, `/bookings?where[reference][equals]=${bookings.other}&depth=0`)).json()) as { totalDocs: number }
    expect(search.totalDocs).toBe(0)
  })

  it("cannot cancel another hotel's booking from the back office; cancels their own", async () => {
    const cancel = (reference: string) =>
      fetch(`${server.url}/api/staff/bookings/${reference}/cancel`, { method: 'POST', headers: { Origin: server.url, Authorization: `JWT ${tokens.manager}` } })
    const refused = await cancel(bookings.other)
    expect(refused.status).toBe(404)
    const other = (await bookingsSeenBy(tokens.admin)).find((booking) => booking.reference === bookings.other)!
    expect(other.status, "another hotel's booking stays confirmed").toBe('confirmed')

    const done = await cancel(bookings.mine)
    expect(done.status).toBe(200)
    const mine = (await bookingsSeenBy(tokens.manager)).find((booking) => booking.reference === bookings.mine)!
    expect(mine.status).toBe('cancelled')
  })

  it('cannot make themselves an administrator or take on another hotel', async () => {
    const me = (await (await cms(tokens.manager, '/users/me')).json()) as { user: { id: number; role: string; properties: (number | { id: number })[] } }
    const answer = await cms(tokens.manager, `/users/${me.user.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ role: 'admin', properties: [...propertyIds.values()] }),
    })
    expect(answer.status).toBeLessThan(500)
    const after = (await (await cms(tokens.admin, `/users/${me.user.id}?depth=0`)).json()) as { role: string; properties: number[] }
    expect(after.role).toBe('property_manager')
    expect([...after.properties].sort()).toEqual(MANAGED.map((slug) => propertyIds.get(slug)).sort())
    // Nor read the other staff accounts.
    const others = (await (await cms(tokens.manager, '/users?depth=0')).json()) as { docs: { id: number }[] }
    expect(others.docs.map((doc) => doc.id)).toEqual([me.user.id])
  })

  it('anonymous visitors read no bookings at all', async () => {
    expect((await cms(null, '/bookings?depth=0')).status).toBe(403)
  })
})
