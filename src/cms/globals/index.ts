import type { GlobalConfig } from 'payload'

import { anyone, staffOnly } from '../access'
import { imageField } from '../fields'

const publicRead = { read: anyone, update: staffOnly }

/** Spec §3: the corporate profile; favicon and gtm (a tag-manager id) are served with it. */
export const CorporateProfile: GlobalConfig = {
  slug: 'corporate-profile',
  admin: { group: 'Settings' },
  access: publicRead,
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
      admin: { description: 'Google Tag Manager container id, e.g. GTM-ABC123' },
      validate: (value: unknown) =>
        value === undefined || value === null || value === '' || /^GTM-[A-Z0-9]{4,12}$/.test(String(value))
          ? true
          : 'gtm is not valid.',
    },
  ],
}

export const About: GlobalConfig = {
  slug: 'about',
  admin: { group: 'About' },
  access: publicRead,
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'content', type: 'richText', localized: true },
    imageField('image', false),
  ],
}

export const HostContent: GlobalConfig = {
  slug: 'host-content',
  admin: { group: 'Company' },
  access: publicRead,
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'content', type: 'richText', localized: true },
    { name: 'cta', type: 'text', localized: true },
    imageField('image', false),
  ],
}
