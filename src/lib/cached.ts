/**
 * The site's one cache primitive for published content: a function whose result is kept in Next's
 * incremental cache (the cache handler, cache-handler.mjs: an LRU in memory, or Redis shared by every
 * app server), one entry per list of arguments, tagged with the collections and globals it was built
 * from (./cache-tags.ts), so a publish drops exactly what it touches. The read model (src/data), the
 * booking engine's catalog (src/booking/catalog.ts) and the content API's answers
 * (src/app/(site)/api/_shared/content-route.ts) all keep their results through it.
 *
 * - `cachedRead(name, sources, read)`: a read of known sources.
 * - `cachedFromReads(name, build, keep)`: something built from cached reads (a content API answer),
 *   tagged with the sources of the reads it made, learned as it runs.
 * - `keptPerVersion(name, sources, derive)`: something derived from cached reads and kept in this
 *   process's memory as objects (Maps, formatters), per content version of its sources.
 *
 * What both do alike:
 * - Misses of equal arguments at the same moment share one run (./coalesce.ts).
 * - The run happens in the caller's async context, not in the callback's: Next bypasses the cache for
 *   an `unstable_cache` called inside another's callback, so a build that reads through cached reads
 *   would otherwise go to the database for each of them on every miss (and fail when it is down).
 * - A staff member's draft preview (Next's draft mode) and calls outside a Next server (scripts,
 *   integration tests) run anew, never reading or filling the cache.
 */
import 'server-only'

import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import type { CollectionSlug, GlobalSlug } from 'payload'
import { cache } from 'react'

import { type CacheTag, collectionTag, globalTag } from './cache-tags'
import { coalesced } from './coalesce'

/** What a read depends on: collections by slug, globals as `global:<slug>`. */
export type Source = CollectionSlug | `global:${GlobalSlug}`

export const sourceTag = (source: Source): CacheTag =>
  source.startsWith('global:') ? globalTag(source.slice('global:'.length) as GlobalSlug) : collectionTag(source as CollectionSlug)

/** The sources of the cached reads made while `withSourcesNoted` runs its work. */
const noting = new AsyncLocalStorage<Set<Source>>()

/**
 * Runs `work` and returns, with its result, the tags of every cached read it made: what a cache of
 * something built from those reads must be tagged with to be dropped with them.
 */
export async function withSourcesNoted<T>(work: () => Promise<T>): Promise<{ value: T; tags: CacheTag[] }> {
  const noted = new Set<Source>()
  const value = await noting.run(noted, work)
  return { value, tags: [...noted].map(sourceTag) }
}

/** Notes sources for `withSourcesNoted` (every `cachedRead` notes its own). */
export function noteSources(sources: readonly Source[]): void {
  const noted = noting.getStore()
  if (noted) for (const source of sources) noted.add(source)
}

/** Set while a read runs for a staff member's draft preview (Next's draft mode, see /api/preview). */
const previewing = new AsyncLocalStorage<boolean>()

/** Whether the read running now is for a staff member's draft preview (then drafts may be read). */
export function readingForPreview(): boolean {
  return previewing.getStore() === true
}

/** Whether this request is a staff member's draft preview, for which nothing may be cached. */
export async function previewRequested(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    // Outside a request (a build step, a script): never a preview.
    return false
  }
}

/** Whether the cache can be used: inside `next start`/`next build`, and not for a draft preview. */
async function cacheable(): Promise<boolean> {
  return Boolean(process.env.NEXT_RUNTIME) && !(await previewRequested())
}

/** Thrown out of the cache's callback with a result that must be answered but not kept (unstable_cache keeps whatever it returns). */
class NotKept<Result> {
  constructor(readonly value: Result) {}
}

/**
 * `run(...args)` through the entry `name` + args, tagged `tags`: the kept result, or on a miss `run`'s,
 * kept unless it throws. `run` is called in this call's async context (see the module comment).
 */
async function throughCache<Args extends unknown[], Result>(
  name: string,
  tags: readonly CacheTag[],
  run: (...args: Args) => Promise<Result>,
  args: Args,
): Promise<Result> {
  const inCaller = AsyncLocalStorage.snapshot()
  // The callback's text is part of Next's key: every entry shares this one, told apart by name and arguments.
  const entry = unstable_cache((...callArgs: Args) => inCaller(() => run(...callArgs)), ['cached', name], { tags: [...tags], revalidate: false })
  try {
    return await entry(...args)
  } catch (error) {
    if (error instanceof NotKept) return error.value as Result
    throw error
  }
}

