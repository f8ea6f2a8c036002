import { createHash } from 'node:crypto'

import { pick } from '@/i18n/text'
import { LOCALES, type Locale } from '@/i18n/locales'
import { utf8BytesOf } from '@/lib/response-bytes'

export type ErrorCode = 'invalid_query' | 'not_found' | 'internal_error'

export interface ApiError {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> }
}

/** Content changes show within a minute; a stale copy may be served for five more while refreshing. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'

export function errorResponse(status: number, code: ErrorCode, message: string, fields?: Record<string, string>): Response {
  const body: ApiError = { error: { code, message, ...(fields ? { fields } : {}) } }
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

/** A content answer's JSON text and its strong ETag, worked out once however often it is sent. */
export interface ContentJson {
  json: string
  etag: string
}

export function contentJson(body: unknown): ContentJson {
  const json = JSON.stringify(body)
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` }
}

/** JSON with Cache-Control and a strong ETag; answers 304 when the client already has this body. */
export function contentResponse(request: Request, body: unknown): Response {
  return sendContentJson(request, contentJson(body))
}

export function sendContentJson(request: Request, { json, etag }: ContentJson): Response {
  // A staff member's draft preview (Next's draft-mode cookie) may include drafts: never for shared caches.
  const preview = /(?:^|;\s*)__prerender_bypass=/.test(request.headers.get('cookie') ?? '')
  const headers = {
    'Cache-Control': preview ? 'private, no-store' : CONTENT_CACHE_CONTROL,
    ETag: etag,
    Vary: 'Accept-Encoding',
  }
  const ifNoneMatch = request.headers.get('if-none-match')
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers })
  }
  // An answer held in memory is the same string each time: its bytes are kept with the pages' bodies.
  return new Response(utf8BytesOf(json) as Uint8Array<ArrayBuffer>, { status: 200, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } })
}

function isMultilingual(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value)
  return keys.length > 0 && keys.every((key) => (LOCALES as string[]).includes(key) && typeof value[key] === 'string')
}

/**
 * api-contract: with ?lang=xx every multilingual object becomes a plain string in that language,
 * falling back to the default language.
 */
export function flattenLanguage(value: unknown, lang: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => flattenLanguage(item, lang))
  if (value === null || typeof value !== 'object') return value
  const object = value as Record<string, unknown>
  if (isMultilingual(object)) return pick(object, lang)
  return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, flattenLanguage(item, lang)]))
}
