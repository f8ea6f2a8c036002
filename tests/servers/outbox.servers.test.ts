/**
 * The outbox under the failures it exists for, against `next start` on a copy of the suite's SQLite
 * database and a real SMTP server (tests/support/smtp.ts):
 *
 * - a crash: SIGKILL during a burst of bookings, then a restart. Every booking the database holds got
 *   exactly one guest e-mail and one hotel e-mail (each message's one Message-ID; a message the mail
 *   server had taken when the server died may arrive again with that same Message-ID, and the test
 *   prints how many did), and every request — answered, refused or cut off — agrees with the database
 *   (a cut-off one, retried with its Idempotency-Key after the restart, answers its booking once);
 * - the mail server down: messages stay queued and go out once it is back, each once;
 * - an address refused for good: its message shows as failed in the back office at once, the others
 *   go out beside it, and staff can send it again.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type NextServer, startNextServer, suiteDatabaseUri, testPort } from '../support/next-server'
import { addressesOf, startSmtpServer, type TestSmtpServer } from '../support/smtp'
import { sessionToken } from '../support/session'

const PARIS = { slug: 'aurelia-paris-saint-germain', room: 'deluxe-courtyard', email: 'paris@aurelia-hotels.example' }
const STAFF = { email: process.env.SEED_ADMIN_EMAIL || 'staff@aurelia-hotels.example', password: process.env.SEED_ADMIN_PASSWORD || 'aurelia-demo-2026' }
const BURST = 36
/** The burst is cut when this many of its requests have been answered. */
const KILL_AFTER_ANSWERS = 10

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let workDir: string
let databaseFile: string
let server: NextServer | undefined
const port = testPort(40)
const smtpPort = testPort(41)

/** The server's settings: a short lease and back-off, so that a test waits seconds, not minutes. */
function serverEnv(smtp: string): Record<string, string> {
  return {
    DATABASE_URI: `file:${databaseFile}`,
    SMTP_URL: smtp,
    TRUST_PROXY: '1',
    OUTBOX_LEASE_SECONDS: '4',
    OUTBOX_RETRY_SECONDS: '1',
    OUTBOX_POLL_MS: '250',
  }
}

async function start(smtpUrl: string): Promise<NextServer> {
  server = await startNextServer({ port, env: serverEnv(smtpUrl), unset: ['REDIS_URL', 'SMTP_FROM'] })
  return server
}

async function query<Row>(sql: string, args: (string | number)[] = []): Promise<Row[]> {
  const client = createClient({ url: `file:${databaseFile}` })
  try {
    return (await client.execute({ sql, args })).rows as unknown as Row[]
  } finally {
    client.close()
  }
}

interface Attempt {
  key: string
  body: Record<string, unknown>
  /** The HTTP status, or null when the connection was cut before an answer. */
  status: number | null
  reference?: string
}

function bookingBody(index: number, tag: string, checkIn: string, guestEmail?: string) {
  const nightAfter = new Date(`${checkIn}T00:00:00Z`)
  nightAfter.setUTCDate(nightAfter.getUTCDate() + 1)
  return {
    property: PARIS.slug,
    room_type: PARIS.room,
    rate_plan: 'FLEX',
    check_in: checkIn,
    check_out: nightAfter.toISOString().slice(0, 10),
    adults: 2,
    rooms: 1,
    guest: { first_name: 'Camille', last_name: `Martin ${tag} ${index}`, email: guestEmail ?? `${tag}-${index}@example.com` },
    special_requests: `Request ${tag} ${index}`,
    language: 'fr',
  }
}

/** A night of its own for each booking, so none is refused as sold out. */
function night(base: string, offset: number): string {
  const date = new Date(`${base}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

async function book(target: NextServer, attempt: Attempt, index: number): Promise<void> {
  try {
    const response = await fetch(`${target.url}/api/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': attempt.key, 'X-Forwarded-For': `198.51.100.${(index % 250) + 1}` },
      body: JSON.stringify(attempt.body),
    })
    const answer = (await response.json()) as { reference?: string }
    attempt.status = response.status
    attempt.reference = answer.reference
  } catch {
    attempt.status = null
  }
}

interface MessageRow {
  id: number
  reference: string
  kind: string
  status: string
  message_id: string
  to_address: string
  attempts: number
  last_error: string | null
}

async function messagesOf(keyPrefix: string): Promise<MessageRow[]> {
  return query<MessageRow>(
    `SELECT m.id, b.reference, m.kind, m.status, m.message_id, m.to_address, m.attempts, m.last_error
     FROM messages m JOIN bookings b ON b.id = m.booking_id WHERE b.idempotency_key LIKE ? ORDER BY m.id`,
    [`${keyPrefix}%`],
  )
}

