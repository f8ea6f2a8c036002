/**
 * POST /api/staff/bookings/export?search=…&where[…]=… — the bookings list's "Export (CSV)" button: the
 * bookings the list shows (the same query string: its search box and filters, every page) as a CSV
 * file. Signed-in staff only, from the site's own pages; read with the staff member's access, so a
 * property manager's file holds their hotels' bookings only. A filter on an unknown or unreadable field
 * is a 400.
 */
import type { Where } from 'payload'
import { parse } from 'qs-esm'

import { bookingsCsv, searchWhere } from '@/services/booking-export'

import { bookingError } from '../../../_shared/booking'
import { staffActor } from '../../../_shared/staff-action'

export const dynamic = 'force-dynamic'

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

export async function POST(request: Request): Promise<Response> {
  try {
    const user = await staffActor(request, 'export bookings')
    if (user instanceof Response) return user
    const query = parse(new URL(request.url).search.slice(1), { depth: 10, arrayLimit: 100 }) as Record<string, unknown>
    if (query.where !== undefined && !isObject(query.where)) return bookingError(400, 'invalid_query', 'The list filter (where) is not valid.')
    const parts: Where[] = []
    if (isObject(query.where)) parts.push(query.where as Where)
    if (typeof query.search === 'string' && query.search.trim()) parts.push(searchWhere(query.search))
    const where: Where = parts.length ? { and: parts } : {}
    let result: Awaited<ReturnType<typeof bookingsCsv>>
    try {
      result = await bookingsCsv(user, where)
    } catch (error) {
      const status = (error as { status?: number }).status
      if (typeof status === 'number' && status >= 400 && status < 500) {
        return bookingError(400, 'invalid_query', 'The list filter names a field bookings cannot be filtered by.')
      }
      throw error
    }
    const day = new Date().toISOString().slice(0, 10)
    console.info(`${result.count} bookings exported by ${user.email}`)
    return new Response(result.csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="bookings-${day}.csv"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  } catch (error) {
    console.error('POST /api/staff/bookings/export failed', error)
    return bookingError(503, 'unavailable', 'The bookings could not be exported just now. Please try again.', { headers: { 'Retry-After': '30' } })
  }
}
