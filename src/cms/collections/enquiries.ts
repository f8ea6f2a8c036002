import type { CollectionConfig } from 'payload'

import { ENQUIRY_KINDS } from '../../lib/enquiry'
import { hotelContent } from '../access/presets'

const KIND_LABELS = { contact: 'Contact', host: 'Host enquiry', demo: 'Demo request' } as const

/**
 * What visitors send through the contact, host and demo forms (POST /api/enquiries, src/cms/enquiries.ts).
 * Never readable by the public; staff see the newest first, with who wrote, about which hotel and when.
 */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'name',
    group: 'Guests',
    defaultColumns: ['name', 'kind', 'email', 'property', 'subject', 'createdAt'],
    listSearchableFields: ['name', 'email', 'subject', 'message'],
    description: 'Sent by visitors through the contact, host and demo forms; each one is also e-mailed to the hotel or the group.',
  },
  access: hotelContent('property'),
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ENQUIRY_KINDS.map((value) => ({ label: KIND_LABELS[value], value })),
    },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text' },
    { name: 'subject', type: 'text' },
    { name: 'message', type: 'textarea', required: true },
    { name: 'property', label: 'Hotel', type: 'relationship', relationTo: 'properties' },
  ],
}
