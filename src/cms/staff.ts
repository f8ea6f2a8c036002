/** Who is signed in to the back office, from a request's cookie or Authorization header, and what they may touch. */
import type { TypedUser } from 'payload'

import { getPayloadClient } from './client'

export interface StaffUser {
  id: number | string
  email: string
  /** The account as Payload's access rules take it (role, hotels). */
  account: TypedUser
}

/** The signed-in staff user of a request, or null. */
export async function staffUser(headers: Headers): Promise<StaffUser | null> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers })
  return user ? { id: user.id, email: String((user as { email?: unknown }).email ?? ''), account: user } : null
}

/**
 * Whether this staff user may act on the booking with this (normalised) reference: it exists and the bookings
 * collection's own read rule lets them see it (a property manager sees only their hotels' bookings).
 */
export async function staffMaySeeBooking(user: StaffUser, reference: string): Promise<boolean> {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'bookings',
    where: { reference: { equals: reference } },
    overrideAccess: false,
    user: user.account,
  })
  return totalDocs > 0
}

/** Whether this staff user may see the message with this id (the messages collection's own read rule). */
export async function staffMaySeeMessage(user: StaffUser, id: number): Promise<boolean> {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({ collection: 'messages', where: { id: { equals: id } }, overrideAccess: false, user: user.account })
  return totalDocs > 0
}
