import type { CollectionConfig, GlobalConfig } from 'payload'

import { type CacheTag, invalidateTags } from '../../data/cache'

/**
 * Every change to content drops the cached reads that used it (src/data/cache.ts), so the site shows
 * an edit on the next request. Added to every collection and global in one place (payload.config.ts).
 */
export function withCacheInvalidation(collection: CollectionConfig): CollectionConfig {
  const drop = <T>({ doc }: { doc: T }): T => {
    invalidateTags([collection.slug as CacheTag])
    return doc
  }
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), drop],
      afterDelete: [...(hooks.afterDelete ?? []), drop],
    },
  }
}

export function withGlobalCacheInvalidation(global: GlobalConfig): GlobalConfig {
  const drop = <T>({ doc }: { doc: T }): T => {
    invalidateTags([`global:${global.slug}` as CacheTag])
    return doc
  }
  const hooks = global.hooks ?? {}
  return { ...global, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), drop] } }
}
