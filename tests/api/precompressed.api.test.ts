/**
 * The build's JavaScript and CSS leave the server as Brotli or gzip made once at build time
 * (scripts/precompress.mjs, src/lib/precompressed.ts), not gzipped again by Next on every request: a
 * visitor's browser gets fewer bytes for the same files, byte for byte the same once decoded, with the
 * headers Next gives them (security headers, a year's immutable caching, Vary), a 304 when it holds
 * them, and Next's own answer for anything else (no encoding accepted, a range, a path outside the build).
 */
import http from 'node:http'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { loaderSourcesOf } from '../support/page-scripts'

const BASE_URL = process.env.TEST_BASE_URL
if (!BASE_URL) throw new Error('TEST_BASE_URL is not set: run the suite with `npm test`.')

interface Raw {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** A request whose answer is read as it comes (fetch would decode it). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  const url = new URL(BASE_URL as string)
  return new Promise((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, path, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end()
  })
}

/** The first-load scripts and stylesheets a page names (its tags and its loader), without the `noModule` polyfills. */
async function buildFilesOf(path: string): Promise<string[]> {
  const page = await raw(path, { 'Accept-Encoding': 'identity' })
  expect(page.status, path).toBe(200)
  const html = page.body.toString()
  const tags = html.match(/<(?:script|link)\b[^>]*\b(?:src|href)="\/_next\/static\/[^"]+\.(?:js|css)"[^>]*>/g) ?? []
  const files = tags.filter((tag) => !/\bnoModule\b/i.test(tag)).map((tag) => /(?:src|href)="([^"]+)"/.exec(tag)?.[1] ?? '')
  // The scripts a cached page's loader asks for after its first paint (src/lib/scripts-after-first-paint.mjs).
  return [...new Set([...files, ...loaderSourcesOf(html)])]
}

/** One build file of a page that `pick` chooses. */
async function oneFileOf(path: string, pick: (file: string) => boolean): Promise<string> {
  const file = (await buildFilesOf(path)).find(pick)
  if (!file) throw new Error(`${path} names no such build file`)
  return file
}

/** Headers that differ between an encoded answer and Next's plain one by their nature. */
const PER_ANSWER = new Set(['content-length', 'content-encoding', 'accept-ranges', 'last-modified', 'etag', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

describe('precompressed build files', () => {
  it.each(['/ja/destination/kyoto', '/th/property/aurelia-kyoto-higashiyama', '/'])(
    'a browser that accepts Brotli gets every first-load file of %s smaller, the same once decoded',
    async (path) => {
      const files = await buildFilesOf(path)
      expect(files.length, path).toBeGreaterThanOrEqual(6)
      expect(
        files.some((file) => file.endsWith('.css')),
        path,
      ).toBe(true)
      let brotli = 0
      let gzipAtNextsLevel = 0
      for (const file of files) {
        const plain = await raw(file, { 'Accept-Encoding': 'identity' })
        expect(plain.status, file).toBe(200)
        expect(plain.headers['content-encoding'], file).toBeUndefined()
        const encoded = await raw(file, { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
        expect(encoded.status, file).toBe(200)
        if (plain.body.length < 1024) {
          // Too small to gain anything: Next sends it as it is.
          expect(encoded.body.equals(plain.body), file).toBe(true)
          continue
        }
        expect(encoded.headers['content-encoding'], file).toBe('br')
        expect(Number(encoded.headers['content-length']), file).toBe(encoded.body.length)
        expect(brotliDecompressSync(encoded.body).equals(plain.body), file).toBe(true)
        brotli += encoded.body.length
        gzipAtNextsLevel += gzipSync(plain.body).length
      }
      // What Next's own compression (zlib's default level, per request) would have sent for the same files.
      expect(brotli).toBeLessThan(gzipAtNextsLevel * 0.9)
    },
  )

  it('keeps the headers Next gives the file, over HTTPS too', async () => {
    const file = await oneFileOf('/ja/destination/kyoto', (f) => f.endsWith('.js') && !f.includes('turbopack'))
    for (const forwarded of [{}, { 'X-Forwarded-Proto': 'https' }] as Record<string, string>[]) {
      const plain = await raw(file, { 'Accept-Encoding': 'identity', ...forwarded })
      const encoded = await raw(file, { 'Accept-Encoding': 'br', ...forwarded })
      expect(encoded.headers['content-encoding']).toBe('br')
      const kept = (headers: http.IncomingHttpHeaders) =>
        Object.fromEntries(
          Object.entries(headers)
            .filter(([key]) => !PER_ANSWER.has(key))
            .map(([key, value]) => [key, String(value).toLowerCase()]),
        )
      expect(kept(encoded.headers)).toEqual(kept(plain.headers))
      expect(encoded.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(encoded.headers['x-content-type-options']).toBe('nosniff')
      expect(encoded.headers.vary).toMatch(/accept-encoding/i)
      expect(Boolean(encoded.headers['strict-transport-security'])).toBe('X-Forwarded-Proto' in forwarded)
    }
  })

  it('follows the weights the browser gives: gzip where Brotli is refused, Next’s plain file where both are', async () => {
    const file = await oneFileOf('/contact-us', (f) => f.endsWith('.css'))
    const plain = await raw(file, { 'Accept-Encoding': 'identity' })
    const gzip = await raw(file, { 'Accept-Encoding': 'br;q=0, gzip;q=0.8' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true)
    expect((await raw(file, { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe('gzip')
    expect((await raw(file, { 'Accept-Encoding': 'gzip;q=0.5, br;q=0.9' })).headers['content-encoding']).toBe('br')
    const neither = await raw(file, { 'Accept-Encoding': 'br;q=0, gzip;q=0, deflate;q=0' })
    expect(neither.status).toBe(200)
    expect(neither.headers['content-encoding']).toBeUndefined()
    expect(neither.body.equals(plain.body)).toBe(true)
  })

  it('answers 304 to a browser that holds the file, and a HEAD without a body', async () => {
    const file = await oneFileOf('/', (f) => f.endsWith('.css'))
    const first = await raw(file, { 'Accept-Encoding': 'br' })
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[^"]+"$/)
    const again = await raw(file, { 'Accept-Encoding': 'br', 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers.etag).toBe(etag)
    // The gzip bytes are another representation: their own tag, so a cache never mixes the two.
    const gzip = await raw(file, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })
    expect(gzip.status).toBe(200)
    expect(gzip.headers.etag).not.toBe(etag)
    const head = await raw(file, { 'Accept-Encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(String(first.body.length))
  })

  it('leaves ranges and anything outside the build to Next', async () => {
    const file = await oneFileOf('/', (f) => f.endsWith('.js') && !f.includes('turbopack'))
    const range = await raw(file, { 'Accept-Encoding': 'br', Range: 'bytes=0-99' })
    expect(range.status).toBe(206)
    expect(range.headers['content-encoding']).toBeUndefined()
    expect(range.body.length).toBe(100)
    for (const path of ['/_next/static/../../package.json', '/_next/static/chunks/..%2f..%2fpackage.json', '/_next/static/chunks/missing-file.js']) {
      const answer = await raw(path, { 'Accept-Encoding': 'br' })
      expect(answer.status, path).toBe(404)
      expect(answer.headers['content-encoding'], path).not.toBe('br')
      expect(answer.body.toString(), path).not.toContain('"dependencies"')
    }
    // Another method is Next's to answer, as before.
    const post = await raw(file, { 'Accept-Encoding': 'br' }, 'POST')
    expect(post.headers['content-encoding']).not.toBe('br')
  })
})
