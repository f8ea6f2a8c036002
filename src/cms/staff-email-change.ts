/**
 * Changing a staff account's sign-in e-mail: whoever does it types their own current password (a
 * session left open, or a stolen one, is not enough to take an account over), and the old address is
 * told, through the outbox, in the same transaction as the change.
 */
import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import { type CollectionAfterChangeHook, type CollectionBeforeChangeHook, type TextField, ValidationError } from 'payload'

import { isLocale, type Locale, LOCALES } from '../i18n/locales'
import { queueMessages } from './outbox'
import type { User } from './payload-types'
import { inTransaction } from './sql'
import { acceptedLanguage, staffTexts } from './staff-texts'

const pbkdf2Async = promisify(pbkdf2)

/** Payload's own hash formats (payload/dist/auth/strategies/local/generatePasswordSaltHash.js): current and legacy. */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'

/** Whether `password` is the one stored as `hash` with `salt`, in constant time. */
export async function passwordMatches(password: string, salt: unknown, hash: unknown): Promise<boolean> {
  if (typeof salt !== 'string' || typeof hash !== 'string' || !salt || !hash) return false
  const current = hash.startsWith(CURRENT_PREFIX)
  const stored = Buffer.from(current ? hash.slice(CURRENT_PREFIX.length) : hash, 'hex')
  const computed = await pbkdf2Async(password, salt, current ? 600_000 : 25_000, current ? 32 : 512, 'sha256')
  return computed.length === stored.length && timingSafeEqual(computed, stored)
}

const byLanguage = (text: (texts: ReturnType<typeof staffTexts>) => string) =>
  Object.fromEntries(LOCALES.map((code) => [code, text(staffTexts(code))])) as Record<Locale, string>

const normalised = (email: unknown) => (typeof email === 'string' ? email.trim().toLowerCase() : '')
const languageOf = (value: unknown): Locale => (isLocale(value) ? value : 'en')

/** The field the current password is typed in: never stored, never read back. */
export const currentPasswordField: TextField = {
  name: 'current_password',
  type: 'text',
  virtual: true,
  label: byLanguage((texts) => texts.currentPasswordLabel),
  admin: {
    description: byLanguage((texts) => texts.currentPasswordNeeded),
    components: { Field: '/components/admin/current-password#CurrentPasswordField' },
    // Only on an existing account: a new one has no e-mail to change.
    condition: (data) => Boolean(data?.id),
  },
  hooks: { afterRead: [() => undefined] },
}

/**
 * Before an account's e-mail changes by a signed-in staff member's hand: their own current password,
 * else a field error in their language and nothing changes. The seed and scripts (no user) are trusted.
 */
export const requirePasswordForEmailChange: CollectionBeforeChangeHook<User> = async ({ data, originalDoc, operation, req }) => {
  const typed: unknown = (data as { current_password?: unknown }).current_password
  delete (data as { current_password?: unknown }).current_password
  if (operation !== 'update' || !originalDoc || !req.user) return data
  if (data.email === undefined || normalised(data.email) === normalised(originalDoc.email)) return data
  const actor = req.user as { id: number | string; language?: unknown }
  const texts = staffTexts(actor.language ?? acceptedLanguage(req.headers?.get('accept-language')))
  const refuse = (): never => {
    throw new ValidationError({ collection: 'users', errors: [{ path: 'current_password', message: texts.currentPasswordNeeded }] }, req.t)
  }
  if (typeof typed !== 'string' || !typed) refuse()
  const stored = await req.payload.db.findOne<{ id: number | string; salt?: unknown; hash?: unknown }>({
    collection: 'users',
    where: { id: { equals: actor.id } },
    req,
  })
  if (!(await passwordMatches(typed as string, stored?.salt, stored?.hash))) refuse()
  return data
}

/** After an account's e-mail changed: a notice to the old address, in the account's language. */
export const noticeToOldAddress: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc?.email || normalised(previousDoc.email) === normalised(doc.email)) return doc
  const name = doc.name?.trim() || previousDoc.email
  const queue = (transactionID: number | string) =>
    queueMessages(req.payload, transactionID, [
      {
        kind: 'staff_email_changed',
        to: { name, address: previousDoc.email },
        language: languageOf(doc.language),
        summary: `Sign-in e-mail of ${name} changed from ${previousDoc.email} to ${doc.email}`,
        data: { name, old_email: previousDoc.email, new_email: doc.email, changed_at: new Date().toISOString() },
      },
    ])
  if (req.transactionID !== undefined && req.transactionID !== null) await queue(await req.transactionID)
  else await inTransaction(async (_db, transactionID) => queue(transactionID))
  return doc
}
