/**
 * A request body read to its end within a size limit: refused as soon as Content-Length or the bytes
 * actually received pass the limit (Content-Length alone is not trusted).
 *
 * A refused body of moderate size is still read to its end (and thrown away) before the answer goes
 * out: a server that answers while the client is still sending closes the connection under it, and
 * the client then sees a reset instead of the 413 that says what was wrong. Past DRAIN_LIMIT_BYTES (or
 * the limit itself, where that is larger) the rest is not read: such a body is no mistake of a form,
 * and the reset is the answer.
 */
const DRAIN_LIMIT_BYTES = 1024 * 1024

export async function readBodyWithin(request: Request, limitBytes: number): Promise<Uint8Array | 'too_large'> {
  const declared = Number(request.headers.get('content-length'))
  const declaredTooLarge = request.headers.has('content-length') && Number.isFinite(declared) && declared > limitBytes
  const drainLimit = Math.max(limitBytes, DRAIN_LIMIT_BYTES)
  if (declaredTooLarge && declared > drainLimit) return 'too_large'
  if (!request.body) return declaredTooLarge ? 'too_large' : new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > drainLimit) {
      await reader.cancel().catch(() => undefined)
      return 'too_large'
    }
    if (size <= limitBytes) chunks.push(value)
  }
  if (declaredTooLarge || size > limitBytes) return 'too_large'
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
