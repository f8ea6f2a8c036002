import type { NextRequest } from 'next/server'
import type { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import { cachedFromReads, servingLive } from '@/lib/cached'
import { absoluteImageUrls } from '@/lib/image-urls'

import { type ContentJson, contentJson, errorResponse, flattenLanguage, sendContentJson } from './respond'
import { parseQuery, queryParams } from './query'

type Loaded = { body: unknown } | { notFound: string } | { invalid: Record<string, string> }

/** What a content request is answered with: the JSON of a body, or an error. */
type Answer = ({ kind: 'body' } & ContentJson) | { kind: 'not_found'; message: string } | { kind: 'invalid'; fields: Record<string, string> }

/** A page number past the body's last page (`pagination` of src/lib/paging.ts). */
function pastLastPage(body: unknown): boolean {
  const pagination = (body as { pagination?: { page?: unknown; total_pages?: unknown } } | null)?.pagination
  return typeof pagination?.page === 'number' && typeof pagination.total_pages === 'number' && pagination.page > pagination.total_pages
}

/**
 * A read-only content endpoint: parse the query (400 on a bad one), load through src/data, then
 * shape the JSON (absolute image URLs, ?lang= flattening, cache headers).
 *
 * The shaped answer — its JSON text and ETag — is kept in Next's cache (`cachedFromReads`,
 * src/lib/cached.ts: the cache handler's memory, or Redis shared by every app server), keyed by the
 * path and the parsed query and tagged with every cached read it was built from, so it is built once
 * and dropped exactly when that content is published again. The tags are learned per route: a build
 * that made a read the entry's tags do not cover is sent but not kept, and the next request keeps it
 * under the wider tags. Errors and pages past the last one are never kept. `live` endpoints (prices
 * and availability of today) build every answer; so does a staff member's draft preview.
 */
export function contentRoute<S extends z.ZodRawShape>(
  shape: S,
  load: (query: z.infer<z.ZodObject<S>>, params: Record<string, string>) => Promise<Loaded>,
  options: { live?: boolean } = {},
) {
  const fullShape = { ...shape, lang: queryParams.lang }
  type Query = z.infer<z.ZodObject<S>>

  /** The answer, and whether it may be kept: a body, and not a page past the last one. */
  const answer = async (query: Query, params: Record<string, string>): Promise<{ answer: Answer; keep: boolean }> => {
    const loaded = await load(query, params)
    if ('notFound' in loaded) return { answer: { kind: 'not_found', message: loaded.notFound }, keep: false }
    if ('invalid' in loaded) return { answer: { kind: 'invalid', fields: loaded.invalid }, keep: false }
    const { lang } = query as { lang?: Locale }
    const localized = lang ? flattenLanguage(loaded.body, lang) : loaded.body
    return { answer: { kind: 'body', ...contentJson(absoluteImageUrls(localized)) }, keep: !pastLastPage(loaded.body) }
  }

  // Keyed by the path and the parsed query's entries in order: unknown parameters are not part of the
  // key (the parsed query holds only the shape's own). The route's params follow from the path.
  const keptAnswer = cachedFromReads(
    'api-response',
    (_path: string, entries: [string, unknown][], params: Record<string, string>) => answer(Object.fromEntries(entries) as Query, params),
    (built) => built.keep,
  )

  // Live: a kept answer is then held in memory as built, the same object each time (cachedFromReads).
  return function GET(request: NextRequest, context: { params: Promise<Record<string, string>> }): Promise<Response> {
    return servingLive(() => respond(request, context))
  }

  async function respond(request: NextRequest, context: { params: Promise<Record<string, string>> }): Promise<Response> {
    const parsed = parseQuery(request.nextUrl.searchParams, fullShape)
    if (!parsed.ok) {
      const names = Object.keys(parsed.fields).join(', ')
      return errorResponse(400, 'invalid_query', `Invalid query parameter: ${names}`, parsed.fields)
    }
    try {
      const query = parsed.data as z.infer<z.ZodObject<S>>
      const params = (await context.params) ?? {}
      const entries = Object.entries(query).sort() as [string, unknown][]
      const result = (options.live ? await answer(query, params) : await keptAnswer(request.nextUrl.pathname, entries, params)).answer
      if (result.kind === 'not_found') return errorResponse(404, 'not_found', result.message)
      if (result.kind === 'invalid') {
        const names = Object.keys(result.fields).join(', ')
        return errorResponse(400, 'invalid_query', `Invalid query parameter: ${names}`, result.fields)
      }
      return sendContentJson(request, result)
    } catch (error) {
      console.error(`GET ${request.nextUrl.pathname} failed`, error)
      return errorResponse(500, 'internal_error', 'The content could not be loaded. Please try again.')
    }
  }
}
