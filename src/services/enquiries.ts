/**
 * Enquiries from the public forms: kept in the staff-only `enquiries` collection and, in the same
 * transaction, an e-mail to the property the visitor chose — its reservations team, in their language —
 * or to the group's address (the corporate profile) queued in the outbox (src/cms/outbox.ts). The
 * public cannot create enquiries through Payload's REST API (the collection is staff-only, so nothing
 * skips the rate limit and the honeypot); the site's route handler validates a request and the enquiry
 * is written here, on the server's authority.
 */
import 'server-only'

import type { Payload } from 'payload'

import { getPayloadClient } from '@/cms/client'
import { queueMessages } from '@/cms/outbox'
import { isLocale, type Locale } from '@/i18n/locales'
import type { Enquiry } from '@/lib/enquiry'
import { siteOrigin } from '@/lib/site-url'

import type { StaffUser } from '@/cms/staff'

import type { EnquiryMessage, EnquiryReplyMessage } from './messages/kinds'

export type StoreResult = { stored: { id: number } } | { unknownProperty: true }

/** A published property by slug, read as an anonymous visitor (drafts and unpublished ones are unknown). */
async function findPublishedProperty(payload: Payload, slug: string) {
  const { docs } = await payload.find({
    collection: 'properties',
    where: { slug: { equals: slug } },
    select: { slug: true, name: true, contact: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/** Keeps a valid enquiry and queues its e-mail; an unknown or unpublished property slug keeps nothing. */
export async function storeEnquiry(enquiry: Enquiry, visitorLanguage: Locale = 'en'): Promise<StoreResult> {
  const payload = await getPayloadClient()
  const property = enquiry.property ? await findPublishedProperty(payload, enquiry.property) : null
  if (enquiry.property && !property) return { unknownProperty: true }
  const profile = property?.contact?.email ? null : await payload.findGlobal({ slug: 'corporate-profile', depth: 0, overrideAccess: true })
  const to = property?.contact?.reservations_email || property?.contact?.email || profile?.email || ''
  const language: Locale = isLocale(property?.contact?.staff_language) ? property.contact.staff_language : 'en'

  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('the database adapter runs without transactions')
  try {
    const doc = await payload.create({
      collection: 'enquiries',
      data: {
        kind: enquiry.kind,
        name: enquiry.name,
        email: enquiry.email,
        phone: enquiry.phone,
        subject: enquiry.subject,
        message: enquiry.message,
        property: property?.id,
        language: visitorLanguage,
        status: 'new',
      },
      depth: 0,
      // The collection is staff-only; this write is the server's, after validation.
      overrideAccess: true,
      req: { transactionID },
    })
    if (to) {
      const data: EnquiryMessage = {
        id: doc.id,
        kind: enquiry.kind,
        name: enquiry.name,
        email: enquiry.email,
        ...(enquiry.phone ? { phone: enquiry.phone } : {}),
        ...(enquiry.subject ? { subject: enquiry.subject } : {}),
        message: enquiry.message,
        property: property ? { slug: property.slug, name: property.name } : null,
        admin_url: `${siteOrigin()}/admin/collections/enquiries/${doc.id}`,
      }
      await queueMessages(payload, transactionID, [
        {
          kind: 'enquiry_received',
          to: { address: to },
          language,
          summary: `Enquiry ${doc.id} from ${enquiry.name}`,
          enquiry: doc.id,
          ...(property ? { property: property.id } : {}),
          data: { enquiry: data },
        },
      ])
    } else {
      payload.logger.warn(`Enquiry ${doc.id} kept but not e-mailed: neither the property nor the corporate profile has an e-mail address.`)
    }
    await payload.db.commitTransaction(transactionID)
    return { stored: { id: doc.id } }
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    throw error
  }
}

/** The longest reply staff may send (a reply box, not a newsletter). */
export const REPLY_MAX_LENGTH = 10_000

/**
 * Staff's answer to an enquiry, e-mailed to the visitor through the outbox in the language of the page
 * they wrote from: the reply is kept on the enquiry (with who sent it and when) and the enquiry marked
 * answered, in the same transaction as the queued e-mail. The enquiry is read with the staff member's
 * access, so a property manager answers their hotels' enquiries only (another's is "not found").
 */
export async function replyToEnquiryAsStaff(user: StaffUser, id: number, text: string): Promise<'queued' | 'not_found'> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'enquiries',
    where: { id: { equals: id } },
    overrideAccess: false,
    user: user.account,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const enquiry = docs[0]
  if (!enquiry) return 'not_found'
  const propertyId = typeof enquiry.property === 'object' && enquiry.property ? enquiry.property.id : enquiry.property
  const property = propertyId
    ? await payload.findByID({ collection: 'properties', id: propertyId, depth: 0, draft: true, overrideAccess: true, select: { name: true, contact: true } })
    : null
  const profile = property ? null : await payload.findGlobal({ slug: 'corporate-profile', depth: 0, overrideAccess: true })
  const fromName = property?.name ?? profile?.name ?? ''
  const fromEmail = property?.contact?.reservations_email || property?.contact?.email || profile?.email || undefined
  const now = new Date().toISOString()
  const reply: EnquiryReplyMessage = {
    name: enquiry.name,
    message: enquiry.message,
    ...(enquiry.subject ? { subject: enquiry.subject } : {}),
    sent_at: enquiry.createdAt,
    reply: text,
    from: { name: fromName, ...(fromEmail ? { email: fromEmail } : {}) },
  }
  const language: Locale = isLocale(enquiry.language) ? enquiry.language : 'en'

  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('the database adapter runs without transactions')
  try {
    await payload.update({
      collection: 'enquiries',
      id,
      data: {
        status: 'answered',
        replies: [...(enquiry.replies ?? []), { body: text, sent_at: now, by: Number(user.id), by_email: user.email }],
      },
      depth: 0,
      // Replies are written only here (the field is read-only to everyone), after the read check above.
      overrideAccess: true,
      req: { transactionID },
    })
    await queueMessages(payload, transactionID, [
      {
        kind: 'enquiry_reply',
        to: { name: enquiry.name, address: enquiry.email },
        language,
        summary: `Reply to enquiry ${id} from ${enquiry.name}, by ${user.email}`,
        enquiry: id,
        ...(propertyId ? { property: Number(propertyId) } : {}),
        data: { reply },
      },
    ])
    await payload.db.commitTransaction(transactionID)
    return 'queued'
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    throw error
  }
}
