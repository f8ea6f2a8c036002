import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { BookingLabels } from './labels'

/**
 * Every text of the booking flow in the page's language, raw (ICU), for the client components: the
 * `booking` labels plus the forms' shared 'Required' and '{field} is not valid.' (spec §5).
 */
export async function bookingLabels(): Promise<BookingLabels> {
  const t = await getTranslations()
  const booking = t.raw('booking') as Record<string, string>
  return { ...booking, required: t.raw('form.required') as string, invalid: t.raw('form.invalid') as string }
}
