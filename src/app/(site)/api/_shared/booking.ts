/**
 * What the booking endpoints share: parsing a stay from a query string, the texts of the answers in the
 * request's language (from the labels staff edit), and the JSON shapes of src/lib/booking-api.ts built
 * from the engine's numbers.
 */
import { z } from 'zod'

import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, MAX_ROOMS, occupancyProblems } from '@/booking/engine'
import { occupancyOfRooms, type RoomParty } from '@/booking/pricing'
import { isCalendarDate } from '@/lib/stay'
import { clientAddress } from '@/lib/client-address'
import { rateLimiter } from '@/lib/rate-limit'
import type { Party } from '@/services/availability'

import { wholeNumber } from './query'

export const NO_STORE = { 'Cache-Control': 'no-store' }

/** Per client address: booking lookups and cancellations together, in this many seconds. */
export const LOOKUP_RATE_LIMIT = { points: 30, durationSeconds: 10 * 60 }

/** A 429 once an address has used up a limit, or null while it may go on. */
export async function rateLimited(request: Request, name: string, limit: { points: number; durationSeconds: number }, message: string): Promise<Response | null> {
  const result = await rateLimiter({ name, ...limit }).consume(clientAddress(request.headers))
  return result.allowed ? null : bookingError(429, 'too_many_requests', message, { headers: { 'Retry-After': String(result.retryAfterSeconds) } })
}

export function bookingError(
  status: number,
  code: string,
  message: string,
  extra: { fields?: Record<string, string>; headers?: Record<string, string>; reason?: string } = {},
): Response {
  return Response.json(
    { error: { code, message, ...(extra.reason ? { reason: extra.reason } : {}), ...(extra.fields ? { fields: extra.fields } : {}) } },
    { status, headers: { ...NO_STORE, ...extra.headers } },
  )
}

const calendarDate = z.string({ error: 'Required' }).refine(isCalendarDate, 'must be a real date as YYYY-MM-DD')
const ages = z
  .string()
  .regex(/^\d{1,2}(,\d{1,2}){0,11}$/, 'must be ages separated by commas, such as 4,9')
  .transform((value) => value.split(',').map(Number))

/** A count, or one count per room separated by commas ('2' or '2,1'). */
const perRoom = (min: number, max: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,2}(,\\d{1,2}){0,${MAX_ROOMS - 1}}$`), `must be a whole number, or one per room separated by commas, such as 2,1`)
    .transform((value) => value.split(',').map(Number))
    .pipe(z.array(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`)))

/** The query of a stay: property, dates, party, promo, language. */
export const stayQueryShape = {
  property: z
    .string({ error: 'Required' })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug such as my-hotel')
    .max(120),
  check_in: calendarDate,
  check_out: calendarDate,
  // One number for the whole party (spread evenly over the rooms), or one per room: adults=2,1&children=0,1.
  adults: perRoom(1, MAX_ADULTS).optional(),
  children: perRoom(0, MAX_CHILDREN).optional(),
  ages: ages.optional(),
  child_ages: ages.optional(),
  rooms: wholeNumber(1, MAX_ROOMS).optional(),
  promo: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,20}$/, 'must be letters and digits')
    .optional(),
  lang: z.string().optional(),
  currency: z.string().optional(),
}

/**
 * The party of a query or a booking: children need one age each (`ages=4,9`), since children are priced
 * by age. Either totals (`adults=3&children=1&rooms=2`, spread evenly over the rooms as before) or each
 * room's own party: one count per room (`adults=2,1&children=0,1&ages=7`, ages room by room) or, in a
 * booking's JSON, `room_parties: [{ adults: 2, child_ages: [] }, { adults: 1, child_ages: [7] }]`.
 */
export function partyOf(query: {
  adults?: number | number[]
  children?: number | number[]
  ages?: number[]
  child_ages?: number[]
  rooms?: number
  room_parties?: RoomParty[]
}): { party: Party } | { fields: Record<string, string> } {
  const childAges = query.ages ?? query.child_ages
  const adults = typeof query.adults === 'number' ? [query.adults] : query.adults
  const children = typeof query.children === 'number' ? [query.children] : query.children
  let parties = query.room_parties
  if (parties) {
    // Totals sent beside the rooms must say the same.
    const total = occupancyOfRooms(parties)
    const fields: Record<string, string> = {}
    if (adults && (adults.length !== 1 || adults[0] !== total.adults)) fields.adults = `must be ${total.adults}, the adults of room_parties, or left out`
    if (children && (children.length !== 1 || children[0] !== total.child_ages.length))
      fields.children = `must be ${total.child_ages.length}, the children of room_parties, or left out`
    if (childAges && [...childAges].sort().join() !== [...total.child_ages].sort().join()) fields.child_ages = 'must be the ages of room_parties, or left out'
    if (query.rooms !== undefined && query.rooms !== total.rooms) fields.rooms = `must be ${total.rooms}, the length of room_parties, or left out`
    if (Object.keys(fields).length > 0) return { fields }
  } else if ((adults?.length ?? 0) > 1 || (children?.length ?? 0) > 1) {
    const rooms = Math.max(adults?.length ?? 0, children?.length ?? 0)
    const example = 'such as adults=2,1&children=0,1 for two rooms'
    if (adults?.length !== rooms) return { fields: { adults: `must give one count per room (${rooms} rooms in children), ${example}` } }
    const perRoomChildren = children ?? adults.map(() => 0)
    if (perRoomChildren.length !== rooms) return { fields: { children: `must give one count per room (${rooms} rooms in adults), ${example}` } }
    if (query.rooms !== undefined && query.rooms !== rooms) return { fields: { rooms: `must be ${rooms}, the rooms listed in adults, or left out` } }
    const count = perRoomChildren.reduce((sum, item) => sum + item, 0)
    const ages = childAges ?? []
    if (ages.length !== count) return { fields: { ages: `must give one age (0 to ${MAX_CHILD_AGE}) for each of the ${count} children, room by room, such as ages=4,9` } }
    let next = 0
    parties = adults.map((roomAdults, index) => {
      const roomAges = ages.slice(next, next + (perRoomChildren[index] ?? 0))
      next += roomAges.length
      return { adults: roomAdults, child_ages: roomAges }
    })
  }
  if (parties) {
    const total = occupancyOfRooms(parties)
    const problems = occupancyProblems(total)
    return Object.keys(problems).length > 0 ? { fields: problems } : { party: { adults: total.adults, child_ages: [...total.child_ages], rooms: total.rooms, parties } }
  }
  const ages = childAges ?? []
  const count = children?.[0] ?? ages.length
  if (ages.length !== count) {
    return { fields: { ages: `must give one age (0 to ${MAX_CHILD_AGE}) for each of the ${count} children, such as ages=4,9` } }
  }
  const party = { adults: adults?.[0] ?? 2, child_ages: ages, rooms: query.rooms ?? 1 }
  const problems = occupancyProblems(party)
  return Object.keys(problems).length > 0 ? { fields: problems } : { party }
}
