/**
 * Where Next keeps its cache (rendered pages, route responses and the read model's tagged reads): Next 16's
 * incremental cache handler, our own, with two backends (`cacheHandler` in next.config.ts for the build;
 * `serveWithThisCache` below for the server).
 *
 * - REDIS_URL set: in Redis, shared by every app server, so a publish through one server is seen by
 *   all of them at once (the tag's entries are deleted from Redis). Redis is a cache, never a
 *   dependency: while it is slow or away, a read is a miss and the page is rendered from the database.
 * - Otherwise: in this process's memory, in an LRU bounded in entries and bytes — a newcomer needs no
 *   server, and no stream of requests can grow it without limit. Nothing is written to disk, so a
 *   restarted server renders from the database instead of serving a copy from before the restart.
 *
 * The interface Next calls (next/dist/server/lib/incremental-cache): `get(key, ctx)`, `set(key, value,
 * ctx)`, `revalidateTag(tags, durations)` and `resetRequestCache()`. Next makes a handler per request,
 * so the backend is made once per process and kept on globalThis.
 *
 * Tags: a page or route response carries its tags in its `x-next-cache-tags` header, the tags it read
 * and the implicit tags of its path (`_N_T_/fr/listing/…`, `_N_T_/layout`…); a read (`unstable_cache`,
 * kind FETCH) carries the tags it was given, and is asked for with the implicit tags of the page that
 * reads it (`softTags`). Revalidating a tag deletes every entry carrying it; an implicit tag's moment is
 * also noted, so a read made for a path revalidated since is a miss too.
 *
 * Every revalidation expires its entries at once: the project always asks for that (`expire: 0`,
 * src/cms/hooks/invalidate.ts), and no page is served stale after a publish.
 */
import { createClient } from '@redis/client'
import nextLibConstants from 'next/dist/lib/constants.js'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

import { scriptsAfterFirstPaint } from './src/lib/scripts-after-first-paint.mjs'

/** The prefix of the tags Next gives a page for its path ('_N_T_'), and the header a response's tags are in. */
const { NEXT_CACHE_IMPLICIT_TAG_ID, NEXT_CACHE_TAGS_HEADER } = nextLibConstants

/**
 * Bounds of the in-memory cache: every page of the site in 8 languages (~420 pages of ~0.4 MB each:
 * HTML, RSC payload and segment prefetches) with their reads fits; a flood of distinct URLs cannot grow
 * it past these.
 */
const MEMORY_CACHE = { maxEntries: 5000, maxBytes: 256 * 1024 * 1024 }

/** Every key of ours in Redis starts so (the rate limiter's are `hotel:rate:…`). */
const REDIS_PREFIX = 'hotel:cache:'
/** A Redis call that takes longer is given up: the read is a miss, the write is skipped. */
const REDIS_TIMEOUT_MS = 500
/** How long requests at start-up wait for the first connection, so that they share the cache. */
const REDIS_CONNECT_TIMEOUT_MS = 2000
/** After a call fails or times out, Redis is left alone this long: requests do not each wait for it. */
const REDIS_PAUSE_MS = 5000
/**
 * The longest an entry lives in Redis, unless Next gave it a shorter `expire`. Entries are replaced or
 * deleted long before in service; this only lets Redis drop what nobody asks for any more.
 */
const REDIS_MAX_TTL_S = 7 * 24 * 60 * 60

const isImplicitTag = (tag) => tag.startsWith(NEXT_CACHE_IMPLICIT_TAG_ID)

/** The tags an entry is deleted by: a response's from its header, a read's from the context of its set. */
function tagsOf(value, ctx) {
  if (value?.kind === 'FETCH') return ctx?.tags ?? []
  const header = value?.headers?.[NEXT_CACHE_TAGS_HEADER]
  if (typeof header === 'string') return header.split(',')
  if (Array.isArray(header)) return header
  // A Pages Router page (none here) has only its path.
  return []
}

/** Seconds an entry may stay in Redis: its own `expire` when Next gave one, else the longest we keep. */
function ttlOf(ctx) {
  const expire = ctx?.cacheControl?.expire
  return typeof expire === 'number' && expire > 0 ? Math.min(Math.ceil(expire), REDIS_MAX_TTL_S) : REDIS_MAX_TTL_S
}

/**
 * Next caches the 404 it renders for an unknown slug under that slug's path, so every made-up URL
 * (`/listing/anything-1`, `-2`, …) would take a place in the cache and push real pages out of it. A 404
 * is rendered on each request instead (it reads only cached content), and a page published later
 * under that path is never hidden by a kept 404.
 */
const isNotFoundPage = (value) => value?.kind === 'APP_PAGE' && value.status === 404

/**
 * About how many bytes a cached value holds: its strings and buffers. Entries are measured when set,
 * never when read. (Measuring by JSON text would count a page's RSC payload and segment prefetches,
 * Buffers, as arrays of numbers, three to four times their size.)
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
 * The in-process backend: an LRU over a Map (whose order is the order of use), bounded in entries and
 * in bytes. An entry larger than the whole byte bound is not kept.
 */
