/**
 * The back office's rates-and-availability calendar (src/services/rates-calendar.ts).
 *
 * GET /api/staff/rates-calendar?property={id}&from=YYYY-MM-DD&days=62&lang=en — per room type and night:
 * rooms on sale, booked, left, stop-sell, minimum stay, closed-to-arrival and each rate plan's nightly
 * price in minor units. Signed-in staff only; a property manager reads only their hotels (403 otherwise).
 *
 * POST /api/staff/rates-calendar — a bulk edit, JSON `{ property, room_types, from, to, weekdays, change }`:
 * written as the staff member through the collections' own access rules, validation and revalidation,
 * all or nothing. From the site's own pages only (the staff cookie would otherwise ride along on
 * another site's request). 400 for a request that is not valid, 403 for another hotel; nothing changes.
 */
import { isLocale } from '@/i18n/locales'
import { applyBulkEdit, type BulkEdit, CalendarRefusal, ratesCalendar } from '@/services/rates-calendar'
import { staffUser } from '@/services/staff'

import { bookingError, NO_STORE } from '../../_shared/booking'
import { readJsonBody } from '../../_shared/request-body'
import { staffActor } from '../../_shared/staff-action'

export const dynamic = 'force-dynamic'

function refusal(error: unknown): Response | null {
  if (!(error instanceof CalendarRefusal)) return null
  return bookingError(error.status, error.code, error.message, error.fields ? { fields: error.fields } : {})
}

const wholeNumber = (value: string | null) => (value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null)

export async function GET(request: Request): Promise<Response> {
  try {
    const user = await staffUser(request.headers)
    if (!user) return bookingError(401, 'unauthorised', 'Sign in to the back office to see rates and availability.')
    const query = new URL(request.url).searchParams
    const property = wholeNumber(query.get('property'))
    if (property === null) return bookingError(400, 'invalid_query', 'Choose a hotel.', { fields: { property: 'must be a hotel id' } })
    const days = query.has('days') ? wholeNumber(query.get('days')) : 62
    const lang = query.get('lang')
    const calendar = await ratesCalendar(user.account, property, query.get('from') ?? '', days ?? -1, isLocale(lang) ? lang : 'en')
    return Response.json(calendar, { headers: NO_STORE })
  } catch (error) {
    const answer = refusal(error)
    if (answer) return answer
    console.error('GET /api/staff/rates-calendar failed', error)
    return bookingError(503, 'unavailable', 'Rates and availability cannot be read just now. Please try again.', { headers: { 'Retry-After': '30' } })
  }
}

export async function POST(request: Request): Promise<Response> {
  try {
    const user = await staffActor(request, 'change rates and availability')
    if (user instanceof Response) return user
    const body = await readJsonBody(request, 16_384)
    if (!body.ok) {
      if (body.problem === 'unsupported_media_type') return bookingError(415, body.problem, 'Send the bulk edit as JSON.')
      if (body.problem === 'payload_too_large') return bookingError(413, body.problem, 'The bulk edit is too large.')
      return bookingError(400, body.problem, 'The bulk edit is not valid JSON.')
    }
    if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value))
      return bookingError(400, 'invalid_request', 'The bulk edit must be a JSON object.')
    const edit = { change: {}, ...(body.value as Partial<BulkEdit>) } as BulkEdit
    const result = await applyBulkEdit(user.account, edit)
    console.info(`rates calendar: ${result.nights.length} nights of hotel ${edit.property} changed by ${user.email}`)
    return Response.json(result, { headers: NO_STORE })
  } catch (error) {
    const answer = refusal(error)
    if (answer) return answer
    const status = (error as { status?: number }).status
    // A collection's validation refused a value: nothing was written (one transaction).
    if (status === 400) return bookingError(400, 'invalid_request', error instanceof Error ? error.message : 'The bulk edit is not valid.')
    console.error('POST /api/staff/rates-calendar failed', error)
    return bookingError(503, 'unavailable', 'The change could not be saved just now; nothing changed. Please try again.', { headers: { 'Retry-After': '30' } })
  }
}
