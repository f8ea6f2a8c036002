import type { CollectionConfig, Field } from 'payload'

import { LANGUAGES, LOCALES } from '../../i18n/locales'
import { POLICIES, POLICY_KEYS, VENUE_KINDS } from '../../lib/hotel-details'
import { CURRENCIES } from '../../lib/money'
import { ADULT_AGE, checkTaxes } from '../../lib/tax-rows'
import { propertiesAccess } from '../access/presets'
import { coordinatesField, imageField, minorUnitsField, orderField, searchTermsField, seoField, slugField, timeOfDayField, timeZoneField } from '../fields'
import { withDrafts } from './presets'

function currencyLabel(code: string): Record<string, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, `${code} — ${new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? code}`]))
}

/** What belongs to a hotel, listed on its screen (join fields: read from the other collections, stored nowhere). */
const belongings = (
  name: string,
  label: string,
  collection: 'room-types' | 'rate-plans' | 'room-availability' | 'reviews' | 'offers',
  on: string,
  defaultColumns: string[],
): Field => ({
  name,
  label,
  type: 'join',
  collection,
  on,
  defaultLimit: 50,
  admin: { defaultColumns, allowCreate: true },
})

const policyLabels: Record<string, string> = {
  children: 'Children',
  pets: 'Pets',
  parking: 'Parking',
  smoking: 'Smoking',
  accessibility: 'Accessibility',
}

/** One house policy: the hotel's answer from a fixed list (translated on the site) and an optional note of its own. */
const policyFields = (key: (typeof POLICY_KEYS)[number]): Field => ({
  type: 'row',
  fields: [
    {
      name: key,
      label: policyLabels[key],
      type: 'select',
      defaultValue: POLICIES[key][0].value,
      options: POLICIES[key].map(({ value, label }) => ({ value, label })),
    },
    {
      name: `${key}_note`,
      label: `${policyLabels[key]}: details`,
      type: 'textarea',
      localized: true,
      admin: { description: 'Optional, shown under the answer (fees, ages, sizes)' },
    },
  ],
})