export function memoryBackend({ maxEntries, maxBytes }) {
  /** key → { entry, size } */
  const entries = new Map()
  let bytes = 0
  /** implicit tag → when it was revalidated (ms). */
  const revalidatedAt = new Map()

  const remove = (key) => {
    const held = entries.get(key)
    if (!held) return
    entries.delete(key)
    bytes -= held.size
  }

  /** The entry, or null: in memory, so it can be read at once (`peek`) as well as the way Next reads (`get`). */
  function peek(key, softTags) {
    const held = entries.get(key)
    if (!held) return null
    const { entry } = held
    for (const tag of [...entry.tags, ...softTags]) {
      if ((revalidatedAt.get(tag) ?? 0) > entry.lastModified) {
        remove(key)
        return null
      }
    }
    // Used now: to the end of the order, the last to be evicted.
    entries.delete(key)
    entries.set(key, held)
    return entry
  }

  return {
    peek,
    async get(key, softTags) {
      return peek(key, softTags)
    },
    async set(key, entry) {
      remove(key)
      const size = Math.max(1, sizeOf(entry.value))
      if (size > maxBytes) return
      entries.set(key, { entry, size })
      bytes += size
      // Evict the least recently used until both bounds hold.
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break
        remove(oldest)
      }
    },
    async revalidateTag(tag) {
      if (isImplicitTag(tag)) revalidatedAt.set(tag, Date.now())
      for (const [key, { entry }] of entries) if (entry.tags.includes(tag)) remove(key)
    },
  }
}

/**
 * Redis can hold strings only: a value's Buffers (RSC payload, route bodies) and Maps (segment
 * prefetches) are written as tagged objects and read back as what they were.
 */
const BUFFER = '__hotelCacheBuffer'
const MAP = '__hotelCacheMap'

