/**
 * Renders a queued message (interim plain text, until the React Email templates land).
 */
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import { siteOrigin } from '@/lib/site-url'
import { longDate, textsFor } from '@/services/bookings'

import type { MessageData, RenderedMessage } from './kinds'

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export async function renderMessage(data: MessageData, lang: Locale): Promise<RenderedMessage> {
  if (data.kind === 'booking_guest' || data.kind === 'booking_hotel') {
    const booking = data.booking
    const t = await textsFor(lang)
    const kind = data.event === 'cancelled' ? 'cancelled' : 'confirmed'
    const subject = t(kind === 'confirmed' ? 'stay.email_confirmed_subject' : 'stay.email_cancelled_subject', { reference: booking.reference, hotel: booking.property_name })
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
    if (data.kind === 'booking_hotel') rows.unshift(['Guest', `${booking.guest.first_name} ${booking.guest.last_name} <${booking.guest.email}>`])
    const manageUrl = `${siteOrigin()}${localizedPath(lang, routes.manageBooking())}?reference=${encodeURIComponent(booking.reference)}`
    const contact = [booking.property_name, booking.contact.address, booking.contact.phone, booking.contact.email].filter(Boolean)
    const text = [
      t('stay.email_greeting', { name: `${booking.guest.first_name} ${booking.guest.last_name}` }),
      '',
      t(kind === 'confirmed' ? 'stay.email_confirmed_intro' : 'stay.email_cancelled_intro'),
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      ...(booking.special_requests ? ['', booking.special_requests] : []),
      '',
      ...(kind === 'confirmed' ? [t('stay.email_manage', { url: manageUrl }), ''] : []),
      t('stay.email_contact'),
      ...contact,
      '',
      t(kind === 'confirmed' ? 'stay.email_closing' : 'stay.email_cancelled_closing'),
    ].join('\n')
    return { subject, text, html: `<pre>${escapeHtml(text)}</pre>` }
  }
  if (data.kind === 'enquiry_received') {
    const { enquiry } = data
    const title = { contact: 'Contact enquiry', host: 'Host enquiry', demo: 'Demo request' }[enquiry.kind]
    const about = enquiry.property?.name ?? ''
    const subject = [`${title} from ${enquiry.name}`, enquiry.subject, about].filter(Boolean).join(' — ')
    const rows: [string, string | undefined][] = [
      ['Name', enquiry.name],
      ['E-mail', enquiry.email],
      ['Phone', enquiry.phone],
      ['Hotel', about || (enquiry.kind === 'contact' ? 'No particular hotel' : undefined)],
      [enquiry.kind === 'contact' ? 'Subject' : 'Their hotel', enquiry.subject],
    ]
    const text = [
      `${title} from the website.`,
      '',
      ...rows.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
      '',
      enquiry.message,
      '',
      `In the back office: ${enquiry.admin_url}`,
    ].join('\n')
    return { subject, text, html: `<pre>${escapeHtml(text)}</pre>` }
  }
  throw new Error(`no template for ${data.kind}`)
}
