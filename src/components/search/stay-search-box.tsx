import { getTranslations } from 'next-intl/server'

import { stayBoxLabels } from '@/components/booking/booking-labels'
import { StayBoxLater } from '@/components/booking/stay-box-later'
import { DEFAULT_STAY, type Stay } from '@/components/booking/stay-query'
import type { DestinationSuggestion } from '@/lib/search-text'
import { localeTag, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'

/**
 * The stay search (destination, dates, guests, rooms) that leads to the search results: on the home
 * page's first screen, the hotels and destination pages, and above the results themselves. The page
 * reads the destination suggestions in its language (getDestinationSuggestions) and hands them in; the
 * texts are read here.
 */
export async function StaySearchBox({
  locale,
  suggestions,
  destination = '',
  stay = DEFAULT_STAY,
  keep = [],
  headingLevel = 2,
}: {
  locale: Locale
  /** The countries, cities and hotels the destination box suggests, in the page's language. */
  suggestions: DestinationSuggestion[]
  /** A destination to start from: a country, city or hotel slug, or text. */
  destination?: string
  stay?: Stay
  /** Parameters of the results page a new search keeps (sort, currency, filters). */
  keep?: [string, string][]
  headingLevel?: 2 | 3
}) {
  const [t, labels] = await Promise.all([getTranslations('search'), stayBoxLabels()])
  return (
    <StayBoxLater
      property={null}
      timeZone={null}
      currency={null}
      action={localizedPath(locale, routes.searchResult())}
      initial={stay}
      labels={labels}
      lang={locale}
      localeTag={localeTag(locale)}
      headingLevel={headingLevel}
      search={{
        // The list itself is loaded by the box once it is live: in the HTML it weighed ~6 kB.
        suggestionsUrl: `/api/destination-suggestions?lang=${locale}`,
        chosen: suggestions.find((suggestion) => suggestion.slug === destination) ?? null,
        destination,
        heading: t('heading'),
        submit: t('submit'),
        keep,
        labels: {
          label: t('destination'),
          placeholder: t('destination_placeholder'),
          count: t.raw('suggestion_count') as string,
          kinds: { country: t('kind_country'), city: t('kind_city'), property: t('kind_property') },
        },
      }}
    />
  )
}