/** Waits until every message of these bookings has left 'queued' and 'sending'. */
async function settled(keyPrefix: string, expected: number, timeoutMs = 60_000): Promise<MessageRow[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const rows = await messagesOf(keyPrefix)
    if (rows.length >= expected && rows.every((row) => row.status === 'sent' || row.status === 'failed')) return rows
    if (Date.now() > deadline) return rows
    await sleep(250)
  }
}

beforeAll(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-outbox-'))
  databaseFile = path.join(workDir, 'hotel.db')
})

afterAll(async () => {
  await server?.stop()
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
})

/** A consistent copy of the suite's database (VACUUM INTO: the WAL included), with no message left from other tests. */
async function freshDatabase(): Promise<void> {
  // The file and what SQLite keeps beside it (a previous server's write-ahead log would corrupt the new copy).
  for (const file of [databaseFile, `${databaseFile}-wal`, `${databaseFile}-shm`]) fs.rmSync(file, { force: true })
  const source = suiteDatabaseUri()
  const client = createClient({ url: source })
  await client.execute({ sql: 'VACUUM INTO ?', args: [databaseFile] })
  client.close()
  await query('DELETE FROM messages')
}

describe('the outbox', () => {
  it('sends every booking’s guest and hotel e-mail once after the server is killed in a burst of bookings', async () => {
    await freshDatabase()
    const smtp = await startSmtpServer({ port: smtpPort })
    try {
      let target = await start(smtp.url)
      const tag = `crash${Date.now().toString(36)}`
      const attempts: Attempt[] = Array.from({ length: BURST }, (_, index) => ({
        key: `${tag}-${index}`,
        body: bookingBody(index, tag, night('2028-05-01', index)),
        status: null,
      }))
      let answered = 0
      const killed = new Promise<void>((resolve) => {
        void Promise.all(
          attempts.map(async (attempt, index) => {
            await book(target, attempt, index)
            if (attempt.status !== null && ++answered === KILL_AFTER_ANSWERS) {
              process.kill(-target.pid, 'SIGKILL')
              resolve()
            }
          }),
        ).then(() => resolve())
      })
      await killed
      const deadline = Date.now() + 10_000
      while (!target.ended() && Date.now() < deadline) await sleep(50)
      expect(target.ended()).toBe('signal SIGKILL')
      // Let every request the kill cut off see its connection close.
      await sleep(500)

      const beforeRestart = await messagesOf(tag)
      const unsent = beforeRestart.filter((row) => row.status !== 'sent').length
      const cutOff = attempts.filter((attempt) => attempt.status === null)

      target = await start(smtp.url)
      // A request cut off by the crash is retried with its key: it answers the booking it made, or makes it now.
      await Promise.all(cutOff.map((attempt) => book(target, attempt, attempts.indexOf(attempt))))
      expect(attempts.map((attempt) => attempt.status)).toEqual(attempts.map(() => 201))

      const stored = await query<{ idempotency_key: string; reference: string }>('SELECT idempotency_key, reference FROM bookings WHERE idempotency_key LIKE ?', [
        `${tag}%`,
      ])
      expect(stored).toHaveLength(BURST)
      const byKey = new Map(stored.map((row) => [row.idempotency_key, row.reference]))
      for (const attempt of attempts) expect(byKey.get(attempt.key), attempt.key).toBe(attempt.reference)

      const rows = await settled(tag, BURST * 2)
      expect(rows.filter((row) => row.status !== 'sent')).toEqual([])
      const references = [...byKey.values()].sort()
      for (const kind of ['booking_guest', 'booking_hotel']) {
        expect(
          rows
            .filter((row) => row.kind === kind)
            .map((row) => row.reference)
            .sort(),
          kind,
        ).toEqual(references)
      }
      // Each message reached the mail server under its one Message-ID.
      const deliveries = new Map<string, number>()
      await smtp.waitFor(() => rows.every((row) => smtp.received.some((mail) => mail.mail.messageId === row.message_id)), 15_000)
      for (const mail of smtp.received) if (mail.mail.messageId) deliveries.set(mail.mail.messageId, (deliveries.get(mail.mail.messageId) ?? 0) + 1)
      const missing = rows.filter((row) => !deliveries.has(row.message_id))
      expect(missing).toEqual([])
      const guestMail = smtp.received.filter((mail) => addressesOf(mail.mail.to).some((address) => address.startsWith(`${tag}-`)))
      const hotelMail = smtp.received.filter((mail) => addressesOf(mail.mail.to).includes(PARIS.email))
      const distinct = (list: typeof guestMail) => new Set(list.map((mail) => mail.mail.messageId)).size
      expect(distinct(guestMail)).toBe(BURST)
      expect(distinct(hotelMail)).toBe(BURST)
      // Nothing but this test's bookings reached the mail server.
      expect(smtp.received.length).toBe(guestMail.length + hotelMail.length)
      const repeats = [...deliveries.values()].reduce((sum, count) => sum + count - 1, 0)
      console.log(
        `outbox crash test: ${BURST} bookings, killed after ${KILL_AFTER_ANSWERS} answers; ${cutOff.length} requests cut off and retried; ` +
          `${unsent} of ${beforeRestart.length} queued messages unsent at the kill; ${rows.length} messages sent after the restart; ` +
          `${smtp.received.length} deliveries, ${repeats} repeated under the same Message-ID (in flight at the kill)`,
      )
      // A repeat can only be a message the mail server was taking when the server died (4 at a time).
      expect(repeats).toBeLessThanOrEqual(4)
    } finally {
      await server?.stop()
      await smtp.stop()
    }
  })

  it('keeps messages queued while the mail server is down, sends each once when it is back; a refused address fails alone and can be sent again', async () => {
    await freshDatabase()
    // Nothing listens on the SMTP port yet.
    const smtpUrl = `smtp://relay:relay-secret@127.0.0.1:${smtpPort}`
    const target = await start(smtpUrl)
    let smtp: TestSmtpServer | undefined
    try {
      const tag = `down${Date.now().toString(36)}`
      const refused = `${tag}-refused@example.com`
      const attempts: Attempt[] = Array.from({ length: 6 }, (_, index) => ({
        key: `${tag}-${index}`,
        body: bookingBody(index, tag, night('2028-07-01', index), index === 0 ? refused : undefined),
        status: null,
      }))
      for (const [index, attempt] of attempts.entries()) await book(target, attempt, index)
      expect(
        attempts.map((attempt) => attempt.status),
        target.output().slice(-4000),
      ).toEqual(attempts.map(() => 201))

      // Tries fail while the mail server is down: every message is still queued, with its error.
      await sleep(3000)
      const waiting = await messagesOf(tag)
      expect(waiting).toHaveLength(12)
      expect(waiting.every((row) => row.status === 'queued' || row.status === 'sending')).toBe(true)
      expect(waiting.some((row) => row.attempts >= 1 && /ECONNREFUSED|ECONNECTION/.test(row.last_error ?? ''))).toBe(true)

      smtp = await startSmtpServer({ port: smtpPort, refuse: [refused] })
      const rows = await settled(tag, 12, 60_000)
      const failed = rows.filter((row) => row.status === 'failed')
      expect(failed.map((row) => row.to_address)).toEqual([refused])
      expect(failed[0]?.last_error).toMatch(/550/)
      expect(rows.filter((row) => row.status === 'sent')).toHaveLength(11)
      for (const row of rows.filter((item) => item.status === 'sent')) {
        expect(
          smtp.received.filter((mail) => mail.mail.messageId === row.message_id),
          row.to_address,
        ).toHaveLength(1)
      }

      // Staff see it failed in the back office, and send it again.
      const login = await fetch(`${target.url}/cms-api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STAFF) })
      const token = sessionToken(login.headers)
      const auth = { Authorization: `JWT ${token}` }
      const listed = await fetch(`${target.url}/cms-api/messages?depth=0&where[status][equals]=failed&where[to_address][equals]=${encodeURIComponent(refused)}`, {
        headers: auth,
      })
      expect(listed.status).toBe(200)
      const { docs } = (await listed.json()) as { docs: { id: number; status: string; data?: unknown }[] }
      expect(docs.map((doc) => doc.status)).toEqual(['failed'])
      // What a message is rendered from is for the sender only (a staff e-mail may carry a one-time link).
      expect(docs[0]).not.toHaveProperty('data')
      const id = docs[0]!.id
      const anonymous = await fetch(`${target.url}/api/staff/messages/${id}/resend`, { method: 'POST', headers: { Origin: target.url } })
      expect(anonymous.status).toBe(401)
      const foreign = await fetch(`${target.url}/api/staff/messages/${id}/resend`, { method: 'POST', headers: { ...auth, Origin: 'https://elsewhere.example' } })
      expect(foreign.status).toBe(403)
      const resent = await fetch(`${target.url}/api/staff/messages/${id}/resend`, { method: 'POST', headers: { ...auth, Origin: target.url } })
      expect(resent.status, await resent.clone().text()).toBe(200)
      const again = await fetch(`${target.url}/api/staff/messages/${id}/resend`, { method: 'POST', headers: { ...auth, Origin: target.url } })
      // Queued (or failed again already, if the refusal came back first): a second press queues nothing twice.
      expect([200, 409]).toContain(again.status)
      const deadline = Date.now() + 15_000
      let row: MessageRow | undefined
      do {
        await sleep(250)
        row = (await messagesOf(tag)).find((item) => item.id === id)
      } while (row && row.status !== 'failed' && Date.now() < deadline)
      // Tried again from a fresh count: refused again, failed after one more try.
      expect(row).toMatchObject({ status: 'failed', attempts: 1 })
    } finally {
      await server?.stop()
      await smtp?.stop()
    }
  })
})
