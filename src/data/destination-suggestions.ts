import { cache } from 'react'

import type { Locale } from '../i18n/locales'
import { pick } from '../i18n/text'
import { namesOf } from '../lib/destination-match'
import { type DestinationSuggestion, suggestionTerms } from '../lib/search-text'
import { getDestinationOptions } from './search'

/**
 * What the destination box suggests: the places the search can go to (countries and cities with a
 * published hotel, then every hotel, in the group's order), each with its names in all 8 languages
 * and its search terms folded for matching, so a visitor finds Kyoto by typing 京都, きょうと,
 * เกียวโต or kyoto and Ubud by typing Bali or บาหลี, whatever the page's language. A few dozen entries: the page hands them to the box as plain props and the browser
 * filters them as the visitor types.
 */
export const getDestinationSuggestions = cache(async (locale: Locale): Promise<DestinationSuggestion[]> =>
  (await getDestinationOptions()).map((option) => ({
    kind: option.kind,
    slug: option.slug,
    label: pick(option.name, locale),
    context: pick(option.context, locale),
    terms: suggestionTerms(namesOf(option)),
  })),
)
