/**
 * To the staff member who scheduled a publish or an unpublish that could not be done at its time (a
 * required field left empty, the document deleted, their rights changed): what, when, why, and the
 * link to the document, so nothing scheduled is lost without anyone knowing.
 */
import type { MessageContext } from './context'
import { Action, EmailLayout, Paragraph } from './layout'

export interface ScheduleFailure {
  name: string
  action: 'publish' | 'unpublish'
  title: string
  /** When it was to happen (ISO). */
  scheduled_for: string
  /** Why it could not, as the back office said it. */
  reason: string
  /** The document in the back office. */
  admin_url: string
}

export function scheduleFailedSubject(failure: ScheduleFailure, { t }: MessageContext): string {
  return t('mail.schedule_failed_subject', { action: failure.action, title: failure.title })
}

export function ScheduleFailedEmail({ failure, context }: { failure: ScheduleFailure; context: MessageContext }) {
  const { t, lang, site, tag } = context
  const when = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(new Date(failure.scheduled_for))
  const intro = t('mail.schedule_failed_intro', { action: failure.action, title: failure.title, when })
  return (
    <EmailLayout lang={lang} brand={site.name} preview={intro}>
      <Paragraph>{t('mail.staff_greeting', { name: failure.name })}</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Paragraph>{t('mail.schedule_failed_reason', { reason: failure.reason })}</Paragraph>
      <Action href={failure.admin_url} label={t('mail.schedule_failed_action')} fallback={t('mail.link_fallback')} />
    </EmailLayout>
  )
}
