/**
 * A cached page answers with an ETag, and a browser or proxy that already holds it gets a 304 without
 * the body, over real HTTP against `next start`. Next's own ETag (a hash of the whole HTML in
 * JavaScript on every request) is turned off in next.config.ts; the site gives the ETag from the bytes
 * it keeps per page instead (src/lib/response-bytes.ts). These tests hold that in place: Next sends no
 * ETag of its own, the ETag is the hash of exactly the bytes sent (so the hook saw the whole page as one
 * string), it changes when the page's content is published again, and streamed pages, data requests and
 * route handlers keep what they had.
 */
import { createHash } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { offerIdOf, staffCms } from '../support/staff-cms'

const BASE_URL = process.env.TEST_BASE_URL
if (!BASE_URL) throw new Error('TEST_BASE_URL is not set: run the suite with `npm test`.')
const HOTEL = 'aurelia-kyoto-higashiyama'
/** An offer no other test edits: its page's description is changed and put back. */
const OFFER = 'children-stay-free'
/** A web font every page loads from public/. */
const FONT = '/fonts/inter/inter-latin-400-normal.woff2'

/** The site's ETag: the SHA-1 of the body's bytes (Next's own would be an FNV hash of the string). */
const etagOfBytes = (bytes: Buffer) => `"${createHash('sha1').update(bytes).digest('base64url')}"`

/**
 * fetch adds `Cache-Control: no-cache` to a request with a conditional header unless it has one of its
 * own, and no-cache asks for the body whatever the client holds; a browser revalidating a page it holds
 * sends `max-age=0`.
 */
async function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(new URL(path, BASE_URL), { headers: { 'Cache-Control': 'max-age=0', ...headers }, method, redirect: 'manual' })
  const body = Buffer.from(await response.arrayBuffer())
  return { status: response.status, headers: response.headers, body, etag: response.headers.get('etag') }
}

/** Asks until the page is in the cache (a first visit may render it). */
async function cached(path: string) {
  for (let attempt = 0; ; attempt++) {
    const answer = await get(path)
    if (answer.headers.get('x-nextjs-cache') === 'HIT' || attempt >= 5) return answer
  }
}

describe.each([
  ['en', '/'],
  ['ja', `/ja/listing/${HOTEL}`],
  ['th', '/th'],
])('a cached page in %s (%s)', (_lang, path) => {
  it('answers with a strong ETag: the hash of exactly the bytes sent, none of Next’s own, gzipped or not', async () => {
    const page = await cached(path)
    expect(page.status).toBe(200)
    expect(page.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    // fetch asks for gzip (and unzips): the page leaves compressed, with the ETag of its bytes.
    expect(page.headers.get('content-encoding')).toBe('gzip')
    // One header, of the site's form: a second ETag (Next's) or none at all would fail here.
    expect(page.etag).toBe(etagOfBytes(page.body))
    const plain = await get(path, { 'Accept-Encoding': 'identity' })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('content-length')).toBe(String(plain.body.length))
    expect(plain.body.equals(page.body)).toBe(true)
    expect(plain.etag).toBe(page.etag)
  })

  it.each(['gzip, deflate, br', 'identity'])(
    'answers 304 without a body to a request that holds it (Accept-Encoding: %s), keeping the caching headers',
    async (acceptEncoding) => {
      const page = await cached(path)
      const etag = page.etag!
      const sent = await get(path, { 'Accept-Encoding': acceptEncoding })
      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await get(path, { 'If-None-Match': ifNoneMatch, 'Accept-Encoding': acceptEncoding })
        expect({ ifNoneMatch, status: again.status, bytes: again.body.length }).toEqual({ ifNoneMatch, status: 304, bytes: 0 })
        expect(again.etag).toBe(etag)
        expect(again.headers.get('content-length')).toBeNull()
        expect(again.headers.get('content-encoding')).toBeNull()
        expect(again.headers.get('cache-control')).toBe(sent.headers.get('cache-control'))
        expect(again.headers.get('vary')).toBe(sent.headers.get('vary'))
      }
    },
  )

  it('sends the page again to a request with another ETag or asking for no cached copy', async () => {
    const page = await cached(path)
    const requests: Record<string, string>[] = [{ 'If-None-Match': '"not-this-page"' }, { 'If-None-Match': page.etag!, 'Cache-Control': 'no-cache' }]
    for (const headers of requests) {
      const again = await get(path, headers)
      expect(again.status).toBe(200)
      expect(again.body.equals(page.body)).toBe(true)
      expect(again.etag).toBe(page.etag)
    }
  })

  it('answers a HEAD request with the page’s length and no body', async () => {
    const page = await get(path, { 'Accept-Encoding': 'identity' })
    const head = await get(path, { 'Accept-Encoding': 'identity' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers.get('content-length')).toBe(String(page.body.length))
  })

  it('gives its data request (client-side navigation) no ETag of the HTML, and its payload', async () => {
    const page = await cached(path)
    // Next sends a data request without its cache-busting `_rsc` to the address with it.
    const first = await get(path, { RSC: '1' })
    expect(first.status).toBe(307)
    const dataPath = first.headers.get('location')!
    expect(dataPath).toMatch(/[?&]_rsc\b/)
    const requests: Record<string, string>[] = [{ RSC: '1' }, { RSC: '1', 'If-None-Match': page.etag! }, { RSC: '1', 'If-None-Match': '*' }]
    for (const headers of requests) {
      const data = await get(dataPath, headers)
      expect(data.status).toBe(200)
      expect(data.headers.get('content-type')).toMatch(/^text\/x-component/)
      expect(data.etag).toBeNull()
      expect(data.body.length).toBeGreaterThan(0)
    }
  })
})

