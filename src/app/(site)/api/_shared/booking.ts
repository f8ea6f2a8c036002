/**
 * What the booking endpoints share: parsing a stay from a query string, the texts of the answers in the
 * request's language (from the labels staff edit), and the JSON shapes of src/lib/booking-api.ts built
 * from the engine's numbers.
 */
import { z } from 'zod'

import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, MAX_ROOMS, occupancyProblems } from '@/booking/engine'
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

export function bookingError(status: number, code: string, message: string, extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {}): Response {
  return Response.json({ error: { code, message, ...(extra.fields ? { fields: extra.fields } : {}) } }, { status, headers: { ...NO_STORE, ...extra.headers } })
}

const calendarDate = z.string({ error: 'Required' }).refine(isCalendarDate, 'must be a real date as YYYY-MM-DD')
const ages = z
  .string()
  .regex(/^\d{1,2}(,\d{1,2}){0,11}$/, 'must be ages separated by commas, such as 4,9')
  .transform((value) => value.split(',').map(Number))

/** The query of a stay: property, dates, party, promo, language. */
export const stayQueryShape = {
  property: z
    .string({ error: 'Required' })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug such as my-hotel')
    .max(120),
  check_in: calendarDate,
  check_out: calendarDate,
  adults: wholeNumber(1, MAX_ADULTS).optional(),
  children: wholeNumber(0, MAX_CHILDREN).optional(),
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

/** The party of a query: children need one age each (`ages=4,9`), since children are priced by age. */
export function partyOf(query: {
  adults?: number
  children?: number
  ages?: number[]
  child_ages?: number[]
  rooms?: number
}): { party: Party } | { fields: Record<string, string> } {
  const childAges = query.ages ?? query.child_ages ?? []
  const children = query.children ?? childAges.length
  if (childAges.length !== children) {
    return { fields: { ages: `must give one age (0 to ${MAX_CHILD_AGE}) for each of the ${children} children, such as ages=4,9` } }
  }
  const party = { adults: query.adults ?? 2, child_ages: childAges, rooms: query.rooms ?? 1 }
  const problems = occupancyProblems(party)
  return Object.keys(problems).length > 0 ? { fields: problems } : { party }
}
