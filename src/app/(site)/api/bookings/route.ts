/**
 * POST /api/bookings (api-contract): books a room on a rate for a stay, once.
 *
 * In order: the rate limit per client address (429), the Idempotency-Key header (400 without one), the
 * JSON body (415/413/400), its shape (400 with fields), the guest (422 with the spec's messages), the
 * property (422), the dates (400), then the engine: 201 with the booking, or 409 sold_out / price_changed
 * / closed_to_arrival / min_stay, 422 for a room, rate or promo code that does not fit. The same key
 * with the same body answers the first booking again and books nothing more; with another body, 422.
 * The guest's and the hotel's e-mails are queued with the booking and go out after the response. Never a 500: a failure to store is a 503.
 */
import { after } from 'next/server'
import { z } from 'zod'

import {
  book,
  type BookingRequest,
  type BookOutcome,
  type CatalogProperty,
  getCatalog,
  MAX_ADULTS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  MAX_ROOMS,
  replayOf,
  stayDateProblems,
} from '@/booking/engine'
import { type Locale, LOCALES } from '@/i18n/locales'
import { type GuestErrorCode, guestErrors, guestSchema, GUEST_MAX_LENGTH } from '@/lib/booking-guest'
import { servingLive } from '@/lib/cached'
import { isCalendarDate } from '@/lib/stay'
import { bookingSummary, bookingView, findBookingView, languageOf, textsFor } from '@/services/bookings'
import { kickOutbox } from '@/services/messages/worker'

import { bookingError, NO_STORE, partyOf, rateLimited } from '../_shared/booking'
import { readJsonBody } from '../_shared/request-body'

export const dynamic = 'force-dynamic'

/** Per client address: this many booking attempts in this many seconds, then 429. */
const BOOKING_RATE_LIMIT = { points: 10, durationSeconds: 10 * 60 }
const BODY_LIMIT_BYTES = 16 * 1024
/** A UUID, or any opaque key of 8 to 128 letters, digits, '-' and '_'. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/

const whole = (min: number, max: number) =>
  z.number({ error: 'must be a number' }).int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`)
const slug = z
  .string({ error: 'Required' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug')
  .max(120)

const bodySchema = z.object({
  property: slug,
  room_type: slug,
  rate_plan: z.string({ error: 'Required' }).regex(/^[A-Z0-9_-]{2,20}$/, 'must be a rate plan code'),
  check_in: z.string({ error: 'Required' }).refine(isCalendarDate, 'must be a real date as YYYY-MM-DD'),
  check_out: z.string({ error: 'Required' }).refine(isCalendarDate, 'must be a real date as YYYY-MM-DD'),
  // The party as totals (spread evenly over the rooms), or room by room in room_parties (then the totals may be left out).
  adults: whole(1, MAX_ADULTS).optional(),
  children: whole(0, MAX_CHILDREN).optional(),
  child_ages: z.array(whole(0, MAX_CHILD_AGE)).max(MAX_CHILDREN).optional(),
  rooms: whole(1, MAX_ROOMS).optional(),
  room_parties: z
    .array(z.object({ adults: whole(1, MAX_ADULTS), child_ages: z.array(whole(0, MAX_CHILD_AGE)).max(MAX_CHILDREN).default([]) }), { error: 'must be a list of rooms' })
    .min(1, 'must list at least one room')
    .max(MAX_ROOMS, `must list at most ${MAX_ROOMS} rooms`)
    .optional(),
  promo: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,20}$/, 'must be letters and digits')
    .optional(),
  guest: z.unknown(),
  special_requests: z.unknown().optional(),
  expected_total_minor: z.number().int().min(0).optional(),
  language: z.enum(LOCALES as [string, ...string[]]).optional(),
})

const FIELD_LABELS: Record<string, string> = {
  'guest.first_name': 'booking.first_name',
  'guest.last_name': 'booking.last_name',
  'guest.email': 'form.email',
  'guest.phone': 'form.phone',
  'guest.country': 'booking.country',
  special_requests: 'booking.special_requests',
}

/** Spec §5 messages in the request's language, from the labels ('E-mail is not valid.', 'Required'). */
async function guestMessages(codes: Record<string, GuestErrorCode>, lang: Locale): Promise<Record<string, string>> {
  const t = await textsFor(lang)
  const text = (key: string, fallback: string) => {
    const value = key ? t(key) : ''
    return value && value !== key ? value : fallback
  }
  const required = text('form.required', 'Required')
  const invalid = text('form.invalid', '{field} is not valid.')
  return Object.fromEntries(
    Object.entries(codes).map(([field, code]) => {
      const fallback = (field.split('.').at(-1) ?? field).replace(/_/g, ' ')
      const name = text(FIELD_LABELS[field] ?? '', fallback.charAt(0).toUpperCase() + fallback.slice(1))
      return [field, code === 'required' ? required : invalid.replace('{field}', name)]
    }),
  )
}

export function POST(request: Request): Promise<Response> {
  return servingLive(() => answer(request))
}

