import type { CollectionConfig } from 'payload'

import { publicContent } from '../access/presets'
import { orderField } from '../fields'

/** Spec §3 Settings: the languages the site offers; label_uri is the URL prefix. */
export const Languages: CollectionConfig = {
  slug: 'languages',
  admin: { useAsTitle: 'label', defaultColumns: ['label', 'iso_code', 'label_uri', 'status'], group: 'Settings' },
  access: publicContent,
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
