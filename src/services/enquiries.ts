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

import type { EnquiryMessage } from './messages/kinds'

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
export async function storeEnquiry(enquiry: Enquiry): Promise<StoreResult> {
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
