/** Who is signed in to the back office, from a request's cookie or Authorization header, and what they may touch. */
import type { TypedUser, Where } from 'payload'

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

/** The fields of a booking the front desk's export writes. */
export interface ExportedBooking {
  reference: string
  status: string
  property: { name?: string | null } | number | null
  check_in: string
  check_out: string
  rooms: number
  adults: number
  children?: number | null
  guest: { first_name: string; last_name: string; email: string; phone?: string | null; country?: string | null }
  total_minor: number
  currency: string
  promo_code?: string | null
  special_requests?: string | null
  createdAt: string
}

/**
 * The bookings this staff user may read that match `where` (the list's filters), newest first, at most
 * `limit`: the bookings collection's own read rule applies, so a property manager gets their hotels' only.
 * A filter on a field that does not exist, or one they may not read, throws Payload's QueryError.
 */
export async function bookingsForExport(user: StaffUser, where: Where, limit: number): Promise<ExportedBooking[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'bookings',
    where,
    overrideAccess: false,
    user: user.account,
    depth: 1,
    limit,
    pagination: false,
    sort: '-createdAt',
    select: {
      reference: true,
      status: true,
      property: true,
      check_in: true,
      check_out: true,
      rooms: true,
      adults: true,
      children: true,
      guest: true,
      total_minor: true,
      currency: true,
      promo_code: true,
      special_requests: true,
      createdAt: true,
    },
    populate: { properties: { name: true } },
  })
  return docs as unknown as ExportedBooking[]
}
