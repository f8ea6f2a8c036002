import { parseSearchTerms } from '../lib/destination-match'
import { cachedRead, findPublic } from './read'
import { str } from './reshape'

/** The other names visitors type for each place and hotel (their `search_terms`), by slug. */
export interface SearchTerms {
  countries: Record<string, string[]>
  cities: Record<string, string[]>
  properties: Record<string, string[]>
}

function bySlug(docs: { slug?: unknown; search_terms?: unknown }[]): Record<string, string[]> {
  const terms: Record<string, string[]> = {}
  for (const doc of docs) {
    const list = parseSearchTerms(typeof doc.search_terms === 'string' ? doc.search_terms : '')
    if (list.length > 0) terms[str(doc.slug)] = list
  }
  return terms
}

/**
 * The search terms of every published country, city and property: read apart from their summaries,
 * which pages hand to the browser, so the terms weigh only on the destination box's index.
 */
export const getSearchTerms = cachedRead('search-terms', ['countries', 'cities', 'properties'], async (): Promise<SearchTerms> => {
  const select = { slug: true, search_terms: true } as const
  const [countries, cities, properties] = await Promise.all([
    findPublic('countries', { select, depth: 0 }),
    findPublic('cities', { select, depth: 0 }),
    findPublic('properties', { select, depth: 0 }),
  ])
  return { countries: bySlug(countries), cities: bySlug(cities), properties: bySlug(properties) }
})
