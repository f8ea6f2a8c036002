/**
 * Issue 24: a cached page asks for the framework's scripts after its first paint, through one loader in
 * its head (src/lib/scripts-after-first-paint.mjs, applied where cache-handler.mjs keeps a page), over
 * real HTTP against `next start`. These tests fail if Next.js changes the shape of its script tags (they
 * would stay in the head), if the render that fills the cache answered with the page as Next wrote it,
 * or if the loader asked for a file the server does not have. Pages rendered per request keep Next's
 * own tags.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LOADER_ID } from '../../src/lib/scripts-after-first-paint.mjs'
import { loaderSourcesOf } from '../support/page-scripts'
import { offerIdOf, staffCms } from '../support/staff-cms'

const BASE_URL = process.env.TEST_BASE_URL
if (!BASE_URL) throw new Error('TEST_BASE_URL is not set: run the suite with `npm test`.')
/** An offer no other test edits: its Japanese description is changed and put back. */
const OFFER = 'japan-with-children'
const CHUNK_TAG = /<script src="\/_next\/static\/chunks\/[^"]+\.js" async="">/
const CHUNK_PRELOAD = /<link rel="preload" as="script"[^>]*href="\/_next\/static\/chunks\//

async function page(path: string) {
  const response = await fetch(new URL(path, BASE_URL), { headers: { 'Cache-Control': 'max-age=0' } })
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() }
}

/** Asks until the page is in the cache (a first visit may render it). */
async function cached(path: string) {
  for (let attempt = 0; ; attempt++) {
    const answer = await page(path)
    if (answer.cache === 'HIT' || attempt >= 5) return answer
  }
}

/** The page's head holds exactly one loader, no chunk tag and no chunk preload; its body no chunk tag. */
function expectLoaderOnly(html: string, path: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  expect(head.split(`<script id="${LOADER_ID}">`), path).toHaveLength(2)
  expect(html.split(`<script id="${LOADER_ID}">`), path).toHaveLength(2)
  expect(html, path).not.toMatch(CHUNK_TAG)
  expect(html, path).not.toMatch(CHUNK_PRELOAD)
}

describe.each([
  '/',
  '/th',
  '/ja/listing/aurelia-kyoto-higashiyama',
  '/th/property/aurelia-kyoto-higashiyama',
  '/offers/fourth-night-on-us',
  '/th/blog/48-hours-in-higashiyama',
  '/ja/destination/kyoto',
  '/contact-us',
])('the cached page %s', (path) => {
  it('asks for its scripts through the loader alone, each a JavaScript file the server has', async () => {
    const { status, cache, html } = await cached(path)
    expect(status).toBe(200)
    expect(cache).toBe('HIT')
    expectLoaderOnly(html, path)
    const sources = loaderSourcesOf(html)
    // The framework, React, the router and the page's own parts.
    expect(sources.length, path).toBeGreaterThanOrEqual(5)
    expect(new Set(sources).size).toBe(sources.length)
    for (const source of sources) {
      const file = await fetch(new URL(source, BASE_URL))
      expect(file.status, source).toBe(200)
      expect(file.headers.get('content-type'), source).toMatch(/javascript/)
      await file.arrayBuffer()
    }
  })
})

describe('a page rendered per request', () => {
  it('keeps the script tags Next.js wrote (the search results stream)', async () => {
    const { status, cache, html } = await page('/search-result?destination=japan')
    expect(status).toBe(200)
    expect(cache).toBeNull()
    expect(html).toMatch(CHUNK_TAG)
    expect(html).not.toContain(`<script id="${LOADER_ID}">`)
  })
})

describe('the render that fills the cache', () => {
  let cms: Awaited<ReturnType<typeof staffCms>>
  let offerId = 0
  const publishDescription = (description: string | null) =>
    cms(`/offers/${offerId}?locale=ja`, { method: 'PATCH', body: JSON.stringify({ meta: { description }, _status: 'published' }) })

  beforeAll(async () => {
    cms = await staffCms(BASE_URL)
    offerId = await offerIdOf(cms, OFFER)
  }, 60_000)

  afterAll(async () => {
    if (offerId) await publishDescription(null)
  }, 30_000)

  it('answers its own request with the loader too, not the page as Next wrote it', async () => {
    const path = `/ja/offers/${OFFER}`
    await cached(path)
    const description = '子ども連れの日本：読み込みの順を確かめるための説明文。'
    const saved = await publishDescription(description)
    expect(saved.status, await saved.text()).toBe(200)
    // The publish drops the kept page; the next request renders it and is answered by that render.
    const started = Date.now()
    let answer = await page(path)
    while (!answer.html.includes(description) && Date.now() - started < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      answer = await page(path)
    }
    expect(answer.status).toBe(200)
    expect(answer.html).toContain(`<meta name="description" content="${description}"`)
    expect(answer.cache).toBe('MISS')
    expectLoaderOnly(answer.html, path)
  }, 60_000)
})
