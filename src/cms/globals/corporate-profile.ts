import type { GlobalConfig } from 'payload'

import { publicGlobal } from '../access/presets'
import { imageField } from '../fields'

/** Spec §3: the corporate profile; favicon and gtm (a tag-manager id) are served with it. */
export const CorporateProfile: GlobalConfig = {
  slug: 'corporate-profile',
  admin: { group: 'Settings' },
  access: publicGlobal,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'corporate_id', type: 'text', required: true },
    { name: 'tagline', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'address', type: 'text', localized: true },
    { name: 'email', type: 'email' },
    { name: 'phone', type: 'text' },
    imageField('logo', false),
    imageField('favicon', false),
    {
      name: 'gtm',
      type: 'text',
      admin: { description: 'Google Tag Manager container ID, such as GTM-ABC123' },
      validate: (value: unknown) => (value === undefined || value === null || value === '' || /^GTM-[A-Z0-9]{4,12}$/.test(String(value)) ? true : 'gtm is not valid.'),
    },
  ],
}
