/**
 * The one place the booking engine writes. A booking takes its rooms night by night in one
 * transaction: each night's inventory row (room type × night) is created or brought up to date with the
 * rules, then booked with a conditional update that only succeeds while `booked + rooms <= on_sale`;
 * if any night's update changes no row, the whole booking rolls back as sold out. The database's CHECK
 * (booked ≤ on_sale) stands behind it. On SQLite the transaction takes the write lock when it begins
 * (BEGIN IMMEDIATE; one writer per process at a time, src/cms/database.ts); on PostgreSQL, under READ
 * COMMITTED, a concurrent update of the same row waits for the other transaction and re-checks the
 * condition on the row it committed, and rows are always taken in date order, so two bookings cannot
 * deadlock. A cancellation gives the rooms back in the same way.
 */
import 'server-only'

import { getPayloadClient } from '../cms/client'
import { writeTransactionsEnded } from '../cms/database'
import { type OutgoingMessage, queueMessages } from '../cms/outbox'
import type { Booking } from '../cms/payload-types'
import { ml, num, type Raw, raw, relNumber, rows, str } from '../cms/raw'
import { type Connection, readConnection, transactionConnection } from '../cms/sql'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales'
import type { ML } from '../i18n/text'
import type { AvailabilityRule } from './rules'
import type { RoomQuote } from './pricing'
import { addDays, nightsBetween, nightsOfStay } from '../lib/stay'
import { inventoryChanged } from './inventory-events'

const bool = (value: unknown) => value === true || value === 1 || value === '1' || value === 't'
const timestamp = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value ?? ''))
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))

interface RuleRow {
  room_type_id: number
  from: string
  to: string
  rooms_on_sale: unknown
  stop_sell: unknown
  min_stay: unknown
  closed_to_arrival: unknown
  updated_at: unknown
}

const RULE_COLUMNS = `room_type_id, "from", "to", rooms_on_sale, stop_sell, min_stay, closed_to_arrival, updated_at`

function rulesOf(rows: readonly RuleRow[]): AvailabilityRule[] {
  return rows.map((row) => ({
    room_type: Number(row.room_type_id),
    from: row.from,
    to: row.to,
    rooms_on_sale: numberOrNull(row.rooms_on_sale),
    stop_sell: bool(row.stop_sell),
    min_stay: numberOrNull(row.min_stay),
    closed_to_arrival: bool(row.closed_to_arrival),
    updated_at: timestamp(row.updated_at),
  }))
}

interface BookedRow {
  room_type_id: unknown
  night: string
  booked: unknown
}

function bookedOf(roomTypes: readonly number[], rows: readonly BookedRow[]): Map<number, Map<string, number>> {
  const byRoom = new Map<number, Map<string, number>>(roomTypes.map((id) => [id, new Map()]))
  for (const row of rows) byRoom.get(Number(row.room_type_id))?.set(row.night, Number(row.booked))
  return byRoom
}

async function readRules(db: Connection, roomTypes: readonly number[], first: string, last: string): Promise<AvailabilityRule[]> {
  if (roomTypes.length === 0) return []
  const { sql } = db
  const rows = await db.all<RuleRow>(sql`
    SELECT ${sql.raw(RULE_COLUMNS)}
    FROM room_availability
    WHERE room_type_id IN (${sql.join(
      roomTypes.map((id) => sql`${id}`),
      sql`, `,
    )}) AND "to" >= ${first} AND "from" <= ${last}`)
  return rulesOf(rows)
}

async function readBooked(db: Connection, roomTypes: readonly number[], first: string, last: string): Promise<Map<number, Map<string, number>>> {
  if (roomTypes.length === 0) return bookedOf(roomTypes, [])
  const { sql } = db
  const rows = await db.all<BookedRow>(sql`
    SELECT room_type_id, night, booked FROM booking_nights
    WHERE room_type_id IN (${sql.join(
      roomTypes.map((id) => sql`${id}`),
      sql`, `,
    )}) AND night >= ${first} AND night <= ${last}`)
  return bookedOf(roomTypes, rows)
}

export interface LiveInventory {
  rules: AvailabilityRule[]
  /** Booked rooms by room type id, then night. */
  booked: Map<number, Map<string, number>>
}

/** The libsql client under Payload's SQLite adapter: plain statements, without drizzle's query building. */
interface LibsqlClient {
  execute(statement: { sql: string; args: (string | number)[] }): Promise<{ rows: unknown[] }>
}

