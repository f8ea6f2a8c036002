import type { CollectionConfig } from 'payload'

import { draftContent } from '../access/presets'
import { orderField, slugField } from '../fields'
import { withDrafts } from './presets'

export const PrivacyPolicies: CollectionConfig = {
  slug: 'privacy-policies',
  admin: { useAsTitle: 'name', group: 'Company' },
  access: draftContent,
  versions: withDrafts,
  defaultSort: 'order',
  fields: [slugField(), orderField(), { name: 'name', type: 'text', localized: true, required: true }, { name: 'content', type: 'richText', localized: true }],
}
