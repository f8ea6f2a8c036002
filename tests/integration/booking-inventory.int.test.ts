/**
 * Against the seeded SQLite test database (DATABASE_URI): whatever guests and staff do, in any order,
 * the hotel never sells a room it does not have and never loses count of one.
 *
 * fast-check draws sequences of bookings (some replaying an earlier Idempotency-Key), cancellations and
 * staff edits of the availability rules, on a house of its own with two room types of 3 rooms. After each
 * step, for every room type and night: booked ≤ on sale in `booking_nights`, and booked equals the rooms
 * of the confirmed bookings covering the night (those the engine confirmed and did not cancel; at the end
 * of each sequence, those the bookings collection holds, which must be the same). Each answer is also the one a guest was promised: the
 * availability shown just before a booking says whether it goes through (so rooms on sale cannot grow
 * behind the rules' back), a replayed key books nothing more, and a cancellation goes through exactly
 * when the rate and the e-mail allow it. Each sequence starts from an empty house; the house is removed
 * afterwards, so other tests never see it.
 */
import { sql } from '@payloadcms/db-sqlite'
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { availability, book, type BookingRequest, cancelFor, type CatalogProperty, getCatalog } from '@/booking/engine'
import { inventoryRows } from '@/booking/store'
import { nightsOfStay } from '@/lib/stay'
import { getPayloadClient } from '@/cms/client'

const SLUG = 'inventory-check-house'
/** The nights the sequences book and restrict: far enough ahead that FLEX's free cancellation is still open. */
const WINDOW_START = '2028-03-01'
const WINDOW_NIGHTS = 10
const RUNS = 1000
const SEED = 20280301

