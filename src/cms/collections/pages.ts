import type { CollectionConfig } from 'payload'

import { draftContent } from '../access/presets'
import { seoField, slugField } from '../fields'
import { withDrafts } from './presets'

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', group: 'Content' },
  access: draftContent,
  versions: withDrafts,
  fields: [slugField(), { name: 'title', type: 'text', localized: true, required: true }, { name: 'content', type: 'richText', localized: true }, seoField()],
}
