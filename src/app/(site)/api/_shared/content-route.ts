import type { NextRequest } from 'next/server'
import type { z } from 'zod'

import type { Locale } from '@/i18n/locales'
import { absoluteImageUrls, contentResponse, errorResponse, flattenLanguage } from './respond'
import { parseQuery, queryParams } from './query'

type Loaded = { body: unknown } | { notFound: string } | { invalid: Record<string, string> }

/**
 * A read-only content endpoint: parse the query (400 on a bad one), load through src/data, then
 * shape the JSON (absolute image URLs, ?lang= flattening, cache headers).
 */
export function contentRoute<S extends z.ZodRawShape>(
  shape: S,
  load: (query: z.infer<z.ZodObject<S>>, params: Record<string, string>) => Promise<Loaded>,
) {
  const fullShape = { ...shape, lang: queryParams.lang }
  return async function GET(request: NextRequest, context: { params: Promise<Record<string, string>> }) {
    const parsed = parseQuery(request.nextUrl.searchParams, fullShape)
    if (!parsed.ok) {
      const names = Object.keys(parsed.fields).join(', ')
      return errorResponse(400, 'invalid_query', `Invalid query parameter: ${names}`, parsed.fields)
    }
    try {
      const loaded = await load(parsed.data as z.infer<z.ZodObject<S>>, (await context.params) ?? {})
      if ('notFound' in loaded) return errorResponse(404, 'not_found', loaded.notFound)
      if ('invalid' in loaded) {
        const names = Object.keys(loaded.invalid).join(', ')
        return errorResponse(400, 'invalid_query', `Invalid query parameter: ${names}`, loaded.invalid)
      }
      const { lang } = parsed.data as { lang?: Locale }
      const localized = lang ? flattenLanguage(loaded.body, lang) : loaded.body
      return contentResponse(request, absoluteImageUrls(localized))
    } catch (error) {
      console.error(`GET ${request.nextUrl.pathname} failed`, error)
      return errorResponse(500, 'internal_error', 'The content could not be loaded. Please try again.')
    }
  }
}
