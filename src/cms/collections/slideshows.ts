import type { CollectionConfig } from 'payload'

import { publicContent } from '../access/presets'
import { imageField, linkField, orderField } from '../fields'

export const Slideshows: CollectionConfig = {
  slug: 'slideshows',
  admin: { useAsTitle: 'title', group: 'Home' },
  access: publicContent,
  defaultSort: 'order',
  fields: [
    orderField(),
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'corporate_id', type: 'text', required: true, index: true, defaultValue: 'aurelia' },
    { name: 'subtitle', type: 'textarea', localized: true },
    { name: 'cta', type: 'text', localized: true },
    linkField('link', { description: 'A page of the site, such as /offers, or an address starting with https://' }),
    imageField(),
  ],
}
