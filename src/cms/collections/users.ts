import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '../access/admin-or-self'
import { adminsOnly } from '../access/admins-only'

export const Users: CollectionConfig = {
  slug: 'users',
  auth: { maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: 'Settings' },
  access: {
    read: adminOrSelf,
    create: adminsOnly,
    update: adminOrSelf,
    delete: adminsOnly,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'Administrator', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
      access: { update: ({ req }) => req.user?.role === 'admin' },
    },
  ],
}
