import type { CollectionConfig } from 'payload'

import { editedByField, keptVersions } from '../edit-history'

import { hotelContent } from '../access/presets'
import { calendarDateField } from '../fields'

/**
 * Availability and restrictions of one room type over a range of nights, edited by staff: how many rooms
 * are on sale (instead of the room type's default), stop-sell, minimum stay and closed-to-arrival. Where
 * rules overlap on a night the one saved last wins. The booking engine reads them (src/booking); the
 * public never does.
 */
export const RoomAvailability: CollectionConfig = {
  slug: 'room-availability',
  labels: { singular: 'Availability rule', plural: 'Availability and restrictions' },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['room_type', 'from', 'to', 'rooms_on_sale', 'stop_sell', 'min_stay', 'closed_to_arrival'],
    group: 'Hotels',
    description: 'Rooms on sale, stop-sell, minimum stay and closed-to-arrival for a room type over a range of nights',
  },
  access: hotelContent('property'),
  defaultSort: '-updatedAt',
  versions: keptVersions,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'property', type: 'relationship', relationTo: 'properties', required: true, index: true },
        {
          name: 'room_type',
          label: 'Room type',
          type: 'relationship',
          relationTo: 'room-types',
          required: true,
          index: true,
          filterOptions: ({ siblingData }) => {
            const property = (siblingData as { property?: unknown }).property
            return property ? { property: { equals: property } } : true
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        calendarDateField('from', 'First night'),
        {
          ...calendarDateField('to', 'Last night'),
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
            if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Last night is not a date such as 2027-01-31.'
            const from = siblingData.from
            return typeof from === 'string' && value < from ? 'Last night must not come before the first night.' : true
          },
        } as CollectionConfig['fields'][number],
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'rooms_on_sale',
          label: 'Rooms on sale each night',
          type: 'number',
          min: 0,
          max: 999,
          admin: { description: "Empty: the room type's default. Rooms already booked stay booked." },
        },
        { name: 'min_stay', label: 'Minimum stay (nights)', type: 'number', min: 1, max: 30, admin: { description: 'For stays arriving on these dates' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'stop_sell', label: 'Stop selling', type: 'checkbox', defaultValue: false, admin: { description: 'No new bookings cover these nights' } },
        { name: 'closed_to_arrival', label: 'Closed to arrival', type: 'checkbox', defaultValue: false, admin: { description: 'Stays may not start on these dates' } },
      ],
    },
    { name: 'note', type: 'text', admin: { description: 'Why, for colleagues (not shown to guests)' } },
    editedByField,
  ],
}
