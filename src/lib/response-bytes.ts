/**
 * A cached page leaves the server as its HTML string: Next answers each request with
 * `res.end(html)`, the same string object every time (the in-process cache hands back what it keeps),
 * and Node encodes it to UTF-8 on every write. A string with any character beyond Latin-1 — every
 * Japanese, Chinese or Thai page, and an English one with a dash, a euro sign or the language
 * switcher's names — is held two bytes a character, and encoding it is Node's slow path: for the
 * 110 kB home page, ~0.5 ms of CPU per request, more than Next spent on everything else for it, where
 * the same bytes as a Buffer cost ~0.1 ms (bench/README.md, issue 24). So a large string body is
 * encoded once and its bytes kept for the next request, for a bounded number of bodies.
 *
 * The body's ETag is kept with its bytes. Next would hash the whole HTML string in JavaScript on every
 * request for its own ETag (~0.35 ms for the home page), so next.config.ts turns that off
 * (`generateEtags: false`) and the ETag is given here instead: a hash of the bytes made once per body,
 * set on every 200 answer to a GET whose body is one string (Next's cached pages; streamed pages and
 * route handlers write their bodies in pieces and are left as they are), and a matching
 * `If-None-Match` is answered 304 without a body, as Next's own `fresh` check did.
 */
import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders, ServerResponse } from 'node:http'

/** Smaller bodies are written at once from the stack by Node: encoding them is cheap. */
export const LARGE_BODY_CHARS = 16 * 1024
/**
 * Bodies whose bytes are kept, pages and content API answers (src/app/(site)/api/_shared/respond.ts):
 * every page in every language being requested at once is far more than any server sees.
 */
const KEPT_BODIES = 64

/** A body as it leaves: its UTF-8 bytes and their strong ETag. */
export interface KeptBody {
  bytes: Buffer
  etag: string
}

/** The strong ETag of a body's bytes (or of a small body's text, as UTF-8). */
export const etagOf = (bytes: Buffer | string): string => `"${createHash('sha1').update(bytes).digest('base64url')}"`

/** body → its bytes and ETag, in order of use (the first is the least recently used). */
const kept = new Map<string, KeptBody>()

/** The UTF-8 bytes of a body and their ETag, made once for as long as the body is among the recently sent. */
export function keptBodyOf(body: string): KeptBody {
  let entry = kept.get(body)
  if (entry) {
    kept.delete(body)
  } else {
    const bytes = Buffer.from(body, 'utf8')
    entry = { bytes, etag: etagOf(bytes) }
    if (kept.size >= KEPT_BODIES) kept.delete(kept.keys().next().value as string)
  }
  kept.set(body, entry)
  return entry
}

/** The UTF-8 bytes of a body, made once for as long as the body is among the recently sent. */
export const utf8BytesOf = (body: string): Buffer => keptBodyOf(body).bytes

/** `Cache-Control: no-cache` from the client: it asks for the body whatever it holds (as Next's `fresh`). */
const NO_CACHE = /(?:^|,)\s*?no-cache\s*?(?:,|$)/

/**
 * Whether the client already holds the body with this ETag: `If-None-Match` lists it (weak comparison,
 * RFC 9110 §13.1.2) or is `*`. Next's `fresh` check, without Last-Modified (never sent here): a request
 * that also carries `If-Modified-Since` gets the body, as it did from Next.
 */
export function clientHolds(headers: IncomingHttpHeaders, etag: string): boolean {
  const noneMatch = headers['if-none-match']
  if (!noneMatch || headers['if-modified-since']) return false
  const cacheControl = headers['cache-control']
  if (cacheControl && NO_CACHE.test(cacheControl)) return false
  if (noneMatch.trim() === '*') return true
  const opaque = etag.replace(/^W\//, '')
  return noneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque)
}

const isUtf8 = (encoding: unknown) => encoding === undefined || typeof encoding === 'function' || encoding === 'utf8' || encoding === 'utf-8'

type End = ServerResponse['end']
type AnyEnd = (this: ServerResponse, ...args: unknown[]) => ServerResponse

