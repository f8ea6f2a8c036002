import type { CollectionConfig } from 'payload'

import { publicContent } from '../access/presets'
import { imageField, orderField, slugField } from '../fields'

export const Galleries: CollectionConfig = {
  slug: 'galleries',
  admin: { useAsTitle: 'title', group: 'About' },
  access: publicContent,
  defaultSort: 'order',
  fields: [
    slugField(),
    orderField(),
    { name: 'title', type: 'text', localized: true, required: true },
    {
      name: 'images',
      type: 'array',
      fields: [imageField(), { name: 'caption', type: 'text', localized: true }],
    },
  ],
}
