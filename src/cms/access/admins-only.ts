import type { Access } from 'payload'

/** Only administrators manage staff accounts. */
export const adminsOnly: Access = ({ req }) => req.user?.role === 'admin'
