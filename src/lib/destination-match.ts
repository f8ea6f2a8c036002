/**
 * The places a stay search can go to (countries, cities, properties) and matching what a visitor
 * types against their names in every language. Pure, so the destination combobox can suggest in the
 * browser with the same rules the server resolves with.
 */
import type { ML } from '../i18n/text'
import type { LatLng } from './geo'
import type { DestinationKind } from './search-results'
import { foldText, matchScore } from './text-match'

/** A place a destination can name, with its names in every language. */
export interface DestinationOption {
  kind: DestinationKind
  slug: string
  name: ML
  /** Where it is: the country of a city, the city and country of a property (names in every language). */
  context: ML
  centre: LatLng | null
  /** Slugs of the properties it covers. */
  properties: string[]
  /**
   * Other names visitors type for it, in any language or script (its staff-edited search terms): the
   * region it is in (Bali), a kind of stay (ryokan), readings (きょうと) and spellings (บาหลี).
   */
  aliases?: string[]
}

/** A search-terms field's text as its terms: one per line or separated by commas, without blanks or repeats. */
export function parseSearchTerms(text: string | null | undefined): string[] {
  return [
    ...new Set(
      (text ?? '')
        .split(/[\n,;、，]/)
        .map((term) => term.trim())
        .filter(Boolean),
    ),
  ]
}

/** Every text an option is found by: its names in every language, its slug's words and its aliases. */
export function namesOf(option: DestinationOption): string[] {
  return [...Object.values(option.name), option.slug.replace(/-/g, ' '), ...(option.aliases ?? [])].filter((name): name is string => Boolean(name))
}

/** The options a typed text matches best, best first: exact names, then the start of a word, then anywhere. */
export function matchDestinations(options: readonly DestinationOption[], text: string): DestinationOption[] {
  const query = foldText(text)
  if (!query) return []
  const scored = options
    .map((option, index) => {
      const names = namesOf(option)
      return { option, index, score: Math.max(0, ...names.map((name) => matchScore(query, foldText(name)))) }
    })
    .filter((entry) => entry.score > 0)
  // Better matches first; at equal score the list's order (countries, cities, properties).
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((entry) => entry.option)
}
