import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { BookingLabels } from './labels'
import { pickStayBoxLabels } from './stay-box-labels'

/**
 * Every text of the booking flow in the page's language, raw (ICU), for the client components: the
 * `booking` labels plus what the site's forms share: 'Required', '{field} is not valid.' (spec §5), and
 * the names of the e-mail and phone fields.
 */
export async function bookingLabels(): Promise<BookingLabels> {
  const t = await getTranslations()
  const booking = t.raw('booking') as Record<string, string>
  return {
    ...booking,
    // The texts every form of the site shares.
    required: t.raw('form.required') as string,
    invalid: t.raw('form.invalid') as string,
    email: t.raw('form.email') as string,
    phone: t.raw('form.phone') as string,
  }
}

/** The texts of the dates-and-guests box alone, for the pages that show the box without the booking flow. */
export async function stayBoxLabels(): Promise<BookingLabels> {
  return pickStayBoxLabels(await bookingLabels())
}
