import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '../access/admin-or-self'
import { adminsOnly, adminsOnlyField } from '../access/admins-only'
import { firstUserIsAdmin, managerNeedsProperties, ROLE_OPTIONS } from '../access/roles'
import { passwordPolicy, staffAuth, staffLanguageField } from '../staff-auth'
import { currentPasswordField, noticeToOldAddress, requirePasswordForEmailChange } from '../staff-email-change'
import { inviteNewStaff } from '../staff-mail'

export const Users: CollectionConfig = {
  slug: 'users',
  // Sign-in throttled per address and per account (no lock-out), Secure cookie over HTTPS, reset e-mail
  // in the staff member's language, passwords of 12 characters or more.
  auth: staffAuth,
  // An administrator's new colleague is invited by e-mail to choose their own password (../staff-mail.ts).
  // Changing the sign-in e-mail takes the current password and tells the old address (../staff-email-change.ts).
  hooks: { beforeOperation: [passwordPolicy], beforeChange: [requirePasswordForEmailChange], afterChange: [inviteNewStaff, noticeToOldAddress] },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role', 'properties'], group: 'Settings' },
  access: {
    read: adminOrSelf,
    create: adminsOnly,
    update: adminOrSelf,
    delete: adminsOnly,
    unlock: adminsOnly,
  },
  fields: [
    currentPasswordField,
    { name: 'name', type: 'text', required: true },
    staffLanguageField,
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'group_editor',
      options: ROLE_OPTIONS,
      access: { create: adminsOnlyField, update: adminsOnlyField },
      hooks: { beforeChange: [firstUserIsAdmin] },
    },
    {
      name: 'properties',
      label: {
        en: 'Hotels managed',
        fr: 'Hôtels gérés',
        ja: '担当ホテル',
        zh: '管理的酒店',
        vi: 'Khách sạn phụ trách',
        de: 'Betreute Hotels',
        th: 'โรงแรมที่ดูแล',
        id: 'Hotel yang dikelola',
      },
      type: 'relationship',
      relationTo: 'properties',
      hasMany: true,
      access: { create: adminsOnlyField, update: adminsOnlyField },
      validate: managerNeedsProperties,
      // In the list, administrators and editors (no hotels named) look after all hotels.
      admin: { condition: (data) => data?.role === 'property_manager', components: { Cell: '/components/admin/hotels-cell#AllHotelsCell' } },
    },
  ],
}
