import type { CollectionConfig } from 'payload'

import { publicContent } from '../access/presets'
import { orderField } from '../fields'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  admin: { useAsTitle: 'question', group: 'Help' },
  access: publicContent,
  defaultSort: 'order',
  fields: [
    orderField(),
    { name: 'category', type: 'relationship', relationTo: 'faq-categories', required: true },
    { name: 'question', type: 'text', localized: true, required: true },
    { name: 'answer', type: 'textarea', localized: true, required: true },
    {
      name: 'hotel_times',
      label: "List each hotel's check-in and check-out times",
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Shown after the answer (and in the FAQ\'s structured data), from each hotel\'s own times, each linked to its page: the answer itself should speak of "most hotels" rather than quote one time for all.',
      },
    },
  ],
}
