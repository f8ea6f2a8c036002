/**
 * The read model's two primitives: every public read goes through `findPublic`/`findGlobalPublic`
 * (all languages at once, as an anonymous visitor, so drafts and staff-only collections can never
 * come out — except drafts in a signed-in staff member's preview, which skips the cache), and every read function is wrapped in `cachedRead`, which keeps its result in Next's
 * cache — shared by every app server when REDIS_URL is set — tagged with what it read.
 */
import 'server-only'

import { AsyncLocalStorage } from 'node:async_hooks'

import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import type { CollectionSlug, DataFromCollectionSlug, DataFromGlobalSlug, GlobalSlug, JoinQuery, PopulateType, TypedCollectionSelect, Where } from 'payload'
import { cache } from 'react'

import { getPayloadClient } from '../cms/client'
import { type CacheTag, collectionTag, globalTag } from '../lib/cache-tags'
import { coalesced } from '../lib/coalesce'
import type { Raw } from './reshape'

/** What a read depends on: collections by slug, globals as `global:<slug>`. */
export type Source = CollectionSlug | `global:${GlobalSlug}`

const tagOf = (source: Source): CacheTag =>
  source.startsWith('global:') ? globalTag(source.slice('global:'.length) as GlobalSlug) : collectionTag(source as CollectionSlug)

/**
 * Inside `next start`/`next build` a read is cached in Next's cache until one of its sources is
 * published again; in scripts and integration tests (no Next server) it simply runs. Within one
 * render, React's cache() shares a result between the page and its generateMetadata.
 *
 * Arguments become part of the cache key, so a read must only take arguments drawn from content
 * (a locale), never raw visitor input: a slug from the URL is looked up in a cached list instead.
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  sources: readonly Source[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  // Requests that miss at the same moment (a page and an API call right after a publish) share one
  // database read; each still calls unstable_cache itself, so each response is tagged with its sources.
  const shared = unstable_cache(coalesced(`read-model ${name}`, read), ['read-model', name], { tags: sources.map(tagOf), revalidate: false })
  return cache(async (...args: Args) => {
    noteSources(sources)
    if (!process.env.NEXT_RUNTIME) return read(...args)
    // A staff member's draft preview reads anew, outside the shared cache and the coalescing above,
    // so a draft can never be kept for, or handed to, anyone else.
    if (await previewRequested()) return previewing.run(true, () => read(...args))
    return shared(...args)
  })
}

/** The sources of the cached reads made while `withSourcesNoted` runs its work. */
const noting = new AsyncLocalStorage<Set<Source>>()

/**
 * Runs `work` and returns, with its result, the tags of every cached read it made: what a cache of
 * something built from those reads (a content API response) must be tagged with to be dropped with them.
 */
export async function withSourcesNoted<T>(work: () => Promise<T>): Promise<{ value: T; tags: CacheTag[] }> {
  const noted = new Set<Source>()
  const value = await noting.run(noted, work)
  return { value, tags: [...noted].map(tagOf) }
}

/**
 * Notes sources read through a cache of their own, not `cachedRead` (the booking engine's catalog, kept
 * under the same tags), so that `withSourcesNoted` counts them too.
 */
export function noteSources(sources: readonly Source[]): void {
  const noted = noting.getStore()
  if (noted) for (const source of sources) noted.add(source)
}

/** Set while a read runs for a staff member's draft preview (Next's draft mode, see /api/preview). */
const previewing = new AsyncLocalStorage<boolean>()

/** Whether this request is a staff member's draft preview, for which nothing may be cached. */
export async function previewRequested(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    // Outside a request (a build step, a script): never a preview.
    return false
  }
}

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
  const preview = previewing.getStore() === true && Boolean(payload.collections[collection]?.config.versions?.drafts)
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
