import type { CollectionSlug } from 'payload'
import { expect, it } from 'vitest'

import { getPayloadClient } from '@/cms/client'
import { seedDemoContent } from '../../seed'

const COUNTED: CollectionSlug[] = [
  'properties', 'room-types', 'rate-plans', 'reviews', 'master-facilities', 'offers', 'offer-categories',
  'blog-posts', 'blog-categories', 'pages', 'slideshows', 'selling-points', 'countries', 'cities', 'attractions',
  'galleries', 'careers', 'host-usps', 'privacy-policies', 'faqs', 'faq-categories', 'social-media', 'labels',
  'languages', 'media', 'users',
]

it('running the seed a second time adds nothing', async () => {
  const payload = await getPayloadClient()
  const count = async () =>
    Object.fromEntries(
      await Promise.all(COUNTED.map(async (collection) => [collection, (await payload.count({ collection })).totalDocs])),
    )
  const before = await count()
  expect(before.properties).toBeGreaterThanOrEqual(8)
  await seedDemoContent(payload, () => {})
  expect(await count()).toEqual(before)
})
