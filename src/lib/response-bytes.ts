/**
 * A cached page leaves the server as its HTML string: Next answers each request with
 * `res.end(html)`, the same string object every time (the in-process cache hands back what it keeps),
 * and Node encodes it to UTF-8 on every write. A string with any character beyond Latin-1 — every
 * Japanese, Chinese or Thai page, and an English one with a dash, a euro sign or the language
 * switcher's names — is held two bytes a character, and encoding it is Node's slow path: for the
 * 110 kB home page, ~0.5 ms of CPU per request, more than Next spent on everything else for it, where
 * the same bytes as a Buffer cost ~0.1 ms (bench/README.md, issue 24). So a large string body is
 * encoded once and its bytes kept for the next request, for a bounded number of bodies.
 */
import type { ServerResponse } from 'node:http'

/** Smaller bodies are written at once from the stack by Node: encoding them is cheap. */
export const LARGE_BODY_CHARS = 16 * 1024
/** Bodies whose bytes are kept: every page in every language being requested at once is far more than any server sees. */
const KEPT_BODIES = 48

/** body → its UTF-8 bytes, in order of use (the first is the least recently used). */
const kept = new Map<string, Buffer>()

/** The UTF-8 bytes of a body, made once for as long as the body is among the recently sent. */
export function utf8BytesOf(body: string): Buffer {
  let bytes = kept.get(body)
  if (bytes) {
    kept.delete(body)
  } else {
    bytes = Buffer.from(body, 'utf8')
    if (kept.size >= KEPT_BODIES) kept.delete(kept.keys().next().value as string)
  }
  kept.set(body, bytes)
  return bytes
}

const isUtf8 = (encoding: unknown) => encoding === undefined || typeof encoding === 'function' || encoding === 'utf8' || encoding === 'utf-8'

type End = ServerResponse['end']

/**
 * Makes `end(body)` of every response send a large string body as its kept UTF-8 bytes (the same
 * bytes, the same length); anything else is passed on as it came.
 */
export function sendLargeBodiesAsBytes(prototype: { end: End; __hotelBytesEnd?: boolean }): void {
  if (prototype.__hotelBytesEnd) return
  prototype.__hotelBytesEnd = true
  const end = prototype.end
  prototype.end = function endWithBytes(this: ServerResponse, ...args: unknown[]) {
    const [chunk, encoding] = args
    if (typeof chunk === 'string' && chunk.length >= LARGE_BODY_CHARS && isUtf8(encoding)) {
      args[0] = utf8BytesOf(chunk)
      // end(bytes, 'utf8', cb): an encoding beside a Buffer is ignored by Node.
    }
    return (end as (...rest: unknown[]) => ServerResponse).apply(this, args)
  } as End
}