/**
 * A read of published content, kept until one of its sources is published again. Within one render,
 * React's cache() shares a result between a page and its generateMetadata.
 *
 * Arguments become part of the cache key, so a read must only take arguments drawn from content
 * (a locale, a published slug), never raw visitor input: a slug from the URL is looked up in a cached
 * list first. The result travels as JSON: Maps, Dates and class instances do not survive it.
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  sources: readonly Source[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const tags = sources.map(sourceTag)
  // Requests that miss at the same moment (a page and an API call right after a publish) share one
  // database read; each still goes through the cache itself, so each response is tagged with its sources.
  const shared = coalesced(`cached ${name}`, read)
  return cache(async (...args: Args) => {
    noteSources(sources)
    if (!process.env.NEXT_RUNTIME) return read(...args)
    // A staff member's draft preview reads anew, outside the shared cache and the coalescing above,
    // so a draft can never be kept for, or handed to, anyone else.
    if (await previewRequested()) return previewing.run(true, () => read(...args))
    return throughCache(name, tags, shared, args)
  })
}

/**
 * Something built from cached reads (a content API answer), kept under the tags of the reads it was
 * built from, so it is built once and dropped exactly when that content is published again. The
 * tags are learned per function: a build that made a read the entry's tags did not cover is answered
 * but not kept, and the next call keeps it under the wider tags. A result `keep` refuses (an error,
 * a page past the last one), and one built from no cached read at all (it would have nothing to be
 * dropped with), is never kept. Arguments are the key, as for `cachedRead`.
 *
 * In a live request (`servingLive`) a kept result is also held in this process's memory, as built,
 * per content version of the learned tags (a token read straight from the cache handler's backend, as
 * `keptPerVersion` does): a request then costs that one small read instead of Next's cache read and a
 * JSON parse of the whole result. At most `LIVE_KEPT` results per version; beyond them, from Next's cache.
 */
export function cachedFromReads<Args extends unknown[], Result>(
  name: string,
  build: (...args: Args) => Promise<Result>,
  keep: (result: Result) => boolean,
): (...args: Args) => Promise<Result> {
  const learned = new Set<CacheTag>()
  const buildNoted = async (known: readonly CacheTag[], args: Args): Promise<Result> => {
    const { value, tags: used } = await withSourcesNoted(() => build(...args))
    for (const tag of used) learned.add(tag)
    if (!keep(value) || used.length === 0 || used.some((tag) => !known.includes(tag))) throw new NotKept(value)
    return value
  }
  const throughNext = (known: CacheTag[], args: Args) => throughCache(name, known, (...callArgs: Args) => buildNoted(known, callArgs), args)
  const shelf = versionShelf<Result>()
  return async (...args: Args) => {
    const backend = liveBackend()
    if (!backend && !(await cacheable())) return build(...args)
    const known = [...learned].sort()
    if (!backend || known.length === 0) return throughNext(known, args)
    // The token is read before the result is, so a publish meanwhile leaves it under a dropped version.
    const kept = shelf(await versionToken(backend, `${name} ${known.join(' ')}`, known))
    const key = JSON.stringify(args)
    const held = kept.get(key)
    if (held !== undefined) return held
    const result = await throughNext(known, args)
    // Held only when Next's cache keeps it too: under these very tags, and not refused.
    if (learned.size === known.length && keep(result) && kept.size < LIVE_KEPT) kept.set(key, result)
    return result
  }
}

/** Results of one `cachedFromReads` held in memory per content version (each a few kB to ~100 kB of JSON). */
const LIVE_KEPT = 256

/** What is kept for the current content version only: the map of a token, a new one when the token changes. */
function versionShelf<Value>(): (token: string) => Map<string, Value> {
  let current: { token: string; kept: Map<string, Value> } | null = null
  return (token) => {
    if (current?.token !== token) current = { token, kept: new Map() }
    return current.kept
  }
}

/**
 * The cache handler's backend (cache-handler.mjs), made once per process and kept on globalThis: where
 * content-version tokens are read straight, without Next's incremental cache around them.
 */
interface VersionBackend {
  get(key: string, softTags: readonly string[]): Promise<{ value: unknown } | null>
  set(key: string, entry: { value: unknown; lastModified: number; tags: readonly string[] }): Promise<void>
  /** The entry at once, for a backend in this process's memory (no promise on the hot path). */
  peek?(key: string, softTags: readonly string[]): { value: unknown } | null
}
const cacheBackend = (): VersionBackend | undefined => (globalThis as { __hotelCacheBackend?: VersionBackend }).__hotelCacheBackend

/** Every token key of ours starts so (Next's own keys are hashes). */
const VERSION_KEY = 'hotel-version:'
/** Tokens being drawn in this process, by key: misses at the same moment share one token. */
const drawing = new Map<string, Promise<string>>()

const tokenOf = (held: { value: unknown } | null): string | undefined => {
  const token = (held?.value as { token?: unknown } | undefined)?.token
  return typeof token === 'string' ? token : undefined
}

