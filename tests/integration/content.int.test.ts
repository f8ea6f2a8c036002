/**
 * Against the real SQLite file that scripts/test.sh migrated and seeded (DATABASE_URI).
 * What a visitor or an editor would notice: the demo content is complete and translated, the public
 * reads never show drafts or private collections, and bad data is refused.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/cms/client'
import { getCities, getCountries } from '@/data/places'
import { getBlogPosts } from '@/data/blog'
import { getFaqs } from '@/data/faqs'
import { getOffers } from '@/data/offers'
import { getProperties, getPropertyBySlug } from '@/data/properties'
import { findPublic } from '@/data/read'
import { type RevalidationContext } from '@/cms/hooks/invalidate'
import { collectionTag } from '@/lib/cache-tags'
import { getLabels } from '@/data/labels'
import { LOCALES } from '@/i18n/locales'
import { labels as seedLabels } from '../../seed/content/labels'

let payload: Payload

beforeAll(async () => {
  if (!process.env.DATABASE_URI) throw new Error('Run through `npm test`: DATABASE_URI must name the seeded test database.')
  payload = await getPayloadClient()
})

describe('demo content', () => {
  it('is a group of at least 8 properties in 4 countries and 6 cities, each with 2–4 rooms and 2 rates', async () => {
    const { properties, pagination } = await getProperties(1, 100)
    expect(pagination.total).toBeGreaterThanOrEqual(8)
    expect(new Set(properties.map((property) => property.country?.slug)).size).toBeGreaterThanOrEqual(4)
    expect(new Set(properties.map((property) => property.city?.slug)).size).toBeGreaterThanOrEqual(6)
    expect((await getCountries()).length).toBeGreaterThanOrEqual(4)
    expect((await getCities()).length).toBeGreaterThanOrEqual(6)
    for (const summary of properties) {
      const property = await getPropertyBySlug(summary.slug)
      expect(property, summary.slug).not.toBeNull()
      expect(property!.room_types.length).toBeGreaterThanOrEqual(2)
      expect(property!.room_types.length).toBeLessThanOrEqual(4)
      expect(property!.rate_plans).toHaveLength(2)
      expect(property!.hero?.url).toMatch(/\.webp$/)
      for (const plan of property!.rate_plans) {
        expect(plan.prices.map((price) => price.room_type).sort()).toEqual(property!.room_types.map((room) => room.slug).sort())
      }
    }
  })

  it('has every text in all 8 languages, really translated', async () => {
    const { properties } = await getProperties(1, 100)
    for (const property of properties) {
      for (const locale of LOCALES) expect(property.name[locale], `${property.slug} ${locale}`).toBeTruthy()
      for (const locale of LOCALES.filter((code) => code !== 'en')) {
        expect(property.summary[locale], `${property.slug} summary in ${locale}`).not.toBe(property.summary.en)
      }
    }
    const offers = await getOffers()
    expect(offers.length).toBeGreaterThanOrEqual(6)
    expect(new Set(offers.map((offer) => offer.category?.slug)).size).toBeGreaterThanOrEqual(3)
    for (const offer of offers) expect(Object.keys(offer.description).sort()).toEqual([...LOCALES].sort())
    const posts = await getBlogPosts()
    expect(posts.length).toBeGreaterThanOrEqual(6)
    expect(new Set(posts.map((post) => post.category?.slug)).size).toBeGreaterThanOrEqual(3)
    const faqs = await getFaqs()
    expect(faqs.length).toBeGreaterThanOrEqual(10)
    expect(new Set(faqs.map((faq) => faq.category?.slug)).size).toBeGreaterThanOrEqual(3)
  })

  it('has a label for every UI string, in every language', async () => {
    const labels = new Map((await getLabels()).map((label) => [label.key, label.value]))
    for (const key of Object.keys(seedLabels)) {
      const value = labels.get(key)
      expect(value, key).toBeDefined()
      for (const locale of LOCALES) expect(value?.[locale], `${key} in ${locale}`).toBeTruthy()
    }
  })
})

describe('public reads', () => {
  it('never return a draft', async () => {
    const city = (await payload.find({ collection: 'cities', limit: 1 })).docs[0]!
    const country = (await payload.find({ collection: 'countries', limit: 1 })).docs[0]!
    const hero = (await payload.find({ collection: 'media', limit: 1 })).docs[0]!
    const draft = await payload.create({
      collection: 'properties',
      draft: true,
      data: {
        slug: 'unpublished-draft-house',
        name: 'Unpublished draft house',
        city: city.id,
        country: country.id,
        coordinates: '1,1',
        currency: 'EUR',
        time_zone: 'Europe/Paris',
        check_in_time: '15:00',
        check_out_time: '11:00',
        hero: hero.id,
        _status: 'draft',
      },
    })
    try {
      expect(await getPropertyBySlug('unpublished-draft-house')).toBeNull()
      const { properties } = await getProperties(1, 100)
      expect(properties.map((property) => property.slug)).not.toContain('unpublished-draft-house')
    } finally {
      await payload.delete({ collection: 'properties', id: draft.id })
    }
  })

  it.each(['users', 'bookings', 'enquiries'] as const)('refuse the private collection %s', async (collection) => {
    await expect(findPublic(collection)).rejects.toThrow(/not allowed|forbidden/i)
  })
})

describe('publishing revalidates the cache', () => {
  // The hooks name the tags a change revalidated in the operation's context (src/cms/hooks/invalidate.ts).
  const slug = 'aurelia-zurich-lakeside'
  const tagsOf = (context: RevalidationContext) => context.revalidatedTags ?? []

  it('revalidates the collection of a published edit, reads show it at once', async () => {
    const before = await getPropertyBySlug(slug)
    const doc = (await payload.find({ collection: 'properties', where: { slug: { equals: slug } } })).docs[0]!
    const summary = `Edited for the cache test ${Date.now()}`
    const context: RevalidationContext = { revalidatedTags: [] }
    await payload.update({ collection: 'properties', id: doc.id, locale: 'de', data: { summary, _status: 'published' }, context })
    try {
      expect(tagsOf(context)).toEqual([collectionTag('properties')])
      expect((await getPropertyBySlug(slug))?.summary.de).toBe(summary)
    } finally {
      await payload.update({ collection: 'properties', id: doc.id, locale: 'de', data: { summary: before!.summary.de } })
    }
  })

  it('revalidates nothing for a draft saved over a published document', async () => {
    const before = await getPropertyBySlug(slug)
    const doc = (await payload.find({ collection: 'properties', where: { slug: { equals: slug } } })).docs[0]!
    const context: RevalidationContext = { revalidatedTags: [] }
    await payload.update({ collection: 'properties', id: doc.id, locale: 'de', draft: true, data: { summary: 'A draft nobody sees' }, context })
    expect(tagsOf(context)).toEqual([])
    expect((await getPropertyBySlug(slug))?.summary.de).toBe(before!.summary.de)
    // Publishing the document again restores the published text as the latest version.
    await payload.update({ collection: 'properties', id: doc.id, locale: 'de', data: { summary: before!.summary.de, _status: 'published' } })
  })

  it('revalidates when a published document is unpublished', async () => {
    const doc = (await payload.find({ collection: 'properties', where: { slug: { equals: slug } } })).docs[0]!
    const context: RevalidationContext = { revalidatedTags: [] }
    await payload.update({ collection: 'properties', id: doc.id, data: { _status: 'draft' }, context })
    try {
      expect(tagsOf(context)).toEqual([collectionTag('properties')])
      expect(await getPropertyBySlug(slug)).toBeNull()
    } finally {
      await payload.update({ collection: 'properties', id: doc.id, data: { _status: 'published' } })
    }
  })

  it('revalidates nothing public for a staff-only change', async () => {
    const context: RevalidationContext = { revalidatedTags: [] }
    const enquiry = await payload.create({
      collection: 'enquiries',
      data: { kind: 'contact', name: 'Cache Test', email: 'cache@example.com', message: 'Hello' },
      context,
    })
    await payload.delete({ collection: 'enquiries', id: enquiry.id })
    expect(tagsOf(context)).toEqual([])
  })
})

describe('the back office refuses bad data', () => {
  // Staff read the field's label in the message ("Time zone"); the error names the field's path too.
  it.each([
    ['coordinates out of range', { coordinates: '90.0001,0' }, 'coordinates'],
    ['coordinates with three parts', { coordinates: '1,2,3' }, 'coordinates'],
    ['an unknown time zone', { time_zone: 'Mars/Olympus' }, 'time_zone'],
    ['a slug with spaces', { slug: 'not a slug' }, 'slug'],
  ])('%s', async (_what, change, field) => {
    const property = (await payload.find({ collection: 'properties', limit: 1 })).docs[0]!
    await expect(payload.update({ collection: 'properties', id: property.id, data: change })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: field })] },
    })
    const after = await payload.findByID({ collection: 'properties', id: property.id })
    expect(after.coordinates).toBe(property.coordinates)
    expect(after.time_zone).toBe(property.time_zone)
    expect(after.slug).toBe(property.slug)
  })

  it('rejects a social link that is not a URL', async () => {
    await expect(payload.create({ collection: 'social-media', data: { platform: 'x', label: 'X', url: 'javascript:alert(1)' } })).rejects.toThrow(/url/i)
  })
})

describe('interface texts', () => {
  it('a text saved in one language keeps the others, and the search text and gaps follow', async () => {
    const { docs } = await payload.find({ collection: 'labels', where: { key: { equals: 'nav.book_now' } }, locale: 'all', depth: 0, limit: 1 })
    const before = docs[0]! as unknown as { id: number; value: Record<string, string | null> }
    const german = `Jetzt buchen ${Date.now().toString(36)}`
    try {
      // As the admin saves it: in the language on screen, inside the save's transaction.
      const saved = await payload.update({ collection: 'labels', id: before.id, locale: 'de', data: { value: german } })
      expect(saved.value).toBe(german)
      const after = (await payload.findByID({ collection: 'labels', id: before.id, locale: 'all', depth: 0 })) as unknown as {
        value: Record<string, string | null>
        search_text: string
        missing_in: string[]
      }
      expect(after.value).toEqual({ ...before.value, de: german })
      expect(after.search_text.split('\n')).toEqual(LOCALES.map((code) => after.value[code]?.trim()).filter(Boolean))
      expect(after.missing_in).toEqual([])
    } finally {
      await payload.update({ collection: 'labels', id: before.id, locale: 'de', data: { value: before.value.de! } })
    }
  })

  it('a new text written in English only lists the other languages as missing until they are written', async () => {
    const key = `test.new_${Date.now().toString(36)}`
    const created = await payload.create({ collection: 'labels', locale: 'en', data: { key, value: 'Late check-out' } })
    try {
      const read = async () =>
        (await payload.findByID({ collection: 'labels', id: created.id, locale: 'all', depth: 0 })) as unknown as {
          value: Record<string, string | null>
          missing_in: string[]
          search_text: string
        }
      expect((await read()).missing_in).toEqual(LOCALES.filter((code) => code !== 'en'))
      await payload.update({ collection: 'labels', id: created.id, locale: 'ja', data: { value: 'レイトチェックアウト' } })
      const after = await read()
      expect(after.missing_in).toEqual(LOCALES.filter((code) => code !== 'en' && code !== 'ja'))
      expect(after.value.en).toBe('Late check-out')
      expect(after.search_text).toBe('Late check-out\nレイトチェックアウト')
    } finally {
      await payload.delete({ collection: 'labels', id: created.id })
    }
  })
})

describe('edit history', () => {
  async function staff(email: string) {
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0 })
    return { ...docs[0]!, collection: 'users' as const }
  }

  it('an availability rule keeps each save as a version naming who saved it, and an earlier one can be restored', async () => {
    const editor = await staff('editor@aurelia-hotels.example')
    const { docs } = await payload.find({ collection: 'room-availability', limit: 1, depth: 0, sort: 'id' })
    const rule = docs[0]!
    const note = `Kitchen works ${Date.now().toString(36)}`
    await payload.update({ collection: 'room-availability', id: rule.id, data: { note }, user: editor, overrideAccess: false })
    const versions = await payload.findVersions({ collection: 'room-availability', where: { parent: { equals: rule.id } }, sort: '-updatedAt', depth: 1, limit: 5 })
    const [latest, earlier] = versions.docs
    expect(latest!.version.note).toBe(note)
    expect((latest!.version.edited_by as { email?: string } | null)?.email).toBe(editor.email)
    expect(earlier, 'the state before the save is a version too').toBeDefined()

    await payload.restoreVersion({ collection: 'room-availability', id: earlier!.id, user: editor, overrideAccess: false })
    const restored = await payload.findByID({ collection: 'room-availability', id: rule.id, depth: 0 })
    expect(restored.note ?? null).toBe(rule.note ?? null)
  })

  it('an interface text restored to an earlier version reads as it did in that language', async () => {
    const editor = await staff('editor@aurelia-hotels.example')
    const { docs } = await payload.find({ collection: 'labels', where: { key: { equals: 'nav.contact' } }, locale: 'all', depth: 0, limit: 1 })
    const label = docs[0]! as unknown as { id: number; value: Record<string, string> }
    await payload.update({ collection: 'labels', id: label.id, locale: 'fr', data: { value: 'Maison' }, user: editor, overrideAccess: false })
    const { docs: versions } = await payload.findVersions({ collection: 'labels', where: { parent: { equals: label.id } }, sort: '-updatedAt', limit: 2, locale: 'fr' })
    expect(versions[0]!.version.value).toBe('Maison')
    await payload.restoreVersion({ collection: 'labels', id: versions[1]!.id, user: editor, overrideAccess: false })
    const after = (await payload.findByID({ collection: 'labels', id: label.id, locale: 'all', depth: 0 })) as unknown as { value: Record<string, string> }
    expect(after.value).toEqual(label.value)
  })
})

describe('web address names', () => {
  it('a page saved without one gets one made from its title, unique in its collection', async () => {
    const title = `Spa & Wellness ${Date.now().toString(36)}`
    const first = await payload.create({ collection: 'pages', data: { title, _status: 'draft' } as never, draft: true })
    const second = await payload.create({ collection: 'pages', data: { title, _status: 'draft' } as never, draft: true })
    try {
      expect(first.slug).toMatch(/^spa-wellness-[a-z0-9]+$/)
      expect(second.slug).toBe(`${first.slug}-2`)
    } finally {
      await payload.delete({ collection: 'pages', id: first.id })
      await payload.delete({ collection: 'pages', id: second.id })
    }
  })
})