/**
 * What `end(...args)` of a response does before `then` sends it: a string body becomes its kept bytes
 * (when large), and a 200 answer to a GET gets the body's ETag, or a 304 without a body when the client
 * holds it. Anything that is not a string body in UTF-8 is passed on as it came.
 */
function endWithBytes(response: ServerResponse, args: unknown[], then: AnyEnd): ServerResponse {
  const [chunk, encoding] = args
  if (typeof chunk !== 'string' || !isUtf8(encoding)) return then.apply(response, args)
  const body = chunk.length >= LARGE_BODY_CHARS ? keptBodyOf(chunk) : undefined
  // end(bytes, 'utf8', cb): an encoding beside a Buffer is ignored by Node.
  if (body) args[0] = body.bytes
  const request = response.req
  if (response.statusCode !== 200 || response.headersSent || request?.method !== 'GET' || response.hasHeader('etag')) return then.apply(response, args)
  const etag = body ? body.etag : etagOf(chunk)
  response.setHeader('ETag', etag)
  if (!clientHolds(request.headers, etag)) return then.apply(response, args)
  // RFC 9110 §15.4.5: a 304 has no body (nor its length), and keeps the 200's ETag, Cache-Control and
  // Vary (Next's compression adds Accept-Encoding to Vary for the Content-Type kept here, as on the 200).
  response.statusCode = 304
  response.removeHeader('Content-Length')
  const callback = args.find((arg) => typeof arg === 'function')
  return callback ? then.call(response, callback) : then.call(response)
}

/** Where a response keeps an `end` of its own that was assigned to it (Next's compression). */
const ASSIGNED_END = Symbol('assignedEnd')
type Prototype = { end: End; __hotelBytesEnd?: boolean }

/**
 * Makes `end(body)` of every response send a large string body as its kept UTF-8 bytes (the same
 * bytes, the same length), and gives a 200 answer to a GET with a string body its ETag, answering
 * 304 when the client holds it; anything else is passed on as it came.
 *
 * Next compresses a response for a client that accepts gzip by assigning its own `end` to the
 * response (next/dist/compiled/compression), which would see the string first, set the headers and
 * compress it, before this `end` is called without a body. So `end` is an accessor here: an `end`
 * assigned to a response is kept wrapped, and the page's body is turned into bytes with its ETag (or
 * a 304) before the assigned `end` compresses and sends it.
 */
export function sendLargeBodiesAsBytes(prototype: Prototype): void {
  if (prototype.__hotelBytesEnd) return
  prototype.__hotelBytesEnd = true
  const end = prototype.end as AnyEnd
  const ownEnd = function endOfResponse(this: ServerResponse, ...args: unknown[]) {
    return endWithBytes(this, args, end)
  }
  Object.defineProperty(prototype, 'end', {
    configurable: true,
    get(this: { [ASSIGNED_END]?: AnyEnd }) {
      return this[ASSIGNED_END] ?? ownEnd
    },
    set(this: { [ASSIGNED_END]?: AnyEnd }, assigned: AnyEnd) {
      this[ASSIGNED_END] =
        assigned === ownEnd
          ? undefined
          : function assignedEnd(this: ServerResponse, ...args: unknown[]) {
              return endWithBytes(this, args, assigned)
            }
    },
  })
}

type ByteLength = typeof Buffer.byteLength

/**
 * Next sets a cached page's Content-Length from `Buffer.byteLength(html)` on every request, which reads
 * the whole string (~60 µs for a two-byte home page): a body whose bytes are kept has its length known.
 * Any other argument is measured as before.
 */
export function knownByteLengths(buffer: { byteLength: ByteLength; __hotelByteLength?: boolean }): void {
  if (buffer.__hotelByteLength) return
  buffer.__hotelByteLength = true
  const byteLength = buffer.byteLength
  buffer.byteLength = function byteLengthOfKnown(value: Parameters<ByteLength>[0], encoding?: BufferEncoding): number {
    if (typeof value === 'string' && value.length >= LARGE_BODY_CHARS && isUtf8(encoding)) {
      const entry = kept.get(value)
      if (entry) return entry.bytes.length
    }
    return byteLength(value, encoding)
  } as ByteLength
}