/**
 * Every rule and booked count from some night on, as read after a number of ended write transactions
 * (src/cms/database.ts): valid until that number moves.
 */
interface InventorySnapshot {
  writes: number
  /** The first night it holds: ranges that begin earlier are read live. */
  from: string
  rules: AvailabilityRule[]
  booked: Map<number, Map<string, number>>
}

let snapshot: { writes: number; inventory: Promise<InventorySnapshot> } | null = null

/**
 * Nights this long before today (UTC) are still kept: no stay can begin before today on the calendar of
 * the last time zone (UTC-12), so a search or availability never asks about earlier nights.
 */
const SNAPSHOT_DAYS_BEFORE_TODAY = 3

async function readSnapshot(client: LibsqlClient, writes: number): Promise<InventorySnapshot> {
  const from = addDays(new Date().toISOString().slice(0, 10), -SNAPSHOT_DAYS_BEFORE_TODAY)
  const [rules, booked] = await Promise.all([
    client.execute({ sql: `SELECT ${RULE_COLUMNS} FROM room_availability WHERE "to" >= ?`, args: [from] }),
    client.execute({ sql: 'SELECT room_type_id, night, booked FROM booking_nights WHERE night >= ?', args: [from] }),
  ])
  const byRoom = new Map<number, Map<string, number>>()
  for (const row of booked.rows as BookedRow[]) {
    const id = Number(row.room_type_id)
    let nights = byRoom.get(id)
    if (!nights) byRoom.set(id, (nights = new Map()))
    nights.set(row.night, Number(row.booked))
  }
  return { writes, from, rules: rulesOf(rules.rows as RuleRow[]), booked: byRoom }
}

/** The snapshot of the inventory as the database holds it now: read again once a write transaction has ended. */
function currentSnapshot(client: LibsqlClient, writes: number): Promise<InventorySnapshot> {
  if (snapshot?.writes === writes) return snapshot.inventory
  // The count is read before the rows: a write that ends while they are read moves it, and the next
  // call reads again rather than trusting rows that may predate that write.
  const entry = { writes, inventory: readSnapshot(client, writes) }
  snapshot = entry
  entry.inventory.catch(() => {
    if (snapshot === entry) snapshot = null
  })
  return entry.inventory
}

/** Exactly what the two live statements answer for these room types and nights, from a snapshot that covers them. */
function inventoryWithin(kept: InventorySnapshot, roomTypes: readonly number[], first: string, last: string): LiveInventory {
  const wanted = new Set(roomTypes)
  const rules = kept.rules.filter((rule) => wanted.has(rule.room_type) && rule.to >= first && rule.from <= last)
  const span = nightsBetween(first, last) + 1
  const nights = span > 0 ? Array.from({ length: span }, (_, day) => addDays(first, day)) : []
  const booked = new Map<number, Map<string, number>>()
  for (const id of roomTypes) {
    const all = kept.booked.get(id)
    const own = new Map<string, number>()
    if (all && all.size <= nights.length) {
      for (const [night, count] of all) if (night >= first && night <= last) own.set(night, count)
    } else if (all) {
      for (const night of nights) {
        const count = all.get(night)
        if (count !== undefined) own.set(night, count)
      }
    }
    booked.set(id, own)
  }
  return { rules, booked }
}

/**
 * The rules and booked counts of some room types over a range of nights (both ends included), as the
 * database holds them now. Searches read them for every hotel on every request, so on SQLite — one app
 * server, every write through this process in a transaction it counts (src/cms/database.ts) — they come
 * from a snapshot of the whole inventory read again after any write transaction ends: a booking,
 * a cancellation or a rule saved in the back office shows in the very next request. With several app
 * servers (PostgreSQL, or REDIS_URL) and outside the Next server (scripts and tests may write to the
 * file with their own connections), both are read live.
 */
export async function liveInventory(roomTypes: readonly number[], first: string, last: string): Promise<LiveInventory> {
  const { payload, db } = await readConnection()
  if (roomTypes.length === 0) return { rules: [], booked: bookedOf(roomTypes, []) }
  const client = (payload.db as unknown as { client?: LibsqlClient }).client
  const writes = writeTransactionsEnded(payload.db)
  if (!db.postgres && client && writes !== null && process.env.NEXT_RUNTIME && !process.env.REDIS_URL?.trim()) {
    const kept = await currentSnapshot(client, writes)
    if (first >= kept.from) return inventoryWithin(kept, roomTypes, first, last)
  }
  const [rules, booked] = await Promise.all([readRules(db, roomTypes, first, last), readBooked(db, roomTypes, first, last)])
  return { rules, booked }
}