/** The value with its Buffers and Maps as tagged plain objects (before JSON, whose Buffer form is an array of numbers). */
function encode(value) {
  if (ArrayBuffer.isView(value)) return { [BUFFER]: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64') }
  if (value instanceof Map) return { [MAP]: [...value].map(([key, item]) => [key, encode(item)]) }
  if (Array.isArray(value)) return value.map(encode)
  if (value !== null && typeof value === 'object') {
    const plain = {}
    for (const key in value) plain[key] = encode(value[key])
    return plain
  }
  return value
}

const serialize = (entry) => JSON.stringify(encode(entry))

function deserialize(text) {
  return JSON.parse(text, (key, value) => {
    if (value !== null && typeof value === 'object') {
      if (typeof value[BUFFER] === 'string') return Buffer.from(value[BUFFER], 'base64')
      if (Array.isArray(value[MAP])) return new Map(value[MAP])
    }
    return value
  })
}

/** Rejects when the promise has not settled within REDIS_TIMEOUT_MS. */
function withTimeout(promise) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_TIMEOUT_MS} ms`)), REDIS_TIMEOUT_MS)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * The shared backend. Keys (under REDIS_PREFIX):
 * - `entry:{key}`: the entry as JSON, expiring after ttlOf;
 * - `tag:{tag}`: the set of keys carrying the tag, deleted with them when the tag is revalidated;
 * - `revalidated`: a hash of implicit tag → when it was revalidated (ms).
 */
export function redisBackend(url) {
  const client = createClient({
    url,
    // While disconnected a command fails at once (a miss) instead of waiting in a queue.
    disableOfflineQueue: true,
    pingInterval: 10_000,
    commandOptions: { timeout: REDIS_TIMEOUT_MS },
    socket: { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(retries * 100, 2000) },
  })
  // While Redis is away the client retries every few seconds: say each trouble once, and once when it
  // is back.
  const troubles = new Set()
  const report = (error) => {
    if (!troubles.has(error.message)) console.error(`[cache] Redis: ${error.message} (pages are rendered from the database meanwhile)`)
    troubles.add(error.message)
  }
  client.on('error', report)
  client.on('ready', () => {
    if (troubles.size > 0) console.info('[cache] Redis: connected again')
    troubles.clear()
  })
  const connected = client.connect().then(() => console.info(`[cache] pages and reads are cached in Redis (${new URL(url).host})`), report)
  const started = Promise.race([connected, new Promise((resolve) => setTimeout(resolve, REDIS_CONNECT_TIMEOUT_MS).unref())])

  const entryKey = (key) => `${REDIS_PREFIX}entry:${key}`
  const tagKey = (tag) => `${REDIS_PREFIX}tag:${tag}`
  const revalidatedKey = `${REDIS_PREFIX}revalidated`

  let pausedUntil = 0
  const available = () => client.isReady && Date.now() >= pausedUntil

  /** Runs a Redis operation when Redis is available; on any failure reports it and answers `fallback`. */
  async function attempt(operation, fallback) {
    await started
    if (!available()) return fallback
    try {
      return await withTimeout(operation())
    } catch (error) {
      report(error)
      pausedUntil = Date.now() + REDIS_PAUSE_MS
      return fallback
    }
  }

  async function get(key, softTags) {
    const text = await client.get(entryKey(key))
    if (!text) return null
    const entry = deserialize(text)
    const implicitTags = [...new Set([...entry.tags.filter(isImplicitTag), ...softTags])]
    if (implicitTags.length > 0) {
      const times = await client.hmGet(revalidatedKey, implicitTags)
      if (times.some((time) => time && Number(time) > entry.lastModified)) return null
    }
    return entry
  }

  async function set(key, entry, ctx) {
    const ttl = ttlOf(ctx)
    const transaction = client.multi().set(entryKey(key), serialize(entry), { EX: ttl })
    // A tag's set outlives every entry added to it.
    for (const tag of entry.tags) transaction.sAdd(tagKey(tag), key).expire(tagKey(tag), REDIS_MAX_TTL_S)
    await transaction.exec()
  }

  async function revalidateTag(tag) {
    if (isImplicitTag(tag)) await client.hSet(revalidatedKey, tag, String(Date.now()))
    // The members and the set are taken in one transaction, so a key added meanwhile lands in a new
    // set instead of being lost between the two.
    const [keys] = await client.multi().sMembers(tagKey(tag)).del(tagKey(tag)).exec()
    if (keys.length > 0) await client.unlink(keys.map(entryKey))
  }

  /**
   * Tags revalidated here that Redis has not yet been told of. A publish while Redis is away would
   * otherwise leave the old copies in it for when it is back: they are deleted as soon as it answers.
   */
  const unapplied = new Set()
  async function applyRevalidations() {
    for (const tag of unapplied) {
      const applied = await attempt(async () => {
        await revalidateTag(tag)
        return true
      }, false)
      if (!applied) return
      unapplied.delete(tag)
    }
  }
  client.on('ready', () => {
    pausedUntil = 0
    void applyRevalidations()
  })
  // Also when the trouble was a pause, not a lost connection: tried again each second (a no-op while
  // nothing waits).
  const pending = setInterval(() => {
    if (unapplied.size > 0) void applyRevalidations()
  }, 1000)
  pending.unref()

  return {
    get: (key, softTags) => attempt(() => get(key, softTags), null),
    set: (key, entry, ctx) => attempt(() => set(key, entry, ctx), undefined),
    revalidateTag: async (tag) => {
      unapplied.add(tag)
      await applyRevalidations()
    },
    /** For tests and scripts: lets the process end. */
    async close() {
      clearInterval(pending)
      if (client.isOpen) client.destroy()
    },
  }
}

/** The process's backend, made once however many handlers Next makes. */
function processBackend() {
  globalThis.__hotelCacheBackend ??= (() => {
    const url = process.env.REDIS_URL?.trim()
    // The build has no business with the shared cache: its output is written to .next.
    return url && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD ? redisBackend(url) : memoryBackend(MEMORY_CACHE)
  })()
  return globalThis.__hotelCacheBackend
}

/** Next's handler interface over a backend (memoryBackend or redisBackend). */
export class TaggedCache {
  constructor(backend) {
    this.backend = backend
  }

  /** The entry, or null on a miss. Next judges staleness from `lastModified` and `cacheControl`. */
  async get(key, ctx) {
    const entry = await this.backend.get(key, ctx?.softTags ?? [])
    if (!entry) return null
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl }
  }

  async set(key, value, ctx) {
    if (isNotFoundPage(value)) return
    // A page's framework scripts are asked for after its first paint (src/lib/scripts-after-first-paint.mjs).
    // Changed on the value itself: Next's response cache answers the request that rendered it with this
    // same object, so that first answer is the kept page too.
    if (value?.kind === 'APP_PAGE' && typeof value.html === 'string') value.html = scriptsAfterFirstPaint(value.html)
    const entry = { value, lastModified: Date.now(), tags: tagsOf(value, ctx), cacheControl: ctx?.cacheControl }
    await this.backend.set(key, entry, ctx)
  }

  /** Every revalidation expires at once; `durations` (a stale-while-revalidate profile) is not used here. */
  async revalidateTag(tags) {
    for (const tag of typeof tags === 'string' ? [tags] : tags) await this.backend.revalidateTag(tag)
  }

  /** Nothing is kept per request. */
  resetRequestCache() {}
}

/** The handler Next makes one of per request, with a context none of this needs. */
export default class CacheHandler extends TaggedCache {
  constructor() {
    super(processBackend())
  }
}

/**
 * Where Next's incremental cache looks for its handler class when next.config names none
 * (`FetchCache` under this symbol, next/dist/server/lib/incremental-cache; tests/unit/cache-handler.test.ts
 * fails if Next stops reading it there).
 */
const NEXT_CACHE_HANDLERS = Symbol.for('@next/cache-handlers')

/**
 * Makes this handler the one `next start` serves with, once, at start-up (src/instrumentation.ts).
 * Named in next.config.ts instead, Next would `import()` this file again for every request, twice for a
 * route handler (~70 µs of a request’s CPU, bench/README.md); the build still names it there.
 */
export function serveWithThisCache() {
  globalThis[NEXT_CACHE_HANDLERS] = { ...globalThis[NEXT_CACHE_HANDLERS], FetchCache: CacheHandler }
}
