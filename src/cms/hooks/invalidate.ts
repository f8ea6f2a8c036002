/**
 * A published change revalidates the cache tags of what it changed (src/lib/cache-tags.ts): the
 * reads, pages and API responses built from that collection or global are rendered again on their
 * next request — on every app server, since the cache is shared. A draft save changes nothing the
 * public sees, so it revalidates nothing; nor does a change to a staff-only collection.
 */
import type { CollectionConfig, CollectionSlug, GlobalConfig, GlobalSlug, PayloadRequest, RequestContext } from 'payload'

import { type CacheTag, collectionTag, globalTag, PRIVATE_COLLECTIONS } from '../../lib/cache-tags'

type Status = 'draft' | 'published' | null | undefined
type Versioned = { id?: number | string; _status?: Status }

/** A caller that passes `context: { revalidatedTags: [] }` learns which tags its change revalidated. */
export interface RevalidationContext extends RequestContext {
  revalidatedTags?: CacheTag[]
}

async function revalidate(tags: CacheTag[], context: RevalidationContext): Promise<void> {
  context.revalidatedTags?.push(...tags)
  // Outside a Next server (the seed, scripts, integration tests) there is no cache to revalidate, and
  // next/cache is imported only inside one: plain Node cannot resolve it as an ES module.
  if (!process.env.NEXT_RUNTIME) return
  const { revalidateTag } = await import('next/cache')
  for (const tag of tags) {
    try {
      // expire: 0 — the next request renders anew rather than being served the stale copy once more.
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      console.error(`[cache] could not revalidate ${tag}: the public copy may stay stale`, error)
    }
  }
}

/**
 * With drafts, a change is public when the document is published now, or when it was published and
 * is no longer (unpublished). Saving a draft over a published document also reaches this hook with
 * status 'draft', but the published document is untouched: the stored document tells the two apart.
 */
async function changesPublicContent(collection: CollectionConfig, doc: Versioned, previousDoc: Versioned | undefined, req: PayloadRequest): Promise<boolean> {
  if (!collection.versions || typeof collection.versions !== 'object' || !collection.versions.drafts) return true
  if (doc._status === 'published') return true
  if (previousDoc?._status !== 'published' || doc.id === undefined) return false
  const stored = (await req.payload.findByID({
    collection: collection.slug as CollectionSlug,
    id: doc.id,
    depth: 0,
    draft: false,
    overrideAccess: true,
    req,
  })) as Versioned
  return stored._status !== 'published'
}

export function withCacheInvalidation(collection: CollectionConfig): CollectionConfig {
  // Config objects name their slug as a plain string; the generated types list the real ones.
  const slug = collection.slug as CollectionSlug
  if (PRIVATE_COLLECTIONS.includes(slug)) return collection
  const tag = collectionTag(slug)
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [
        ...(hooks.afterChange ?? []),
        async ({ doc, previousDoc, req, context }) => {
          if (await changesPublicContent(collection, doc, previousDoc, req)) await revalidate([tag], context)
          return doc
        },
      ],
      afterDelete: [
        ...(hooks.afterDelete ?? []),
        async ({ doc, context }) => {
          const { _status } = doc as Versioned
          if (!collection.versions || _status === undefined || _status === 'published') await revalidate([tag], context)
          return doc
        },
      ],
    },
  }
}

export function withGlobalCacheInvalidation(global: GlobalConfig): GlobalConfig {
  const tag = globalTag(global.slug as GlobalSlug)
  const hooks = global.hooks ?? {}
  return {
    ...global,
    hooks: {
      ...hooks,
      afterChange: [
        ...(hooks.afterChange ?? []),
        async ({ doc, context }) => {
          if ((doc as Versioned)._status !== 'draft') await revalidate([tag], context)
          return doc
        },
      ],
    },
  }
}
