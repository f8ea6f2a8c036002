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
  ],
}
