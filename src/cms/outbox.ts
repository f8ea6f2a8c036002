/**
 * The outbox: messages are written to the `messages` collection in the same transaction as the change
 * that causes them (a booking, a cancellation, an enquiry), so a message exists exactly when its cause
 * committed. Senders (src/services/messages/worker.ts, in every app server) claim due messages with one
 * conditional statement — on PostgreSQL `FOR UPDATE SKIP LOCKED`, so two servers never claim the same
 * message; on SQLite the one app server's write transactions take turns — and hold each for a lease.
 * A message is marked sent as soon as the mail server has accepted it. A sender that dies between the
 * two leaves the message 'sending' until its lease ends, when another sender tries again with the same
 * Message-ID (so a mail system can tell the repeat); a sender that dies before accepting loses nothing.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { Locale } from '../i18n/locales'
import { siteOrigin } from '../lib/site-url'
import type { Message } from './payload-types'
import { type Connection, inTransaction, readConnection, transactionConnection } from './sql'

/** A message to queue: who gets it, in which language, and what it is rendered from. */
export interface OutgoingMessage {
  kind: Message['kind']
  event?: NonNullable<Message['event']>
  to: { name?: string; address: string }
  language: Locale
  /** For staff: what it is about ("Booking AUR-… confirmed, to the guest"). */
  summary: string
  booking?: number
  property?: number
  enquiry?: number
  /** What it is rendered from, where that is not a booking (read when it is sent). */
  data?: Record<string, unknown>
}

/** A claimed message, as a sender renders and sends it. */
export interface ClaimedMessage {
  id: number
  kind: Message['kind']
  event: NonNullable<Message['event']> | null
  to_name: string
  to_address: string
  language: Locale
  booking: number | null
  property: number | null
  enquiry: number | null
  data: Record<string, unknown> | null
  message_id: string
  /** Tries so far, this one included. */
  attempts: number
}

function messageIdHost(): string {
  try {
    return new URL(siteOrigin()).hostname || 'localhost'
  } catch {
    return 'localhost'
  }
}

/** A Message-ID of its own: kept on every try of one message. */
function newMessageId(): string {
  return `<${randomUUID()}@${messageIdHost()}>`
}

/**
 * Queues messages inside a transaction Payload began: they exist only if it commits. Written as
 * Payload's create of the messages collection would store them, one statement each: the collection
 * has no hook and no cache to revalidate (staff-only), and the statement holds the write lock for a
 * fraction of Payload's create.
 */
export async function queueMessages(payload: Payload, transactionID: number | string, messages: readonly OutgoingMessage[]): Promise<void> {
  const db = transactionConnection(payload, transactionID)
  const { sql } = db
  const now = new Date().toISOString()
  for (const message of messages) {
    await db.run(sql`
      INSERT INTO messages (kind, event, to_name, to_address, language, summary, booking_id, property_id, enquiry_id, data, status, attempts,
        next_attempt_at, message_id, updated_at, created_at)
      VALUES (${message.kind}, ${message.event ?? null}, ${message.to.name ?? null}, ${message.to.address}, ${message.language},
        ${message.summary.slice(0, 200)}, ${message.booking ?? null}, ${message.property ?? null}, ${message.enquiry ?? null},
        ${message.data === undefined ? null : JSON.stringify(message.data)}, 'queued', 0, ${now}, ${newMessageId()}, ${now}, ${now})`)
  }
}

interface ClaimRow {
  id: unknown
  kind: Message['kind']
  event: string | null
  to_name: string | null
  to_address: string
  language: Locale
  booking_id: unknown
  property_id: unknown
  enquiry_id: unknown
  data: unknown
  message_id: string
  attempts: unknown
}

const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value))

function claimed(row: ClaimRow): ClaimedMessage {
  let data: Record<string, unknown> | null = null
  if (typeof row.data === 'string' && row.data) data = JSON.parse(row.data) as Record<string, unknown>
  else if (row.data && typeof row.data === 'object') data = row.data as Record<string, unknown>
  return {
    id: Number(row.id),
    kind: row.kind,
    event: (row.event as ClaimedMessage['event']) ?? null,
    to_name: row.to_name ?? '',
    to_address: row.to_address,
    language: row.language,
    booking: idOrNull(row.booking_id),
    property: idOrNull(row.property_id),
    enquiry: idOrNull(row.enquiry_id),
    data,
    message_id: row.message_id,
    attempts: Number(row.attempts),
  }
}

