import type { CollectionConfig } from 'payload'

import { publicContent } from '../access/presets'
import { iconField, orderField } from '../fields'

export const MasterFacilities: CollectionConfig = {
  slug: 'master-facilities',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'key', 'category'], group: 'Hotels' },
  access: publicContent,
  defaultSort: 'order',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    orderField(),
    { name: 'name', type: 'text', localized: true, required: true },
    iconField(),
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'property',
      options: [
        { label: 'Property facility', value: 'property' },
        { label: 'Room amenity', value: 'room' },
      ],
    },
  ],
}
