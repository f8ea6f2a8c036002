import type { CollectionConfig } from 'payload'

import { ROOM_VIEWS } from '../../lib/hotel-details'
import { isValidSlug } from '../../lib/validators'
import { publishedOnly } from '../access/published-only'
import { hotelContent } from '../access/presets'
import { orderField } from '../fields'
import { withDrafts } from './presets'

export const RoomTypes: CollectionConfig = {
  slug: 'room-types',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'property', 'rooms_on_sale'], group: 'Hotels' },
  access: hotelContent('property', publishedOnly),
  versions: withDrafts,
  defaultSort: 'order',
  indexes: [{ fields: ['property', 'slug'], unique: true }],
  fields: [
    { name: 'property', type: 'relationship', relationTo: 'properties', required: true, index: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      index: true,
      validate: (value: unknown) => (isValidSlug(value) ? true : 'slug is not valid.'),
    },
    orderField(),
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'beds', type: 'text', localized: true, admin: { description: 'Such as "King bed" or "Two single beds"' } },
        {
          name: 'view',
          type: 'select',
          options: ROOM_VIEWS.map(({ value, label }) => ({ value, label })),
          admin: { description: 'What the windows look onto, shown beside the size and beds' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'max_adults', type: 'number', required: true, min: 1, max: 12, defaultValue: 2 },
        { name: 'max_children', type: 'number', required: true, min: 0, max: 12, defaultValue: 0 },
        {
          name: 'base_occupancy',
          type: 'number',
          required: true,
          min: 1,
          max: 12,
          defaultValue: 2,
          admin: { description: "Adults the nightly price includes; each further adult pays the rate plan's extra-adult price" },
        },
        { name: 'size_sqm', type: 'number', min: 1 },
        {
          name: 'rooms_on_sale',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: 1,
          label: 'Rooms on sale each night',
          admin: { description: 'How many rooms of this type can be sold each night, unless an availability rule says otherwise' },
        },
      ],
    },
    { name: 'photos', type: 'upload', relationTo: 'media', hasMany: true },
    { name: 'amenities', type: 'relationship', relationTo: 'master-facilities', hasMany: true },
  ],
}
