/**
 * The booking flow's state in the URL, so that every step can be shared, bookmarked and reached with
 * the back button: the stay (./stay-query), the chosen `room` and `rate`, and the `step`. Personal
 * details never go into the URL.
 */
import { isCalendarDate, MAX_STAY_NIGHTS, nightsBetween } from '@/lib/stay'

import { DEFAULT_STAY, OCCUPANCY_LIMITS, PROMO_CODE, ROOM_LIMITS, type RoomGuests, type Stay, stayParams } from './stay-query'

export const STEPS = ['rates', 'details', 'review', 'confirmation'] as const
export type Step = (typeof STEPS)[number]

export interface BookingQuery extends Stay {
  room: string | null
  rate: string | null
  step: Step
  reference: string | null
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/
/** A rate plan's code, as the booking API writes them. */
const CODE = /^[A-Za-z0-9_-]{1,20}$/
const REFERENCE = /^[A-Za-z0-9-]{4,40}$/

function integer(value: string | null, { min, max }: { min: number; max: number }, fallback: number): number {
  if (value === null || !/^\d{1,3}$/.test(value)) return fallback
  return Math.min(max, Math.max(min, Number(value)))
}

interface QueryReader {
  get(name: string): string | null
}

const COUNTS = /^\d{1,2}(,\d{1,2}){1,8}$/

/** Each room's guests from `adults=2,1&children=0,1`, or null for plain counts or lists that do not fit the limits. */
function roomsOf(params: QueryReader): RoomGuests[] | null {
  const adults = params.get('adults') ?? ''
  if (!COUNTS.test(adults)) return null
  const perRoom = adults.split(',').map(Number)
  const children = params.get('children') ?? ''
  const perRoomChildren = COUNTS.test(children) ? children.split(',').map(Number) : perRoom.map(() => 0)
  const parties = perRoom.map((count, index) => ({ adults: count, children: perRoomChildren[index] ?? 0 }))
  const total = (key: keyof RoomGuests) => parties.reduce((sum, party) => sum + party[key], 0)
  const fits =
    perRoomChildren.length === perRoom.length &&
    parties.length <= OCCUPANCY_LIMITS.rooms.max &&
    parties.every((party) => party.adults >= ROOM_LIMITS.adults.min && party.adults <= ROOM_LIMITS.adults.max && party.children <= ROOM_LIMITS.children.max) &&
    total('adults') <= OCCUPANCY_LIMITS.adults.max &&
    total('children') <= OCCUPANCY_LIMITS.children.max
  return fits ? parties : null
}

/** The stay a query string asks for; anything malformed falls back to the default, never throws. */
export function parseStay(params: QueryReader): Stay {
  const checkIn = params.get('check_in')
  const checkOut = params.get('check_out')
  const datesValid = isCalendarDate(checkIn) && isCalendarDate(checkOut) && nightsBetween(checkIn, checkOut) >= 1 && nightsBetween(checkIn, checkOut) <= MAX_STAY_NIGHTS
  const parties = roomsOf(params)
  const children = parties ? parties.reduce((sum, party) => sum + party.children, 0) : integer(params.get('children'), OCCUPANCY_LIMITS.children, 0)
  const listed = (params.get('ages') ?? '').split(',').map((age) => age.trim())
  const ages = Array.from({ length: children }, (_, index) => {
    const age = listed[index]
    return age !== undefined && /^\d{1,2}$/.test(age) && Number(age) <= OCCUPANCY_LIMITS.age.max ? Number(age) : null
  })
  const promo = (params.get('promo') ?? '').trim()
  return {
    check_in: datesValid ? checkIn : null,
    check_out: datesValid ? checkOut : null,
    adults: parties ? parties.reduce((sum, party) => sum + party.adults, 0) : integer(params.get('adults'), OCCUPANCY_LIMITS.adults, DEFAULT_STAY.adults),
    children,
    ages,
    rooms: parties ? parties.length : integer(params.get('rooms'), OCCUPANCY_LIMITS.rooms, DEFAULT_STAY.rooms),
    ...(parties ? { parties } : {}),
    promo: PROMO_CODE.test(promo) ? promo : '',
  }
}

export function parseBookingQuery(params: QueryReader): BookingQuery {
  const stay = parseStay(params)
  const room = params.get('room')
  const rate = params.get('rate')
  const step = params.get('step')
  const reference = params.get('reference')
  const chosen = room !== null && SLUG.test(room) && rate !== null && CODE.test(rate)
  return {
    ...stay,
    room: chosen ? room : null,
    rate: chosen ? rate : null,
    step: chosen && stay.check_in && (STEPS as readonly string[]).includes(step ?? '') ? (step as Step) : 'rates',
    reference: reference !== null && REFERENCE.test(reference) ? reference : null,
  }
}

/** The query string of a step of the flow: the stay, then the choice, the step and the booking's reference. */
export function bookingSearch(query: Pick<BookingQuery, keyof Stay> & Partial<Pick<BookingQuery, 'room' | 'rate' | 'step' | 'reference'>>): string {
  const params = stayParams(query)
  if (query.room && query.rate) {
    params.set('room', query.room)
    params.set('rate', query.rate)
    if (query.step && query.step !== 'rates') params.set('step', query.step)
    if (query.reference) params.set('reference', query.reference)
  }
  return params.toString()
}

/** GET /api/availability for a stay with dates and every child's age. */
export function availabilityUrl(property: string, stay: Stay, lang: string): string {
  const params = new URLSearchParams({ property })
  for (const [name, value] of stayParams(stay)) params.set(name, value)
  if (stay.children > 0) params.set('child_ages', stay.ages.join(','))
  params.set('lang', lang)
  return `/api/availability?${params}`
}
