/**
 * GET /api/search (api-contract): the published properties for a destination, with their distance,
 * their lowest all-in price for the stay (in the property's currency and, approximately, in the display
 * currency) and rooms left, filtered, sorted and paginated. The query is the `/search-result` page's
 * (src/lib/search-query.ts). With dates the answer reads live availability and is never cached; without
 * them it is content, cached briefly with an ETag. 400 for a malformed query, never a 500.
 */
import { DEFAULT_LOCALE } from '@/i18n/locales'
import { parseSearchQuery } from '@/lib/search-query'

import { searchProperties } from '@/services/search-properties'
import { absoluteImageUrlsOf } from '@/lib/image-urls'
import { bookingError, NO_STORE } from '../_shared/booking'
import { contentResponse, flattenLanguage } from '../_shared/respond'

export const dynamic = 'force-dynamic'

export async function GET(request: Request): Promise<Response> {
  try {
    const parsed = parseSearchQuery(new URL(request.url).searchParams)
    if (!parsed.ok) {
      return bookingError(400, 'invalid_query', `Invalid query parameter: ${Object.keys(parsed.fields).join(', ')}`, { fields: parsed.fields })
    }
    const { query } = parsed
    const results = await searchProperties(query, query.lang ?? DEFAULT_LOCALE)
    // A result's one image is its hero, the same object for every search of a content version: its
    // absolute URLs are worked out once, not by walking the whole answer on every request.
    const withImages = {
      ...results,
      properties: results.properties.map((result) => (result.hero ? { ...result, hero: absoluteImageUrlsOf(result.hero) } : result)),
    }
    const body = query.lang ? flattenLanguage(withImages, query.lang) : withImages
    if (query.check_in) return Response.json(body, { headers: NO_STORE })
    return contentResponse(request, body)
  } catch (error) {
    console.error('GET /api/search failed', error)
    return bookingError(503, 'unavailable', 'The search cannot be run just now. Please try again in a minute.', { headers: { 'Retry-After': '30' } })
  }
}