/** What a booking stores (the bookings collection's fields). */
export interface BookingRecord {
  reference: string
  language: Locale
  property: number
  room_type: number
  rate_plan: number
  check_in: string
  check_out: string
  rooms: number
  adults: number
  children: number
  child_ages: number[]
  guest: { first_name: string; last_name: string; email: string; phone?: string; country?: string }
  special_requests?: string
  total_minor: number
  currency: string
  promo_code?: string
  price: unknown
  cancellation_deadline: string | null
  idempotency_key: string
  request_hash: string
}

/** Where a hotel is told of its bookings: its reservations address (else its contact e-mail) and its staff's language. */
async function hotelRecipient(db: Connection, property: number): Promise<{ address: string; language: Locale } | null> {
  const { sql } = db
  const [row] = await db.all<{ email: string | null; reservations: string | null; language: string | null }>(sql`
    SELECT contact_email AS email, contact_reservations_email AS reservations, contact_staff_language AS language FROM properties WHERE id = ${property}`)
  const address = row?.reservations?.trim() || row?.email?.trim()
  if (!address) return null
  return { address, language: isLocale(row?.language) ? row.language : 'en' }
}

/** What a booking's change tells: the guest, in the language they booked in, and the hotel, in its staff's. */
async function bookingNotices(
  db: Connection,
  event: 'confirmed' | 'cancelled',
  booking: { id: number; reference: string; property: number; language: Locale; guest: { first_name: string; last_name: string; email: string } },
): Promise<OutgoingMessage[]> {
  const about = `Booking ${booking.reference} ${event}`
  const notices: OutgoingMessage[] = [
    {
      kind: 'booking_guest',
      event,
      to: { name: `${booking.guest.first_name} ${booking.guest.last_name}`.trim(), address: booking.guest.email },
      language: booking.language,
      summary: `${about}, to the guest`,
      booking: booking.id,
      property: booking.property,
      data: { reference: booking.reference },
    },
  ]
  const hotel = await hotelRecipient(db, booking.property)
  if (hotel) {
    notices.push({
      kind: 'booking_hotel',
      event,
      to: { address: hotel.address },
      language: hotel.language,
      summary: `${about}, to the hotel`,
      booking: booking.id,
      property: booking.property,
      data: { reference: booking.reference },
    })
  }
  return notices
}

export type ReserveOutcome =
  /** The booking as stored (Payload's answer to the create, the shape a read of it gives). */
  | { outcome: 'created'; reference: string; booking: StoredBookingDoc }
  /** The same key was used before with the same request: its booking. */
  | { outcome: 'replayed'; reference: string }
  | { outcome: 'key_reused' }
  | { outcome: 'refused'; reason: 'sold_out' | 'closed_to_arrival' | 'min_stay' }

/** The booking an Idempotency-Key made, if any: its reference and the hash of the request that made it. */
export async function bookingWithKey(key: string): Promise<{ reference: string; request_hash: string } | null> {
  const { db } = await readConnection()
  return bookingByKey(db, key)
}

async function bookingByKey(db: Connection, key: string): Promise<{ reference: string; request_hash: string } | null> {
  const { sql } = db
  const [row] = await db.all<{ reference: string; request_hash: string | null }>(sql`SELECT reference, request_hash FROM bookings WHERE idempotency_key = ${key}`)
  return row ? { reference: row.reference, request_hash: row.request_hash ?? '' } : null
}

const replayOrReused = (found: { reference: string; request_hash: string }, hash: string): ReserveOutcome =>
  found.request_hash === hash ? { outcome: 'replayed', reference: found.reference } : { outcome: 'key_reused' }

/**
 * Writes the booking document as Payload's create of the bookings collection would store it (its
 * columns; `guest_name` as the collection's hook sets it; JSON fields as JSON), in one statement, and
 * answers it as a read of it gives it. The collection has no other hook and no cache to revalidate
 * (staff-only, src/lib/cache-tags.ts), and every value was checked by the engine; Payload's create
 * (validation, hooks, the insert and a read back) cost several times the statement while holding the
 * write lock.
 */
