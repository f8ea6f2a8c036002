import { describe, expect, it, vi } from 'vitest'

import { coalesced } from '../../src/lib/coalesce'

/** A read that counts its runs and finishes when told to. */
function gatedRead(name: string) {
  const runs: string[] = []
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = []
  const read = coalesced(name, (slug: string) => {
    runs.push(slug)
    return new Promise<string>((resolve, reject) => pending.push({ resolve, reject }))
  })
  return { read, runs, finish: (value: string) => pending.shift()!.resolve(value), fail: (error: Error) => pending.shift()!.reject(error) }
}

describe('coalesced reads', () => {
  it('calls with the same arguments while one is in flight share its run and its answer', async () => {
    const { read, runs, finish } = gatedRead('test shared run')
    const answers = Promise.all([read('kyoto'), read('kyoto'), read('kyoto')])
    expect(runs).toEqual(['kyoto'])
    finish('Kyoto Higashiyama')
    expect(await answers).toEqual(['Kyoto Higashiyama', 'Kyoto Higashiyama', 'Kyoto Higashiyama'])
  })

  it('other arguments, or another read of the same arguments, run on their own', async () => {
    const first = gatedRead('test catalog')
    const second = gatedRead('test slugs')
    const answers = Promise.all([first.read('kyoto'), first.read('tokyo'), second.read('kyoto')])
    expect(first.runs).toEqual(['kyoto', 'tokyo'])
    expect(second.runs).toEqual(['kyoto'])
    first.finish('K')
    first.finish('T')
    second.finish('S')
    expect(await answers).toEqual(['K', 'T', 'S'])
  })

  it('a call after the run has settled reads anew, so a later publish is never answered from an old run', async () => {
    const { read, runs, finish } = gatedRead('test settled')
    const before = read('kyoto')
    finish('old summary')
    expect(await before).toBe('old summary')
    const after = read('kyoto')
    expect(runs).toEqual(['kyoto', 'kyoto'])
    finish('new summary')
    expect(await after).toBe('new summary')
  })

  it('a failed run fails every caller that shared it, and the next call tries again', async () => {
    const { read, runs, fail, finish } = gatedRead('test failure')
    const shared = [read('kyoto'), read('kyoto')].map((call) =>
      call.then(
        () => 'answered',
        (error: Error) => error.message,
      ),
    )
    fail(new Error('database unreachable'))
    expect(await Promise.all(shared)).toEqual(['database unreachable', 'database unreachable'])
    const retry = read('kyoto')
    expect(runs).toHaveLength(2)
    finish('Kyoto Higashiyama')
    expect(await retry).toBe('Kyoto Higashiyama')
  })

  it('two copies of the module (Next bundles one per route) share the runs in flight', async () => {
    vi.resetModules()
    const { coalesced: otherCopy } = await import('../../src/lib/coalesce')
    expect(otherCopy, 'a second instance of the module').not.toBe(coalesced)
    let runs = 0
    let release!: (value: number) => void
    const run = () => {
      runs += 1
      return new Promise<number>((resolve) => (release = resolve))
    }
    const page = coalesced('test two copies', run)
    const api = otherCopy('test two copies', run)
    const answers = Promise.all([page(), api()])
    expect(runs).toBe(1)
    release(42)
    expect(await answers).toEqual([42, 42])
  })
})
