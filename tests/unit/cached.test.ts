import '../support/next-async-storage'

import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external'
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { memoryBackend } from '../../cache-handler.mjs'
import { cachedFromReads, cachedRead, keptPerVersion, servingLive, sourceTag } from '../../src/lib/cached'

/**
 * Next's incremental cache as the cache handler behaves: an entry is missing once one of the tags it
 * is looked up with has been revalidated since it was kept.
 */
class TaggedCache {
  private clock = 0
  private entries = new Map<string, { value: unknown; at: number }>()
  private revalidated = new Map<string, number>()
  /** Reads made of Next's incremental cache. */
  reads = 0
  async generateSimpleCacheKey(key: string) {
    return key
  }
  async get(key: string, context: { tags?: string[] }) {
    this.reads++
    const entry = this.entries.get(key)
    if (!entry || (context.tags ?? []).some((tag) => (this.revalidated.get(tag) ?? 0) >= entry.at)) return null
    return { value: entry.value, isStale: false }
  }
  async set(key: string, value: unknown) {
    this.entries.set(key, { value, at: ++this.clock })
  }
  revalidateTag(tag: string) {
    this.revalidated.set(tag, ++this.clock)
  }
}

const incrementalCache = new TaggedCache()

/** Runs `work` as one request of a Next server does, then lets the cache writes it started finish. */
async function request<T>(work: () => Promise<T>): Promise<T> {
  const workStore = { incrementalCache, route: '/api/test', isDraftMode: false, isOnDemandRevalidate: false, pendingRevalidates: {} as Record<string, Promise<unknown>> }
  const requestStore = { type: 'request', url: { pathname: '/api/test', search: '' }, implicitTags: undefined }
  const run = () => workUnitAsyncStorage.run(requestStore as never, work)
  const result = await workAsyncStorage.run(workStore as never, run)
  await Promise.all(Object.values(workStore.pendingRevalidates))
  return result
}

/** A read of one collection whose database can be taken away, counting the queries it makes. */
function countedRead(name: string) {
  const state = { queries: 0, databaseDown: false }
  const read = cachedRead(name, ['cities'], async (slug: string) => {
    state.queries++
    if (state.databaseDown) throw new Error('no such table: cities')
    await new Promise((resolve) => setTimeout(resolve, 5))
    return { slug, name: `City ${slug}` }
  })
  return { read, state }
}

const runtime = process.env.NEXT_RUNTIME
beforeAll(() => {
  process.env.NEXT_RUNTIME = 'nodejs'
})
afterAll(() => {
  process.env.NEXT_RUNTIME = runtime
})

describe('cachedRead', () => {
  it('keeps a result until its source is published again', async () => {
    const { read, state } = countedRead('test cities kept')
    expect(await request(() => read('kyoto'))).toEqual({ slug: 'kyoto', name: 'City kyoto' })
    expect(await request(() => read('kyoto'))).toEqual({ slug: 'kyoto', name: 'City kyoto' })
    expect(state.queries).toBe(1)
    incrementalCache.revalidateTag('collection:cities')
    await request(() => read('kyoto'))
    expect(state.queries).toBe(2)
  })

  it('misses at the same moment share one query', async () => {
    const { read, state } = countedRead('test cities coalesced')
    const answers = await Promise.all([request(() => read('osaka')), request(() => read('osaka')), request(() => read('osaka'))])
    expect(answers.map((answer) => answer.name)).toEqual(['City osaka', 'City osaka', 'City osaka'])
    expect(state.queries).toBe(1)
  })

  it('outside a Next server reads every time', async () => {
    const { read, state } = countedRead('test cities scripts')
    process.env.NEXT_RUNTIME = ''
    try {
      await read('nara')
      await read('nara')
    } finally {
      process.env.NEXT_RUNTIME = 'nodejs'
    }
    expect(state.queries).toBe(2)
  })
})

