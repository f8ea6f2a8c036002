/**
 * GET /api/availability/calendar?property=&from=YYYY-MM-DD&days=N&adults=&children=&ages=&rooms=[&lang=]
 * For the date picker: each day's lowest all-in price of one night for the party, or why a stay cannot
 * start that day (past, sold out, closed to arrival) and its minimum stay. Live, like availability.
 */
import { z } from 'zod'

import { getCatalog, priceCalendar } from '@/booking/engine'
import { firstBookableArrival } from '@/booking/rules'
import { isCalendarDate } from '@/lib/stay'
import { localeTag } from '@/i18n/locales'
import type { CalendarResponse } from '@/lib/booking-api'
import { formatExactPrice } from '@/lib/money'
import { languageOf } from '@/services/bookings'

import { bookingError, NO_STORE, partyOf, stayQueryShape } from '../../_shared/booking'
import { parseQuery } from '../../_shared/query'

export const dynamic = 'force-dynamic'

/** The most days one request may ask about (two months and a bit, what a two-month picker shows). */
const MAX_CALENDAR_DAYS = 62

const shape = {
  property: stayQueryShape.property,
  from: z.string().refine(isCalendarDate, 'must be a real date as YYYY-MM-DD').optional(),
  days: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1').max(MAX_CALENDAR_DAYS, `must be at most ${MAX_CALENDAR_DAYS}`))
    .optional(),
  adults: stayQueryShape.adults,
  children: stayQueryShape.children,
  ages: stayQueryShape.ages,
  child_ages: stayQueryShape.child_ages,
  rooms: stayQueryShape.rooms,
  lang: stayQueryShape.lang,
}

export async function GET(request: Request): Promise<Response> {
  try {
    const parsed = parseQuery(new URL(request.url).searchParams, shape)
    if (!parsed.ok) return bookingError(400, 'invalid_query', 'Some query parameters are not valid.', { fields: parsed.fields })
    const query = parsed.data
    const party = partyOf(query)
    if ('fields' in party) return bookingError(400, 'invalid_query', 'The party is not valid.', { fields: party.fields })
    const catalog = await getCatalog(query.property)
    if (!catalog) return bookingError(404, 'not_found', `No property is published at '${query.property}'.`)
    const today = firstBookableArrival(catalog.time_zone, catalog.booking_cutoff_time)
    const from = query.from ?? today
    if (from > '2100-01-01' || from < '2000-01-01')
      return bookingError(400, 'invalid_query', 'The date is out of range.', { fields: { from: 'must be between 2000 and 2100' } })
    const days = await priceCalendar(catalog, from, query.days ?? 35, party.party)
    const tag = localeTag(languageOf(query.lang))
    const body: CalendarResponse = {
      property: catalog.slug,
      currency: catalog.currency,
      today,
      days: days.map((day) => ({
        ...day,
        lowest_formatted: day.lowest_minor === null ? null : formatExactPrice(day.lowest_minor, catalog.currency, tag),
      })),
    }
    return Response.json(body, { headers: NO_STORE })
  } catch (error) {
    console.error('GET /api/availability/calendar failed', error)
    return bookingError(503, 'unavailable', 'Availability cannot be read just now. Please try again in a minute.', { headers: { 'Retry-After': '30' } })
  }
}
