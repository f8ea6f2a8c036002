import type { CollectionConfig } from 'payload'

import { publicContent } from '../access/presets'
import { iconField, orderField, slugField } from '../fields'

/**
 * Drafts with a bounded history: every collection the public reads only once published. Publishing (or
 * unpublishing) can be scheduled for a later time (../scheduled-jobs.ts runs it).
 */
export const withDrafts = { drafts: { schedulePublish: true }, maxPerDoc: 20 } as const satisfies CollectionConfig['versions']

/** A named, ordered category with its own slug: offers, journal and FAQ categories share this shape. */
export const categoryCollection = (slug: string, group: string): CollectionConfig => ({
  slug,
  admin: { useAsTitle: 'name', group },
  access: publicContent,
  defaultSort: 'order',
  fields: [slugField(), orderField(), { name: 'name', type: 'text', localized: true, required: true }],
})

/** An icon, a short title and a sentence: the home page's and the host page's selling points. */
export const sellingPointCollection = (slug: string, group: string): CollectionConfig => ({
  slug,
  admin: { useAsTitle: 'title', group },
  access: publicContent,
  defaultSort: 'order',
  fields: [orderField(), { name: 'title', type: 'text', localized: true, required: true }, iconField(), { name: 'description', type: 'textarea', localized: true }],
})
