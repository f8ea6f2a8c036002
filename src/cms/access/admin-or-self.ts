import type { Access } from 'payload'

/** Administrators, or a staff member editing their own account. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (req.user.role === 'admin') return true
  return { id: { equals: req.user.id } }
}
