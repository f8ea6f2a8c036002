/**
 * Every page of the site is rendered once and then served from the cache until its content changes —
 * not only the few pages a visitor happens to ask for twice. A crawler asks for every page in the
 * sitemap (8 languages); afterwards each of them must still be in the cache, the first as much as the
 * last; and the "not found" page of a made-up URL takes no place in the cache. One `next start` on the
 * suite's SQLite file, with the in-process cache (no REDIS_URL), whose bounds are what this holds to
 * (cache-handler.mjs).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type NextServer, startNextServer, suiteDatabaseUri, testPort } from '../support/next-server'

/** Requests in flight at once while crawling: a polite crawler's few connections. */
const CONCURRENCY = 4

/** Fetches every path, CONCURRENCY at a time; resolves to each path's status and `x-nextjs-cache`. */
async function crawl(origin: string, paths: string[]): Promise<Map<string, { status: number; cache: string | null }>> {
  const answers = new Map<string, { status: number; cache: string | null }>()
  let next = 0
  const worker = async () => {
    while (next < paths.length) {
      const pathname = paths[next++] as string
      const response = await fetch(origin + pathname, { redirect: 'manual' })
      await response.arrayBuffer()
      answers.set(pathname, { status: response.status, cache: response.headers.get('x-nextjs-cache') })
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return answers
}

describe('the page cache under a crawl of the whole sitemap', () => {
  let server: NextServer | undefined

  beforeAll(async () => {
    server = await startNextServer({ port: testPort(8), env: { DATABASE_URI: suiteDatabaseUri() }, unset: ['REDIS_URL'] })
  })

  afterAll(async () => {
    await server?.stop()
  })

  it('keeps every page of the sitemap cached once it has been rendered', async () => {
    if (!server) throw new Error('the server did not start')
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname)
    // Every indexable page × 8 languages: hundreds, more than a cache of a few dozen pages would hold.
    expect(paths.length).toBeGreaterThan(300)

    const first = await crawl(server.url, paths)
    const notOk = [...first].filter(([, answer]) => answer.status !== 200)
    expect(notOk, 'every sitemap URL answers 200').toEqual([])

    const second = await crawl(server.url, paths)
    // The hotels' rates pages (/property/{slug}) are among them: without dates in the address they are
    // static like every other page (a dated address is drawn per request, see the next test).
    const ratesPages = [...second].filter(([pathname]) => /^(?:\/[a-z]{2})?\/property\/[a-z0-9-]+$/.test(pathname))
    expect(ratesPages.length, 'the rates pages are in the sitemap').toBeGreaterThanOrEqual(8 * 8)
    const rendered = [...second].filter(([, answer]) => answer.cache !== 'HIT').map(([pathname, answer]) => `${pathname} (${answer.cache})`)
    expect(rendered, 'pages rendered again instead of served from the cache').toEqual([])
  }, 300_000)

  it('keeps one copy of a listing page whatever its query: a page past the last or a made-up filter adds nothing', async () => {
    if (!server) throw new Error('the server did not start')
    // The journal's pages and categories are read from the query in the browser; the server's page is
    // the same for every query, so a crawler walking ?page=1…9999 can neither fill the cache nor get an
    // empty or broken page rendered and kept.
    const first = await fetch(`${server.url}/fr/blog`)
    expect(first.status).toBe(200)
    const body = await first.text()
    for (const query of ['?page=2', '?page=9999', '?page=-1', '?page=abc', '?category=made-up&page=7', '?category=wellness&page=2']) {
      const response = await fetch(`${server.url}/fr/blog${query}`, { redirect: 'manual' })
      const text = await response.text()
      expect({ query, status: response.status, cache: response.headers.get('x-nextjs-cache') }).toEqual({ query, status: 200, cache: 'HIT' })
      expect(text.length, `${query}: the cached page`).toBe(body.length)
    }
  })

  it('keeps no "not found" page of a made-up URL, which would push real pages out', async () => {
    if (!server) throw new Error('the server did not start')
    const url = `${server.url}/ja/listing/made-up-hotel`
    const answers: { status: number; cache: string | null }[] = []
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await fetch(url, { redirect: 'manual' })
      await response.arrayBuffer()
      answers.push({ status: response.status, cache: response.headers.get('x-nextjs-cache') })
    }
    expect(answers).toEqual([
      { status: 404, cache: 'MISS' },
      { status: 404, cache: 'MISS' },
    ])
  })
})
