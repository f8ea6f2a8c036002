/**
 * POST /api/staff/messages/{id}/resend — the back office's "Send again" button on a failed message: it
 * is queued again with a fresh count of tries and sent at once. Signed-in staff only, from the site's own
 * pages; a property manager only their hotels' messages (another's answers as if it did not exist). A
 * message that is not failed (queued, sending or sent) is left alone: 409.
 */
import { after } from 'next/server'

import { kickOutbox } from '@/services/messages/worker'
import { resendMessageAsStaff } from '@/services/staff'

import { bookingError, NO_STORE } from '../../../../_shared/booking'
import { staffActor } from '../../../../_shared/staff-action'

export const dynamic = 'force-dynamic'

export async function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  try {
    const user = await staffActor(request, 'send messages again')
    if (user instanceof Response) return user
    const raw = (await context.params).id
    const id = /^\d{1,12}$/.test(raw) ? Number(raw) : null
    const outcome = id === null ? 'not_found' : await resendMessageAsStaff(user, id)
    if (outcome === 'not_found') return bookingError(404, 'not_found', 'No message has this id.')
    if (outcome === 'not_failed') return bookingError(409, 'not_failed', 'Only a failed message can be sent again; this one is queued, being sent or sent.')
    console.info(`Message ${id} queued again by ${user.email}`)
    after(kickOutbox)
    return Response.json({ id, status: 'queued' }, { headers: NO_STORE })
  } catch (error) {
    console.error('POST /api/staff/messages/{id}/resend failed', error)
    return bookingError(503, 'unavailable', 'The message could not be queued just now; nothing changed. Please try again.', { headers: { 'Retry-After': '30' } })
  }
}
