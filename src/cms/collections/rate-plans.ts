import type { CollectionConfig } from 'payload'

import { publishedOnly } from '../access/published-only'
import { hotelContent } from '../access/presets'
import { calendarDateField, minorUnitsField, orderField } from '../fields'
import { withDrafts } from './presets'

export const RatePlans: CollectionConfig = {
  slug: 'rate-plans',
  admin: { useAsTitle: 'name', defaultColumns: ['code', 'name', 'property', 'refundable'], group: 'Hotels' },
  access: hotelContent('property', publishedOnly),
  versions: withDrafts,
  defaultSort: 'order',
  indexes: [{ fields: ['property', 'code'], unique: true }],
  fields: [
    { name: 'property', type: 'relationship', relationTo: 'properties', required: true, index: true },
    {
      name: 'code',
      type: 'text',
      required: true,
      validate: (value: unknown) => (typeof value === 'string' && /^[A-Z0-9_-]{2,20}$/.test(value) ? true : 'code is not valid.'),
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
          label: 'Free cancellation (days)',
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
      label: 'Nightly prices',
      labels: { singular: 'Nightly price', plural: 'Nightly prices' },
      admin: { description: "Nightly price per room type for the room's base occupancy, in the hotel's currency" },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'room_type', label: 'Room type', type: 'relationship', relationTo: 'room-types', required: true },
            minorUnitsField('nightly_minor', 'Nightly price', { required: true }),
          ],
        },
      ],
    },
    {
      name: 'seasons',
      type: 'array',
      label: 'Seasonal prices',
      labels: { singular: 'Seasonal price', plural: 'Seasonal prices' },
      admin: { description: 'Replace the nightly price on the nights from one date to another (both included); a later row wins' },
      fields: [
        {
          type: 'row',
          fields: [
            calendarDateField('from', 'From'),
            calendarDateField('to', 'To'),
            {
              name: 'room_type',
              label: 'Room type',
              type: 'relationship',
              relationTo: 'room-types',
              admin: { description: 'Empty: every room type' },
            },
            minorUnitsField('nightly_minor', 'Nightly price', { required: true }),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        minorUnitsField('extra_adult_minor', 'Extra adult per night', {
          defaultValue: 0,
          description: "For each adult beyond the room's base occupancy",
        }),
      ],
    },
    {
      name: 'child_rates',
      type: 'array',
      label: 'Children by age',
      labels: { singular: 'Age band', plural: 'Age bands' },
      admin: {
        description: 'A child pays the price of the first band their age fits (up to and including "up to age"); older children pay as an extra adult',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'max_age', label: 'Up to age', type: 'number', required: true, min: 0, max: 17 },
            minorUnitsField('nightly_minor', 'Per night', { required: true }),
          ],
        },
      ],
    },
  ],
}
