import type { Access } from 'payload'

import { requesterOf } from './roles'

/** Administrators, or a staff member reading or editing their own account. */
export const adminOrSelf: Access = ({ req }) => {
  const requester = requesterOf(req.user)
  if (requester === 'admin') return true
  if (!requester || requester === 'anonymous') return false
  return { id: { equals: req.user!.id } }
}