describe('cachedFromReads', () => {
  function answers(name: string) {
    const { read, state } = countedRead(`${name} read`)
    let builds = 0
    const answer = cachedFromReads(
      name,
      async (slug: string) => {
        builds++
        const city = await read('kyoto')
        return slug === 'missing' ? { found: false, text: '' } : { found: true, text: `${slug} near ${city.name}` }
      },
      (built) => built.found,
    )
    return { answer, state, builds: () => builds }
  }

  it('learns the tags of its reads, then keeps each answer until they are published again', async () => {
    const { answer, builds } = answers('test answers learned')
    // The first answer finds a read its entry's tags did not cover: sent, not kept.
    expect(await request(() => answer('gion'))).toEqual({ found: true, text: 'gion near City kyoto' })
    expect(await request(() => answer('gion'))).toEqual({ found: true, text: 'gion near City kyoto' })
    expect(await request(() => answer('gion'))).toEqual({ found: true, text: 'gion near City kyoto' })
    expect(builds()).toBe(2)
    incrementalCache.revalidateTag('collection:cities')
    await request(() => answer('gion'))
    expect(builds()).toBe(3)
  })

  it('builds a new answer from reads already kept, even with the database gone', async () => {
    const { answer, state } = answers('test answers nested')
    await request(() => answer('gion'))
    await request(() => answer('gion'))
    state.databaseDown = true
    // A read nested in Next's cache callback would bypass the cache and fail here.
    expect(await request(() => answer('pontocho'))).toEqual({ found: true, text: 'pontocho near City kyoto' })
    expect(state.queries).toBe(1)
  })

  it('never keeps an answer it is told not to', async () => {
    const { answer, builds } = answers('test answers refused')
    await request(() => answer('gion'))
    for (let i = 0; i < 3; i++) expect(await request(() => answer('missing'))).toEqual({ found: false, text: '' })
    expect(builds()).toBe(4)
  })

  it('never keeps an answer built from no cached read', async () => {
    let builds = 0
    const constant = cachedFromReads(
      'test answers constant',
      async () => ++builds,
      () => true,
    )
    expect(await request(() => constant())).toBe(1)
    expect(await request(() => constant())).toBe(2)
  })
})

describe('keptPerVersion, and live requests', () => {
  // The cache handler's own backend, as a Next server makes it on its first request.
  const backend = memoryBackend({ maxEntries: 100, maxBytes: 1_000_000 })
  const global = globalThis as { __hotelCacheBackend?: unknown }
  beforeAll(() => {
    global.__hotelCacheBackend = backend
  })
  afterAll(() => {
    delete global.__hotelCacheBackend
  })

  /** Something derived per version of the cities, counting its derivations. */
  function derivedCities(name: string) {
    let derivations = 0
    const kept = keptPerVersion(name, ['cities'], async (key: string) => ({ key, derivation: ++derivations }))
    return { kept, derivations: () => derivations }
  }

  it('in a live request reads its version straight from the backend: derived once until a publish', async () => {
    const { kept, derivations } = derivedCities('test kept live')
    const readsBefore = incrementalCache.reads
    const first = await request(() => servingLive(() => kept('kyoto')))
    expect(await request(() => servingLive(() => kept('kyoto')))).toBe(first)
    expect(derivations()).toBe(1)
    expect(incrementalCache.reads).toBe(readsBefore)
    // A publish of a city, as the cache handler is told of it (on this or another app server).
    await backend.revalidateTag(sourceTag('cities'))
    expect((await request(() => servingLive(() => kept('kyoto')))).derivation).toBe(2)
  })

  it('a page (through Next’s cache) and a live request share one version', async () => {
    const { kept, derivations } = derivedCities('test kept shared')
    const onPage = await request(() => kept('osaka'))
    expect(await request(() => servingLive(() => kept('osaka')))).toBe(onPage)
    expect(await request(() => kept('osaka'))).toBe(onPage)
    expect(derivations()).toBe(1)
  })

  it('live requests that miss at the same moment derive once', async () => {
    const { kept, derivations } = derivedCities('test kept together')
    const answers = await Promise.all([1, 2, 3].map(() => request(() => servingLive(() => kept('nara')))))
    expect(new Set(answers).size).toBe(1)
    expect(derivations()).toBe(1)
  })

  it('a live request holds a kept answer in memory: no read of Next’s cache until a publish', async () => {
    const { read } = countedRead('test live answers read')
    let builds = 0
    const answer = cachedFromReads(
      'test live answers',
      async (slug: string) => {
        builds++
        return { text: `${slug} near ${(await read('kyoto')).name}` }
      },
      () => true,
    )
    const live = () => request(() => servingLive(() => answer('gion')))
    // Learned, then kept in Next's cache, then held in memory.
    for (let i = 0; i < 3; i++) await live()
    const readsBefore = incrementalCache.reads
    const held = await live()
    expect(await live()).toBe(held)
    expect(incrementalCache.reads).toBe(readsBefore)
    expect(builds).toBe(2)
    // A publish reaches Next's cache and the backend alike (cache-handler.mjs is both).
    incrementalCache.revalidateTag(sourceTag('cities'))
    await backend.revalidateTag(sourceTag('cities'))
    expect(await live()).toEqual(held)
    expect(builds).toBe(3)
  })
})
