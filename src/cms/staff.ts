/** Who is signed in to the back office, from a request's cookie or Authorization header. */
import { getPayloadClient } from './client'

export interface StaffUser {
  id: number | string
  email: string
}

/** The signed-in staff user of a request, or null. */
export async function staffUser(headers: Headers): Promise<StaffUser | null> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers })
  return user ? { id: user.id, email: String((user as { email?: unknown }).email ?? '') } : null
}
