/**
 * The door of the back office's own actions on the site's routes (cancel a booking, send a message
 * again): from the site's own pages only (the browser's Origin is the site's, since the staff cookie
 * would otherwise ride along on a request another site makes), and by a signed-in staff member.
 */
import { fromOwnPage } from '@/lib/same-origin'
import { type StaffUser, staffUser } from '@/services/staff'

import { bookingError } from './booking'

/** The staff member asking, or the 403 / 401 answer; `what` completes "Sign in to the back office to …". */
export async function staffActor(request: Request, what: string): Promise<StaffUser | Response> {
  if (!fromOwnPage(request)) return bookingError(403, 'forbidden', `${what.charAt(0).toUpperCase()}${what.slice(1)} from the back office.`)
  const user = await staffUser(request.headers)
  return user ?? bookingError(401, 'unauthorised', `Sign in to the back office to ${what}.`)
}
