import type { Access, FieldAccess } from 'payload'

/** Staff only: any signed-in back-office user. */
export const staffOnly: Access = ({ req }) => Boolean(req.user)

export const staffOnlyField: FieldAccess = ({ req }) => Boolean(req.user)
