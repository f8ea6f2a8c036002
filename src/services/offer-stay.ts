/**
 * "Book this offer": the rates page of each of an offer's hotels with the offer's code and the first stay
 * its terms allow — from tomorrow on the hotel's calendar, every night within the offer's dates, booked
 * today within its booking window, as many nights as it needs — and, looking a fortnight ahead, the first
 * such stay with a discounted room left to book (by the terms alone when none is).
 */
import 'server-only'

import { availability, getCatalog, type Promo } from '@/booking/engine'
import { routes } from '@/i18n/routes'
import { addDays, todayIn } from '@/lib/stay'

/** Stays looked at for a room left, one arrival a day from the first the terms allow. */
const LOOK_AHEAD_DAYS = 14
/** The party a deep link asks for: the site's default stay box. */
const ADULTS = 2

export interface OfferStay {
  check_in: string
  check_out: string
}

/**
 * The first stay arriving on or after `from` that the promo's terms allow when booked on `today` (both on
 * the hotel's calendar), or null: outside its booking window, or no stay of its minimum nights left
 * within its dates.
 */
export function firstStayByTerms(
  promo: Pick<Promo, 'valid_from' | 'valid_to' | 'bookable_from' | 'bookable_to' | 'min_nights'>,
  today: string,
  from: string,
): OfferStay | null {
  if ((promo.bookable_from && today < promo.bookable_from) || (promo.bookable_to && today > promo.bookable_to)) return null
  const check_in = promo.valid_from && promo.valid_from > from ? promo.valid_from : from
  const check_out = addDays(check_in, Math.max(1, promo.min_nights))
  // The last night (the day before check-out) must be within the offer's dates.
  if (promo.valid_to && check_out > addDays(promo.valid_to, 1)) return null
  return { check_in, check_out }
}

/** The rates page's query for a hotel: the offer's code, and the first valid stay when there is one. */
export async function offerStayQuery(hotel: string, code: string | null, now: Date = new Date()): Promise<URLSearchParams> {
  const params = new URLSearchParams()
  const catalog = code ? await getCatalog(hotel) : null
  const key = code?.trim().toUpperCase()
  const promo = catalog?.promos.find((item) => item.code === key && (item.hotels.length === 0 || item.hotels.includes(catalog.id)))
  if (!catalog || !promo) return params
  const today = todayIn(catalog.time_zone, now)
  const tomorrow = addDays(today, 1)
  const first = firstStayByTerms(promo, today, tomorrow)
  let chosen = first
  if (first) {
    for (let day = 0; day < LOOK_AHEAD_DAYS; day++) {
      const stay = firstStayByTerms(promo, today, addDays(first.check_in, day))
      if (!stay) break
      const result = await availability(catalog, { ...stay, adults: ADULTS, child_ages: [], rooms: 1, promo: promo.code }, now)
      const bookable = result.rooms.some((room) => room.unavailable_reason === null && room.available >= 1 && room.rates.some((rate) => rate.promo !== null))
      if (bookable) {
        chosen = stay
        break
      }
    }
  }
  if (chosen) {
    params.set('check_in', chosen.check_in)
    params.set('check_out', chosen.check_out)
    params.set('adults', String(ADULTS))
  }
  params.set('promo', promo.code)
  return params
}

/** Each hotel's rates page link for an offer (a path without the language prefix), by hotel slug. */
export async function offerBookingPaths(hotels: readonly string[], code: string | null, now: Date = new Date()): Promise<Record<string, string>> {
  const entries = await Promise.all(
    hotels.map(async (hotel) => {
      const query = (await offerStayQuery(hotel, code, now)).toString()
      return [hotel, `${routes.property(hotel)}${query ? `?${query}` : ''}`] as const
    }),
  )
  return Object.fromEntries(entries)
}
