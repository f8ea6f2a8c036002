/**
 * The destination box's suggestions, matched in the browser by the same folding and scoring the server
 * resolves a typed destination with (./text-match), so what the box offers is what the search finds.
 */
import { foldText, matchScore } from './text-match'

/** A place or hotel the destination box can suggest, as the server hands it to the browser. */
export interface DestinationSuggestion {
  kind: 'country' | 'city' | 'property'
  /** What the search's `destination` parameter names it by. */
  slug: string
  /** Its name in the page's language. */
  label: string
  /** Where it is, in the page's language ("Japan", "Kyoto, Japan"); empty for a country. */
  context: string
  /** Its names in every language (and its slug's words), folded by foldText, without repeats. */
  terms: string[]
}

/** The folded names a suggestion is found by. */
export function suggestionTerms(names: readonly (string | undefined)[]): string[] {
  return [...new Set(names.map((name) => foldText(name ?? '')).filter(Boolean))]
}

/**
 * The suggestions for what the visitor typed, best first: a whole name, then a name or one of its
 * words starting with it, then a name containing it (Japanese, Chinese and Thai names are written
 * without spaces); at equal score the index's order (countries, cities, hotels). An empty box offers
 * the start of the index.
 */
export function suggestDestinations(index: readonly DestinationSuggestion[], typed: string, limit = 8): DestinationSuggestion[] {
  const query = foldText(typed)
  if (!query) return index.slice(0, limit)
  return index
    .map((suggestion, order) => ({ suggestion, order, score: Math.max(0, ...suggestion.terms.map((term) => matchScore(query, term))) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.suggestion)
}
