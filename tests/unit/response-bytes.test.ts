/**
 * Large string bodies leave as UTF-8 bytes encoded once (src/lib/response-bytes.ts): a visitor gets
 * exactly the page's bytes and length, in any language, and what is not a UTF-8 string body is sent
 * as it came. A 200 answer to a GET with a string body carries the ETag of its bytes, and a request that
 * holds it gets a 304 without a body.
 */
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

// @ts-expect-error Next's compiled copy of `compression` has no types of its own
import compression from 'next/dist/compiled/compression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { knownByteLengths, LARGE_BODY_CHARS, sendLargeBodiesAsBytes, utf8BytesOf } from '../../src/lib/response-bytes'

/** A response class of its own, so the patch stays inside this test. */
class PatchedResponse extends http.ServerResponse {}
sendLargeBodiesAsBytes(PatchedResponse.prototype)

const japanese = `<!DOCTYPE html><html lang="ja"><body>${'京都・東山のホテル — 客室と料金 €120 '.repeat(2000)}</body></html>`
const english = `<p>${'Rooms from 120 EUR; '.repeat(1500)}</p>`

const bodies: Record<string, (response: http.ServerResponse) => void> = {
  '/japanese': (response) => response.end(japanese),
  '/japanese-callback': (response) => response.end(japanese, () => undefined),
  '/latin1': (response) => response.end('é'.repeat(LARGE_BODY_CHARS + 10), 'latin1'),
  '/small': (response) => response.end('日本語'),
  '/page': (response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.setHeader('Content-Length', Buffer.byteLength(japanese))
    response.setHeader('Cache-Control', 's-maxage=60')
    response.end(japanese)
  },
  '/missing': (response) => {
    response.statusCode = 404
    response.end(japanese)
  },
  '/own-etag': (response) => {
    response.setHeader('ETag', '"own"')
    response.end(japanese)
  },
  '/streamed': (response) => {
    response.write(japanese.slice(0, 100))
    response.end(japanese.slice(100))
  },
}

