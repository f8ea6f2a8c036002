import type { CollectionConfig } from 'payload'

import { publicContent } from '../access/presets'
import { coordinatesField, imageField, orderField, searchTermsField, slugField } from '../fields'

export const Cities: CollectionConfig = {
  slug: 'cities',
  admin: { useAsTitle: 'name', group: 'Destinations' },
  access: publicContent,
  defaultSort: 'order',
  fields: [
    slugField(),
    orderField(),
    { name: 'name', type: 'text', localized: true, required: true },
    searchTermsField(),
    { name: 'country', type: 'relationship', relationTo: 'countries', required: true },
    { name: 'description', type: 'textarea', localized: true },
    coordinatesField(),
    imageField('image', false),
  ],
}
