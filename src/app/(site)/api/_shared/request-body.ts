/** Reading a JSON request body within a size limit, without trusting Content-Length alone. */

export type BodyRead =
  | { ok: true; value: unknown }
  | { ok: false; problem: 'unsupported_media_type' | 'payload_too_large' | 'invalid_json' }

/** `application/json`, with or without parameters (`; charset=utf-8`). */
export function isJsonContentType(header: string | null): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase()
  return type === 'application/json'
}

async function readText(request: Request, limitBytes: number): Promise<string | 'too_large' | 'invalid'> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limitBytes) return 'too_large'
  if (!request.body) return ''
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
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return 'invalid'
  }
}

/** The body as parsed JSON: 415 for another content type, 413 over the limit, 400 for what is not JSON. */
export async function readJsonBody(request: Request, limitBytes: number): Promise<BodyRead> {
  if (!isJsonContentType(request.headers.get('content-type'))) return { ok: false, problem: 'unsupported_media_type' }
  const text = await readText(request, limitBytes)
  if (text === 'too_large') return { ok: false, problem: 'payload_too_large' }
  if (text === 'invalid') return { ok: false, problem: 'invalid_json' }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, problem: 'invalid_json' }
  }
}
