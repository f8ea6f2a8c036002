/**
 * GET /api/bookings/{reference}?email= (api-contract): a booking for its guest. An unknown reference and
 * a wrong e-mail both answer 404, alike, and lookups are rate-limited per address, so references cannot
 * be found by trying.
 */
import { normaliseReference, sameEmail } from '@/booking/engine'
import { clientAddress } from '@/lib/client-address'
import { rateLimiter } from '@/lib/rate-limit'

import { bookingError, bookingSummary, languageOf, NO_STORE } from '../../_shared/booking'
import { findBookingView } from '../find'

export const dynamic = 'force-dynamic'

/** Per client address: lookups and cancellations together, in this many seconds. */
const LOOKUP_RATE_LIMIT = { points: 30, durationSeconds: 10 * 60 }

const NOT_FOUND = 'No booking matches this reference and e-mail address.'

export async function GET(request: Request, context: { params: Promise<{ reference: string }> }): Promise<Response> {
  try {
    const limit = await rateLimiter({ name: 'booking-lookups', ...LOOKUP_RATE_LIMIT }).consume(clientAddress(request.headers))
    if (!limit.allowed) {
      return bookingError(429, 'too_many_requests', 'Too many lookups from this address. Please try again later.', {
        headers: { 'Retry-After': String(limit.retryAfterSeconds) },
      })
    }
    const url = new URL(request.url)
    const email = url.searchParams.get('email')?.trim()
    if (!email) return bookingError(400, 'invalid_query', 'Give the e-mail address the booking was made with.', { fields: { email: 'Required' } })
    const reference = normaliseReference((await context.params).reference)
    const view = reference ? await findBookingView(reference) : null
    if (!view || !sameEmail((view.doc.guest as { email?: unknown } | undefined)?.email, email)) return bookingError(404, 'not_found', NOT_FOUND)
    const lang = languageOf(url.searchParams.get('lang') ?? String(view.doc.language ?? ''))
    return Response.json(await bookingSummary(view.doc, view.catalog, view.cancellable, lang), { headers: NO_STORE })
  } catch (error) {
    console.error('GET /api/bookings/{reference} failed', error)
    return bookingError(503, 'unavailable', 'The booking cannot be read just now. Please try again in a minute.', { headers: { 'Retry-After': '30' } })
  }
}
