/**
 * The read model's two primitives: every public read goes through `findPublic`/`findGlobalPublic`
 * (all languages at once, as an anonymous visitor, so drafts and staff-only collections can never
 * come out — except drafts in a signed-in staff member's preview, which skips the cache), and every
 * read function is wrapped in `cachedRead` (src/lib/cached.ts, the site's one cache primitive, shared
 * with the booking engine's catalog and the content API), which keeps its result in Next's cache —
 * shared by every app server when REDIS_URL is set — tagged with what it read.
 */
import 'server-only'

import type { CollectionSlug, DataFromCollectionSlug, DataFromGlobalSlug, GlobalSlug, JoinQuery, PopulateType, TypedCollectionSelect, Where } from 'payload'

import { getPayloadClient } from '../cms/client'
import { readingForPreview } from '../lib/cached'
import type { Raw } from './reshape'

export { cachedRead, noteSources, previewRequested, type Source, withSourcesNoted } from '../lib/cached'

interface FindArgs<C extends CollectionSlug> {
  where?: Where
  sort?: string | string[]
  depth?: number
  /** Which fields of related documents to populate (all when omitted). */
  populate?: PopulateType
  /** Which fields to read (all when omitted): a list leaves the rest, and their relationships, unread. */
  select?: TypedCollectionSelect[C]
}

/** Every published document of a collection, in every language, read as an anonymous visitor. */
export async function findPublic<C extends CollectionSlug>(collection: C, args: FindArgs<C> = {}): Promise<Raw<DataFromCollectionSlug<C>>[]> {
  const payload = await getPayloadClient()
  // In a staff preview, collections with drafts are read as their latest draft (published or not).
  const preview = readingForPreview() && Boolean(payload.collections[collection]?.config.versions?.drafts)
  const result = await payload.find<C, TypedCollectionSelect[C], boolean>({
    collection,
    where: args.where,
    sort: args.sort,
    depth: args.depth ?? 1,
    populate: args.populate,
    select: args.select,
    locale: 'all',
    draft: preview,
    overrideAccess: preview,
    // A hotel's screen lists its rooms, rates and reviews (join fields); the site reads those itself.
    joins: false as JoinQuery<C>,
    pagination: false,
    limit: 0,
  })
  // With locale 'all' a localized field is an object keyed by language, not the generated string
  // type: the reshapers read every field as unknown, by a name the generated types vouch for.
  return result.docs as unknown as Raw<DataFromCollectionSlug<C>>[]
}

export async function findGlobalPublic<G extends GlobalSlug>(slug: G, depth = 1): Promise<Raw<DataFromGlobalSlug<G>>> {
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug, depth, locale: 'all', overrideAccess: false })
  return doc as unknown as Raw<DataFromGlobalSlug<G>>
}
