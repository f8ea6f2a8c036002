/**
 * How staff accounts sign in and reset their password (the `users` collection's auth options, one hook
 * and one field). Failed sign-ins are throttled per client address and per account at the REST door
 * (./rest-guard.ts), never by locking the account: a lock-out is something anyone who knows a staff
 * e-mail could trigger, over and over.
 */
import { type CollectionBeforeOperationHook, type IncomingAuthType, type SelectField, ValidationError } from 'payload'

import { DEFAULT_LOCALE, LANGUAGES } from '../i18n/locales'
import { siteOrigin } from '../lib/site-url'
import { MIN_PASSWORD_SCORE, passwordScore } from './password-strength'
import { acceptedLanguage, MIN_PASSWORD_LENGTH, staffTexts } from './staff-texts'

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60

/** The admin's reset screen for a token, on the site's public origin (never the request's Host, which a client picks). */
export function resetLink(token: string): string {
  return `${siteOrigin()}/admin/reset/${encodeURIComponent(token)}`
}

/** True when the site is served over HTTPS: the session cookie is then `Secure`. */
export function siteIsHttps(): boolean {
  try {
    return siteOrigin().startsWith('https:')
  } catch {
    return false
  }
}

export const staffAuth: IncomingAuthType = {
  // No lock-out (Payload's maxLoginAttempts): see the note above.
  maxLoginAttempts: 0,
  cookies: { secure: siteIsHttps(), sameSite: 'Lax' },
  forgotPassword: {
    expiration: RESET_LINK_MINUTES * 60 * 1000,
    // Payload's own spacing of reset requests writes outside the operation's transaction, which SQLite
    // (one writer at a time) cannot do while that transaction holds the write lock: "database is
    // locked". Reset requests are spaced per address and per account at the REST door instead.
    minRequestInterval: 0,
  },
}

/** The language of the e-mails the back office sends a staff member. */
export const staffLanguageField: SelectField = {
  name: 'language',
  type: 'select',
  required: true,
  defaultValue: DEFAULT_LOCALE,
  options: LANGUAGES.map(({ code, label }) => ({ label, value: code })),
  admin: { description: 'The language of the e-mails the back office sends you (password reset).' },
}

/**
 * Passwords of at least MIN_PASSWORD_LENGTH characters that zxcvbn scores MIN_PASSWORD_SCORE or more
 * (./password-strength.ts): on create, on change and on reset, with the rule in the staff member's language.
 */
export const passwordPolicy: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args
  const data = (args as { data?: { password?: unknown; email?: unknown; name?: unknown } }).data
  const password: unknown = data?.password
  if (password === undefined || password === null || password === '') return args
  const user = req.user as { language?: unknown; email?: unknown; name?: unknown } | null | undefined
  const language = user?.language ?? acceptedLanguage(req.headers?.get('accept-language'))
  const refuse = (message: string) => {
    throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message }] }, req.t)
  }
  if (typeof password !== 'string' || [...password].length < MIN_PASSWORD_LENGTH) refuse(staffTexts(language).passwordTooShort(MIN_PASSWORD_LENGTH))
  const known = [data?.email, data?.name, user?.email, user?.name].filter((value): value is string => typeof value === 'string')
  if (passwordScore(password as string, known) < MIN_PASSWORD_SCORE) refuse(staffTexts(language).passwordTooWeak(MIN_PASSWORD_LENGTH))
  return args
}
