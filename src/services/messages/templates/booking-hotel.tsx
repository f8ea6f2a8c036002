/**
 * To the hotel's reservations address, in its staff's language: a booking made, changed or cancelled
 * on the website, with everything the front desk needs — who, when, what, for how many, at what price,
 * what the guest asked for — and a link to it in the back office.
 */
import { isLocale, localeTag } from '@/i18n/locales'
import type { BookingSummary } from '@/lib/booking-api'
import { dateRange } from '@/lib/calendar-date'
import { personName } from '@/lib/person-name'

import type { BookingEvent } from '../kinds'
import { priceRows, specialRequests, stayRows } from './booking-rows'
import type { MessageContext } from './context'
import { Action, Details, type DetailRow, EmailLayout, FooterText, MailLink, Paragraph, Subheading, Title, Typed } from './layout'

export function bookingHotelSubject(event: BookingEvent, booking: BookingSummary, { t, lang, tag }: MessageContext): string {
  return t('mail.hotel_subject', {
    event,
    reference: booking.reference,
    guest: personName(booking.guest, lang),
    dates: dateRange(booking.check_in, booking.check_out, tag),
  })
}

/** The bookings list of the back office, filtered to this one (the reference is unique). */
export function bookingAdminUrl(booking: BookingSummary, origin: string): string {
  return `${origin}/admin/collections/bookings?where[reference][equals]=${encodeURIComponent(booking.reference)}`
}

/** A country code by its name in the reader's language (FR → France, フランス). */
function countryName(code: string, tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/** The language the guest booked in, named in the reader's language. */
function languageName(code: string, tag: string): string {
  if (!isLocale(code)) return code
  return new Intl.DisplayNames([tag], { type: 'language' }).of(localeTag(code).split('-')[0] ?? code) ?? code
}

export function BookingHotelEmail({ event, booking, context }: { event: BookingEvent; booking: BookingSummary; context: MessageContext }) {
  const { t, lang, tag, site } = context
  const { guest } = booking
  const guestRows: DetailRow[] = [
    [t('form.name'), personName(guest, lang)],
    [
      t('form.email'),
      <MailLink key="email" href={`mailto:${guest.email}`}>
        {guest.email}
      </MailLink>,
    ],
  ]
  if (guest.phone)
    guestRows.push([
      t('form.phone'),
      <MailLink key="phone" href={`tel:${guest.phone.replace(/[^\d+]/g, '')}`}>
        {guest.phone}
      </MailLink>,
    ])
  if (guest.country) guestRows.push([t('booking.country'), countryName(guest.country, tag)])
  if (booking.language) guestRows.push([t('mail.guest_language'), languageName(booking.language, tag)])

  const stay: DetailRow[] = [[t('stay.email_reference'), booking.reference], ...stayRows(booking, context, { childAges: true })]
  const requests = specialRequests(booking)
  if (requests) stay.push([t('booking.special_requests'), <Typed key="requests" text={requests} />])

  const price: DetailRow[] = priceRows(booking, context)
  if (event !== 'cancelled') price.push([t('stay.email_payment'), t('mail.hotel_payment')], [t('stay.email_cancellation'), booking.cancellation_policy])

  return (
    <EmailLayout
      lang={lang}
      brand={booking.property_name}
      preview={bookingHotelSubject(event, booking, context)}
      footer={site.name ? <FooterText>{t('mail.sent_by', { site: site.name })}</FooterText> : null}
    >
      <Title>{t('mail.hotel_heading', { event })}</Title>
      <Paragraph>{t('mail.hotel_intro', { event })}</Paragraph>
      <Subheading>{t('mail.section_guest')}</Subheading>
      <Details rows={guestRows} />
      <Subheading>{t('mail.section_stay')}</Subheading>
      <Details rows={stay} />
      <Subheading>{t('mail.section_price')}</Subheading>
      <Details rows={price} />
      <Action href={bookingAdminUrl(booking, site.origin)} label={t('mail.open_booking')} fallback={t('mail.link_fallback')} />
    </EmailLayout>
  )
}
