import type { CollectionSlug, GlobalSlug } from 'payload'

import { cachedRead, findGlobalPublic, findPublic } from './read'
import { relId, str } from './reshape'

/** Collections whose documents are pages of their own (by slug) and those that only feed pages. */
const PAGED = ['properties', 'offers', 'blog-posts', 'countries', 'cities', 'privacy-policies'] as const
const FEEDING = ['room-types', 'rate-plans', 'faqs', 'faq-categories', 'careers', 'slideshows', 'attractions'] as const
const GLOBALS = ['corporate-profile', 'about', 'host-content'] as const satisfies readonly GlobalSlug[]

type Paged = (typeof PAGED)[number]
type Feeding = (typeof FEEDING)[number]

export interface ContentDates {
  /** Each page-bearing document's last change (ISO date-time), by collection and slug. */
  bySlug: Record<Paged, Record<string, string>>
  /** The latest change of any document of each collection (ISO date-time), or null when it has none. */
  latest: Record<Paged | Feeding, string | null>
  /** Each global's last change. */
  globals: Record<(typeof GLOBALS)[number], string | null>
  /** A hotel's rooms and rates, by the hotel's slug: the latest change among them. */
  hotelRates: Record<string, string>
}

const later = (a: string | null | undefined, b: string | null | undefined): string | null => (!a ? (b ?? null) : !b ? a : a > b ? a : b)

async function dates(collection: CollectionSlug) {
  const ofHotel = collection === 'room-types' || collection === 'rate-plans'
  const docs = await findPublic(collection, { depth: 0, select: (ofHotel ? { updatedAt: true, property: true } : { updatedAt: true }) as never })
  return docs as unknown as { property?: unknown; updatedAt?: unknown }[]
}

/**
 * When each piece of content last changed (Payload's updatedAt), read once for the sitemap's `lastmod`:
 * only slugs and dates, so the sitemap stays cheap to build.
 */
export const getContentDates = cachedRead(
  'content-dates',
  [...PAGED, ...FEEDING, ...GLOBALS.map((slug) => `global:${slug}` as const)],
  async (): Promise<ContentDates> => {
    const bySlug = {} as ContentDates['bySlug']
    const latest = {} as ContentDates['latest']
    const propertyIds = new Map<unknown, string>()
    const hotelRates: Record<string, string> = {}
    for (const collection of PAGED) {
      const docs = await findPublic(collection, { depth: 0, select: { slug: true, updatedAt: true } as never })
      bySlug[collection] = {}
      latest[collection] = null
      for (const doc of docs as unknown as { id: unknown; slug: unknown; updatedAt: unknown }[]) {
        const updated = str(doc.updatedAt)
        bySlug[collection][str(doc.slug)] = updated
        latest[collection] = later(latest[collection], updated)
        if (collection === 'properties') propertyIds.set(doc.id, str(doc.slug))
      }
    }
    for (const collection of FEEDING) {
      const docs = await dates(collection)
      latest[collection] = null
      for (const doc of docs) {
        const updated = str(doc.updatedAt)
        latest[collection] = later(latest[collection], updated)
        const hotel = (collection === 'room-types' || collection === 'rate-plans') && propertyIds.get(relId(doc.property))
        if (hotel) hotelRates[hotel] = later(hotelRates[hotel], updated) ?? updated
      }
    }
    const globals = {} as ContentDates['globals']
    for (const slug of GLOBALS) globals[slug] = str((await findGlobalPublic(slug, 0)).updatedAt) || null
    return { bySlug, latest, globals, hotelRates }
  },
)

export { later as laterDate }
