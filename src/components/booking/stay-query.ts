/**
 * The stay in the URL (`check_in`, `check_out`, `adults`, `children`, `ages`, `rooms`, `promo`), as the
 * stay box writes it: what the box needs in the browser. Reading a query string back, and the rest of
 * the booking flow's state, is ./booking-query; the calendar's prices are asked for by the date picker.
 */

export const OCCUPANCY_LIMITS = {
  adults: { min: 1, max: 12 },
  children: { min: 0, max: 6 },
  age: { min: 0, max: 17 },
  rooms: { min: 1, max: 9 },
} as const

export interface Stay {
  check_in: string | null
  check_out: string | null
  adults: number
  children: number
  /** One per child; null where the age is not known yet (the stay box asks for it). */
  ages: (number | null)[]
  rooms: number
  promo: string
}

export const DEFAULT_STAY: Stay = { check_in: null, check_out: null, adults: 2, children: 0, ages: [], rooms: 1, promo: '' }

/** A promo code, as the booking API accepts them. */
export const PROMO_CODE = /^[A-Za-z0-9_-]{1,20}$/

/** Every child has an age: the stay can be priced. */
export function agesKnown(stay: Stay): boolean {
  return stay.ages.length === stay.children && stay.ages.every((age) => age !== null)
}

/** The stay as query parameters, in a fixed order (one URL per stay, for sharing and caching). */
export function stayParams(stay: Stay): URLSearchParams {
  const params = new URLSearchParams()
  if (stay.check_in && stay.check_out) {
    params.set('check_in', stay.check_in)
    params.set('check_out', stay.check_out)
  }
  params.set('adults', String(stay.adults))
  params.set('children', String(stay.children))
  if (stay.children > 0) params.set('ages', stay.ages.map((age) => (age === null ? '' : String(age))).join(','))
  params.set('rooms', String(stay.rooms))
  if (stay.promo) params.set('promo', stay.promo)
  return params
}
