import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '../access'
import { orderField } from '../fields'

/** Spec §3 Settings: the languages the site offers; label_uri is the URL prefix. */
export const Languages: CollectionConfig = {
  slug: 'languages',
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'iso_code', 'label_uri', 'status'], group: 'Settings' },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'order',
  fields: [
    { name: 'iso_code', type: 'text', required: true, unique: true },
    { name: 'label_uri', type: 'text', required: true, unique: true },
    { name: 'label', type: 'text', required: true },
    { name: 'is_default', type: 'checkbox', defaultValue: false },
    { name: 'status', type: 'checkbox', defaultValue: true, admin: { description: 'Offered on the site' } },
    orderField(),
  ],
}
