import type { CollectionConfig } from 'payload'

import { LANGUAGES } from '../../i18n/locales'
import { bookingsAccess } from '../access/presets'

const readOnly = { readOnly: true }

/**
 * The outbox: every e-mail the site sends, queued in the same transaction as the change that causes it
 * (a booking, a cancellation, an enquiry) and sent by a worker with retries (src/cms/outbox.ts,
 * src/services/messages/worker.ts). Staff read each message's status here and can send a failed one
 * again; nobody writes one by hand. A property manager sees only their hotels' messages.
 */
export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: { singular: 'Message', plural: 'Messages' },
  admin: {
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'to_address', 'status', 'attempts', 'createdAt', 'sent_at'],
    group: 'Guests',
    description: 'E-mails to guests, hotels and staff, with their status. A failed one can be sent again.',
    listSearchableFields: ['to_address', 'summary'],
  },
  access: bookingsAccess,
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'resend_action',
      type: 'ui',
      admin: { components: { Field: '/components/admin/resend-message#ResendMessage' } },
    },
    { name: 'summary', type: 'text', required: true, admin: { ...readOnly, description: 'What the message is about.' } },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'queued',
          index: true,
          options: [
            { label: 'Queued', value: 'queued' },
            { label: 'Sending', value: 'sending' },
            { label: 'Sent', value: 'sent' },
            { label: 'Failed', value: 'failed' },
          ],
          admin: readOnly,
        },
        { name: 'attempts', type: 'number', required: true, defaultValue: 0, admin: { ...readOnly, description: 'Tries to hand it to the mail server.' } },
        { name: 'sent_at', label: 'Sent at', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'Booking, to the guest', value: 'booking_guest' },
        { label: 'Booking, to the hotel', value: 'booking_hotel' },
        { label: 'Enquiry received', value: 'enquiry_received' },
        { label: 'Staff password reset', value: 'staff_password_reset' },
        { label: 'Staff invitation', value: 'staff_invitation' },
        { label: 'Reply to an enquiry', value: 'enquiry_reply' },
        { label: 'Staff sign-in e-mail changed', value: 'staff_email_changed' },
        { label: 'Scheduled publishing failed', value: 'schedule_failed' },
      ],
      admin: readOnly,
    },
    {
      name: 'event',
      type: 'select',
      options: [
        { label: 'Confirmed', value: 'confirmed' },
        { label: 'Modified', value: 'modified' },
        { label: 'Cancelled', value: 'cancelled' },
      ],
      admin: { ...readOnly, description: 'For booking e-mails: what happened to the booking.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'to_name', label: 'Recipient name', type: 'text', admin: readOnly },
        { name: 'to_address', label: 'Recipient', type: 'email', required: true, index: true, admin: readOnly },
        {
          name: 'language',
          type: 'select',
          required: true,
          defaultValue: 'en',
          options: LANGUAGES.map(({ code, label }) => ({ label: `${label} (${code})`, value: code })),
          admin: readOnly,
        },
      ],
    },
    { name: 'subject', type: 'text', admin: { ...readOnly, description: 'As sent (filled in when the message is rendered).' } },
    { name: 'booking', type: 'relationship', relationTo: 'bookings', index: true, admin: readOnly },
    { name: 'property', type: 'relationship', relationTo: 'properties', index: true, admin: readOnly },
    { name: 'enquiry', type: 'relationship', relationTo: 'enquiries', admin: readOnly },
    { name: 'last_error', label: 'Last error', type: 'textarea', admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'next_attempt_at', label: 'Next try', type: 'date', index: true, admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'lease_until', label: 'Held by a sender until', type: 'date', admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      name: 'message_id',
      label: 'Message identifier',
      type: 'text',
      required: true,
      unique: true,
      admin: { ...readOnly, description: 'The same on every try, so a mail system can tell a repeat from a new message.' },
    },
    // Only the sender reads it (a staff message may carry a one-time link).
    { name: 'data', type: 'json', access: { read: () => false, create: () => false, update: () => false }, admin: { hidden: true } },
  ],
  timestamps: true,
}