async function insertBooking(db: Connection, record: BookingRecord): Promise<{ id: number; doc: Raw<Booking> }> {
  const { sql } = db
  const now = new Date().toISOString()
  const { guest } = record
  const guestName = [guest.first_name, guest.last_name].filter((part) => part.trim()).join(' ') || null
  const [row] = await db.all<{ id: unknown }>(sql`
    INSERT INTO bookings (reference, status, language, property_id, room_type_id, rate_plan_id, check_in, check_out, rooms, adults, children,
      child_ages, guest_first_name, guest_last_name, guest_email, guest_phone, guest_country, special_requests, total_minor, currency, promo_code,
      price, cancellation_deadline, idempotency_key, request_hash, guest_name, updated_at, created_at)
    VALUES (${record.reference}, 'confirmed', ${record.language}, ${record.property}, ${record.room_type}, ${record.rate_plan}, ${record.check_in},
      ${record.check_out}, ${record.rooms}, ${record.adults}, ${record.children}, ${JSON.stringify(record.child_ages)}, ${guest.first_name},
      ${guest.last_name}, ${guest.email}, ${guest.phone ?? null}, ${guest.country ?? null}, ${record.special_requests ?? null}, ${record.total_minor},
      ${record.currency}, ${record.promo_code ?? null}, ${JSON.stringify(record.price)}, ${record.cancellation_deadline}, ${record.idempotency_key},
      ${record.request_hash}, ${guestName}, ${now}, ${now})
    RETURNING id`)
  const id = Number(row?.id)
  if (!Number.isInteger(id)) throw new Error(`booking ${record.reference} was written without an id`)
  const doc: Raw<Booking> = {
    ...record,
    id,
    status: 'confirmed',
    guest: { ...guest },
    price: JSON.parse(JSON.stringify(record.price)) as unknown,
    guest_name: guestName,
    createdAt: now,
    updatedAt: now,
  }
  return { id, doc }
}

class Refusal extends Error {
  constructor(readonly reason: 'sold_out' | 'closed_to_arrival' | 'min_stay') {
    super(reason)
  }
}

/**
 * Books the rooms and keeps the booking, or refuses, in one transaction. `restriction` re-checks the
 * stay against the rules as they are inside the transaction (stop-sell, closed to arrival, minimum
 * stay) and gives the rooms on sale each night; the conditional updates then decide sold-out.
 */
export async function reserve(
  record: BookingRecord,
  check: (
    rules: AvailabilityRule[],
    booked: ReadonlyMap<string, number>,
  ) => { refusal: 'closed_to_arrival' | 'min_stay' | 'sold_out' | null; onSale: (night: string) => number },
): Promise<ReserveOutcome> {
  const { payload, db: reader } = await readConnection()
  const earlier = await bookingByKey(reader, record.idempotency_key)
  if (earlier) return replayOrReused(earlier, record.request_hash)

  const nights = nightsOfStay(record.check_in, record.check_out)
  const first = nights[0]
  const last = nights.at(-1)
  if (!first || !last) throw new RangeError('a booking needs at least one night')
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('the database adapter runs without transactions: bookings need them')
  try {
    const db = transactionConnection(payload, transactionID)
    const { sql } = db
    const again = await bookingByKey(db, record.idempotency_key)
    if (again) {
      await payload.db.rollbackTransaction(transactionID)
      return replayOrReused(again, record.request_hash)
    }
    // The same reasons, in the same order, as the availability the guest was shown (sold out first).
    const booked = (await readBooked(db, [record.room_type], first, last)).get(record.room_type) ?? new Map<string, number>()
    const { refusal, onSale } = check(await readRules(db, [record.room_type], first, last), booked)
    if (refusal) throw new Refusal(refusal)

    // Each night's row exists and carries today's rooms on sale (never fewer than already booked).
    await db.run(sql`
      INSERT INTO booking_nights (room_type_id, night, on_sale, booked)
      VALUES ${sql.join(
        nights.map((night) => sql`(${record.room_type}, ${night}, ${Math.max(0, onSale(night))}, 0)`),
        sql`, `,
      )}
      ON CONFLICT (room_type_id, night) DO UPDATE SET on_sale =
        CASE WHEN excluded.on_sale > booking_nights.booked THEN excluded.on_sale ELSE booking_nights.booked END`)
    for (const night of nights) {
      const changed = await db.run(sql`
        UPDATE booking_nights SET booked = booked + ${record.rooms}
        WHERE room_type_id = ${record.room_type} AND night = ${night} AND booked + ${record.rooms} <= on_sale`)
      if (changed !== 1) throw new Refusal('sold_out')
    }
    const stored = await insertBooking(db, record)
    // The guest's and the hotel's e-mails exist exactly when the booking does (src/cms/outbox.ts).
    await queueMessages(payload, transactionID, await bookingNotices(db, 'confirmed', { ...record, id: stored.id }))
    await payload.db.commitTransaction(transactionID)
    await inventoryChanged()
    return { outcome: 'created', reference: record.reference, booking: storedBookingOf(stored.doc) }
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    if (error instanceof Refusal) return { outcome: 'refused', reason: error.reason }
    // Two requests with one key at once: the unique key let one through; the other answers with its booking.
    const winner = await bookingByKey(reader, record.idempotency_key)
    if (winner) return replayOrReused(winner, record.request_hash)
    throw error
  }
}

