import type { CollectionConfig } from 'payload'

import { LANGUAGES } from '../../i18n/locales'
import { anyone } from '../access/anyone'
import { hotelContent } from '../access/presets'

export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: { useAsTitle: 'author', defaultColumns: ['author', 'property', 'rating', 'date'], group: 'Hotels' },
  access: hotelContent('property', anyone),
  defaultSort: '-date',
  fields: [
    { name: 'property', type: 'relationship', relationTo: 'properties', required: true, index: true },
    { name: 'author', type: 'text', required: true },
    { name: 'country', type: 'text', admin: { description: 'Country of the guest (ISO code, such as FR)' } },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5 },
    { name: 'date', type: 'date', required: true },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'en',
      options: LANGUAGES.map(({ code, label }) => ({ label: `${label} (${code})`, value: code })),
      admin: { description: 'The language the guest wrote in: the review is shown in it, marked as such. Write the title and text in that language.' },
    },
    { name: 'title', type: 'text', localized: true },
    { name: 'body', type: 'textarea', localized: true, required: true },
  ],
}
