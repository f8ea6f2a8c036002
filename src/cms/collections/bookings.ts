import type { CollectionConfig } from 'payload'

import { translated } from '../../i18n/admin-text'
import { LANGUAGES } from '../../i18n/locales'
import { bookingsAccess } from '../access/presets'

const readOnly = { readOnly: true }
/** Kept for the engine's own use: no column or filter in the list. */
const internal = { readOnly: true, hidden: true, disableListColumn: true, disableListFilter: true }

/**
 * Direct bookings, written only by the booking engine (src/booking/reserve.ts) in the same transaction as
 * the inventory they take. Staff read them; nobody edits one by hand (a cancellation goes through the
 * engine, which puts the rooms back on sale). Never readable by the public.
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'guest_name', 'stay', 'property', 'status', 'total_minor'],
    // A booking is found by its reference, the guest's name or their e-mail (guest_name is kept by the hook below).
    listSearchableFields: ['reference', 'guest_name', 'guest.email'],
    group: 'Guests',
    description: 'Bookings made on the website. Guests pay at the hotel.',
    components: {
      beforeListTable: ['/components/admin/todays-bookings#TodaysBookings', '/components/admin/export-bookings#ExportBookings'],
    },
  },
  hooks: {
    beforeChange: [
      ({ data }) => {
        const guest = (data.guest ?? {}) as { first_name?: unknown; last_name?: unknown }
        const name = [guest.first_name, guest.last_name].filter((part) => typeof part === 'string' && part.trim()).join(' ')
        if (name) data.guest_name = name
        return data
      },
    ],
  },
  access: bookingsAccess,
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'cancel_action',
      type: 'ui',
      admin: { disableListColumn: true, components: { Field: '/components/admin/cancel-booking#CancelBooking' } },
    },
    { name: 'reference', type: 'text', required: true, unique: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'confirmed',
          options: [
            { label: 'Confirmed', value: 'confirmed' },
            { label: 'Cancelled', value: 'cancelled' },
          ],
          admin: readOnly,
        },
        { name: 'cancelled_at', label: 'Cancelled at', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'language',
          label: 'Guest language',
          type: 'select',
          required: true,
          defaultValue: 'en',
          options: LANGUAGES.map(({ code, label }) => ({ label: `${label} (${code})`, value: code })),
          admin: readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'property', type: 'relationship', relationTo: 'properties', required: true, index: true, admin: readOnly },
        { name: 'room_type', label: 'Room type', type: 'relationship', relationTo: 'room-types', required: true, admin: readOnly },
        { name: 'rate_plan', label: 'Rate plan', type: 'relationship', relationTo: 'rate-plans', required: true, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'check_in', label: 'Arrival', type: 'text', required: true, index: true, admin: readOnly },
        { name: 'check_out', label: 'Departure', type: 'text', required: true, admin: readOnly },
        { name: 'rooms', type: 'number', required: true, min: 1, admin: readOnly },
        { name: 'adults', type: 'number', required: true, min: 1, admin: readOnly },
        { name: 'children', type: 'number', defaultValue: 0, min: 0, admin: readOnly },
      ],
    },
    // Shown by the price summary below (a JSON editor would load its code from a CDN).
    { name: 'child_ages', label: 'Ages of the children', type: 'json', admin: internal },
    {
      name: 'guest',
      type: 'group',
      admin: readOnly,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'first_name', label: 'First name', type: 'text', required: true, admin: readOnly },
            { name: 'last_name', label: 'Last name', type: 'text', required: true, admin: readOnly },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'email', label: 'E-mail', type: 'email', required: true, index: true, admin: readOnly },
            { name: 'phone', type: 'text', admin: readOnly },
            { name: 'country', type: 'text', admin: readOnly },
          ],
        },
      ],
    },
    { name: 'special_requests', label: 'Special requests', type: 'textarea', admin: readOnly },
    {
      type: 'row',
      fields: [
        {
          name: 'total_minor',
          label: 'Total (taxes and fees included)',
          type: 'number',
          required: true,
          admin: {
            ...readOnly,
            disableListFilter: true,
            components: { Cell: '/components/admin/minor-units-field#MinorUnitsCell', Field: '/components/admin/booking-total#BookingTotal' },
          },
        },
        { name: 'currency', type: 'text', required: true, admin: readOnly },
        { name: 'promo_code', label: 'Promo code', type: 'text', admin: readOnly },
      ],
    },
    { name: 'price', label: 'Price breakdown', type: 'json', admin: internal },
    {
      name: 'price_summary',
      type: 'ui',
      admin: { disableListColumn: true, components: { Field: '/components/admin/booking-price#BookingPrice' } },
    },
    { name: 'cancellation_deadline', label: "Free cancellation until (hotel's local time)", type: 'text', admin: readOnly },
    { name: 'idempotency_key', type: 'text', unique: true, admin: internal },
    { name: 'request_hash', type: 'text', admin: internal },
    // The front desk's list: who stays, and when (arrival – departure).
    {
      name: 'guest_name',
      label: 'Guest',
      type: 'text',
      index: true,
      // Shown in the list; the form shows the guest's own fields above.
      admin: { readOnly: true, disableListFilter: true, components: { Field: '/components/admin/booking-stay#NoField' } },
    },
    {
      name: 'stay',
      // A list column (ui fields are not labelled by ../admin-labels.ts).
      label: translated('Stay'),
      type: 'ui',
      admin: { components: { Field: '/components/admin/booking-stay#NoField', Cell: '/components/admin/booking-stay#BookingStayCell' } },
    },
  ],
}
