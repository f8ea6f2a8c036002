/**
 * The guest's e-mails — the confirmation and the cancellation — in the language they booked in, with
 * the hotel's contact details, through Payload's e-mail adapter (SMTP_URL; logged when unset). Sent
 * after the response: a slow or failed e-mail never undoes or delays a booking, and is logged for staff.
 */
import { getPayloadClient } from '@/cms/client'
import { configuredSender } from '@/cms/email'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import type { BookingSummary } from '@/lib/booking-api'
import { siteOrigin } from '@/lib/site-url'

import { longDate, textsFor } from './booking'

export type BookingEmailKind = 'confirmed' | 'cancelled'

/** Subject and plain-text body of a guest's e-mail. */
export async function bookingEmail(kind: BookingEmailKind, booking: BookingSummary, lang: Locale): Promise<{ subject: string; text: string }> {
  const t = await textsFor(lang)
  const subject = t(kind === 'confirmed' ? 'stay.email_confirmed_subject' : 'stay.email_cancelled_subject', {
    reference: booking.reference,
    hotel: booking.property_name,
  })
  // Japanese and Chinese join a date and a time without a Latin comma.
  const comma = lang === 'ja' || lang === 'zh' ? '　' : ', '
  const rows: [string, string][] = [
    [t('stay.email_reference'), booking.reference],
    [t('stay.email_arrival'), `${longDate(booking.check_in, lang)}${comma}${t('stay.email_from_time', { time: booking.check_in_time })}`],
    [t('stay.email_departure'), `${longDate(booking.check_out, lang)}${comma}${t('stay.email_until_time', { time: booking.check_out_time })}`],
    [t('stay.email_room'), booking.room_type_name],
    [t('stay.email_rate'), booking.rate_plan_name],
    [t('stay.email_guests'), t('stay.email_guest_count', { adults: booking.guests.adults, children: booking.guests.children, rooms: booking.rooms })],
  ]
  if (kind === 'confirmed') {
    for (const line of booking.taxes_and_fees) rows.push([line.label, line.formatted])
    rows.push([t('stay.email_total'), booking.total_formatted])
    rows.push([t('stay.email_cancellation'), booking.cancellation_policy])
    rows.push([t('stay.email_payment'), t('stay.pay_at_hotel')])
  }
  const manageUrl = `${siteOrigin()}${localizedPath(lang, routes.manageBooking())}?reference=${encodeURIComponent(booking.reference)}`
  const contact = [booking.property_name, booking.contact.address, booking.contact.phone, booking.contact.email].filter(Boolean)
  const text = [
    t('stay.email_greeting', { name: `${booking.guest.first_name} ${booking.guest.last_name}` }),
    '',
    t(kind === 'confirmed' ? 'stay.email_confirmed_intro' : 'stay.email_cancelled_intro'),
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...(kind === 'confirmed' ? [t('stay.email_manage', { url: manageUrl }), ''] : []),
    t('stay.email_contact'),
    ...contact,
    '',
    t(kind === 'confirmed' ? 'stay.email_closing' : 'stay.email_cancelled_closing'),
  ].join('\n')
  return { subject, text }
}

/** Sends a guest's e-mail; never throws (the booking stands whatever happens to its e-mail). */
export async function sendBookingEmail(kind: BookingEmailKind, booking: BookingSummary, lang: Locale): Promise<void> {
  try {
    const payload = await getPayloadClient()
    const { subject, text } = await bookingEmail(kind, booking, lang)
    // From the hotel by name, at the site's sending address.
    const address = configuredSender()?.address ?? payload.email.defaultFromAddress
    await payload.sendEmail({
      from: { name: booking.property_name || payload.email.defaultFromName, address },
      to: { name: `${booking.guest.first_name} ${booking.guest.last_name}`, address: booking.guest.email },
      ...(booking.contact.email ? { replyTo: { name: booking.property_name, address: booking.contact.email } } : {}),
      subject,
      text,
    })
  } catch (error) {
    console.error(`Booking ${booking.reference}: the ${kind} e-mail to the guest failed`, error)
  }
}
