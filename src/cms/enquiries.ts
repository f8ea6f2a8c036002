/**
 * Enquiries from the public forms: kept in the staff-only `enquiries` collection, then e-mailed to the
 * property the visitor chose, or to the group's address (the corporate profile).
 *
 * The public cannot create enquiries through Payload's REST API (the collection is staff-only, so
 * nothing skips the rate limit and the honeypot); the site's route handler validates a request and
 * writes it here, on the server's authority.
 */
import type { Payload } from 'payload'

import type { Enquiry, EnquiryKind } from '../lib/enquiry'
import { siteOrigin } from '../lib/site-url'
import { getPayloadClient } from './client'
import { configuredSender } from './email'

export interface StoredEnquiry {
  id: number
  kind: EnquiryKind
  name: string
  email: string
  phone?: string
  subject?: string
  message: string
  /** The published property the enquiry is about, or null for the group as a whole. */
  property: { slug: string; name: string; email: string } | null
}

export type StoreResult = { stored: StoredEnquiry } | { unknownProperty: true }

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

/** Keeps a valid enquiry; an unknown or unpublished property slug keeps nothing. */
export async function storeEnquiry(enquiry: Enquiry): Promise<StoreResult> {
  const payload = await getPayloadClient()
  const property = enquiry.property ? await findPublishedProperty(payload, enquiry.property) : null
  if (enquiry.property && !property) return { unknownProperty: true }
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
  })
  return {
    stored: {
      id: doc.id,
      kind: enquiry.kind,
      name: enquiry.name,
      email: enquiry.email,
      phone: enquiry.phone,
      subject: enquiry.subject,
      message: enquiry.message,
      property: property
        ? { slug: property.slug, name: property.name, email: property.contact?.email ?? '' }
        : null,
    },
  }
}

const KIND_TITLES: Record<EnquiryKind, string> = {
  contact: 'Contact enquiry',
  host: 'Host enquiry',
  demo: 'Demo request',
}

/** Subject and plain-text body of the e-mail to staff. */
export function enquiryEmail(enquiry: StoredEnquiry, adminUrl: string): { subject: string; text: string } {
  const title = KIND_TITLES[enquiry.kind]
  const about = enquiry.property?.name ?? ''
  const subject = [`${title} from ${enquiry.name}`, enquiry.subject, about].filter(Boolean).join(' — ')
  const rows: [string, string | undefined][] = [
    ['Name', enquiry.name],
    ['E-mail', enquiry.email],
    ['Phone', enquiry.phone],
    ['Hotel', about || (enquiry.kind === 'contact' ? 'No particular hotel' : undefined)],
    [enquiry.kind === 'contact' ? 'Subject' : 'Their hotel', enquiry.subject],
  ]
  const width = Math.max(...rows.map(([label]) => label.length)) + 2
  const text = [
    `${title} from the website.`,
    '',
    ...rows.filter(([, value]) => value).map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    'Message:',
    '',
    enquiry.message,
    '',
    '--',
    `Reply to this e-mail to answer ${enquiry.name} directly.`,
    `In the back office: ${adminUrl}`,
  ].join('\n')
  return { subject, text }
}

/**
 * E-mails a stored enquiry to the property's address, else the group's. Never throws: the enquiry is
 * already kept, so a failed e-mail is logged for staff to see and the visitor's request still succeeds.
 */
export async function sendEnquiryEmail(enquiry: StoredEnquiry): Promise<void> {
  let payload: Payload | null = null
  try {
    payload = await getPayloadClient()
    const profile = await payload.findGlobal({ slug: 'corporate-profile', depth: 0, overrideAccess: true })
    const to = enquiry.property?.email || profile.email
    if (!to) {
      payload.logger.warn(`Enquiry ${enquiry.id} kept but not e-mailed: neither the property nor the corporate profile has an e-mail address.`)
      return
    }
    const sender = configuredSender()
    const from = sender ?? (profile.email ? { name: profile.name, address: profile.email } : undefined)
    const { subject, text } = enquiryEmail(enquiry, `${siteOrigin()}/admin/collections/enquiries/${enquiry.id}`)
    await payload.sendEmail({
      ...(from ? { from } : {}),
      to,
      replyTo: { name: enquiry.name, address: enquiry.email },
      subject,
      text,
    })
  } catch (error) {
    const message = `Enquiry ${enquiry.id} kept but its e-mail failed: ${error instanceof Error ? error.message : String(error)}`
    if (payload) payload.logger.error(message)
    else console.error(message)
  }
}
