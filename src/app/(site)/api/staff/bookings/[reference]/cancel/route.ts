/**
 * POST /api/staff/bookings/{reference}/cancel — the back office's "Cancel booking" button: staff cancel
 * a booking whatever its rate's terms (the guest called the hotel), the rooms go back on sale and the
 * guest is e-mailed in their language. Signed-in staff only, and only from the site's own pages (the
 * browser's Origin must be the site's), since the staff cookie would otherwise ride along. A property
 * manager cancels only their hotels' bookings: another hotel's booking answers as if it did not exist.
 */
import { after } from 'next/server'

import { kickOutbox } from '@/services/messages/worker'
import { cancelBookingAsStaff } from '@/services/staff'

import { bookingError, NO_STORE } from '../../../../_shared/booking'
import { staffActor } from '../../../../_shared/staff-action'

export const dynamic = 'force-dynamic'

export async function POST(request: Request, context: { params: Promise<{ reference: string }> }): Promise<Response> {
  try {
    const user = await staffActor(request, 'cancel bookings')
    if (user instanceof Response) return user
    const { outcome, reference } = await cancelBookingAsStaff(user, (await context.params).reference)
    if (outcome === 'not_found') return bookingError(404, 'not_found', 'No booking has this reference.')
    if (outcome === 'cancelled') {
      console.info(`Booking ${reference} cancelled by ${user.email}`)
      // The guest's and the hotel's e-mails were queued with the cancellation (src/cms/outbox.ts).
      after(kickOutbox)
    }
    return Response.json({ reference, status: 'cancelled' }, { headers: NO_STORE })
  } catch (error) {
    console.error('POST /api/staff/bookings/{reference}/cancel failed', error)
    return bookingError(503, 'unavailable', 'The booking could not be cancelled just now; nothing changed. Please try again.', { headers: { 'Retry-After': '30' } })
  }
}
