/**
 * A message rendered from its data and the labels given: its subject, its HTML, and a plain-text part
 * drawn from the same HTML, so the two say the same. Reads nothing (./render.tsx reads the labels).
 */
import { render, toPlainText } from '@react-email/render'
import type { ReactElement } from 'react'

import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/site-url'

import type { MessageData, RenderedMessage } from './kinds'
import { BookingGuestEmail, bookingGuestSubject } from './templates/booking-guest'
import { BookingHotelEmail, bookingHotelSubject } from './templates/booking-hotel'
import { type MessageContext, messageContext, type SiteIdentity } from './templates/context'
import { EnquiryReceivedEmail, enquirySubject } from './templates/enquiry-received'
import { EnquiryReplyEmail, enquiryReplySubject } from './templates/enquiry-reply'
import { emailChangedSubject, StaffEmailChangedEmail } from './templates/staff-email-changed'
import { ScheduleFailedEmail, scheduleFailedSubject } from './templates/schedule-failed'
import { StaffInvitationEmail, invitationSubject } from './templates/staff-invitation'
import { passwordResetSubject, StaffPasswordResetEmail } from './templates/staff-password-reset'
import { labelSeparator, type LabelText, type Translate, translator } from './texts'

/** The part of html-to-text's formatter API used here (the package ships no types). */
interface TextBuilder {
  openBlock(options: { leadingLineBreaks: number }): void
  closeBlock(options: { trailingLineBreaks: number }): void
  addLiteral(text: string): void
}
type Formatter = (element: { children: unknown[] }, walk: (nodes: unknown[], builder: TextBuilder) => void, builder: TextBuilder) => void
type PlainTextOptions = { wordwrap: false; formatters: Record<string, Formatter>; selectors: { selector: string; format?: string; options?: object }[] }

/** Each row of details on its own line, "label: value"; headings as written (not upper-cased). */
function plainTextOptions(lang: Locale): PlainTextOptions {
  const row: Formatter = (element, walk, builder) => {
    builder.openBlock({ leadingLineBreaks: 1 })
    walk(element.children, builder)
    builder.closeBlock({ trailingLineBreaks: 1 })
  }
  const label: Formatter = (element, walk, builder) => {
    walk(element.children, builder)
    builder.addLiteral(labelSeparator(lang))
  }
  return {
    wordwrap: false,
    formatters: { detailRow: row, detailLabel: label },
    selectors: [
      { selector: 'tr.m-row', format: 'detailRow' },
      { selector: 'td.m-k', format: 'detailLabel' },
      { selector: 'a.m-direct', format: 'anchor', options: { ignoreHref: true } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'table.m-details', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 2 } },
    ],
  }
}

function compose(data: MessageData, context: MessageContext): { subject: string; email: ReactElement } {
  switch (data.kind) {
    case 'booking_guest':
      return {
        subject: bookingGuestSubject(data.event, data.booking, context),
        email: <BookingGuestEmail event={data.event} booking={data.booking} context={context} />,
      }
    case 'booking_hotel':
      return {
        subject: bookingHotelSubject(data.event, data.booking, context),
        email: <BookingHotelEmail event={data.event} booking={data.booking} context={context} />,
      }
    case 'enquiry_received':
      return { subject: enquirySubject(data.enquiry, context), email: <EnquiryReceivedEmail enquiry={data.enquiry} context={context} /> }
    case 'enquiry_reply':
      return { subject: enquiryReplySubject(data.reply, context), email: <EnquiryReplyEmail reply={data.reply} context={context} /> }
    case 'staff_password_reset':
      return { subject: passwordResetSubject(context), email: <StaffPasswordResetEmail reset={data} context={context} /> }
    case 'staff_invitation':
      return { subject: invitationSubject(context), email: <StaffInvitationEmail invitation={data} context={context} /> }
    case 'staff_email_changed':
      return { subject: emailChangedSubject(context), email: <StaffEmailChangedEmail change={data} context={context} /> }
    case 'schedule_failed':
      return { subject: scheduleFailedSubject(data, context), email: <ScheduleFailedEmail failure={data} context={context} /> }
  }
}

/** A message rendered with the given labels (all languages of each), reading nothing else. */
export async function renderWithTexts(
  labels: Iterable<LabelText>,
  data: MessageData,
  lang: Locale,
  site: SiteIdentity = { name: '', origin: siteOrigin() },
): Promise<RenderedMessage> {
  return renderWithTranslator(translator(labels, lang), data, lang, site)
}

/** A message rendered with a translator over the labels of its language (./texts.ts), reading nothing else. */
export async function renderWithTranslator(
  t: Translate,
  data: MessageData,
  lang: Locale,
  site: SiteIdentity = { name: '', origin: siteOrigin() },
): Promise<RenderedMessage> {
  const context = messageContext(lang, t, site)
  const { subject, email } = compose(data, context)
  // Rendered once: the plain-text part is drawn from the very HTML that is sent.
  const html = await render(email)
  const text = toPlainText(html, plainTextOptions(lang))
  // Headings open with blank lines of their own: one blank line between blocks is enough.
  return { subject, html, text: text.replace(/\n{3,}/g, '\n\n').trim() }
}
