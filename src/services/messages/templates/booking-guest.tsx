/**
 * To the guest, in the language they booked in: their booking made, changed or cancelled, with the
 * stay, its price and terms, the way to see or cancel it, and the hotel's contact details.
 */
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import type { BookingSummary } from '@/lib/booking-api'
import { personName } from '@/lib/person-name'

import type { BookingEvent } from '../kinds'
import { priceRows, specialRequests, stayRows } from './booking-rows'
import type { MessageContext } from './context'
import { Action, Details, type DetailRow, EmailLayout, FooterText, MailLink, Paragraph, Rule, Title, Typed, URL_SLOT } from './layout'

const SUBJECT = { confirmed: 'stay.email_confirmed_subject', modified: 'stay.email_modified_subject', cancelled: 'stay.email_cancelled_subject' } as const
const INTRO = { confirmed: 'stay.email_confirmed_intro', modified: 'stay.email_modified_intro', cancelled: 'stay.email_cancelled_intro' } as const

export function bookingGuestSubject(event: BookingEvent, booking: BookingSummary, { t }: MessageContext): string {
  return t(SUBJECT[event], { reference: booking.reference, hotel: booking.property_name })
}

/** Manage-my-booking in the guest's language, with the reference filled in. */
export function manageBookingUrl(booking: BookingSummary, { lang, site }: MessageContext): string {
  return `${site.origin}${localizedPath(lang, routes.manageBooking())}?reference=${encodeURIComponent(booking.reference)}`
}

export function BookingGuestEmail({ event, booking, context }: { event: BookingEvent; booking: BookingSummary; context: MessageContext }) {
  const { t, lang } = context
  const live = event !== 'cancelled'
  const requests = specialRequests(booking)
  const rows: DetailRow[] = [[t('stay.email_reference'), booking.reference], ...stayRows(booking, context)]
  if (requests) rows.push([t('booking.special_requests'), <Typed key="requests" text={requests} />])
  if (live) {
    rows.push(...priceRows(booking, context))
    rows.push([t('stay.email_cancellation'), booking.cancellation_policy])
    rows.push([t('stay.email_payment'), t('stay.pay_at_hotel')])
  }
  const manageUrl = manageBookingUrl(booking, context)
  const { contact } = booking
  return (
    <EmailLayout
      lang={lang}
      brand={booking.property_name}
      preview={bookingGuestSubject(event, booking, context)}
      footer={
        <>
          <FooterText>{t('stay.email_contact')}</FooterText>
          <FooterText>
            <strong>{booking.property_name}</strong>
            {contact.address ? (
              <>
                <br />
                {contact.address}
              </>
            ) : null}
            {contact.phone ? (
              <>
                <br />
                <MailLink href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</MailLink>
              </>
            ) : null}
            {contact.email ? (
              <>
                <br />
                <MailLink href={`mailto:${contact.email}`}>{contact.email}</MailLink>
              </>
            ) : null}
          </FooterText>
        </>
      }
    >
      <Title>{t('stay.email_heading', { event })}</Title>
      <Paragraph>{t('stay.email_greeting', { name: personName(booking.guest, lang) })}</Paragraph>
      <Paragraph>{t(INTRO[event])}</Paragraph>
      <Details rows={rows} />
      {live ? <Action href={manageUrl} label={t('stay.email_manage_button')} sentence={t('stay.email_manage', { url: URL_SLOT })} /> : null}
      <Rule />
      <Paragraph>{t(live ? 'stay.email_closing' : 'stay.email_cancelled_closing')}</Paragraph>
    </EmailLayout>
  )
}
