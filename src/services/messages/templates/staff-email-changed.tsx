/** To the address a staff member signed in with until now: it was changed, to what and when, and what to do if they did not. */
import type { MessageContext } from './context'
import { EmailLayout, Paragraph } from './layout'

export interface EmailChange {
  name: string
  old_email: string
  new_email: string
  /** When the change was saved (ISO). */
  changed_at: string
}

export function emailChangedSubject({ t, site }: MessageContext): string {
  return t('mail.email_changed_subject', { site: site.name })
}

export function StaffEmailChangedEmail({ change, context }: { change: EmailChange; context: MessageContext }) {
  const { t, lang, site, tag } = context
  const when = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(new Date(change.changed_at))
  const intro = t('mail.email_changed_intro', { site: site.name, old_email: change.old_email, new_email: change.new_email, when })
  return (
    <EmailLayout lang={lang} brand={site.name} preview={intro}>
      <Paragraph>{t('mail.staff_greeting', { name: change.name })}</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Paragraph>{t('mail.email_changed_not_you')}</Paragraph>
    </EmailLayout>
  )
}
