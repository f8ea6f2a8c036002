import type { CollectionConfig } from 'payload'

import { publicContent } from '../access/presets'
import { orderField, urlField } from '../fields'

export const SocialMedia: CollectionConfig = {
  slug: 'social-media',
  admin: { useAsTitle: 'label', group: 'Company' },
  access: publicContent,
  defaultSort: 'order',
  fields: [
    orderField(),
    {
      name: 'platform',
      type: 'select',
      required: true,
      options: ['instagram', 'facebook', 'x', 'youtube', 'linkedin', 'tiktok'].map((value) => ({
        label: value,
        value,
      })),
    },
    { name: 'label', type: 'text', required: true },
    urlField('url', true),
  ],
}