/**
 * The content version token `name`, kept in the backend under `tags`, so a publish of any of them (on
 * any app server) deletes it and the next read draws a new one. A backend that fails reads as a miss
 * (cache-handler.mjs), so a token is drawn anew: what is derived from it is derived again, never stale.
 * From the memory backend a kept token is answered at once, not as a promise.
 */
function versionToken(backend: VersionBackend, name: string, tags: readonly CacheTag[]): string | Promise<string> {
  const key = VERSION_KEY + name
  if (backend.peek) return tokenOf(backend.peek(key, [])) ?? drawToken(backend, key, tags)
  return backend.get(key, []).then((held) => tokenOf(held) ?? drawToken(backend, key, tags))
}

function drawToken(backend: VersionBackend, key: string, tags: readonly CacheTag[]): Promise<string> {
  let drawn = drawing.get(key)
  if (!drawn) {
    const fresh = randomUUID()
    drawn = backend.set(key, { value: { token: fresh }, lastModified: Date.now(), tags }).then(
      () => fresh,
      () => fresh,
    )
    drawing.set(key, drawn)
    void drawn.finally(() => drawing.delete(key))
  }
  return drawn
}

/** Set while a live request's work runs (`servingLive`): whether it is a staff member's draft preview. */
const live = new AsyncLocalStorage<{ preview: boolean }>()

/**
 * Runs the work of a request answered afresh every time (the booking API's and the content API's route
 * handlers): its `keptPerVersion` and `cachedFromReads` reads take their tokens straight from the cache
 * handler's backend, one small read each, instead of through `unstable_cache` (a key hashed from the callback's text, Next's incremental
 * cache made for the call, a draft-mode check per read: ~6% of GET /api/availability, bench/README.md).
 * A page must not: in a prerender it is the token's `unstable_cache` that tags the page with the
 * token's sources, so the page is rendered again when they are published.
 */
export async function servingLive<T>(work: () => Promise<T>): Promise<T> {
  return live.run({ preview: await previewRequested() }, work)
}

/** The backend to read version tokens from, in a live request that is not a draft preview. */
function liveBackend(): VersionBackend | undefined {
  const request = live.getStore()
  return request && !request.preview && process.env.NEXT_RUNTIME ? cacheBackend() : undefined
}

/**
 * `derive(key)` kept in this process's memory, as built (Maps and all, no JSON round trip), for as long as
 * its sources are not published again: per content version, a random token kept in the cache handler's
 * backend under the sources' tags (so a publish on any app server drops it, and the next call draws a
 * new one and derives anew). A call costs one read of that small token instead of the reads `derive`
 * makes, for what hot paths (availability, bookings) ask on every request: straight from the backend
 * in a live request (`servingLive`), else through `unstable_cache`, which tags a prerendered page.
 * `derive` must read only through cached reads of those sources (or read nothing that changes), and its
 * result is shared: never change it.
 *
 * The token is read before `derive` runs, so a publish while it runs drops a token that is then never
 * trusted with older reads. A staff member's draft preview and calls outside a Next server derive
 * anew every time; a failed derivation is not kept. At most `maxKeys` keys per version (beyond them,
 * derived per call).
 */
export function keptPerVersion<Result>(
  name: string,
  sources: readonly Source[],
  derive: (key: string) => Promise<Result>,
  maxKeys = 1_000,
): (key: string) => Promise<Result> {
  // The token is read on every call, so it skips what cachedRead adds for reads that build from other
  // reads (a snapshot of the caller's context, React's cache(), coalescing): drawing one reads nothing.
  // It is the same token either way: a prerender's unstable_cache keeps what the backend holds.
  const tags = sources.map(sourceTag)
  const drawn = async (): Promise<string> => {
    const backend = cacheBackend()
    return backend ? versionToken(backend, name, tags) : randomUUID()
  }
  const version = unstable_cache(drawn, ['kept-version', name], { tags, revalidate: false })
  const shelf = versionShelf<Promise<Result>>()
  /** The result kept for `key` in version `token`, derived now if it is not. */
  const keptIn = (token: string, key: string): Promise<Result> => {
    const kept = shelf(token)
    const known = kept.get(key)
    if (known) return known
    const derived = derive(key)
    if (kept.size >= maxKeys) return derived
    kept.set(key, derived)
    derived.catch(() => {
      if (kept.get(key) === derived) kept.delete(key)
    })
    return derived
  }
  const throughNext = async (key: string): Promise<Result> => {
    if (!(await cacheable())) return derive(key)
    noteSources(sources)
    return keptIn(await version(), key)
  }
  // Not an async function: a live request's call costs no promise of its own when the token is at hand.
  return (key: string): Promise<Result> => {
    const backend = liveBackend()
    if (!backend) return throughNext(key)
    noteSources(sources)
    const token = versionToken(backend, name, tags)
    return typeof token === 'string' ? keptIn(token, key) : token.then((drawnToken) => keptIn(drawnToken, key))
  }
}
