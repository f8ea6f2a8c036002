/**
 * To the hotel an enquiry is about, or to the group: who wrote, about what, their message as they
 * typed it, and the enquiry in the back office. Replying answers the visitor (the e-mail is sent with
 * their address to reply to).
 */
import type { EnquiryMessage } from '../kinds'
import type { MessageContext } from './context'
import { Action, Details, type DetailRow, EmailLayout, FooterText, MailLink, Paragraph, Subheading, Title, Typed } from './layout'

export function enquirySubject(enquiry: EnquiryMessage, { t }: MessageContext): string {
  const title = t('mail.enquiry_subject', { title: t('mail.enquiry_kind', { kind: enquiry.kind }), name: enquiry.name })
  return [title, enquiry.subject?.trim(), enquiry.property?.name].filter(Boolean).join(' — ')
}

export function EnquiryReceivedEmail({ enquiry, context }: { enquiry: EnquiryMessage; context: MessageContext }) {
  const { t, lang, site } = context
  const rows: DetailRow[] = [
    [t('form.name'), enquiry.name],
    [
      t('form.email'),
      <MailLink key="email" href={`mailto:${enquiry.email}`}>
        {enquiry.email}
      </MailLink>,
    ],
  ]
  if (enquiry.phone)
    rows.push([
      t('form.phone'),
      <MailLink key="phone" href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>
        {enquiry.phone}
      </MailLink>,
    ])
  if (enquiry.property) rows.push([t('booking.hotel'), enquiry.property.name])
  else if (enquiry.kind === 'contact') rows.push([t('booking.hotel'), t('form.property_none')])
  // A contact enquiry has a subject; a host or demo enquiry names the visitor's own hotel there.
  if (enquiry.subject) rows.push([t(enquiry.kind === 'contact' ? 'form.subject' : 'mail.enquiry_their_hotel'), enquiry.subject])
  return (
    <EmailLayout
      lang={lang}
      brand={enquiry.property?.name || site.name}
      preview={enquirySubject(enquiry, context)}
      footer={site.name ? <FooterText>{t('mail.sent_by', { site: site.name })}</FooterText> : null}
    >
      <Title>{t('mail.enquiry_kind', { kind: enquiry.kind })}</Title>
      <Paragraph>{t('mail.enquiry_intro', { name: enquiry.name })}</Paragraph>
      <Details rows={rows} />
      <Subheading>{t('form.message')}</Subheading>
      <Paragraph>
        <Typed text={enquiry.message} />
      </Paragraph>
      <Paragraph soft>{t('mail.enquiry_reply', { name: enquiry.name })}</Paragraph>
      <Action href={enquiry.admin_url} label={t('mail.open_enquiry')} fallback={t('mail.link_fallback')} />
    </EmailLayout>
  )
}
