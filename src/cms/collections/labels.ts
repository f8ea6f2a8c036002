import type { CollectionConfig } from 'payload'

import { publicContent } from '../access/presets'

export const Labels: CollectionConfig = {
  slug: 'labels',
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['key', 'value'],
    group: 'Settings',
    description: 'Every text of the site interface, in every language.',
  },
  access: publicContent,
  defaultSort: 'key',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'value', type: 'text', localized: true, required: true },
  ],
}