const day = (offset: number) => new Date(Date.parse(`${WINDOW_START}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)

let payload: Payload
let catalog: CatalogProperty
let propertyId: number
let roomTypeIds: number[] = []

type Raw = { run(query: ReturnType<typeof sql>): Promise<unknown> }

/** Removes this house's bookings, rules and inventory rows, in one transaction (between runs: each sequence starts empty). */
async function clearInventory(roomTypes: readonly number[]) {
  if (roomTypes.length === 0) return
  const ids = sql.join(
    roomTypes.map((id) => sql`${id}`),
    sql`, `,
  )
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('the database adapter runs without transactions')
  try {
    const db = (payload.db as unknown as { sessions: Record<string, { db: Raw }> }).sessions[String(transactionID)]!.db
    // The e-mails each booking and cancellation queued (the outbox): no server sends them in this test.
    await db.run(sql`DELETE FROM messages WHERE booking_id IN (SELECT id FROM bookings WHERE room_type_id IN (${ids}))`)
    await db.run(sql`DELETE FROM bookings WHERE room_type_id IN (${ids})`)
    await db.run(sql`DELETE FROM room_availability WHERE room_type_id IN (${ids})`)
    // Their history too (availability rules keep versions), which would otherwise hold on to the house.
    await db.run(sql`DELETE FROM _room_availability_v WHERE version_room_type_id IN (${ids})`)
    await db.run(sql`DELETE FROM booking_nights WHERE room_type_id IN (${ids})`)
    await payload.db.commitTransaction(transactionID)
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

/** Removes the house and everything of it, as left by this test (also by an earlier run that stopped half-way). */
async function removeHouse() {
  const { docs } = await payload.find({ collection: 'properties', where: { slug: { equals: SLUG } }, draft: true, depth: 0, limit: 10, pagination: false })
  for (const house of docs) {
    const rooms = await payload.find({ collection: 'room-types', where: { property: { equals: house.id } }, draft: true, depth: 0, limit: 0, pagination: false })
    await clearInventory(rooms.docs.map((room) => room.id))
    await payload.delete({ collection: 'rate-plans', where: { property: { equals: house.id } } })
    await payload.delete({ collection: 'room-types', where: { property: { equals: house.id } } })
    await payload.delete({ collection: 'properties', id: house.id })
  }
}

beforeAll(async () => {
  if (!process.env.DATABASE_URI) throw new Error('Run through `npm test`: DATABASE_URI must name the seeded test database.')
  payload = await getPayloadClient()
  await removeHouse()
  const city = (await payload.find({ collection: 'cities', limit: 1, depth: 0 })).docs[0]!
  const country = (await payload.find({ collection: 'countries', limit: 1, depth: 0 })).docs[0]!
  const hero = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!
  const house = await payload.create({
    collection: 'properties',
    data: {
      slug: SLUG,
      name: 'Inventory check house',
      city: city.id,
      country: country.id,
      coordinates: '1,1',
      currency: 'EUR',
      // Far from UTC: cancellation deadlines are on this clock.
      time_zone: 'Pacific/Kiritimati',
      check_in_time: '15:00',
      check_out_time: '11:00',
      booking_cutoff_time: '22:00',
      hero: hero.id,
      taxes: [{ name: 'VAT', basis: 'percent', percent: 10 }],
      _status: 'published',
    },
  })
  propertyId = house.id
  const rooms = []
  for (const slug of ['twin', 'double']) {
    rooms.push(
      await payload.create({
        collection: 'room-types',
        data: { property: propertyId, slug, name: slug, max_adults: 3, max_children: 0, base_occupancy: 2, rooms_on_sale: 3, _status: 'published' },
      }),
    )
  }
  roomTypeIds = rooms.map((room) => room.id)
  const prices = rooms.map((room, index) => ({ room_type: room.id, nightly_minor: 12000 + index * 3000 }))
  // FLEX can be cancelled until two days before arrival; NONREF never.
  await payload.create({
    collection: 'rate-plans',
    data: { property: propertyId, code: 'FLEX', name: 'Flexible', refundable: true, cancellation_days: 2, board: 'room_only', prices, _status: 'published' },
  })
  await payload.create({
    collection: 'rate-plans',
    data: { property: propertyId, code: 'NONREF', name: 'Non-refundable', refundable: false, cancellation_days: 0, board: 'room_only', prices, _status: 'published' },
  })
  const published = await getCatalog(SLUG)
  if (!published) throw new Error(`${SLUG} was not published`)
  catalog = published
  expect(catalog.room_types.map((room) => [room.slug, room.rooms_on_sale])).toEqual([
    ['double', 3],
    ['twin', 3],
  ])
})

afterAll(async () => {
  if (payload) await removeHouse()
})

// ---- the commands -------------------------------------------------------------------------------

interface Stay {
  room: number
  plan: 'FLEX' | 'NONREF'
  start: number
  nights: number
  rooms: number
  extraAdults: number
}
type Command =
  | { kind: 'book'; stay: Stay; replay: null | { pick: number; sameBody: boolean } }
  | { kind: 'cancel'; pick: number; email: 'same' | 'upper' | 'other' }
  | { kind: 'rule'; room: number; start: number; length: number; rooms_on_sale: number; stop_sell: boolean; update: null | number }

const stays: fc.Arbitrary<Stay> = fc
  .record({
    room: fc.integer({ min: 0, max: 1 }),
    plan: fc.constantFrom('FLEX' as const, 'NONREF' as const),
    start: fc.integer({ min: 0, max: WINDOW_NIGHTS - 1 }),
    nights: fc.integer({ min: 1, max: 4 }),
    rooms: fc.integer({ min: 1, max: 3 }),
    extraAdults: fc.integer({ min: 0, max: 3 }),
  })
  .map((stay) => ({ ...stay, nights: Math.min(stay.nights, WINDOW_NIGHTS - stay.start) }))

const commands: fc.Arbitrary<Command[]> = fc.array(
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('book' as const),
        stay: stays,
        // One booking in four replays an earlier key of the sequence, with the same body or another.
        replay: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.record({ pick: fc.nat(), sameBody: fc.boolean() }) }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('cancel' as const),
        pick: fc.nat(),
        email: fc.constantFrom('same' as const, 'same' as const, 'upper' as const, 'other' as const),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('rule' as const),
        room: fc.integer({ min: 0, max: 1 }),
        start: fc.integer({ min: 0, max: WINDOW_NIGHTS - 1 }),
        length: fc.integer({ min: 0, max: 4 }),
        rooms_on_sale: fc.integer({ min: 0, max: 5 }),
        stop_sell: fc.boolean().chain((maybe) => (maybe ? fc.boolean() : fc.constant(false))),
        // Half the edits change a rule saved earlier in the sequence (when there is one).
        update: fc.option(fc.nat(), { freq: 2 }),
      }),
    },
  ),
  { minLength: 1, maxLength: 5 },
)

/** The rooms a booking takes. */
interface Taken {
  room_type: number
  check_in: string
  check_out: string
  rooms: number
}

/** What this sequence made so far: its Idempotency-Keys with their requests, its bookings, its rules. */
interface Sequence {
  keys: { key: string; request: BookingRequest; reference: string | null }[]
  bookings: (Taken & { reference: string; email: string; plan: string; status: 'confirmed' | 'cancelled' })[]
  rules: number[]
}

let keyCount = 0
/** Whether the last sequence may have left bookings or rules behind. */
let dirty = true

function requestFor(stay: Stay, n: number): BookingRequest {
  const room = catalog.room_types[stay.room]!
  return {
    property: SLUG,
    room_type: room.slug,
    rate_plan: stay.plan,
    check_in: day(stay.start),
    check_out: day(stay.start + stay.nights),
    adults: Math.min(stay.rooms + stay.extraAdults, stay.rooms * room.max_adults),
    child_ages: [],
    rooms: stay.rooms,
    guest: { first_name: 'Ines', last_name: `Guest ${n}`, email: `ines.guest${n}@example.com` },
    language: 'en',
  }
}

async function runBook(command: Extract<Command, { kind: 'book' }>, sequence: Sequence) {
  const n = ++keyCount
  let request = requestFor(command.stay, n)
  let key = `inventory-${n}`
  const earlier = command.replay && sequence.keys.length > 0 ? sequence.keys[command.replay.pick % sequence.keys.length]! : null
  if (earlier) {
    key = earlier.key
    if (command.replay!.sameBody) request = earlier.request
  }
  const room = catalog.room_types.find((item) => item.slug === request.room_type)!
  const shown = (await availability(catalog, request)).rooms.find((item) => item.room.id === room.id)!
  const outcome = await book(catalog, request, key)

  if (earlier?.reference) {
    // A key that already made a booking books nothing more: the same answer, or a refusal for another body.
    expect(outcome).toEqual(
      request === earlier.request
        ? { ok: true, created: false, reference: earlier.reference }
        : expect.objectContaining({ ok: false, status: 422, code: 'idempotency_key_reused' }),
    )
    return
  }
  if (shown.unavailable_reason === null) {
    expect(shown.available).toBeGreaterThanOrEqual(request.rooms)
    expect(outcome).toMatchObject({ ok: true, created: true })
  } else {
    expect(outcome).toMatchObject({ ok: false, status: 409, code: shown.unavailable_reason })
  }
  const reference = outcome.ok ? outcome.reference : null
  // A refused request kept nothing under its key: the key now stands for this request.
  if (earlier) Object.assign(earlier, { request, reference })
  else sequence.keys.push({ key, request, reference })
  if (reference) {
    const { check_in, check_out, rooms } = request
    sequence.bookings.push({ reference, email: request.guest.email, plan: request.rate_plan, status: 'confirmed', room_type: room.id, check_in, check_out, rooms })
  }
}

async function runCancel(command: Extract<Command, { kind: 'cancel' }>, sequence: Sequence) {
  if (sequence.bookings.length === 0) return
  const booking = sequence.bookings[command.pick % sequence.bookings.length]!
  const email = command.email === 'same' ? booking.email : command.email === 'upper' ? ` ${booking.email.toUpperCase()}` : 'someone.else@example.com'
  const { outcome } = await cancelFor(booking.reference.toLowerCase(), email, catalog.time_zone)
  if (command.email === 'other') expect(outcome).toBe('not_found')
  else if (booking.status === 'cancelled') expect(outcome).toBe('already_cancelled')
  else if (booking.plan === 'NONREF') expect(outcome).toBe('not_cancellable')
  else {
    expect(outcome).toBe('cancelled')
    booking.status = 'cancelled'
  }
}

async function runRule(command: Extract<Command, { kind: 'rule' }>, sequence: Sequence) {
  const data = {
    property: propertyId,
    room_type: roomTypeIds[command.room]!,
    from: day(command.start),
    to: day(Math.min(command.start + command.length, WINDOW_NIGHTS - 1)),
    rooms_on_sale: command.rooms_on_sale,
    stop_sell: command.stop_sell,
  }
  if (command.update !== null && sequence.rules.length > 0) {
    await payload.update({ collection: 'room-availability', id: sequence.rules[command.update % sequence.rules.length]!, data, depth: 0 })
  } else {
    sequence.rules.push((await payload.create({ collection: 'room-availability', data, depth: 0 })).id)
  }
}

/** For every room type and night: booked ≤ on sale, and booked = the rooms of the confirmed bookings covering it. */
async function checkNights(confirmed: readonly Taken[]) {
  const rowsByRoomType = await Promise.all(roomTypeIds.map((id) => inventoryRows(id)))
  for (const [index, roomTypeId] of roomTypeIds.entries()) {
    const covered = new Map<string, number>()
    for (const booking of confirmed.filter((item) => item.room_type === roomTypeId)) {
      for (const night of nightsOfStay(booking.check_in, booking.check_out)) covered.set(night, (covered.get(night) ?? 0) + booking.rooms)
    }
    const rows = rowsByRoomType[index]!
    for (const row of rows) {
      expect(row.booked, `room type ${roomTypeId}, ${row.night}`).toBeLessThanOrEqual(row.on_sale)
      expect(row.booked, `room type ${roomTypeId}, ${row.night}`).toBe(covered.get(row.night) ?? 0)
    }
    for (const night of covered.keys()) expect(rows.map((row) => row.night)).toContain(night)
  }
}

/** The bookings collection holds the sequence's confirmed bookings, no more, and the nights agree with it. */
async function checkBookings(sequence: Sequence) {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { property: { equals: propertyId }, status: { equals: 'confirmed' } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { reference: true, room_type: true, check_in: true, check_out: true, rooms: true },
  })
  expect(docs.map((doc) => doc.reference).sort()).toEqual(
    sequence.bookings
      .filter((booking) => booking.status === 'confirmed')
      .map((booking) => booking.reference)
      .sort(),
  )
  await checkNights(docs.map((doc) => ({ room_type: doc.room_type as number, check_in: doc.check_in, check_out: doc.check_out, rooms: Number(doc.rooms) })))
}

describe('booking inventory', () => {
  it(`stays exact under ${RUNS} random sequences of bookings, cancellations and rule edits`, async () => {
    const started = performance.now()
    let steps = 0
    const outcomes = { created: 0, refused: 0 }
    await fc.assert(
      fc.asyncProperty(commands, async (sequenceCommands) => {
        if (dirty) await clearInventory(roomTypeIds)
        dirty = false
        const sequence: Sequence = { keys: [], bookings: [], rules: [] }
        for (const command of sequenceCommands) {
          if (command.kind !== 'cancel') dirty = true
          if (command.kind === 'book') {
            const before = sequence.bookings.length
            await runBook(command, sequence)
            outcomes[sequence.bookings.length > before ? 'created' : 'refused'] += 1
          } else if (command.kind === 'cancel') await runCancel(command, sequence)
          else await runRule(command, sequence)
          // After each step against what the engine answered; after the sequence against the bookings collection too.
          await checkNights(sequence.bookings.filter((booking) => booking.status === 'confirmed'))
          steps += 1
        }
        await checkBookings(sequence)
      }),
      { numRuns: RUNS, seed: SEED },
    )
    const seconds = (performance.now() - started) / 1000
    console.info(
      `booking inventory: ${RUNS} runs, ${steps} steps (${outcomes.created} bookings made, ${outcomes.refused} refused or replayed) in ${seconds.toFixed(1)} s`,
    )
    // Both sides of the check ran: the sequences fill the rooms and are refused.
    expect(outcomes.created).toBeGreaterThan(RUNS / 2)
    expect(outcomes.refused).toBeGreaterThan(RUNS / 10)
    // About a minute on an idle machine; the limit leaves room for a busy one.
  }, 600_000)
})
