/**
 * A crawler or an attacker can ask for endless distinct public URLs (`?page=1`, `?page=2`, … or
 * unknown slugs). Whatever the server caches per URL or per query must stay bounded, or such traffic
 * grows the server until the operating system kills it. One `next start` on the suite's SQLite file
 * (no REDIS_URL: its cache lives in the process) gets 50,000 distinct query strings; its resident
 * memory may grow only by a bounded amount.
 */
import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type NextServer, startNextServer, suiteDatabaseUri, testPort } from '../support/next-server'

const REQUESTS = 50_000
const WARM_UP_REQUESTS = 2_000
const CONCURRENCY = 32
/**
 * Allowed growth of the server's resident memory from after the warm-up to after the 50,000 requests.
 * A cache bounded in entries and bytes (cache-handler.mjs) stays well below it; a cache that keeps
 * something for each of 50,000 query strings (even ~3 kB each) goes past it.
 */
const GROWTH_BOUND_MB = 150
/**
 * The server's V8 heap is capped, as a production server's should be: left uncapped on a 24 GB machine,
 * V8 lets garbage pile up for a long while before collecting it, and resident memory would measure
 * the collector's patience rather than what the server keeps. Under the cap, memory the server kept
 * per query string would exhaust the heap and end the server, which fails the test too.
 */
const HEAP_LIMIT_MB = 384
/** Idle time before each memory reading, so the reading is not of a heap in the middle of a burst. */
const SETTLE_MS = 5_000

const MB = 1024 * 1024

/** A process's field of /proc/<pid>/status in bytes (VmRSS: resident now; VmHWM: the peak). */
function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`)
  return Number(match[1]) * 1024
}

/** Child processes of pid (next start should have none: then the server's RSS is all of it). */
function childPids(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // The parent pid is the 2nd field after the command name, which is in parentheses.
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
      } catch {
        return false
      }
    })
    .map(Number)
}

/** The server's resident memory after it has been idle a while: the lowest of a few readings. */
async function settledRss(pid: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  const readings: number[] = []
  for (let reading = 0; reading < 3; reading++) {
    readings.push(statusBytes(pid, 'VmRSS') + childPids(pid).reduce((sum, child) => sum + statusBytes(child, 'VmRSS'), 0))
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return Math.min(...readings)
}

type Kind = { name: string; weight: number; path: (n: number) => string; status: number }

interface LoadResult {
  seconds: number
  byKind: Record<string, Record<number, number>>
  failures: string[]
}

/** Sends `count` requests, numbered from `first`, CONCURRENCY at a time; every body is read to its end. */
async function load(server: NextServer, kinds: Kind[], first: number, count: number): Promise<LoadResult> {
  const schedule = kinds.flatMap((kind) => Array.from({ length: kind.weight }, () => kind))
  const byKind: LoadResult['byKind'] = Object.fromEntries(kinds.map((kind) => [kind.name, {}]))
  const failures: string[] = []
  const started = Date.now()
  let next = first
  const end = first + count
  async function worker() {
    while (next < end) {
      const n = next++
      const kind = schedule[n % schedule.length]!
      const url = `${server.url}${kind.path(n)}`
      try {
        const response = await fetch(url)
        await response.arrayBuffer()
        const counts = byKind[kind.name]!
        counts[response.status] = (counts[response.status] ?? 0) + 1
        if (response.status !== kind.status && failures.length < 10) failures.push(`${url} → ${response.status}`)
        if ((n - first + 1) % 10_000 === 0) {
          const rss = statusBytes(server.pid, 'VmRSS') / MB
          console.log(`bounded-memory test: ${n - first + 1} requests in ${((Date.now() - started) / 1000).toFixed(0)} s, RSS ${rss.toFixed(0)} MB`)
        }
      } catch (error) {
        if (failures.length < 10) failures.push(`${url} → ${String(error)}`)
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { seconds: (Date.now() - started) / 1000, byKind, failures }
}

describe('memory under 50,000 distinct public query strings', () => {
  let server: NextServer | undefined

  beforeAll(async () => {
    // REDIS_URL unset: the server's cache is the in-process one whose bound is under test.
    server = await startNextServer({
      port: testPort(1),
      env: { DATABASE_URI: suiteDatabaseUri(), NODE_OPTIONS: `--max-old-space-size=${HEAP_LIMIT_MB}` },
      unset: ['REDIS_URL'],
    })
  })

  afterAll(async () => {
    await server?.stop()
  })

  it(`grows the server's resident memory by less than ${GROWTH_BOUND_MB} MB`, async () => {
    if (!server) throw new Error('the server did not start')
    const cmdline = fs.readFileSync(`/proc/${server.pid}/cmdline`, 'utf8')
    expect(cmdline, 'the pid measured is Next’s server process').toMatch(/^next-server/)

    const listing = (await (await fetch(`${server.url}/api/properties?page_size=1`)).json()) as { properties: { slug: string }[] }
    const slug = listing.properties[0]?.slug
    if (!slug) throw new Error('the database publishes no property')

    // Public URLs whose query string or path is new on every request. Pages render per request, ~9x
    // slower than API calls (90 vs 800 req/s on 2 idle cores), so they get a tenth of the requests:
    // 50,000 then take ~2 minutes there.
    const kinds: Kind[] = [
      { name: '/?page=N', weight: 1, path: (n) => `/?page=${n}`, status: 200 },
      { name: '/ja/listing/<slug>?x=N', weight: 1, path: (n) => `/ja/listing/${slug}?x=${n}`, status: 200 },
      { name: '/listing/unknown-N', weight: 1, path: (n) => `/listing/unknown-${n}`, status: 404 },
      { name: '/api/properties?page=N', weight: 9, path: (n) => `/api/properties?page=${n}`, status: 200 },
      { name: '/api/offers?page=N&show_category=true', weight: 9, path: (n) => `/api/offers?page=${n}&show_category=true`, status: 200 },
      { name: '/api/blog/unknown-N', weight: 9, path: (n) => `/api/blog/unknown-slug-${n}`, status: 404 },
    ]

    const warmUp = await load(server, kinds, 1, WARM_UP_REQUESTS)
    expect(warmUp.failures, 'warm-up answers').toEqual([])
    const before = await settledRss(server.pid)
    console.log(`bounded-memory test: RSS ${(before / MB).toFixed(0)} MB after ${WARM_UP_REQUESTS} warm-up requests in ${warmUp.seconds.toFixed(0)} s`)

    const run = await load(server, kinds, 1 + WARM_UP_REQUESTS, REQUESTS)
    const ended = server.ended()
    if (ended) throw new Error(`the server ended during the run (${ended}); its last output:\n${server.output().slice(-4000)}`)
    const after = await settledRss(server.pid)
    const peak = statusBytes(server.pid, 'VmHWM')
    const growth = after - before
    const summary =
      `RSS after ${WARM_UP_REQUESTS} warm-up requests ${(before / MB).toFixed(0)} MB, ` +
      `after ${REQUESTS} more ${(after / MB).toFixed(0)} MB (growth ${(growth / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB); ` +
      `${REQUESTS} requests in ${run.seconds.toFixed(0)} s (${(REQUESTS / run.seconds).toFixed(0)}/s)`
    console.log(`bounded-memory test: ${summary}\n${JSON.stringify(run.byKind)}`)

    expect(run.failures, 'every request answered as a visitor expects').toEqual([])
    expect(growth / MB, summary).toBeLessThan(GROWTH_BOUND_MB)
  })
})
