/**
 * Where Next keeps its cache (rendered pages, route responses and the read model's tagged reads).
 *
 * - REDIS_URL set: in Redis, shared by every app server, so a publish through one server is seen by
 *   all of them at once (the tag's entries are deleted from Redis).
 * - Otherwise: in this process's memory, in an LRU bounded in entries and bytes — a newcomer needs no
 *   server, and no stream of requests can grow it without limit. Nothing is written to disk, so a
 *   restarted server renders from the database instead of serving a copy from before the restart.
 *
 * Handlers: @fortedigital/nextjs-cache-handler (the maintained successor of @neshca/cache-handler,
 * with Next 16 support and tag revalidation).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import { createConfiguredCache } from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import nextLibConstants from 'next/dist/lib/constants.js'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

/** The prefix of the tags Next gives a page for its path ('_N_T_/…'). */
const { NEXT_CACHE_IMPLICIT_TAG_ID } = nextLibConstants

/**
 * Bounds of the in-memory cache: every page of the site in 8 languages (~420 pages of ~0.4 MB each:
 * HTML, RSC payload and segment prefetches) with their reads fits; a flood of distinct URLs cannot grow
 * it past these. `maxItemSizeBytes` is the bound on all entries together (lru-cache's maxSize).
 */
const MEMORY_CACHE = { maxItemsNumber: 5000, maxItemSizeBytes: 256 * 1024 * 1024 }
const REDIS_TIMEOUT_MS = 1000

async function redisHandlers(url) {
  const client = createClient({
    url,
    pingInterval: 10_000,
    socket: { connectTimeout: 5000, reconnectStrategy: (retries) => Math.min(retries * 100, 2000) },
  })
  client.on('error', (error) => console.error(`[cache] Redis: ${error.message}`))
  await client.connect()
  console.info(`[cache] pages and reads are cached in Redis (${new URL(url).host})`)
  return [createRedisHandler({ client, keyPrefix: 'hotel:', timeoutMs: REDIS_TIMEOUT_MS })]
}

/**
 * About how many bytes a cached value holds: its strings and buffers. Entries are measured when set,
 * never when read.
 */
function sizeOf(value) {
  if (typeof value === 'string') return value.length
  if (ArrayBuffer.isView(value)) return value.byteLength
  if (value instanceof Map) {
    let size = 0
    for (const [key, item] of value) size += sizeOf(key) + sizeOf(item)
    return size
  }
  if (value !== null && typeof value === 'object') {
    let size = 0
    for (const key in value) size += key.length + sizeOf(value[key])
    return size
  }
  return 8
}

/**
 * The package's local-lru handler, with entries measured by what they hold. That handler measures an
 * entry by its JSON text, in which a page's RSC payload and segment prefetches (Buffers) come out as
 * arrays of numbers, three to four times their size: its byte bound then held only ~150 of the site's
 * ~420 pages, and a crawl of the sitemap evicted the home page before it was done.
 */
function memoryHandler(options) {
  const entries = createConfiguredCache((entry) => Math.max(1, sizeOf(entry.value)), options)
  // When an implicit (path) tag was revalidated, for entries set before that moment.
  const revalidatedTags = new Map()
  return {
    name: 'memory',
    async get(key, { implicitTags }) {
      const entry = entries.get(key)
      if (!entry) return null
      for (const tag of [...entry.tags, ...implicitTags]) {
        const revalidatedAt = revalidatedTags.get(tag)
        if (revalidatedAt && revalidatedAt > entry.lastModified) {
          entries.delete(key)
          return null
        }
      }
      return entry
    },
    async set(key, entry, context) {
      if (context?.setOnlyIfNotExists && entries.has(key)) return
      entries.set(key, entry)
    },
    async revalidateTag(tag) {
      for (const [key, { tags }] of entries.entries()) {
        if (tags.includes(tag)) entries.delete(key)
      }
      if (tag.startsWith(NEXT_CACHE_IMPLICIT_TAG_ID)) revalidatedTags.set(tag, Date.now())
    },
    async delete(key) {
      entries.delete(key)
    },
  }
}

/**
 * A handler that keeps no "not found" page. Next caches the 404 it renders for an unknown slug under
 * that slug's path, so every made-up URL (`/listing/anything-1`, `-2`, …) would take a place in the
 * cache and push real pages out of it. A 404 is rendered on each request instead (it reads only
 * cached content), and a page published later under that path is never hidden by a kept 404.
 */
function withoutNotFoundPages(handler) {
  return {
    ...handler,
    set(key, entry, context) {
      if (entry?.value?.kind === 'APP_PAGE' && entry.value.status === 404) return Promise.resolve()
      return handler.set(key, entry, context)
    },
  }
}

CacheHandler.onCreation(() => {
  // One configuration per process, however many times Next creates the handler.
  globalThis.__hotelCacheConfig ??= (async () => {
    const url = process.env.REDIS_URL?.trim()
    // The build has no business with the shared cache: its output is written to .next.
    const handlers = url && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD ? await redisHandlers(url) : [memoryHandler(MEMORY_CACHE)]
    return { handlers: handlers.map(withoutNotFoundPages) }
  })()
  return globalThis.__hotelCacheConfig
})

export default CacheHandler
