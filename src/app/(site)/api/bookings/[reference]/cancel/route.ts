/**
 * POST /api/bookings/{reference}/cancel with { email } (api-contract): cancels a booking while its rate
 * allows, and puts its rooms back on sale. 404 alike for an unknown reference or a wrong e-mail; 409
 * not_cancellable past the deadline or on a non-refundable rate. Cancelling a cancelled booking answers
 * 200 again. The guest's cancellation e-mail goes out after the response.
 */
import { after } from 'next/server'

import { cancelFor, normaliseReference, sameEmail } from '@/booking/engine'
import { findBookingView } from '@/services/bookings'
import { kickOutbox } from '@/services/messages/worker'

import { bookingError, LOOKUP_RATE_LIMIT, NO_STORE, rateLimited } from '../../../_shared/booking'
import { readJsonBody } from '../../../_shared/request-body'

export const dynamic = 'force-dynamic'

const NOT_FOUND = 'No booking matches this reference and e-mail address.'

export async function POST(request: Request, context: { params: Promise<{ reference: string }> }): Promise<Response> {
  try {
    const limited = await rateLimited(request, 'booking-lookups', LOOKUP_RATE_LIMIT, 'Too many attempts from this address. Please try again later.')
    if (limited) return limited
    const read = await readJsonBody(request, 4 * 1024)
    if (!read.ok) {
      if (read.problem === 'unsupported_media_type') return bookingError(415, read.problem, 'Send { "email": … } as JSON (Content-Type: application/json).')
      if (read.problem === 'payload_too_large') return bookingError(413, read.problem, 'The body is too large.')
      return bookingError(400, 'invalid_json', 'The body is not valid JSON.')
    }
    const email = (read.value as { email?: unknown } | null)?.email
    if (typeof email !== 'string' || !email.trim())
      return bookingError(400, 'invalid_body', 'Give the e-mail address the booking was made with.', { fields: { email: 'Required' } })
    const reference = normaliseReference((await context.params).reference)
    const view = reference ? await findBookingView(reference) : null
    if (!reference || !view || !view.catalog || !sameEmail((view.doc.guest as { email?: unknown } | undefined)?.email, email)) {
      return bookingError(404, 'not_found', NOT_FOUND)
    }
    const result = await cancelFor(reference, email, view.catalog.time_zone)
    if (result.outcome === 'not_found') return bookingError(404, 'not_found', NOT_FOUND)
    if (result.outcome === 'not_cancellable') {
      return bookingError(
        409,
        'not_cancellable',
        'This booking can no longer be cancelled free of charge: its rate does not allow it or the deadline has passed. Please contact the hotel.',
      )
    }
    // The guest's and the hotel's e-mails were queued with the cancellation (src/cms/outbox.ts).
    if (result.outcome === 'cancelled') after(kickOutbox)
    return Response.json({ reference, status: 'cancelled' }, { headers: NO_STORE })
  } catch (error) {
    console.error('POST /api/bookings/{reference}/cancel failed', error)
    return bookingError(503, 'unavailable', 'The booking could not be cancelled just now; nothing changed. Please try again in a minute.', {
      headers: { 'Retry-After': '30' },
    })
  }
}
