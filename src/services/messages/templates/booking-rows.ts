/**
 * The rows of a booking both of its e-mails show, the guest's and the hotel's: when, what, for whom,
 * and what it costs. Amounts come formatted in the booking (its total and its taxes and fees).
 */
import type { BookingSummary } from '@/lib/booking-api'
import { longDate } from '@/lib/calendar-date'

import type { MessageContext } from './context'
import type { DetailRow } from './layout'

/** Arrival to guests; with `childAges`, the children's ages next (the hotel sets up cots and beds by them). */
export function stayRows(booking: BookingSummary, { t, tag }: MessageContext, options: { childAges?: boolean } = {}): DetailRow[] {
  const rows: DetailRow[] = [
    [t('stay.email_arrival'), t('stay.email_check_in_at', { date: longDate(booking.check_in, tag), time: booking.check_in_time })],
    [t('stay.email_departure'), t('stay.email_check_out_at', { date: longDate(booking.check_out, tag), time: booking.check_out_time })],
    [t('booking.length_of_stay'), t('booking.nights', { count: booking.nights })],
    [t('stay.email_room'), booking.room_type_name],
    [t('stay.email_rate'), booking.rate_plan_name],
    [t('stay.email_guests'), guestCount(booking, t)],
  ]
  const ages = booking.guests.child_ages
  if (options.childAges && ages.length > 0) {
    rows.push([t('mail.child_ages'), new Intl.ListFormat(tag, { style: 'narrow', type: 'conjunction' }).format(ages.map((age) => t('booking.age_years', { age })))])
  }
  return rows
}

export function guestCount(booking: BookingSummary, t: MessageContext['t']): string {
  return t('stay.email_guest_count', { adults: booking.guests.adults, children: booking.guests.children, rooms: booking.rooms })
}

/** Taxes and fees line by line, then the total. */
export function priceRows(booking: BookingSummary, { t }: MessageContext): DetailRow[] {
  return [
    // A tax the rate includes is shown as such, so the rows visibly add up to the total.
    ...booking.taxes_and_fees.map((line): DetailRow => [line.included ? `${line.label} (${t('booking.tax_included')})` : line.label, line.formatted]),
    [t('stay.email_total'), booking.total_formatted],
  ]
}

/** What the guest asked for, when they asked for anything. */
export function specialRequests(booking: BookingSummary): string | null {
  const requests = booking.special_requests?.trim()
  return requests ? requests : null
}
