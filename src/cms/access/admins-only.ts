import type { Access, FieldAccess } from 'payload'

import { requesterOf } from './roles'

/** Only administrators manage staff accounts. */
export const adminsOnly: Access = ({ req }) => requesterOf(req.user) === 'admin'

/** Only administrators set a field (a user's role and hotels). */
export const adminsOnlyField: FieldAccess = ({ req }) => requesterOf(req.user) === 'admin'
