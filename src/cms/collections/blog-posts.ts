import type { CollectionConfig } from 'payload'

import { draftContent } from '../access/presets'
import { imageField, seoField, slugField } from '../fields'
import { withDrafts } from './presets'

export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'published_at', '_status'], group: 'Journal' },
  access: draftContent,
  versions: withDrafts,
  defaultSort: '-published_at',
  fields: [
    slugField(),
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'category', type: 'relationship', relationTo: 'blog-categories', required: true },
    { name: 'author', type: 'text' },
    { name: 'published_at', type: 'date', required: true, index: true },
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'content', type: 'richText', localized: true },
    imageField('cover'),
    seoField(),
  ],
}
