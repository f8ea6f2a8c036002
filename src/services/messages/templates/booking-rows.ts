/**
 * The rows of a booking both of its e-mails show, the guest's and the hotel's: when, what, for whom,
 * and what it costs. Amounts come formatted in the booking (its total and its taxes and fees).
 */
import type { BookingSummary } from '@/lib/booking-api'
import { longDate } from '@/lib/calendar-date'
import { formatExactPrice } from '@/lib/money'

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

/**
 * With several rooms (or a child's supplement): each room with its guests and nights, each child's
 * supplement on its own line, then any promo discount taken off them all. Nothing for one room with
 * adults only (its price is the room price the total shows).
 */
export function roomRows(booking: BookingSummary, { t, tag }: MessageContext): DetailRow[] {
  const rooms = booking.room_lines ?? []
  if (rooms.length === 0 || (rooms.length === 1 && !rooms.some((room) => room.children.some((child) => child.amount_minor > 0)))) return []
  const money = (amount: number) => formatExactPrice(amount, booking.currency, tag)
  const list = (parts: string[]) => new Intl.ListFormat(tag, { type: 'unit', style: 'short' }).format(parts)
  const rows: DetailRow[] = rooms.flatMap((room, index): DetailRow[] => {
    const guests = list([
      t('booking.adults_count', { count: room.adults }),
      ...(room.child_ages.length > 0 ? [t('booking.children_count', { count: room.child_ages.length })] : []),
    ])
    const nights = room.nightly.reduce((sum, night) => sum + night.amount_minor, 0)
    return [
      [`${t('booking.room_party', { number: index + 1, guests })} · ${t('booking.nights', { count: room.nightly.length })}`, money(nights)],
      ...room.children
        .filter((child) => child.amount_minor > 0)
        .map((child): DetailRow => [t('booking.child_supplement', { age: child.age, nights: room.nightly.length }), money(child.amount_minor)]),
    ]
  })
  if (booking.discount_minor > 0) rows.push([t('booking.promo_discount'), `−${money(booking.discount_minor)}`])
  return rows
}

/** Each room (several rooms), taxes and fees line by line, then the total. */
export function priceRows(booking: BookingSummary, context: MessageContext): DetailRow[] {
  const { t } = context
  return [
    ...roomRows(booking, context),
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
