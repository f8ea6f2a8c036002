/**
 * Against the SQLite file scripts/test.sh migrated and seeded (DATABASE_URI): running the seed again
 * duplicates and rewrites nothing, restores what an editor changed in every language, and stores its
 * generated pictures exactly as an upload of the same picture through Payload would be stored.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { CollectionSlug, Payload, TypeWithID } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { getPayloadClient } from '@/cms/client'
import { LOCALES } from '@/i18n/locales'
import { seedDemoContent } from '../../seed'
import { galleries } from '../../seed/content/editorial'
import { labels } from '../../seed/content/labels'

const COUNTED: CollectionSlug[] = [
  'properties',
  'room-types',
  'rate-plans',
  'reviews',
  'master-facilities',
  'offers',
  'offer-categories',
  'blog-posts',
  'blog-categories',
  'pages',
  'slideshows',
  'selling-points',
  'countries',
  'cities',
  'attractions',
  'galleries',
  'careers',
  'host-usps',
  'privacy-policies',
  'faqs',
  'faq-categories',
  'social-media',
  'labels',
  'languages',
  'media',
  'users',
]

let payload: Payload

beforeAll(async () => {
  if (!process.env.DATABASE_URI) throw new Error('Run through `npm test`: DATABASE_URI must name the seeded test database.')
  payload = await getPayloadClient()
})

it('running the seed a second time adds nothing and rewrites nothing', async () => {
  const count = async () => Object.fromEntries(await Promise.all(COUNTED.map(async (collection) => [collection, (await payload.count({ collection })).totalDocs])))
  const versions = async () => (await payload.countVersions({ collection: 'properties' })).totalDocs
  const before = await count()
  const versionsBefore = await versions()
  expect(before.properties).toBeGreaterThanOrEqual(8)
  const { writes } = await seedDemoContent(payload, () => {})
  expect(await count()).toEqual(before)
  expect(writes).toMatchObject({ created: 0, updated: 0 })
  expect(await versions()).toBe(versionsBefore)
})

it('writes every language of every text, and puts back what an editor changed', async () => {
  const key = 'nav.hotels'
  const label = (await payload.find({ collection: 'labels', where: { key: { equals: key } }, locale: 'all', depth: 0 })).docs[0]
  expect(label?.value).toEqual(labels[key])
  const gallery = galleries[0]!
  const stored = (await payload.find({ collection: 'galleries', where: { slug: { equals: gallery.slug } }, locale: 'all', depth: 0 })).docs[0]
  expect(stored?.images?.map((row) => row.caption)).toEqual(gallery.images.map((item) => item.caption))

  // An editor rewrites the French label and one Japanese caption (array rows keep their ids).
  await payload.update({ collection: 'labels', id: label!.id, locale: 'fr', data: { value: 'Hôtels (modifié)' } })
  const rows = stored!.images!.map((row, index) => ({ id: row.id, image: row.image, caption: index === 0 ? '変更' : undefined }))
  await payload.update({ collection: 'galleries', id: stored!.id, locale: 'ja', data: { images: rows } })

  const { writes } = await seedDemoContent(payload, () => {})
  expect(writes.updated).toBe(2)
  const labelAfter = await payload.findByID({ collection: 'labels', id: label!.id, locale: 'all', depth: 0 })
  expect(labelAfter.value).toEqual(labels[key])
  const galleryAfter = await payload.findByID({ collection: 'galleries', id: stored!.id, locale: 'all', depth: 0 })
  expect(galleryAfter.images?.map((row) => row.caption)).toEqual(gallery.images.map((item) => item.caption))
  for (const locale of LOCALES) expect(labelAfter.value).toHaveProperty(locale)
})

it('stores a generated picture as Payload stores an upload of the same picture', async () => {
  const seeded = (await payload.find({ collection: 'media', where: { filename: { like: 'facade-' } }, limit: 1, depth: 0 })).docs[0]
  expect(seeded).toBeDefined()
  const staticDir = payload.collections.media.config.upload.staticDir ?? ''
  const data = readFileSync(path.join(staticDir, seeded!.filename!))
  const uploaded = await payload.create({
    collection: 'media',
    data: { alt: 'same picture, uploaded' },
    file: { data, mimetype: 'image/webp', name: seeded!.filename!, size: data.length },
    depth: 0,
  })
  try {
    // As stored, before any read hook: the URLs the seed wrote itself must follow Payload's pattern.
    const stored = async (id: number) => payload.db.findOne<TypeWithID & Record<string, unknown>>({ collection: 'media', where: { id: { equals: id } } })
    const [mine, payloads] = await Promise.all([stored(seeded!.id), stored(uploaded.id)])
    const shape = (doc: Record<string, unknown> | null) => {
      const fileUrl = (name: unknown) => `/cms-api/media/file/${String(name)}`
      const sizes = Object.entries((doc?.sizes ?? {}) as Record<string, Record<string, unknown>>).map(([name, size]) => [
        name,
        size.filename ? { ...size, url: size.url === fileUrl(size.filename), filename: true, filesize: true } : size,
      ])
      return {
        keys: Object.keys(doc ?? {}).sort(),
        url: doc?.url === fileUrl(doc?.filename),
        mimeType: doc?.mimeType,
        width: doc?.width,
        height: doc?.height,
        focal: [doc?.focalX, doc?.focalY],
        sizes: Object.fromEntries(sizes),
      }
    }
    expect(shape(mine)).toEqual(shape(payloads))
  } finally {
    await payload.delete({ collection: 'media', id: uploaded.id })
  }
})