// Next compresses answers for clients that accept gzip with this middleware, which assigns its own
// `end` to each response (next/dist/server/lib/router-server.js).
const compress = (compression as () => (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void)()

let server: http.Server
let origin: string

beforeAll(async () => {
  server = http.createServer({ ServerResponse: PatchedResponse }, (request, response) => {
    const path = request.url ?? ''
    if (path.startsWith('/compressed')) compress(request, response, () => undefined)
    bodies[path.replace(/^\/compressed/, '')]?.(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function bytesAt(path: string, init: RequestInit = {}) {
  const response = await fetch(origin + path, init)
  return { length: response.headers.get('content-length'), bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('large string bodies', () => {
  it('reach the visitor as the very UTF-8 bytes of the page, with their length, request after request', async () => {
    const expected = Buffer.from(japanese, 'utf8')
    for (const path of ['/japanese', '/japanese', '/japanese-callback']) {
      const { length, bytes } = await bytesAt(path)
      expect(bytes.equals(expected)).toBe(true)
      expect(length).toBe(String(expected.length))
    }
  })

  it('are encoded once: the same body gives the same bytes', () => {
    expect(utf8BytesOf(english)).toBe(utf8BytesOf(english))
    expect(utf8BytesOf(english).toString('utf8')).toBe(english)
  })

  it('are sent as they came when another encoding is asked for, or when small', async () => {
    expect((await bytesAt('/latin1')).bytes.equals(Buffer.from('é'.repeat(LARGE_BODY_CHARS + 10), 'latin1'))).toBe(true)
    expect((await bytesAt('/small')).bytes.toString('utf8')).toBe('日本語')
  })
})

describe('the ETag of a string body', () => {
  const etag = `"${createHash('sha1').update(Buffer.from(japanese, 'utf8')).digest('base64url')}"`
  // fetch adds `Cache-Control: no-cache` to a request with a conditional header unless it has one; a
  // browser revalidating what it holds sends `max-age=0`.
  const answer = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const response = await fetch(origin + path, { headers: { 'Cache-Control': 'max-age=0', ...headers }, method })
    const body = Buffer.from(await response.arrayBuffer())
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      length: response.headers.get('content-length'),
      type: response.headers.get('content-type'),
      cacheControl: response.headers.get('cache-control'),
      bytes: body.length,
    }
  }

  it('is the hash of the bytes sent, the same request after request', async () => {
    expect(await answer('/page')).toMatchObject({ status: 200, etag, length: String(Buffer.byteLength(japanese)) })
    expect((await answer('/page')).etag).toBe(etag)
    expect((await answer('/small')).etag).toBe(`"${createHash('sha1').update('日本語').digest('base64url')}"`)
  })

  it('answers 304 with no body and no length to a client that holds it: the tag, a weak one, one of a list, or *', async () => {
    for (const ifNoneMatch of [etag, `W/${etag}`, `"a", ${etag} ,"b"`, '*']) {
      expect({ ifNoneMatch, ...(await answer('/page', { 'If-None-Match': ifNoneMatch })) }).toEqual({
        ifNoneMatch,
        status: 304,
        etag,
        length: null,
        type: 'text/html; charset=utf-8',
        cacheControl: 's-maxage=60',
        bytes: 0,
      })
    }
  })

  it('sends the body to a client holding another tag, asking for no cached copy, or asking by date', async () => {
    const requests: Record<string, string>[] = [
      { 'If-None-Match': '"other"' },
      { 'If-None-Match': etag, 'Cache-Control': 'max-age=0, no-cache' },
      { 'If-None-Match': etag, 'If-Modified-Since': new Date().toUTCString() },
    ]
    for (const headers of requests) {
      expect(await answer('/page', headers)).toMatchObject({ status: 200, etag, bytes: Buffer.byteLength(japanese) })
    }
  })

  it('is left off other answers: not 200, not GET, an ETag of their own, a body sent in pieces', async () => {
    expect(await answer('/missing', { 'If-None-Match': '*' })).toMatchObject({ status: 404, etag: null })
    expect(await answer('/page', { 'If-None-Match': '*' }, 'POST')).toMatchObject({ status: 200, etag: null })
    expect(await answer('/page', { 'If-None-Match': '*' }, 'HEAD')).toMatchObject({ status: 200, etag: null, bytes: 0 })
    expect(await answer('/own-etag', { 'If-None-Match': etag })).toMatchObject({ status: 200, etag: '"own"' })
    expect(await answer('/streamed', { 'If-None-Match': '*' })).toMatchObject({ status: 200, etag: null })
  })
})

describe('behind Next’s compression', () => {
  const etag = `"${createHash('sha1').update(Buffer.from(japanese, 'utf8')).digest('base64url')}"`
  const get = (headers: Record<string, string>) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      http
        .get(`${origin}/compressed/page`, { headers }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }))
        })
        .on('error', reject)
    })

  it('the page is sent gzipped with the ETag of its bytes, and a client holding it gets a 304 without a body', async () => {
    const page = await get({ 'Accept-Encoding': 'gzip' })
    expect([page.status, page.headers['content-encoding'], page.headers.etag]).toEqual([200, 'gzip', etag])
    expect(gunzipSync(page.bytes).equals(Buffer.from(japanese, 'utf8'))).toBe(true)
    const again = await get({ 'Accept-Encoding': 'gzip', 'If-None-Match': etag })
    expect([again.status, again.headers.etag, again.headers['content-encoding'], again.headers['content-length'], again.bytes.length]).toEqual([
      304,
      etag,
      undefined,
      undefined,
      0,
    ])
    expect(again.headers.vary).toBe(page.headers.vary)
  })
})

describe('the byte length of a body', () => {
  it('is the kept bytes’ length for a kept body, and measured as before for anything else', () => {
    let measured = 0
    const buffer = {
      byteLength: ((...args: Parameters<typeof Buffer.byteLength>) => {
        measured++
        return Buffer.byteLength(...args)
      }) as typeof Buffer.byteLength,
    }
    knownByteLengths(buffer)
    const other = `${japanese} and a little more`
    utf8BytesOf(japanese)
    expect(buffer.byteLength(japanese)).toBe(Buffer.from(japanese, 'utf8').length)
    expect(buffer.byteLength(japanese, 'utf8')).toBe(Buffer.from(japanese, 'utf8').length)
    expect(measured, 'the kept body is not read again').toBe(0)
    expect(buffer.byteLength(other)).toBe(Buffer.from(other, 'utf8').length)
    expect(buffer.byteLength(japanese, 'latin1')).toBe(japanese.length)
    expect(buffer.byteLength('日本語')).toBe(9)
    expect(buffer.byteLength(new Uint8Array(5))).toBe(5)
  })
})
