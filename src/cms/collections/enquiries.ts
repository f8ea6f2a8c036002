import type { CollectionConfig } from 'payload'

import { LANGUAGES } from '../../i18n/locales'
import { ENQUIRY_KINDS } from '../../lib/enquiry'
import { hotelContent } from '../access/presets'

const KIND_LABELS = { contact: 'Contact', host: 'Host enquiry', demo: 'Demo request' } as const
/** What the visitor sent: staff read it, never rewrite it. */
const sent = { readOnly: true }

/**
 * What visitors send through the contact, host and demo forms (POST /api/enquiries, src/cms/enquiries.ts).
 * Never readable by the public; staff see the newest first, with who wrote, about which hotel and when.
 * An inbox: each enquiry is new, answered or closed, may have an owner among the staff and internal
 * notes, and is answered by e-mail from its page (the reply box; src/services/enquiries.ts), which
 * keeps each reply here and marks it answered. A property manager sees their hotels' enquiries only.
 */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'name',
    group: 'Guests',
    defaultColumns: ['name', 'status', 'property', 'owner', 'createdAt'],
    listSearchableFields: ['name', 'email', 'subject', 'message'],
    description: 'Sent by visitors through the contact, host and demo forms; each one is also e-mailed to the hotel or the group.',
  },
  access: hotelContent('property'),
  fields: [
    {
      name: 'reply_action',
      type: 'ui',
      admin: { disableListColumn: true, components: { Field: '/components/admin/enquiry-reply#EnquiryReply' } },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          defaultValue: 'new',
          index: true,
          options: [
            { label: 'New', value: 'new' },
            { label: 'Answered', value: 'answered' },
            { label: 'Closed', value: 'closed' },
          ],
        },
        {
          name: 'owner',
          label: 'Owner',
          type: 'relationship',
          relationTo: 'users',
          admin: { description: 'The staff member who looks after it.', components: { Cell: '/components/admin/hotels-cell#UnassignedCell' } },
        },
      ],
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ENQUIRY_KINDS.map((value) => ({ label: KIND_LABELS[value], value })),
      admin: sent,
    },
    { name: 'name', type: 'text', required: true, admin: sent },
    { name: 'email', type: 'email', required: true, admin: sent },
    { name: 'phone', type: 'text', admin: sent },
    { name: 'subject', type: 'text', admin: sent },
    { name: 'message', type: 'textarea', required: true, admin: sent },
    {
      name: 'property',
      label: 'Hotel',
      type: 'relationship',
      relationTo: 'properties',
      admin: { components: { Cell: '/components/admin/hotels-cell#GroupWideCell' } },
    },
    {
      name: 'language',
      label: 'Visitor language',
      type: 'select',
      defaultValue: 'en',
      options: LANGUAGES.map(({ code, label }) => ({ label: `${label} (${code})`, value: code })),
      admin: { ...sent, description: 'The language of the page they wrote from; a reply e-mail is framed in it.' },
    },
    {
      name: 'notes',
      label: 'Internal notes',
      type: 'textarea',
      admin: { description: 'For staff only: never sent to the visitor.' },
    },
    {
      name: 'replies',
      label: 'Replies sent',
      type: 'array',
      // Written only by the reply box's route, never by hand.
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, initCollapsed: false, components: { RowLabel: '/components/admin/enquiry-reply#ReplyRowLabel' } },
      fields: [
        { name: 'body', label: 'Reply', type: 'textarea', required: true },
        {
          type: 'row',
          fields: [
            { name: 'sent_at', label: 'Sent at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'by', label: 'By', type: 'relationship', relationTo: 'users' },
            { name: 'by_email', label: 'By (e-mail)', type: 'text' },
          ],
        },
      ],
    },
  ],
}
