import type { CollectionConfig } from 'payload'

import { staffContent } from '../access/presets'

/** Direct bookings (a later issue writes them). Never readable by the public. */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  admin: { useAsTitle: 'reference', defaultColumns: ['reference', 'property', 'check_in', 'status'], group: 'Guests' },
  access: staffContent,
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'confirmed',
      options: ['confirmed', 'cancelled'].map((value) => ({ label: value, value })),
    },
    { name: 'property', type: 'relationship', relationTo: 'properties', required: true },
    { name: 'room_type', type: 'relationship', relationTo: 'room-types', required: true },
    { name: 'rate_plan', type: 'relationship', relationTo: 'rate-plans', required: true },
    { name: 'check_in', type: 'text', required: true },
    { name: 'check_out', type: 'text', required: true },
    { name: 'adults', type: 'number', required: true, min: 1 },
    { name: 'children', type: 'number', defaultValue: 0, min: 0 },
    { name: 'rooms', type: 'number', required: true, min: 1 },
    {
      name: 'guest',
      type: 'group',
      fields: [
        { name: 'first_name', type: 'text', required: true },
        { name: 'last_name', type: 'text', required: true },
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text' },
        { name: 'country', type: 'text' },
      ],
    },
    { name: 'special_requests', type: 'textarea' },
    { name: 'total_minor', type: 'number', required: true },
    { name: 'currency', type: 'text', required: true },
    { name: 'idempotency_key', type: 'text', unique: true },
  ],
}
