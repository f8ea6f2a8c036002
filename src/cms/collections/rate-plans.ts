import type { CollectionConfig } from 'payload'

import { draftContent } from '../access/presets'
import { orderField } from '../fields'
import { withDrafts } from './presets'

export const RatePlans: CollectionConfig = {
  slug: 'rate-plans',
  admin: { useAsTitle: 'name', defaultColumns: ['code', 'name', 'property', 'refundable'], group: 'Hotels' },
  access: draftContent,
  versions: withDrafts,
  defaultSort: 'order',
  indexes: [{ fields: ['property', 'code'], unique: true }],
  fields: [
    { name: 'property', type: 'relationship', relationTo: 'properties', required: true, index: true },
    {
      name: 'code',
      type: 'text',
      required: true,
      validate: (value: unknown) =>
        typeof value === 'string' && /^[A-Z0-9_-]{2,20}$/.test(value) ? true : 'code is not valid.',
    },
    orderField(),
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'refundable', type: 'checkbox', defaultValue: true },
        {
          name: 'cancellation_days',
          type: 'number',
          min: 0,
          max: 365,
          defaultValue: 2,
          admin: { description: 'Free cancellation until this many days before arrival' },
        },
        {
          name: 'board',
          type: 'select',
          required: true,
          defaultValue: 'room_only',
          options: [
            { label: 'Room only', value: 'room_only' },
            { label: 'Breakfast included', value: 'breakfast' },
            { label: 'Half board', value: 'half_board' },
            { label: 'Full board', value: 'full_board' },
          ],
        },
      ],
    },
    {
      name: 'prices',
      type: 'array',
      admin: { description: 'Nightly price per room type, in minor units of the property currency (cents)' },
      fields: [
        { name: 'room_type', type: 'relationship', relationTo: 'room-types', required: true },
        { name: 'nightly_minor', type: 'number', required: true, min: 0 },
      ],
    },
  ],
}
