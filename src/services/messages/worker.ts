/**
 * The sender of the outbox (src/cms/outbox.ts), in every app server: it claims due messages, renders
 * each in its language from what it was queued with (a booking is read as it is when sent), hands it to
 * the mail server with its own Message-ID, and marks it sent — or, when the try fails, queued again
 * after a back-off that doubles (OUTBOX_RETRY_SECONDS, 30 s, 1 min, 2 min … up to an hour), or failed
 * at once when the mail server refuses it for good (a 5xx such as "no such mailbox") or after
 * OUTBOX_MAX_ATTEMPTS tries. A failed message waits for staff to send it again (the back office).
 *
 * It runs after each request that queued something (`kickOutbox` in `after()`), and otherwise looks
 * every OUTBOX_POLL_MS (2 s) for messages that came due — a retry, a server that died before sending,
 * a message another server left 'sending' past its lease. That look is a read; only due messages are
 * claimed, so an idle outbox writes nothing.
 */
import 'server-only'

import type { Payload } from 'payload'

import { getPayloadClient } from '@/cms/client'
import { configuredSender, SMTP_CONNECTIONS } from '@/cms/email'
import { type ClaimedMessage, claimMessages, markAttemptFailed, markSent, nextDueAt } from '@/cms/outbox'
import { getCorporateProfile } from '@/data/corporate'
import { bookingSummary, findBookingView } from '@/services/bookings'

import type { MessageData, RenderedMessage } from './kinds'
import { renderMessage } from './render'

const setting = (name: string, fallback: number, min: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value >= min ? value : fallback
}

/** How the sender paces itself; the environment may change each (tests shorten them). */
export function outboxSettings() {
  return {
    pollMs: setting('OUTBOX_POLL_MS', 2000, 50),
    /** Longer than the slowest try (the SMTP timeouts in src/cms/email.ts add up to 50 s). */
    leaseSeconds: setting('OUTBOX_LEASE_SECONDS', 120, 1),
    retrySeconds: setting('OUTBOX_RETRY_SECONDS', 30, 0.1),
    maxAttempts: setting('OUTBOX_MAX_ATTEMPTS', 8, 1),
  }
}

const BATCH = 10
/** Messages of one batch handed to the mail server at once: one per kept connection. */
const PARALLEL = SMTP_CONNECTIONS
const MAX_BACKOFF_SECONDS = 3600

interface WorkerState {
  running: boolean
  again: boolean
  started: boolean
}

// One per process, whichever bundle of the server loaded this module (instrumentation, route handlers).
const state: WorkerState = ((globalThis as { __hotelOutbox?: WorkerState }).__hotelOutbox ??= { running: false, again: false, started: false })

/** A message that can never be rendered (its booking was deleted): no try would do better. */
class Unrenderable extends Error {}

/** A mail server's permanent refusal (5xx), as opposed to one that is down, slow or refuses the login. */
function isPermanent(error: unknown): boolean {
  if (error instanceof Unrenderable) return true
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string }
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && code !== 'EAUTH'
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const { responseCode, code } = error as { responseCode?: number; code?: string }
  return [code, responseCode, error.message].filter(Boolean).join(' ')
}

/** What a claimed message is rendered from: a booking is read as it is now, in the message's language. */
async function messageData(message: ClaimedMessage): Promise<MessageData> {
  if (message.kind === 'booking_guest' || message.kind === 'booking_hotel') {
    const reference = message.data?.reference
    const view = message.booking !== null || typeof reference === 'string' ? await findBookingView(await referenceOf(message.booking, reference)) : null
    if (!view) throw new Unrenderable(`booking ${message.booking ?? String(reference)} no longer exists`)
    const booking = await bookingSummary(view.doc, view.catalog, view.cancellable, message.language)
    return { kind: message.kind, event: message.event ?? 'confirmed', booking }
  }
  if (!message.data) throw new Unrenderable(`message ${message.id} has nothing to render`)
  return { ...message.data, kind: message.kind } as MessageData
}

async function referenceOf(bookingId: number | null, known: unknown): Promise<string> {
  if (typeof known === 'string' && known) return known
  if (bookingId === null) return ''
  const payload = await getPayloadClient()
  const doc = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, overrideAccess: true, select: { reference: true } })
  return doc.reference
}

/** The site's sender: SMTP_FROM, else the group's own name and address (the corporate profile), else Payload's default. */
async function siteSender(payload: Payload): Promise<{ name: string; address: string }> {
  const configured = configuredSender()
  if (configured) return configured
  const profile = await getCorporateProfile().catch(() => null)
  if (profile?.email) return { name: profile.name, address: profile.email }
  return { name: payload.email.defaultFromName, address: payload.email.defaultFromAddress }
}

