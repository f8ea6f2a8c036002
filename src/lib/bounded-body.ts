/**
 * A request body read to its end within a size limit: refused as soon as Content-Length or the bytes
 * actually received pass the limit (Content-Length alone is not trusted), without reading further.
 */
export async function readBodyWithin(request: Request, limitBytes: number): Promise<Uint8Array | 'too_large'> {
  const declared = Number(request.headers.get('content-length'))
  if (request.headers.has('content-length') && Number.isFinite(declared) && declared > limitBytes) return 'too_large'
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limitBytes) {
      await reader.cancel().catch(() => undefined)
      return 'too_large'
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
