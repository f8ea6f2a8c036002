/**
 * To a visitor whose enquiry staff answered from the back office: the answer as staff typed it, from
 * the hotel (or the group), and the visitor's own message quoted below it. Replying writes to the hotel.
 */
import type { EnquiryReplyMessage } from '../kinds'
import type { MessageContext } from './context'
import { EmailLayout, FooterText, Paragraph, Rule, Subheading, Typed } from './layout'

export function enquiryReplySubject(reply: EnquiryReplyMessage, { t, site }: MessageContext): string {
  const from = reply.from.name || site.name
  return [t('mail.reply_subject', { from }), reply.subject?.trim()].filter(Boolean).join(' — ')
}

export function EnquiryReplyEmail({ reply, context }: { reply: EnquiryReplyMessage; context: MessageContext }) {
  const { t, lang, site, tag } = context
  const from = reply.from.name || site.name
  const written = Date.parse(reply.sent_at)
  const date = Number.isNaN(written) ? reply.sent_at : new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(written)
  return (
    <EmailLayout
      lang={lang}
      brand={from}
      preview={reply.reply.slice(0, 120)}
      footer={site.name ? <FooterText>{t('mail.sent_by', { site: site.name })}</FooterText> : null}
    >
      <Paragraph>{t('mail.reply_greeting', { name: reply.name })}</Paragraph>
      <Paragraph>
        <Typed text={reply.reply} />
      </Paragraph>
      <Paragraph>{from}</Paragraph>
      {reply.from.email ? <Paragraph soft>{t('mail.reply_answer', { from })}</Paragraph> : null}
      <Rule />
      <Subheading>{t('mail.reply_your_message', { date })}</Subheading>
      <Paragraph soft>
        <Typed text={reply.message} />
      </Paragraph>
    </EmailLayout>
  )
}
