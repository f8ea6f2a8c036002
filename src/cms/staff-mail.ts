/**
 * The e-mails staff accounts receive, queued in the outbox (./outbox.ts) in the transaction that makes
 * their link work: a password reset when one is asked for, and an invitation when an administrator
 * adds a colleague. Each goes out in the staff member's own language (their account's `language`).
 */
import { randomBytes } from 'node:crypto'

import type { CollectionAfterChangeHook, Payload } from 'payload'

import { isLocale, type Locale } from '../i18n/locales'
import { queueMessages } from './outbox'
import type { User } from './payload-types'
import { inTransaction, transactionConnection } from './sql'
import { RESET_LINK_MINUTES, resetLink } from './staff-auth'

/** How long an invitation's link works: long enough for a colleague back from a week off. */
export const INVITATION_LINK_MINUTES = 7 * 24 * 60

const languageOf = (value: unknown): Locale => (isLocale(value) ? value : 'en')
const nameOf = (user: Pick<User, 'name' | 'email'>) => user.name?.trim() || user.email

/**
 * Makes a reset link for the account with this e-mail, if there is one, and queues its e-mail, in one
 * transaction. Answers nothing either way: whether an account exists is not told.
 */
export async function queuePasswordReset(email: string): Promise<void> {
  await inTransaction(async (_db, transactionID, payload) => {
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email },
      disableEmail: true,
      expiration: RESET_LINK_MINUTES * 60 * 1000,
      req: { transactionID },
    })
    if (!token) return
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0, limit: 1, overrideAccess: true, req: { transactionID } })
    const user = docs[0]
    if (!user) return
    await queueMessages(payload, transactionID, [
      {
        kind: 'staff_password_reset',
        to: { name: nameOf(user), address: user.email },
        language: languageOf(user.language),
        summary: `Password reset for ${user.email}`,
        data: { name: nameOf(user), reset_url: resetLink(token), expires_minutes: RESET_LINK_MINUTES },
      },
    ])
  })
}

async function setInvitationToken(payload: Payload, transactionID: number | string, userId: number): Promise<string> {
  const token = randomBytes(20).toString('hex')
  const expires = new Date(Date.now() + INVITATION_LINK_MINUTES * 60 * 1000).toISOString()
  const { sql, run } = transactionConnection(payload, transactionID)
  await run(sql`UPDATE users SET reset_password_token = ${token}, reset_password_expiration = ${expires} WHERE id = ${userId}`)
  return token
}

/**
 * After an administrator adds a colleague (not the seed, not the first user signing up): an invitation
 * to choose their own password by a link, so no one has to pass a password on. The link is a reset
 * link that works for a week; the password the administrator typed works until it is used.
 */
export const inviteNewStaff: CollectionAfterChangeHook<User> = async ({ doc, operation, req }) => {
  if (operation !== 'create' || !req.user || req.context?.skipInvitation) return doc
  const invite = async (transactionID: number | string) => {
    const token = await setInvitationToken(req.payload, transactionID, doc.id)
    await queueMessages(req.payload, transactionID, [
      {
        kind: 'staff_invitation',
        to: { name: nameOf(doc), address: doc.email },
        language: languageOf(doc.language),
        summary: `Invitation for ${doc.email}`,
        data: { name: nameOf(doc), role: doc.role, set_password_url: resetLink(token), expires_minutes: INVITATION_LINK_MINUTES },
      },
    ])
  }
  if (req.transactionID !== undefined && req.transactionID !== null) await invite(await req.transactionID)
  else await inTransaction(async (_db, transactionID) => invite(transactionID))
  return doc
}
