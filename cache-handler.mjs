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
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

/** Bounds of the in-memory cache: enough for every page in 8 languages many times over. */
const MEMORY_CACHE = { maxItemsNumber: 2000, maxItemSizeBytes: 64 * 1024 * 1024 }
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

CacheHandler.onCreation(() => {
  // One configuration per process, however many times Next creates the handler.
  globalThis.__hotelCacheConfig ??= (async () => {
    const url = process.env.REDIS_URL?.trim()
    // The build has no business with the shared cache: its output is written to .next.
    if (url && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) return { handlers: await redisHandlers(url) }
    return { handlers: [createLruHandler(MEMORY_CACHE)] }
  })()
  return globalThis.__hotelCacheConfig
})

export default CacheHandler