/** The outbox's transactions write only its own rows: the inventory snapshot (src/booking/store.ts) stays valid. */
const OUTBOX_ONLY = { writesInventory: false }

const CLAIMED_COLUMNS = 'id, kind, event, to_name, to_address, language, booking_id, property_id, enquiry_id, data, message_id, attempts'

/**
 * Claims up to `limit` due messages for `leaseSeconds`: queued ones whose next try has come, and ones
 * left 'sending' by a sender whose lease ran out. Each claim counts as a try.
 */
export async function claimMessages(limit: number, leaseSeconds: number): Promise<ClaimedMessage[]> {
  return inTransaction(async (db: Connection) => {
    const { sql } = db
    const now = new Date()
    const nowIso = now.toISOString()
    const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000).toISOString()
    const skipLocked = db.postgres ? sql` FOR UPDATE SKIP LOCKED` : sql``
    const rows = await db.all<ClaimRow>(sql`
      UPDATE messages SET status = 'sending', attempts = attempts + 1, lease_until = ${leaseUntil}, updated_at = ${nowIso}
      WHERE id IN (
        SELECT id FROM messages
        WHERE (status = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= ${nowIso}))
           OR (status = 'sending' AND lease_until < ${nowIso})
        ORDER BY id LIMIT ${limit}${skipLocked})
      RETURNING ${sql.raw(CLAIMED_COLUMNS)}`)
    return rows.map(claimed).sort((a, b) => a.id - b.id)
  }, OUTBOX_ONLY)
}

/** The mail server accepted it. */
export async function markSent(id: number, subject: string): Promise<void> {
  await inTransaction(async ({ sql, run }) => {
    const now = new Date().toISOString()
    await run(sql`
      UPDATE messages SET status = 'sent', sent_at = ${now}, subject = ${subject.slice(0, 500)}, lease_until = NULL, last_error = NULL, updated_at = ${now}
      WHERE id = ${id}`)
  }, OUTBOX_ONLY)
}

/** A try failed: try again at `retryAt`, or — with null — give up (failed, for staff to see and resend). */
export async function markAttemptFailed(id: number, error: string, retryAt: Date | null, subject?: string): Promise<void> {
  await inTransaction(async ({ sql, run }) => {
    const now = new Date().toISOString()
    const status = retryAt ? 'queued' : 'failed'
    await run(sql`
      UPDATE messages SET status = ${status}, next_attempt_at = ${retryAt ? retryAt.toISOString() : null}, lease_until = NULL,
        last_error = ${error.slice(0, 2000)}, subject = COALESCE(${subject ?? null}, subject), updated_at = ${now}
      WHERE id = ${id}`)
  }, OUTBOX_ONLY)
}

/** Staff send a failed message again: queued now, with a fresh count of tries. False if it was not failed. */
export async function requeueFailedMessage(id: number): Promise<boolean> {
  return inTransaction(async ({ sql, run }) => {
    const now = new Date().toISOString()
    const changed = await run(sql`
      UPDATE messages SET status = 'queued', attempts = 0, next_attempt_at = ${now}, lease_until = NULL, updated_at = ${now}
      WHERE id = ${id} AND status = 'failed'`)
    return changed === 1
  }, OUTBOX_ONLY)
}

/** The earliest next try among queued messages (null when none is queued): a sender sleeps until then. */
export async function nextDueAt(): Promise<Date | null> {
  const { db } = await readConnection()
  const { sql } = db
  const [row] = await db.all<{ due: unknown }>(sql`
    SELECT MIN(CASE WHEN status = 'queued' THEN next_attempt_at ELSE lease_until END) AS due
    FROM messages WHERE status IN ('queued', 'sending')`)
  if (!row?.due) return null
  const due = row.due instanceof Date ? row.due : new Date(String(row.due))
  return Number.isNaN(due.getTime()) ? null : due
}
