/**
 * One public origin (SITE_URL) and security headers, over real HTTP against `next start`.
 * A client that sends another Host or X-Forwarded-Host must not change a single link: pages are
 * rendered once and served from the cache, so a poisoned link would reach every visitor.
 */
import { spawnSync } from 'node:child_process'
import http from 'node:http'

import { describe, expect, it } from 'vitest'

const BASE_URL = process.env.TEST_BASE_URL
if (!BASE_URL) throw new Error('TEST_BASE_URL is not set: run the suite with `npm test`.')
// scripts/test.sh serves with SITE_URL set to the test address.
const SITE_URL = new URL(process.env.SITE_URL || BASE_URL).origin

const LANGS = ['en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id']
const PROPERTY = 'aurelia-kyoto-higashiyama'
const EVIL = 'evil.example'
const HOSTILE = { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'http' }

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** node:http rather than fetch, which does not let a caller choose the Host header. */
function get(path: string, headers: Record<string, string> = {}): Promise<Reply> {
  const url = new URL(path, BASE_URL)
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }))
    })
    request.on('error', reject)
  })
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]
const tags = (html: string, pattern: RegExp) => html.match(pattern) ?? []

function pageLinks(html: string) {
  const canonical = tags(html, /<link[^>]*rel="canonical"[^>]*>/gi).map((tag) => attribute(tag, 'href'))
  const alternates = tags(html, /<link[^>]*rel="alternate"[^>]*hrefLang="[^"]*"[^>]*>/gi).map((tag) => ({
    lang: attribute(tag, 'hrefLang'),
    href: attribute(tag, 'href'),
  }))
  const ogImages = tags(html, /<meta[^>]*property="og:image(?::url)?"[^>]*>/gi).map((tag) => attribute(tag, 'content'))
  return { canonical, alternates, ogImages }
}

/** Every string in a JSON body that looks like an absolute URL. */
function absoluteUrls(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : []
  if (Array.isArray(value)) return value.flatMap(absoluteUrls)
  if (value && typeof value === 'object') return Object.values(value).flatMap(absoluteUrls)
  return []
}