export interface StoredBooking {
  id: number
  reference: string
  status: 'confirmed' | 'cancelled'
  property: number
  room_type: number
  rooms: number
  check_in: string
  check_out: string
  email: string
  cancellation_deadline: string | null
}

export type CancelOutcome = { outcome: 'cancelled' | 'already_cancelled' } | { outcome: 'not_found' } | { outcome: 'not_cancellable' }

/**
 * Cancels a booking found by reference when `allowed` says so (the e-mail matches and the deadline has
 * not passed), and puts its rooms back on sale, in one transaction. Cancelling twice is harmless.
 */
export async function cancel(reference: string, allowed: (booking: StoredBooking) => 'yes' | 'not_found' | 'not_cancellable'): Promise<CancelOutcome> {
  const payload = await getPayloadClient()
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('the database adapter runs without transactions: bookings need them')
  try {
    const db = transactionConnection(payload, transactionID)
    const { sql } = db
    const lock = db.postgres ? sql` FOR UPDATE` : sql``
    const [row] = await db.all<Record<string, unknown>>(sql`
      SELECT id, reference, status, property_id, room_type_id, rooms, check_in, check_out, guest_email, guest_first_name, guest_last_name, language, cancellation_deadline
      FROM bookings WHERE reference = ${reference}${lock}`)
    const booking: StoredBooking | null = row
      ? {
          id: Number(row.id),
          reference: String(row.reference),
          status: row.status === 'cancelled' ? 'cancelled' : 'confirmed',
          property: Number(row.property_id),
          room_type: Number(row.room_type_id),
          rooms: Number(row.rooms),
          check_in: String(row.check_in),
          check_out: String(row.check_out),
          email: String(row.guest_email ?? ''),
          cancellation_deadline: row.cancellation_deadline ? String(row.cancellation_deadline) : null,
        }
      : null
    const verdict = booking ? allowed(booking) : 'not_found'
    if (!booking || verdict === 'not_found') {
      await payload.db.rollbackTransaction(transactionID)
      return { outcome: 'not_found' }
    }
    if (booking.status === 'cancelled') {
      await payload.db.rollbackTransaction(transactionID)
      return { outcome: 'already_cancelled' }
    }
    if (verdict === 'not_cancellable') {
      await payload.db.rollbackTransaction(transactionID)
      return { outcome: 'not_cancellable' }
    }
    const now = new Date().toISOString()
    const changed = await db.run(sql`
      UPDATE bookings SET status = 'cancelled', cancelled_at = ${now}, updated_at = ${now}
      WHERE id = ${booking.id} AND status = 'confirmed'`)
    if (changed !== 1) {
      await payload.db.rollbackTransaction(transactionID)
      return { outcome: 'already_cancelled' }
    }
    for (const night of nightsOfStay(booking.check_in, booking.check_out)) {
      await db.run(sql`
        UPDATE booking_nights SET booked = booked - ${booking.rooms}
        WHERE room_type_id = ${booking.room_type} AND night = ${night}`)
    }
    const guest = { first_name: String(row?.guest_first_name ?? ''), last_name: String(row?.guest_last_name ?? ''), email: booking.email }
    const language = isLocale(row?.language) ? row.language : 'en'
    await queueMessages(payload, transactionID, await bookingNotices(db, 'cancelled', { ...booking, language, guest }))
    await payload.db.commitTransaction(transactionID)
    await inventoryChanged()
    return { outcome: 'cancelled' }
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    throw error
  }
}

/** The price a booking stored (its `price` JSON field): the engine's quote when it was made. */
export interface StoredPrice {
  nightly: { date: string; amount_minor: number }[]
  room_total_minor: number
  discount_minor: number
  /** `included`: already in the room price (VAT in Europe): shown, not added. */
  taxes_and_fees: { name: ML; amount_minor: number; included: boolean }[]
  /** Room by room, who sleeps there and its own lines (empty for bookings made before rooms were priced one by one). */
  rooms: RoomQuote[]
}

