/** Reading a JSON request body within a size limit, without trusting Content-Length alone. */
import { readBodyWithin } from '@/lib/bounded-body'

export type BodyRead = { ok: true; value: unknown } | { ok: false; problem: 'unsupported_media_type' | 'payload_too_large' | 'invalid_json' }

/** `application/json`, with or without parameters (`; charset=utf-8`). */
export function isJsonContentType(header: string | null): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase()
  return type === 'application/json'
}

async function readText(request: Request, limitBytes: number): Promise<string | 'too_large' | 'invalid'> {
  const bytes = await readBodyWithin(request, limitBytes)
  if (bytes === 'too_large') return 'too_large'
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
