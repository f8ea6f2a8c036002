/**
 * What staff do from the back office through the site's own routes: who is signed in, cancelling a
 * booking whatever its terms (a guest called the hotel) and sending a failed message again. Each checks
 * the collection's own read rule for the signed-in staff member: a property manager acts only on their
 * hotels' bookings and messages, and another hotel's answer as if they did not exist.
 */
import 'server-only'

import { cancelByStaff, normaliseReference } from '@/booking/engine'
import { requeueFailedMessage } from '@/cms/outbox'
import { staffMaySeeBooking, staffMaySeeMessage, type StaffUser, staffUser } from '@/cms/staff'

export { type StaffUser, staffUser }

/** Cancels a booking on staff's authority; the rooms go back on sale and the e-mails are queued with it. */
export async function cancelBookingAsStaff(
  user: StaffUser,
  rawReference: string,
): Promise<{ outcome: 'cancelled' | 'already_cancelled' | 'not_found'; reference: string }> {
  const reference = normaliseReference(rawReference)
  if (!reference || !(await staffMaySeeBooking(user, reference))) return { outcome: 'not_found', reference: reference ?? '' }
  const result = await cancelByStaff(reference)
  if (result.outcome === 'not_found' || result.outcome === 'not_cancellable') return { outcome: 'not_found', reference }
  return { outcome: result.outcome, reference }
}

/** Queues a failed message again with a fresh count of tries; a message that is not failed is left alone. */
export async function resendMessageAsStaff(user: StaffUser, id: number): Promise<'queued' | 'not_failed' | 'not_found'> {
  if (!(await staffMaySeeMessage(user, id))) return 'not_found'
  return (await requeueFailedMessage(id)) ? 'queued' : 'not_failed'
}
