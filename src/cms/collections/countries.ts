import type { CollectionConfig } from 'payload'

import { publicContent } from '../access/presets'
import { imageField, orderField, searchTermsField, slugField } from '../fields'

export const Countries: CollectionConfig = {
  slug: 'countries',
  admin: { useAsTitle: 'name', group: 'Destinations' },
  access: publicContent,
  defaultSort: 'order',
  fields: [
    slugField(),
    orderField(),
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'name', type: 'text', localized: true, required: true },
    searchTermsField(),
    { name: 'description', type: 'textarea', localized: true },
    imageField('image', false),
  ],
}
