/**
 * POST /api/staff/enquiries/{id}/reply {"message": "…"} — the reply box on an enquiry: the answer is
 * e-mailed to the visitor through the outbox, kept on the enquiry, and the enquiry marked answered.
 * Signed-in staff only, from the site's own pages; a property manager only their hotels' enquiries
 * (another's answers as if it did not exist). An empty or over-long reply is a 422.
 */
import { after } from 'next/server'

import { REPLY_MAX_LENGTH, replyToEnquiryAsStaff } from '@/services/enquiries'
import { kickOutbox } from '@/services/messages/worker'

import { bookingError, NO_STORE } from '../../../../_shared/booking'
import { staffActor } from '../../../../_shared/staff-action'

export const dynamic = 'force-dynamic'

export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const user = await staffActor(request, 'answer enquiries')
    if (user instanceof Response) return user
    const raw = (await context.params).id
    const id = /^\d{1,12}$/.test(raw) ? Number(raw) : null
    if (id === null) return bookingError(404, 'not_found', 'No enquiry has this id.')
    const body = (await request.json().catch(() => null)) as { message?: unknown } | null
    const text = typeof body?.message === 'string' ? body.message.replace(/\r\n/g, '\n').trim() : ''
    if (!text) return bookingError(422, 'invalid_reply', 'Write the reply first.', { fields: { message: 'required' } })
    if (text.length > REPLY_MAX_LENGTH) {
      return bookingError(422, 'invalid_reply', `A reply is at most ${REPLY_MAX_LENGTH} characters.`, { fields: { message: 'too_long' } })
    }
    const outcome = await replyToEnquiryAsStaff(user, id, text)
    if (outcome === 'not_found') return bookingError(404, 'not_found', 'No enquiry has this id.')
    console.info(`Reply to enquiry ${id} queued by ${user.email}`)
    after(kickOutbox)
    return Response.json({ id, status: 'answered' }, { headers: NO_STORE })
  } catch (error) {
    console.error('POST /api/staff/enquiries/{id}/reply failed', error)
    return bookingError(503, 'unavailable', 'The reply could not be sent just now; nothing changed. Please try again.', { headers: { 'Retry-After': '30' } })
  }
}
