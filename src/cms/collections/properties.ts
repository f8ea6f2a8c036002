import type { CollectionConfig } from 'payload'

import { CURRENCIES } from '../../lib/money'
import { draftContent } from '../access/presets'
import { coordinatesField, imageField, orderField, slugField, timeOfDayField, timeZoneField } from '../fields'
import { withDrafts } from './presets'

export const Properties: CollectionConfig = {
  slug: 'properties',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'city', 'order', '_status'], group: 'Hotels' },
  access: draftContent,
  versions: withDrafts,
  defaultSort: 'order',
  fields: [
    slugField(),
    orderField(),
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'description', type: 'richText', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'city', type: 'relationship', relationTo: 'cities', required: true },
        { name: 'country', type: 'relationship', relationTo: 'countries', required: true },
      ],
    },
    { name: 'address', type: 'text', localized: true },
    coordinatesField(),
    {
      type: 'row',
      fields: [
        {
          name: 'currency',
          type: 'select',
          required: true,
          defaultValue: 'USD',
          options: CURRENCIES.map((code) => ({ label: code, value: code })),
        },
        timeZoneField(),
        { name: 'star_rating', type: 'number', min: 1, max: 5, defaultValue: 5 },
      ],
    },
    {
      type: 'row',
      fields: [timeOfDayField('check_in_time', '15:00'), timeOfDayField('check_out_time', '12:00')],
    },
    { name: 'facilities', type: 'relationship', relationTo: 'master-facilities', hasMany: true },
    imageField('hero'),
    { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'phone', type: 'text' },
        { name: 'email', type: 'email' },
      ],
    },
  ],
}
