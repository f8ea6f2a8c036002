import type { GlobalConfig } from 'payload'

import { publicGlobal } from '../access/presets'
import { imageField } from '../fields'

export const HostContent: GlobalConfig = {
  slug: 'host-content',
  admin: { group: 'Company' },
  access: publicGlobal,
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'content', type: 'richText', localized: true },
    { name: 'cta', type: 'text', localized: true },
    imageField('image', false),
  ],
}
