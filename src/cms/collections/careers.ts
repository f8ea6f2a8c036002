import type { CollectionConfig } from 'payload'

import { publishedOnly } from '../access/published-only'
import { hotelContent } from '../access/presets'
import { orderField, slugField } from '../fields'
import { withDrafts } from './presets'

export const Careers: CollectionConfig = {
  slug: 'careers',
  admin: { useAsTitle: 'title', group: 'Company' },
  access: hotelContent('property', publishedOnly),
  versions: withDrafts,
  defaultSort: 'order',
  fields: [
    slugField(),
    orderField(),
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'department', type: 'text', localized: true },
    { name: 'location', type: 'text', localized: true },
    { name: 'property', type: 'relationship', relationTo: 'properties', admin: { components: { Cell: '/components/admin/hotels-cell#GroupWideCell' } } },
    {
      name: 'employment_type',
      type: 'select',
      required: true,
      defaultValue: 'full_time',
      options: ['full_time', 'part_time', 'internship', 'seasonal'].map((value) => ({ label: value, value })),
    },
    { name: 'description', type: 'richText', localized: true },
  ],
}
