import type { CollectionConfig } from 'payload'

import { publicContent } from '../access/presets'
import { linkField, orderField } from '../fields'

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
    linkField('url', { required: true, description: 'The page on the platform, starting with https://' }),
  ],
}
