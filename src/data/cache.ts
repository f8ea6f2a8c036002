/**
 * The read model's cache: each read is kept per process, tagged with the collections it read, and
 * dropped the moment Payload changes one of them (src/cms/hooks/invalidate.ts), so pages are served
 * from memory yet show an edit at once. A time limit bounds how stale another server's copy can get
 * when several app servers share one PostgreSQL database.
 */
import type { CollectionSlug, GlobalSlug } from 'payload'

export type CacheTag = CollectionSlug | `global:${GlobalSlug}`

/** How long a cached read may live without any change being seen (for other servers' edits). */
export const CACHE_TTL_MS = 60_000

interface Entry {
  value: Promise<unknown>
  tags: readonly CacheTag[]
  expires: number
}

interface CacheState {
  entries: Map<string, Entry>
  /** Bumped on every invalidation, so a read that started before a change is not stored after it. */
  generation: number
}

// On globalThis: Next bundles route handlers and pages separately, but they must share one cache.
const state: CacheState = ((globalThis as { __hotelReadCache?: CacheState }).__hotelReadCache ??= {
  entries: new Map(),
  generation: 0,
})

/** Wraps a read so that its result is shared until one of `tags` changes or the TTL passes. */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: readonly CacheTag[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return (...args: Args) => {
    const key = `${name}:${JSON.stringify(args)}`
    const now = Date.now()
    const hit = state.entries.get(key)
    if (hit && hit.expires > now) return hit.value as Promise<Result>
    const generation = state.generation
    const value = read(...args)
    const entry: Entry = { value, tags, expires: now + CACHE_TTL_MS }
    state.entries.set(key, entry)
    value.then(
      () => {
        // A change landed while this read was running: its result may predate the change.
        if (state.generation !== generation && state.entries.get(key) === entry) state.entries.delete(key)
      },
      () => {
        if (state.entries.get(key) === entry) state.entries.delete(key)
      },
    )
    return value
  }
}

/** Drops every cached read that used one of these collections or globals. */
export function invalidateTags(tags: readonly CacheTag[]): void {
  state.generation += 1
  for (const [key, entry] of state.entries) {
    if (entry.tags.some((tag) => tags.includes(tag))) state.entries.delete(key)
  }
}

export function clearReadCache(): void {
  state.generation += 1
  state.entries.clear()
}