/** A stored booking as the guest's views and the booking e-mails read it, reshaped from the bookings collection. */
export interface StoredBookingDoc {
  reference: string
  status: Booking['status']
  /** The language the guest booked in, as stored. */
  language: string
  property: number | null
  room_type: number | null
  rate_plan: number | null
  check_in: string
  check_out: string
  rooms: number
  adults: number
  children: number
  child_ages: number[]
  guest: { first_name: string; last_name: string; email: string; phone: string | null; country: string | null }
  special_requests: string | null
  total_minor: number
  currency: string
  price: StoredPrice
  cancellation_deadline: string | null
  created_at: string
}

type StoredTaxLine = { name: unknown; amount_minor: unknown; included?: unknown }

function storedPriceOf(value: unknown): StoredPrice {
  const price = raw<StoredPrice>(value)
  return {
    nightly: rows<StoredPrice['nightly'][number]>(price?.nightly).map((night) => ({ date: str(night.date), amount_minor: num(night.amount_minor) })),
    room_total_minor: num(price?.room_total_minor),
    discount_minor: num(price?.discount_minor),
    taxes_and_fees: rows<StoredTaxLine>(price?.taxes_and_fees).map((line) => ({
      name: ml(line.name),
      amount_minor: num(line.amount_minor),
      included: line.included === true,
    })),
    rooms: rows<Record<string, unknown>>(price?.rooms).map((room) => ({
      adults: num(room.adults),
      child_ages: Array.isArray(room.child_ages) ? room.child_ages.map((age: unknown) => num(age)) : [],
      nightly: rows<{ date: unknown; amount_minor: unknown }>(room.nightly).map((night) => ({ date: str(night.date), amount_minor: num(night.amount_minor) })),
      children: rows<{ age: unknown; nightly_minor: unknown; amount_minor: unknown }>(room.children).map((child) => ({
        age: num(child.age),
        nightly_minor: num(child.nightly_minor),
        amount_minor: num(child.amount_minor),
      })),
      total_minor: num(room.total_minor),
    })),
  }
}

/** A booking document (read at depth 0, one language) in the shape the guest's views read. */
export function storedBookingOf(doc: Raw<Booking>): StoredBookingDoc {
  const guest = raw<Booking['guest']>(doc.guest)
  return {
    reference: str(doc.reference),
    status: doc.status === 'cancelled' ? 'cancelled' : 'confirmed',
    language: str(doc.language, DEFAULT_LOCALE),
    property: relNumber(doc.property),
    room_type: relNumber(doc.room_type),
    rate_plan: relNumber(doc.rate_plan),
    check_in: str(doc.check_in),
    check_out: str(doc.check_out),
    rooms: num(doc.rooms),
    adults: num(doc.adults),
    children: num(doc.children),
    child_ages: Array.isArray(doc.child_ages) ? doc.child_ages.filter((age): age is number => typeof age === 'number') : [],
    guest: {
      first_name: str(guest?.first_name),
      last_name: str(guest?.last_name),
      email: str(guest?.email),
      phone: str(guest?.phone) || null,
      country: str(guest?.country) || null,
    },
    special_requests: str(doc.special_requests) || null,
    total_minor: num(doc.total_minor),
    currency: str(doc.currency),
    price: storedPriceOf(doc.price),
    cancellation_deadline: str(doc.cancellation_deadline) || null,
    created_at: str(doc.createdAt),
  }
}

/** A booking's stored document by reference (staff view of it; callers check the e-mail). */
export async function findBooking(reference: string): Promise<StoredBookingDoc | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { reference: { equals: reference } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const [doc] = docs as unknown as Raw<Booking>[]
  return doc ? storedBookingOf(doc) : null
}

/** Each night's inventory row of a room type: for tests and the back office. */
export async function inventoryRows(roomType: number): Promise<{ night: string; on_sale: number; booked: number }[]> {
  const { db } = await readConnection()
  const { sql } = db
  const rows = await db.all<{ night: string; on_sale: unknown; booked: unknown }>(
    sql`SELECT night, on_sale, booked FROM booking_nights WHERE room_type_id = ${roomType} ORDER BY night`,
  )
  return rows.map((row) => ({ night: row.night, on_sale: Number(row.on_sale), booked: Number(row.booked) }))
}
