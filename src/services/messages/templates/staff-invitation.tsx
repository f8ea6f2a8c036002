/** To a new staff member: their account and its role, the link to choose a password, and where to sign in. */
import { ROLE_OPTIONS } from '@/cms/access/roles'
import { pick } from '@/i18n/text'

import { duration } from '../texts'
import type { MessageContext } from './context'
import { Action, EmailLayout, MailLink, Paragraph, URL_SLOT } from './layout'

export interface Invitation {
  name: string
  role: string
  set_password_url: string
  expires_minutes: number
}

/** A role by its name in the back office's language (the users collection's options). */
function roleName(role: string, { lang }: MessageContext): string {
  const option = ROLE_OPTIONS.find((candidate) => candidate.value === role)
  return option ? pick(option.label, lang) : role
}

export function invitationSubject({ t, site }: MessageContext): string {
  return t('mail.invite_subject', { site: site.name })
}

export function StaffInvitationEmail({ invitation, context }: { invitation: Invitation; context: MessageContext }) {
  const { t, lang, site } = context
  const intro = t('mail.invite_intro', { site: site.name, role: roleName(invitation.role, context) })
  const admin = `${site.origin}/admin`
  const [before = '', after = ''] = t('mail.invite_sign_in', { url: URL_SLOT }).split(URL_SLOT)
  return (
    <EmailLayout lang={lang} brand={site.name} preview={intro}>
      <Paragraph>{t('mail.staff_greeting', { name: invitation.name })}</Paragraph>
      <Paragraph>{intro}</Paragraph>
      <Action href={invitation.set_password_url} label={t('mail.invite_action')} fallback={t('mail.link_fallback')} />
      <Paragraph>{t('mail.link_expiry', { duration: duration(invitation.expires_minutes, context.tag) })}</Paragraph>
      <Paragraph>
        {before}
        <MailLink href={admin}>{admin}</MailLink>
        {after}
      </Paragraph>
      <Paragraph soft>{t('mail.invite_ignore')}</Paragraph>
    </EmailLayout>
  )
}
