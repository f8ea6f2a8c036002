import { AsyncLocalStorage } from 'node:async_hooks'

import { unstable_cache } from 'next/cache'
import type { NextRequest } from 'next/server'
import type { z } from 'zod'

import { previewRequested, withSourcesNoted } from '@/data/read'
import type { Locale } from '@/i18n/locales'
import type { CacheTag } from '@/lib/cache-tags'
import { absoluteImageUrls } from '@/lib/image-urls'
import { type ContentJson, contentJson, errorResponse, flattenLanguage, sendContentJson } from './respond'
import { parseQuery, queryParams } from './query'

type Loaded = { body: unknown } | { notFound: string } | { invalid: Record<string, string> }

/** What a content request is answered with: the JSON of a body, or an error. */
type Answer = ({ kind: 'body' } & ContentJson) | { kind: 'not_found'; message: string } | { kind: 'invalid'; fields: Record<string, string> }

/**
 * The answer a kept entry is filled with: `unstable_cache` runs its callback only on a miss, so the
 * lookup runs it with an empty slot (a miss throws MISSING), and the store with the answer built.
 * One callback for both, since the callback's text is part of the cache key.
 */
const slot = new AsyncLocalStorage<{ answer: Answer | null }>()
const MISSING = Symbol('not in the cache')
async function answerInSlot(): Promise<Answer> {
  const answer = slot.getStore()?.answer
  if (!answer) throw MISSING
  return answer
}

/** A page number past the body's last page (`pagination` of src/lib/paging.ts). */
function pastLastPage(body: unknown): boolean {
  const pagination = (body as { pagination?: { page?: unknown; total_pages?: unknown } } | null)?.pagination
  return typeof pagination?.page === 'number' && typeof pagination.total_pages === 'number' && pagination.page > pagination.total_pages
}

/**
 * A read-only content endpoint: parse the query (400 on a bad one), load through src/data, then
 * shape the JSON (absolute image URLs, ?lang= flattening, cache headers).
 *
 * The shaped answer — its JSON text and ETag — is kept in Next's cache (the cache handler: memory, or
 * Redis shared by every app server), keyed by the path and the parsed query and tagged with every
 * cached read it was built from, so it is built once and dropped exactly when that content is
 * published again. The tags are learned: a build that made a read the entry's tags do not cover is
 * sent but not kept, and the next request keeps it under the wider tags. `live` endpoints (prices
 * and availability of today) build every answer; so does a staff member's draft preview.
 */
export function contentRoute<S extends z.ZodRawShape>(
  shape: S,
  load: (query: z.infer<z.ZodObject<S>>, params: Record<string, string>) => Promise<Loaded>,
  options: { live?: boolean } = {},
) {
  const fullShape = { ...shape, lang: queryParams.lang }
  const tags = new Set<CacheTag>()

  /** The answer, and whether it may be kept: a body, and not a page past the last one. */
  const answer = async (query: z.infer<z.ZodObject<S>>, params: Record<string, string>): Promise<{ answer: Answer; keep: boolean }> => {
    const loaded = await load(query, params)
    if ('notFound' in loaded) return { answer: { kind: 'not_found', message: loaded.notFound }, keep: false }
    if ('invalid' in loaded) return { answer: { kind: 'invalid', fields: loaded.invalid }, keep: false }
    const { lang } = query as { lang?: Locale }
    const localized = lang ? flattenLanguage(loaded.body, lang) : loaded.body
    return { answer: { kind: 'body', ...contentJson(absoluteImageUrls(localized)) }, keep: !pastLastPage(loaded.body) }
  }

  const keptAnswer = async (path: string, query: z.infer<z.ZodObject<S>>, params: Record<string, string>): Promise<Answer> => {
    const known = [...tags]
    // Unknown parameters are not part of the key: the parsed query holds only the shape's own.
    const kept = unstable_cache(answerInSlot, ['api-response', path, JSON.stringify(Object.entries(query).sort())], { tags: known, revalidate: false })
    const found = await slot.run({ answer: null }, kept).catch((error: unknown) => {
      if (error === MISSING) return null
      throw error
    })
    if (found) return found
    // Built outside the cache's callback: a cached read nested in an unstable_cache bypasses the cache
    // and goes to the database on every request.
    const { value, tags: used } = await withSourcesNoted(() => answer(query, params))
    if (!value.keep || used.length === 0 || used.some((tag) => !known.includes(tag))) {
      // Built from no cached read at all, an answer would have nothing to be dropped with: never kept.
      for (const tag of used) tags.add(tag)
      return value.answer
    }
    return slot.run({ answer: value.answer }, kept)
  }

  return async function GET(request: NextRequest, context: { params: Promise<Record<string, string>> }) {
    const parsed = parseQuery(request.nextUrl.searchParams, fullShape)
    if (!parsed.ok) {
      const names = Object.keys(parsed.fields).join(', ')
      return errorResponse(400, 'invalid_query', `Invalid query parameter: ${names}`, parsed.fields)
    }
    try {
      const query = parsed.data as z.infer<z.ZodObject<S>>
      const params = (await context.params) ?? {}
      const result = options.live || (await previewRequested()) ? (await answer(query, params)).answer : await keptAnswer(request.nextUrl.pathname, query, params)
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
