/**
 * The hotels a staff member may see, each with its own "today" (the date on that hotel's calendar:
 * Kyoto's today is not Paris's), and the bookings filter for a stay that starts or ends on it. Shared
 * by the dashboard and the front desk's arrivals and departures.
 */
import type { Payload, TypedUser, Where } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { todayIn } from '@/lib/stay'

export interface HotelToday {
  id: number
  name: string
  /** 'YYYY-MM-DD' on the hotel's calendar. */
  today: string
}

/** A hotel's today; a time zone the runtime does not know falls back to UTC's date, never an error. */
function hotelToday(timeZone: string, now: Date): string {
  try {
    return todayIn(timeZone, now)
  } catch {
    return now.toISOString().slice(0, 10)
  }
}

/** The id of a relation as Payload returns it at any depth. */
export const idOf = (value: unknown): string => (value && typeof value === 'object' && 'id' in value ? String((value as { id: unknown }).id) : String(value))

/** The hotels `user` may read (drafts included), by name, each with its today. */
export async function hotelsToday(payload: Payload, user: TypedUser, locale: Locale = DEFAULT_LOCALE, now = new Date()): Promise<HotelToday[]> {
  const hotels = await payload.find({
    collection: 'properties',
    overrideAccess: false,
    user,
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    depth: 0,
    limit: 200,
    pagination: false,
    draft: true,
    sort: 'name',
    select: { name: true, time_zone: true },
  })
  return hotels.docs.map((hotel) => ({ id: hotel.id, name: hotel.name, today: hotelToday(hotel.time_zone, now) }))
}

/** Confirmed bookings whose `field` (arrival or departure) is today at their hotel. */
export function onHotelToday(hotels: HotelToday[], field: 'check_in' | 'check_out'): Where {
  return {
    and: [{ status: { equals: 'confirmed' } }, { or: hotels.map(({ id, today }): Where => ({ and: [{ property: { equals: id } }, { [field]: { equals: today } }] })) }],
  }
}
