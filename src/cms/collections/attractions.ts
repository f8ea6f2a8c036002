import type { CollectionConfig } from 'payload'

import { anyone } from '../access/anyone'
import { hotelContent } from '../access/presets'
import { coordinatesField, imageField, orderField, slugField } from '../fields'

export const Attractions: CollectionConfig = {
  slug: 'attractions',
  admin: { useAsTitle: 'name', group: 'Destinations' },
  access: hotelContent('property', anyone),
  defaultSort: 'order',
  fields: [
    slugField(),
    orderField(),
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'category',
      type: 'select',
      options: ['culture', 'nature', 'food', 'shopping', 'nightlife', 'wellness'].map((value) => ({
        label: value,
        value,
      })),
    },
    {
      name: 'property',
      type: 'relationship',
      relationTo: 'properties',
      index: true,
      admin: { components: { Cell: '/components/admin/hotels-cell#AllHotelsCell' } },
    },
    { name: 'city', type: 'relationship', relationTo: 'cities', index: true },
    coordinatesField(false),
    imageField('image', false),
  ],
}
