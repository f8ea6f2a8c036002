/** Reading a stored booking back with its property's catalog, for the booking endpoints. */
import { after } from 'next/server'

import { getCatalog } from '@/booking/engine'
import { isCancellable } from '@/booking/rules'
import { findBooking } from '@/booking/store'
import { publishedPropertySlug } from '@/data/properties'

import { bookingSummary, languageOf } from '../_shared/booking'
import { sendBookingEmail } from '../_shared/booking-email'

export interface FoundBooking {
  doc: Record<string, unknown>
  catalog: Awaited<ReturnType<typeof getCatalog>>
  cancellable: boolean
}

/** A booking by its stored reference, with whether the guest may still cancel it. */
export async function findBookingView(reference: string): Promise<FoundBooking | null> {
  const doc = await findBooking(reference)
  if (!doc) return null
  const slug = await publishedPropertySlug(doc.property)
  const catalog = slug ? await getCatalog(slug) : null
  const deadline = typeof doc.cancellation_deadline === 'string' ? doc.cancellation_deadline : null
  const cancellable = doc.status === 'confirmed' && catalog !== null && isCancellable(deadline, catalog.time_zone)
  return { doc, catalog, cancellable }
}

/** After the response: the guest's cancellation e-mail, in the language they booked in. */
export async function emailCancellation(reference: string): Promise<void> {
  const view = await findBookingView(reference)
  if (!view) return
  const lang = languageOf(String(view.doc.language ?? ''))
  const summary = await bookingSummary(view.doc, view.catalog, false, lang)
  after(() => sendBookingEmail('cancelled', summary, lang))
}
