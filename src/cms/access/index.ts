import type { Access, FieldAccess } from 'payload'

/** Anyone, signed in or not. */
export const anyone: Access = () => true

/** Staff only: any signed-in back-office user. */
export const staffOnly: Access = ({ req }) => Boolean(req.user)

export const staffOnlyField: FieldAccess = ({ req }) => Boolean(req.user)

/** Staff see drafts; the public sees published documents only. */
export const publishedOnly: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}

/** Only administrators manage staff accounts. */
export const adminsOnly: Access = ({ req }) => req.user?.role === 'admin'

/** Administrators, or a staff member editing their own account. */
export const adminOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (req.user.role === 'admin') return true
  return { id: { equals: req.user.id } }
}
