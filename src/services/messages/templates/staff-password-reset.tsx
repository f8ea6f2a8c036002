/** To a staff member who asked to reset their password: the link, how long it works, and what if they did not ask. */
import { duration } from '../texts'
import type { MessageContext } from './context'
import { Action, EmailLayout, Paragraph } from './layout'

export interface PasswordReset {
  name: string
  reset_url: string
  expires_minutes: number
}

export function passwordResetSubject({ t }: MessageContext): string {
  return t('mail.reset_subject')
}

export function StaffPasswordResetEmail({ reset, context }: { reset: PasswordReset; context: MessageContext }) {
  const { t, lang, site } = context
  return (
    <EmailLayout lang={lang} brand={site.name} preview={t('mail.reset_intro')}>
      <Paragraph>{t('mail.staff_greeting', { name: reset.name })}</Paragraph>
      <Paragraph>{t('mail.reset_intro')}</Paragraph>
      <Action href={reset.reset_url} label={t('mail.reset_action')} fallback={t('mail.link_fallback')} />
      <Paragraph>{t('mail.link_expiry', { duration: duration(reset.expires_minutes, context.tag) })}</Paragraph>
      <Paragraph soft>{t('mail.reset_ignore')}</Paragraph>
    </EmailLayout>
  )
}