describe('links name SITE_URL whatever Host or X-Forwarded-Host say', () => {
  it.each(['/', `/ja/listing/${PROPERTY}`, `/listing/${PROPERTY}`])('%s: canonical and hreflang alternates', async (path) => {
    const { status, body } = await get(path, HOSTILE)
    expect(status).toBe(200)
    expect(body).not.toContain(EVIL)
    const { canonical, alternates } = pageLinks(body)
    // Next writes the home page's canonical without its trailing slash; the URL is the same.
    expect(canonical.map((href) => new URL(href ?? '').href)).toEqual([new URL(path, SITE_URL).href])
    expect(alternates.map((link) => link.lang).sort()).toEqual([...LANGS, 'x-default'].sort())
    for (const link of alternates) expect(new URL(link.href ?? '').origin).toBe(SITE_URL)
    const french = alternates.find((link) => link.lang === 'fr')?.href
    expect(french).toBe(path === '/' ? `${SITE_URL}/fr` : `${SITE_URL}/fr/listing/${PROPERTY}`)
  })

  it('a hotel page shares its picture as og:image on SITE_URL, which serves it', async () => {
    const { body } = await get(`/ja/listing/${PROPERTY}`, HOSTILE)
    const { ogImages } = pageLinks(body)
    expect(ogImages.length).toBeGreaterThan(0)
    for (const image of ogImages) expect(image?.startsWith(`${SITE_URL}/`)).toBe(true)
    const served = await get(new URL(ogImages[0]!).pathname)
    expect(served.status).toBe(200)
    expect(served.headers['content-type']).toMatch(/^image\//)
  })

  it.each(['/api/properties', `/api/properties-detail?slug=${PROPERTY}`, '/api/corporate', '/api/slideshow?corporate_id=aurelia'])(
    '%s: every image URL is on SITE_URL',
    async (path) => {
      const { status, body } = await get(path, HOSTILE)
      expect(status).toBe(200)
      expect(body).not.toContain(EVIL)
      const urls = absoluteUrls(JSON.parse(body))
      const images = urls.filter((url) => /\/media\/|\.(?:jpe?g|png|webp|avif|svg|ico)(?:\?|$)/.test(url))
      expect(images.length).toBeGreaterThan(0)
      for (const url of images) expect(url.startsWith(`${SITE_URL}/`)).toBe(true)
    },
  )

  it('/sitemap.xml lists every page in all 8 languages with alternates, on SITE_URL', async () => {
    const { status, headers, body } = await get('/sitemap.xml', HOSTILE)
    expect(status).toBe(200)
    expect(headers['content-type']).toMatch(/xml/)
    expect(body).not.toContain(EVIL)
    const locs = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!)
    for (const lang of LANGS) {
      const prefix = lang === 'en' ? '' : `/${lang}`
      expect(locs).toContain(`${SITE_URL}${prefix || '/'}`)
      expect(locs).toContain(`${SITE_URL}${prefix}/listing/${PROPERTY}`)
    }
    expect(locs.length % LANGS.length).toBe(0)
    for (const loc of locs) expect(loc.startsWith(`${SITE_URL}/`)).toBe(true)
    // Each entry names all 8 languages plus x-default.
    const entries = body.split('<url>').slice(1)
    expect(entries).toHaveLength(locs.length)
    for (const entry of entries) expect((entry.match(/hreflang="/g) ?? []).length).toBe(LANGS.length + 1)
    expect(body).toContain(`hreflang="x-default" href="${SITE_URL}/listing/${PROPERTY}"`)
    // Every page it lists exists.
    for (const loc of [locs[0]!, locs.at(-1)!]) expect((await get(new URL(loc).pathname)).status).toBe(200)
  })

  it('/robots.txt keeps crawlers out of the back office and the APIs and points at the sitemap', async () => {
    const { status, headers, body } = await get('/robots.txt', HOSTILE)
    expect(status).toBe(200)
    expect(headers['content-type']).toMatch(/^text\/plain/)
    expect(body).toMatch(/^Allow: \/$/m)
    for (const path of ['/admin', '/cms-api', '/api/']) expect(body).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'))
    expect(body).toMatch(new RegExp(`^Sitemap: ${SITE_URL}/sitemap.xml$`, 'm'))
  })
})

describe('every response carries the security headers', () => {
  const staticAsset = async () => {
    const { body } = await get('/')
    const script = /<script[^>]*src="(\/_next\/static\/[^"]+)"/.exec(body)?.[1]
    expect(script).toBeTruthy()
    return script!
  }

  it.each([
    ['the home page', '/', 200],
    ['a hotel page in Japanese', `/ja/listing/${PROPERTY}`, 200],
    ['a missing page', '/no-such-page', 404],
    ['a missing hotel', '/fr/listing/no-such-hotel', 404],
    ['the JSON API', '/api/properties', 200],
    ['a bad API query', '/api/properties?page=abc', 400],
    ['the back office', '/admin', 200],
    ['the sitemap', '/sitemap.xml', 200],
    ['robots.txt', '/robots.txt', 200],
    ['a public file', '/images/default-hotel.jpg', 200],
    ['a script bundle', 'static-asset', 200],
  ])('%s (%s)', async (_name, target, expected) => {
    const path = target === 'static-asset' ? await staticAsset() : target
    const { status, headers } = await get(path, HOSTILE)
    expect(status).toBe(expected)
    const csp = String(headers['content-security-policy'])
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "script-src 'self' 'unsafe-inline'"]) {
      expect(csp).toContain(directive)
    }
    expect(csp).not.toContain('unsafe-eval')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toMatch(/camera=\(\)/)
    // Plain HTTP here: HSTS means nothing over it.
    expect(headers['strict-transport-security']).toBeUndefined()
  })

  it('HSTS is sent when a TLS proxy forwards an HTTPS request', async () => {
    for (const path of ['/', '/api/properties']) {
      const { headers } = await get(path, { 'x-forwarded-proto': 'https' })
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/)
    }
  })
})

describe('npm start', () => {
  const start = (siteUrl: string | undefined) => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: '1' }
    delete env.SITE_URL
    if (siteUrl !== undefined) env.SITE_URL = siteUrl
    return spawnSync(process.execPath, ['scripts/start.mjs'], { env, encoding: 'utf8', timeout: 10_000 })
  }

  it.each([
    [undefined, /SITE_URL is not set/],
    ['www.example.com', /not an absolute URL/],
    ['https://www.example.com/hotels', /has a path/],
  ])('refuses to start with SITE_URL=%s, saying why in one line', (siteUrl, message) => {
    const result = start(siteUrl)
    expect(result.status).toBe(1)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toMatch(message)
  })
})