export const Properties: CollectionConfig = {
  slug: 'properties',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'city', 'currency', 'time_zone', '_status'], group: 'Hotels' },
  access: propertiesAccess,
  versions: withDrafts,
  defaultSort: 'order',
  fields: [
    slugField(),
    orderField(),
    { name: 'name', type: 'text', localized: true, required: true },
    searchTermsField(),
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
          // "EUR — euro" in the staff member's language; the select is searchable by either.
          options: CURRENCIES.map((code) => ({ value: code, label: currencyLabel(code) })),
        },
        timeZoneField(),
        { name: 'star_rating', type: 'number', min: 1, max: 5, defaultValue: 5 },
      ],
    },
    {
      type: 'row',
      fields: [
        timeOfDayField('check_in_time', '15:00'),
        timeOfDayField('check_out_time', '12:00'),
        {
          ...timeOfDayField('booking_cutoff_time', '22:00'),
          label: 'Same-day booking until',
          admin: { description: "Guests can book an arrival for today until this time (the hotel's local time)" },
        } as Field,
      ],
    },
    {
      name: 'taxes',
      type: 'array',
      label: 'Taxes and fees',
      labels: { singular: 'Tax or fee', plural: 'Taxes and fees' },
      admin: { description: 'Included in every price guests see, with an itemised breakdown' },
      validate: (value: unknown) => checkTaxes(Array.isArray(value) ? (value as Record<string, unknown>[]) : []),
      fields: [
        { name: 'name', type: 'text', localized: true, required: true },
        {
          type: 'row',
          fields: [
            {
              name: 'basis',
              type: 'select',
              required: true,
              defaultValue: 'percent',
              options: [
                { label: 'Percentage of the room price', value: 'percent' },
                { label: 'Fixed amount per room per night', value: 'per_room_night' },
                { label: 'Fixed amount per guest per night', value: 'per_guest_night' },
                { label: 'Fixed amount per room per stay', value: 'per_room_stay' },
                { label: 'Amount per guest per night by price band', value: 'per_guest_night_banded' },
              ],
            },
            {
              name: 'percent',
              type: 'number',
              min: 0,
              max: 100,
              admin: { condition: (_, row) => row?.basis === 'percent', description: 'For example 10 or 7.5' },
            },
            (() => {
              const field = minorUnitsField('amount_minor', 'Amount', { description: "In the hotel's currency" })
              return { ...field, admin: { ...field.admin, condition: (_: unknown, row: { basis?: string } | undefined) => row?.basis !== 'percent' } } as Field
            })(),
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              type: 'select',
              defaultValue: 'tax',
              options: [
                { label: 'Tax', value: 'tax' },
                { label: 'Service charge', value: 'service_charge' },
                { label: 'Fee', value: 'fee' },
              ],
              admin: { description: 'A service charge is added to the base of taxes below it on "room and service charge"' },
            },
            {
              name: 'code',
              type: 'text',
              admin: { description: 'Short name the bases of lines below refer to it by, e.g. SC or VAT' },
            },
            {
              name: 'included',
              label: 'Included in the rate',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Already in the room price (VAT in Europe): shown as included, not added to the total' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'base',
              label: 'Percentage of',
              type: 'select',
              defaultValue: 'room',
              options: [
                { label: 'The room price', value: 'room' },
                { label: 'The room price and the service charge above', value: 'room_and_service' },
                { label: 'The room price and the lines above named by code', value: 'room_and_lines' },
              ],
              admin: { condition: (_, row) => row?.basis === 'percent', description: 'Lines are computed top to bottom: a base can only add lines above it' },
            },
            {
              name: 'base_codes',
              label: 'Lines added to the room price',
              type: 'text',
              admin: {
                condition: (_, row) => row?.basis === 'percent' && row?.base === 'room_and_lines',
                description: 'Codes of lines above, separated by commas, e.g. SC, RESORT',
              },
            },
            {
              name: 'min_age',
              label: 'Guests pay from the age of',
              type: 'number',
              min: 0,
              max: ADULT_AGE,
              defaultValue: 0,
              admin: {
                condition: (_, row) => row?.basis === 'per_guest_night' || row?.basis === 'per_guest_night_banded',
                description: 'Younger children are exempt (18: adults only); 0: every guest pays',
              },
            },
          ],
        },
        {
          name: 'bands',
          label: 'Price bands',
          type: 'array',
          labels: { singular: 'Band', plural: 'Bands' },
          admin: {
            condition: (_, row) => row?.basis === 'per_guest_night_banded',
            description: "Each guest pays the amount of the highest band whose price is at or below the room price per guest per night (Japan's accommodation tax)",
          },
          fields: [
            {
              type: 'row',
              fields: [
                minorUnitsField('from_minor', 'Room price per guest per night from', {
                  required: true,
                  description: "In the hotel's currency; the first band is usually 0",
                }),
                minorUnitsField('amount_minor', 'Amount per guest per night', { required: true, description: "In the hotel's currency" }),
              ],
            },
          ],
        },
      ],
    },
    { name: 'facilities', type: 'relationship', relationTo: 'master-facilities', hasMany: true },
    imageField('hero'),
    { name: 'gallery', type: 'upload', relationTo: 'media', hasMany: true },
    {
      name: 'policies',
      label: 'House policies',
      type: 'group',
      admin: { description: 'Shown on the hotel page under "House policies"' },
      fields: POLICY_KEYS.map(policyFields),
    },
    {
      name: 'venues',
      label: 'Restaurants, bars and spa',
      type: 'array',
      labels: { singular: 'Venue', plural: 'Venues' },
      admin: { description: 'Shown in the Dining and Spa sections of the hotel page when its facilities list a restaurant or bar, or a spa' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'kind', type: 'select', required: true, defaultValue: 'dining', options: VENUE_KINDS.map(({ value, label }) => ({ value, label })) },
            { name: 'name', type: 'text', localized: true, required: true },
            { name: 'hours', type: 'text', admin: { description: 'Opening hours, such as 07:00–10:30 · 19:00–22:30' } },
          ],
        },
        { name: 'description', type: 'textarea', localized: true },
        imageField('image', false),
      ],
    },
    {
      name: 'contact',
      type: 'group',
      fields: [
        { name: 'phone', type: 'text' },
        { name: 'email', type: 'email' },
        {
          name: 'reservations_email',
          label: 'Reservations e-mail',
          type: 'email',
          admin: { description: 'Where the hotel is told of each booking, change and cancellation. Empty: the e-mail above.' },
        },
        {
          name: 'staff_language',
          label: "Reservations team's language",
          type: 'select',
          defaultValue: 'en',
          options: LANGUAGES.map(({ code, label }) => ({ label: `${label} (${code})`, value: code })),
          admin: { description: 'The language of the e-mails the hotel receives about its bookings.' },
        },
      ],
    },
    seoField(),
    {
      type: 'tabs',
      tabs: [
        { label: 'Room types', fields: [belongings('room_types', 'Room types', 'room-types', 'property', ['name', 'rooms_on_sale', '_status'])] },
        { label: 'Rate plans', fields: [belongings('rate_plans', 'Rate plans', 'rate-plans', 'property', ['code', 'name', 'refundable', '_status'])] },
        {
          label: 'Availability and restrictions',
          fields: [
            belongings('availability_rules', 'Availability and restrictions', 'room-availability', 'property', ['room_type', 'from', 'to', 'rooms_on_sale', 'stop_sell']),
          ],
        },
        { label: 'Guest reviews', fields: [belongings('guest_reviews', 'Guest reviews', 'reviews', 'property', ['author', 'rating', 'date'])] },
        { label: 'Offers', fields: [belongings('hotel_offers', 'Offers', 'offers', 'properties', ['title', 'valid_to', '_status'])] },
      ],
    },
  ],
}