function envelope(site: { name: string; address: string }, message: ClaimedMessage, data: MessageData, rendered: RenderedMessage) {
  const to = message.to_name ? { name: message.to_name, address: message.to_address } : message.to_address
  const base = { to, subject: rendered.subject, html: rendered.html, text: rendered.text, messageId: message.message_id }
  switch (data.kind) {
    case 'booking_guest':
      // From the hotel by name, at the site's sending address; answers go to the hotel.
      return {
        ...base,
        from: { name: data.booking.property_name || site.name, address: site.address },
        ...(data.booking.contact.email ? { replyTo: { name: data.booking.property_name, address: data.booking.contact.email } } : {}),
      }
    case 'booking_hotel':
      // The front desk answers the guest directly.
      return { ...base, from: site, replyTo: { name: `${data.booking.guest.first_name} ${data.booking.guest.last_name}`, address: data.booking.guest.email } }
    case 'enquiry_received':
      return { ...base, from: site, replyTo: { name: data.enquiry.name, address: data.enquiry.email } }
    case 'enquiry_reply':
      // From the hotel (or the group) by name; the visitor's answer goes back to it.
      return {
        ...base,
        from: { name: data.reply.from.name || site.name, address: site.address },
        ...(data.reply.from.email ? { replyTo: { name: data.reply.from.name, address: data.reply.from.email } } : {}),
      }
    default:
      return { ...base, from: site }
  }
}

async function deliver(payload: Payload, message: ClaimedMessage): Promise<void> {
  const settings = outboxSettings()
  let subject: string | undefined
  try {
    const data = await messageData(message)
    const rendered = await renderMessage(data, message.language)
    subject = rendered.subject
    await payload.sendEmail(envelope(await siteSender(payload), message, data, rendered))
  } catch (error) {
    const permanent = isPermanent(error)
    const last = permanent || message.attempts >= settings.maxAttempts
    const backoff = Math.min(MAX_BACKOFF_SECONDS, settings.retrySeconds * 2 ** (message.attempts - 1))
    const retryAt = last ? null : new Date(Date.now() + backoff * 1000)
    const reason = describeError(error)
    const line = `Message ${message.id} (${message.kind}) to ${message.to_address}: try ${message.attempts} failed (${reason}); ${retryAt ? `next try at ${retryAt.toISOString()}` : 'marked failed'}`
    if (retryAt) payload.logger.warn(line)
    else payload.logger.error(line)
    await markAttemptFailed(message.id, reason, retryAt, subject)
    return
  }
  await markSent(message.id, subject ?? '')
}

async function deliverAll(payload: Payload, batch: ClaimedMessage[]): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < batch.length) {
      const message = batch[next++]
      if (message) await deliver(payload, message)
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, batch.length) }, lane))
}

/** Sends every message that is due now; a call while one runs makes that one look again when done. */
export async function drainOutbox(): Promise<void> {
  if (state.running) {
    state.again = true
    return
  }
  state.running = true
  try {
    const payload = await getPayloadClient()
    const { leaseSeconds } = outboxSettings()
    do {
      state.again = false
      for (;;) {
        const batch = await claimMessages(BATCH, leaseSeconds)
        if (batch.length === 0) break
        await deliverAll(payload, batch)
      }
    } while (state.again)
  } finally {
    state.running = false
  }
}

/** For `after()`: sends what a request just queued, never throwing into the request. */
export function kickOutbox(): Promise<void> {
  return drainOutbox().catch((error) => console.error('outbox: sending failed', error))
}

/**
 * Whether a route of this server has made the process's Payload instance (Payload keeps it on
 * `global._payload`). The sender started by the instrumentation hook runs from that hook's own bundle,
 * with its own copy of Payload's code: were it to make the instance, every request would be served by
 * that copy, whose errors the routes' copy does not recognise (a validation error would lose its
 * fields). So the hook's sender only uses the instance once a request has made it.
 */
function payloadReady(): boolean {
  const cached = (globalThis as { _payload?: Map<string, { payload: unknown } | undefined> })._payload
  return Boolean(cached?.get('default')?.payload)
}

/** Starts the sender's look every OUTBOX_POLL_MS in this process (once; src/instrumentation.ts). */
export function startOutboxWorker(): void {
  if (state.started) return
  state.started = true
  const { pollMs } = outboxSettings()
  const tick = async () => {
    try {
      if (!payloadReady()) return
      const due = await nextDueAt()
      if (due && due.getTime() <= Date.now()) await drainOutbox()
    } catch (error) {
      console.error('outbox: the look for due messages failed', error)
    } finally {
      setTimeout(tick, pollMs).unref()
    }
  }
  setTimeout(tick, Math.min(pollMs, 1000)).unref()
}
