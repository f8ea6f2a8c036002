/**
 * GET /api/availability (api-contract): every room type of a property for a stay and a party, with the
 * rooms free on every night and each rate's all-in price. Live (never cached): it reads the inventory.
 * 400 for a malformed or impossible stay, 404 for an unknown property, never a 500.
 */
import { availability, getCatalog, stayDateProblems } from '@/booking/engine'
import { servingLive } from '@/lib/cached'
import { availabilityBody } from '@/services/availability'
import { languageOf } from '@/services/bookings'

import { bookingError, NO_STORE, partyOf, stayQueryShape } from '../_shared/booking'
import { parseQuery } from '../_shared/query'

export const dynamic = 'force-dynamic'

export function GET(request: Request): Promise<Response> {
  return servingLive(() => answer(request))
}

async function answer(request: Request): Promise<Response> {
  try {
    const parsed = parseQuery(new URL(request.url).searchParams, stayQueryShape)
    if (!parsed.ok) return bookingError(400, 'invalid_query', 'Some query parameters are not valid.', { fields: parsed.fields })
    const query = parsed.data
    const party = partyOf(query)
    if ('fields' in party) return bookingError(400, 'invalid_query', 'The party is not valid.', { fields: party.fields })
    const catalog = await getCatalog(query.property)
    if (!catalog) return bookingError(404, 'not_found', `No property is published at '${query.property}'.`)
    const problems = stayDateProblems(catalog, query)
    if (Object.keys(problems).length > 0) return bookingError(400, 'invalid_query', 'The stay dates are not possible.', { fields: problems })
    const stay = { check_in: query.check_in, check_out: query.check_out, ...party.party }
    const result = await availability(catalog, { ...stay, promo: query.promo })
    return Response.json(await availabilityBody(result, stay, languageOf(query.lang)), { headers: NO_STORE })
  } catch (error) {
    console.error('GET /api/availability failed', error)
    return bookingError(503, 'unavailable', 'Availability cannot be read just now. Please try again in a minute.', { headers: { 'Retry-After': '30' } })
  }
}
