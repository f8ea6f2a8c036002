import { afterEach, describe, expect, it, vi } from 'vitest'

import { CACHE_TTL_MS, cachedRead, clearReadCache, invalidateTags } from '@/data/cache'

afterEach(() => {
  clearReadCache()
  vi.useRealTimers()
})

describe('the read cache', () => {
  it('serves a read once per arguments until a tag it used changes', async () => {
    let reads = 0
    const getOffer = cachedRead('offer', ['offers', 'media'], async (slug: string) => `${slug}#${++reads}`)
    expect(await getOffer('a')).toBe('a#1')
    expect(await getOffer('a')).toBe('a#1')
    expect(await getOffer('b')).toBe('b#2')
    invalidateTags(['blog-posts'])
    expect(await getOffer('a')).toBe('a#1')
    invalidateTags(['media'])
    expect(await getOffer('a')).toBe('a#3')
  })

  it('forgets a read after the time limit', async () => {
    vi.useFakeTimers()
    let reads = 0
    const getLabels = cachedRead('labels', ['labels'], async () => ++reads)
    expect(await getLabels()).toBe(1)
    vi.advanceTimersByTime(CACHE_TTL_MS + 1)
    expect(await getLabels()).toBe(2)
  })

  it('does not keep a read that was running while its data changed', async () => {
    let release: (value: string) => void = () => {}
    let calls = 0
    const slow = cachedRead('slow', ['properties'], () => {
      calls += 1
      return calls === 1 ? new Promise<string>((resolve) => (release = resolve)) : Promise.resolve('fresh')
    })
    const first = slow()
    invalidateTags(['properties'])
    release('stale')
    expect(await first).toBe('stale')
    expect(await slow()).toBe('fresh')
  })

  it('does not keep a failed read', async () => {
    let calls = 0
    const flaky = cachedRead('flaky', ['faqs'], async () => {
      calls += 1
      if (calls === 1) throw new Error('database busy')
      return 'ok'
    })
    await expect(flaky()).rejects.toThrow('database busy')
    expect(await flaky()).toBe('ok')
  })
})
