import type { CollectionConfig } from 'payload'

import { staffContent } from '../access/presets'

/** Filled by the contact, host and demo forms (a later issue). Never readable by the public. */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  admin: { useAsTitle: 'email', group: 'Guests' },
  access: staffContent,
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ['contact', 'host', 'demo'].map((value) => ({ label: value, value })),
    },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text' },
    { name: 'subject', type: 'text' },
    { name: 'message', type: 'textarea', required: true },
    { name: 'property', type: 'relationship', relationTo: 'properties' },
  ],
}
