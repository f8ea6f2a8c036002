/**
 * GET /api/bookings/{reference}?email= (api-contract): a booking for its guest. An unknown reference and
 * a wrong e-mail both answer 404, alike, and lookups are rate-limited per address, so references cannot
 * be found by trying.
 */
import { normaliseReference, sameEmail } from '@/booking/engine'
import { bookingSummary, findBookingView, languageOf } from '@/services/bookings'

import { bookingError, LOOKUP_RATE_LIMIT, NO_STORE, rateLimited } from '../../_shared/booking'

export const dynamic = 'force-dynamic'

const NOT_FOUND = 'No booking matches this reference and e-mail address.'

export async function GET(request: Request, context: { params: Promise<{ reference: string }> }): Promise<Response> {
  try {
    const limited = await rateLimited(request, 'booking-lookups', LOOKUP_RATE_LIMIT, 'Too many lookups from this address. Please try again later.')
    if (limited) return limited
    const url = new URL(request.url)
    const email = url.searchParams.get('email')?.trim()
    if (!email) return bookingError(400, 'invalid_query', 'Give the e-mail address the booking was made with.', { fields: { email: 'Required' } })
    const reference = normaliseReference((await context.params).reference)
    const view = reference ? await findBookingView(reference) : null
    if (!view || !sameEmail(view.doc.guest.email, email)) return bookingError(404, 'not_found', NOT_FOUND)
    const lang = languageOf(url.searchParams.get('lang') ?? view.doc.language)
    return Response.json(await bookingSummary(view.doc, view.catalog, view.cancellable, lang), { headers: NO_STORE })
  } catch (error) {
    console.error('GET /api/bookings/{reference} failed', error)
    return bookingError(503, 'unavailable', 'The booking cannot be read just now. Please try again in a minute.', { headers: { 'Retry-After': '30' } })
  }
}