describe('pages drawn per request and route handlers', () => {
  it('a dated rates page (drawn per request, streamed) has no ETag and always sends its body', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    const path = `/ja/property/${HOTEL}?check_in=${day(60)}&check_out=${day(62)}&adults=2`
    const page = await get(path)
    expect(page.status).toBe(200)
    expect(page.headers.get('x-nextjs-cache')).toBeNull()
    expect(page.etag).toBeNull()
    const again = await get(path, { 'If-None-Match': '*' })
    expect(again.status).toBe(200)
    expect(again.body.length).toBeGreaterThan(0)
  })

  it('the content API keeps its own ETag and 304 (/api/properties)', async () => {
    const answer = await get('/api/properties')
    expect(answer.status).toBe(200)
    expect(answer.etag).toBe(etagOfBytes(answer.body))
    const again = await get('/api/properties', { 'If-None-Match': answer.etag! })
    expect([again.status, again.body.length, again.etag]).toEqual([304, 0, answer.etag])
  })
})

describe('files in public/', () => {
  it('are still revalidated without Next’s ETags: Last-Modified, and 304 to If-Modified-Since', async () => {
    const font = await get(FONT)
    expect(font.status).toBe(200)
    const lastModified = font.headers.get('last-modified')
    expect(lastModified).toBeTruthy()
    const again = await get(FONT, { 'If-Modified-Since': lastModified! })
    expect([again.status, again.body.length]).toEqual([304, 0])
  })

  it('are kept by browsers: the icons’ file, addressed by its content, a year; the fonts a week', async () => {
    const page = await (await fetch(new URL('/', BASE_URL))).text()
    const sheets = [...page.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href!)
    expect(sheets.length).toBeGreaterThan(0)
    const css = (await Promise.all(sheets.map(async (href) => (await fetch(new URL(href, BASE_URL))).text()))).join('\n')
    // The address every icon's view names, as the stylesheet the browser gets names it.
    const icons = new Set([...css.matchAll(/url\(["']?(\/line-icons\.svg[^#"')]*)#/g)].map(([, address]) => address))
    expect(icons.size).toBe(1)
    const [address] = [...icons]
    const sprite = await get(address!)
    expect(sprite.status).toBe(200)
    expect(sprite.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(sprite.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(address).toBe(`/line-icons.svg?v=${createHash('sha256').update(sprite.body).digest('hex').slice(0, 8)}`)

    expect(css).toContain(FONT)
    expect((await get(FONT)).headers.get('cache-control')).toBe('public, max-age=604800, stale-while-revalidate=2592000')
    // A page keeps its own: a publish must reach browsers.
    expect((await get('/')).headers.get('cache-control')).not.toContain('max-age=31536000')
  })
})

describe('a page published again', () => {
  let cms: Awaited<ReturnType<typeof staffCms>>
  let offerId = 0
  const publishDescription = (locale: string, description: string | null) =>
    cms(`/offers/${offerId}?locale=${locale}`, { method: 'PATCH', body: JSON.stringify({ meta: { description }, _status: 'published' }) })

  beforeAll(async () => {
    cms = await staffCms(BASE_URL)
    offerId = await offerIdOf(cms, OFFER)
  }, 60_000)

  afterAll(async () => {
    if (!offerId) return
    for (const locale of ['en', 'ja']) await publishDescription(locale, null)
  }, 30_000)

  it.each([
    ['en', `/offers/${OFFER}`, 'Children stay free: a description written for this test.'],
    ['ja', `/ja/offers/${OFFER}`, 'お子さま無料：このテストのために書いた説明文。'],
  ])(
    'gets a new ETag in %s, and the old one is answered with the new page',
    async (locale, path, description) => {
      const before = await cached(path)
      expect(before.etag).toBe(etagOfBytes(before.body))
      expect((await get(path, { 'If-None-Match': before.etag! })).status).toBe(304)

      const saved = await publishDescription(locale, description)
      expect(saved.status, await saved.text()).toBe(200)

      // A publish reaches the cached page within seconds; until then the old copy and its ETag are served.
      const started = Date.now()
      let after = await get(path, { 'If-None-Match': before.etag! })
      while (after.status === 304 && Date.now() - started < 15_000) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        after = await get(path, { 'If-None-Match': before.etag! })
      }
      expect(after.status).toBe(200)
      expect(after.body.toString('utf8')).toContain(`<meta name="description" content="${description}"`)
      expect(after.etag).not.toBe(before.etag)
      expect(after.etag).toBe(etagOfBytes(after.body))
      const current = await cached(path)
      expect((await get(path, { 'If-None-Match': current.etag! })).status).toBe(304)
    },
    60_000,
  )
})
