/**
 * The front desk's CSV export of bookings: the bookings the list shows (its search and filters), read
 * with the staff member's own access — a property manager gets their hotels' bookings only — with
 * totals in major units of the booking's currency ("981.20", "EUR"), never minor units.
 */
import 'server-only'

import type { Where } from 'payload'

import { bookingsForExport, type StaffUser } from '@/cms/staff'
import { type CsvValue, toCsv } from '@/lib/csv'
import { minorToMajorText } from '@/lib/money'

/** A file of more rows than this is cut (a list filter narrows it); the header says so. */
export const EXPORT_LIMIT = 10_000

const HEADER = [
  'Reference',
  'Status',
  'Hotel',
  'Arrival',
  'Departure',
  'Nights',
  'Rooms',
  'Adults',
  'Children',
  'Guest',
  'E-mail',
  'Phone',
  'Country',
  'Total',
  'Currency',
  'Promo code',
  'Special requests',
  'Booked at (UTC)',
] as const

const nights = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** The list's search box: reference, guest name or e-mail (the collection's listSearchableFields). */
export function searchWhere(search: string): Where {
  const text = search.trim()
  return { or: [{ reference: { like: text } }, { guest_name: { like: text } }, { 'guest.email': { like: text } }] }
}

export async function bookingsCsv(user: StaffUser, where: Where): Promise<{ csv: string; count: number }> {
  const bookings = await bookingsForExport(user, where, EXPORT_LIMIT)
  const rows: CsvValue[][] = bookings.map((booking) => [
    booking.reference,
    booking.status,
    booking.property && typeof booking.property === 'object' ? (booking.property.name ?? '') : String(booking.property ?? ''),
    booking.check_in,
    booking.check_out,
    nights(booking.check_in, booking.check_out),
    booking.rooms,
    booking.adults,
    booking.children ?? 0,
    `${booking.guest.first_name} ${booking.guest.last_name}`,
    booking.guest.email,
    booking.guest.phone ?? '',
    booking.guest.country ?? '',
    minorToMajorText(booking.total_minor, booking.currency),
    booking.currency,
    booking.promo_code ?? '',
    booking.special_requests ?? '',
    booking.createdAt,
  ])
  return { csv: toCsv(HEADER, rows), count: rows.length }
}
