/**
 * Large string bodies leave as UTF-8 bytes encoded once (src/lib/response-bytes.ts): a visitor gets
 * exactly the page's bytes and length, in any language, and what is not a UTF-8 string body is sent
 * as it came.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LARGE_BODY_CHARS, sendLargeBodiesAsBytes, utf8BytesOf } from '../../src/lib/response-bytes'

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
}

let server: http.Server
let origin: string

beforeAll(async () => {
  server = http.createServer({ ServerResponse: PatchedResponse }, (request, response) => bodies[request.url ?? '']?.(response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

async function bytesAt(path: string) {
  const response = await fetch(origin + path)
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