async function answer(request: Request): Promise<Response> {
  try {
    const limited = await rateLimited(request, 'bookings', BOOKING_RATE_LIMIT, 'Too many booking attempts from this address. Please try again later.')
    if (limited) return limited
    const key = request.headers.get('idempotency-key')?.trim()
    if (!key) return bookingError(400, 'missing_idempotency_key', 'Send an Idempotency-Key header (a new UUID per booking attempt).')
    if (!IDEMPOTENCY_KEY.test(key)) return bookingError(400, 'invalid_idempotency_key', 'The Idempotency-Key must be 8 to 128 letters, digits, dashes or underscores.')

    const read = await readJsonBody(request, BODY_LIMIT_BYTES)
    if (!read.ok) {
      if (read.problem === 'unsupported_media_type') return bookingError(415, read.problem, 'Send the booking as JSON (Content-Type: application/json).')
      if (read.problem === 'payload_too_large') return bookingError(413, read.problem, `The booking is larger than ${BODY_LIMIT_BYTES / 1024} kB.`)
      return bookingError(400, 'invalid_json', 'The body is not valid JSON.')
    }
    const parsed = bodySchema
      .refine((value) => value.adults !== undefined || value.room_parties !== undefined, { path: ['adults'], message: 'Required (or give room_parties)' })
      .refine((value) => value.rooms !== undefined || value.room_parties !== undefined, { path: ['rooms'], message: 'Required (or give room_parties)' })
      .safeParse(read.value)
    if (!parsed.success) {
      const fields: Record<string, string> = {}
      for (const issue of parsed.error.issues) fields[issue.path.map(String).join('.') || 'body'] ??= issue.message
      return bookingError(400, 'invalid_body', 'Some fields of the booking are missing or malformed.', { fields })
    }
    const body = parsed.data
    const lang = languageOf(body.language)
    const guest = guestSchema.safeParse(body.guest)
    const requests =
      body.special_requests === undefined || body.special_requests === null || body.special_requests === ''
        ? { ok: true as const, value: undefined }
        : typeof body.special_requests === 'string' && body.special_requests.trim().length <= GUEST_MAX_LENGTH.special_requests
          ? { ok: true as const, value: body.special_requests.trim() }
          : { ok: false as const }
    if (!guest.success || !requests.ok) {
      const codes: Record<string, GuestErrorCode> = guest.success
        ? {}
        : Object.fromEntries(Object.entries(guestErrors(guest.error)).map(([field, code]) => [`guest.${field}`, code]))
      if (!requests.ok) codes.special_requests = 'invalid'
      return bookingError(422, 'invalid_guest', 'Some guest details are missing or not valid.', { fields: await guestMessages(codes, lang) })
    }
    const party = partyOf({ adults: body.adults, children: body.children, child_ages: body.child_ages, rooms: body.rooms, room_parties: body.room_parties })
    if ('fields' in party) return bookingError(400, 'invalid_body', 'The party is not valid.', { fields: party.fields })

    const booking: BookingRequest = {
      property: body.property,
      room_type: body.room_type,
      rate_plan: body.rate_plan,
      check_in: body.check_in,
      check_out: body.check_out,
      ...party.party,
      promo: body.promo,
      guest: guest.data,
      special_requests: requests.value,
      expected_total_minor: body.expected_total_minor,
      language: lang,
    }
    // A retry answers its first booking whatever changed since (the clock past the cut-off, a price).
    const replay = await replayOf(booking, key)
    let catalog: CatalogProperty | null = null
    const outcome =
      replay ??
      (await (async (): Promise<BookOutcome | Response> => {
        catalog = await getCatalog(body.property)
        if (!catalog)
          return bookingError(422, 'invalid_booking', `No property is published at '${body.property}'.`, { fields: { property: 'is not a published property' } })
        const problems = stayDateProblems(catalog, body)
        if (Object.keys(problems).length > 0) return bookingError(400, 'invalid_body', 'The stay dates are not possible.', { fields: problems })
        return book(catalog, booking, key)
      })())
    if (outcome instanceof Response) return outcome
    if (!outcome.ok)
      return bookingError(outcome.status, outcome.code, outcome.message, {
        ...(outcome.fields ? { fields: outcome.fields } : {}),
        ...(outcome.reason ? { reason: outcome.reason } : {}),
      })
    // A booking just made answers as stored; a replayed one is read back.
    const view = outcome.booking && catalog ? bookingView(outcome.booking, catalog) : await findBookingView(outcome.reference)
    if (!view) throw new Error(`booking ${outcome.reference} was made but cannot be read back`)
    const summary = await bookingSummary(view.doc, view.catalog, view.cancellable, lang)
    // The guest's and the hotel's e-mails were queued with the booking (src/cms/outbox.ts): sent after the response.
    if (outcome.created) after(kickOutbox)
    return Response.json(summary, { status: 201, headers: NO_STORE })
  } catch (error) {
    console.error('POST /api/bookings failed', error)
    return bookingError(503, 'unavailable', 'The booking could not be made just now; nothing was booked. Please try again in a minute.', {
      headers: { 'Retry-After': '30' },
    })
  }
}
