import type { GlobalConfig } from 'payload'

import { publicGlobal } from '../access/presets'
import { imageField } from '../fields'

export const About: GlobalConfig = {
  slug: 'about',
  admin: { group: 'About' },
  access: publicGlobal,
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'content', type: 'richText', localized: true },
    imageField('image', false),
  ],
}
