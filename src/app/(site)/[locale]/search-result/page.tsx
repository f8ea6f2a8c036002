import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { type Stay } from '@/components/booking/stay-query'
import { mapSetup } from '@/components/map/hotel-map'
import type { MapMarker } from '@/components/map/property-map'
import { PhoneSheet } from '@/components/search/phone-sheet'
import { ResultCard } from '@/components/search/result-card'
import { ResultsViewLater } from '@/components/search/results-view-later'
import { SearchFilters } from '@/components/search/search-filters'
import { StaySearchBox } from '@/components/search/stay-search-box'
import { pageNumbers } from '@/components/blog/page-numbers'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { SiteLink } from '@/components/ui/site-link'
import { getDestinationSuggestions } from '@/data/destination-suggestions'
import { getMasterFacilities } from '@/data/facilities'
import { getMapTiles } from '@/data/map-settings'
import { localeTag, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'
import { CURRENCIES, languageCurrency } from '@/lib/money'
import { DEFAULT_PRICE_LIMIT, parseSearchQuery, type SearchQuery, searchParams as searchParamsOf, searchQueryString, SORTS, stayQueryString } from '@/lib/search-query'
import type { SearchResult, SearchResults } from '@/lib/search-results'

import { searchProperties } from '@/services/search-properties'
import { localeOf } from '../locale-param'
import { pageMetadata } from '../page-metadata'

type RawParams = Record<string, string | string[] | undefined>
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawParams> }

// Per request: the results are the URL's (dates, guests, filters) and their prices and rooms left are
// live, so this page is never cached across visitors. The reads it makes (content, catalog) are. Said
// here, because no page is rendered at build time (the [locale] layout) to find it out.
export const dynamic = 'force-dynamic'

/** What a new search from the box keeps of the current one. */
const KEPT_BY_A_NEW_SEARCH = ['sortBy', 'currency', 'amenities', 'minPrice', 'maxPrice']

/**
 * The search in the URL. A link with a malformed parameter (a typo, an old bookmark) still searches:
 * the parameters that cannot be read are left out, and the page says which.
 */
function readSearch(raw: RawParams): { query: SearchQuery; ignored: string[] } {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue
    // Checkboxes without JavaScript send amenities=a&amenities=b; the URL's own form is a,b.
    params.set(name, Array.isArray(value) ? (name === 'amenities' ? value.join(',') : (value[0] ?? '')) : value)
  }
  const ignored: string[] = []
  for (let attempt = 0; attempt < 8; attempt++) {
    const parsed = parseSearchQuery(params)
    if (parsed.ok) return { query: parsed.query, ignored }
    for (const field of Object.keys(parsed.fields)) {
      ignored.push(field)
      params.delete(field)
      // Dates and coordinates only make sense in pairs.
      if (field === 'check_in' || field === 'check_out') ['check_in', 'check_out'].forEach((name) => params.delete(name))
      if (field === 'lat' || field === 'lng') ['lat', 'lng'].forEach((name) => params.delete(name))
      if (field === 'ages' || field === 'children') ['ages', 'children'].forEach((name) => params.delete(name))
      if (field === 'rooms' || field === 'adults') ['rooms', 'adults'].forEach((name) => params.delete(name))
      if (field === 'minPrice' || field === 'maxPrice') ['minPrice', 'maxPrice'].forEach((name) => params.delete(name))
    }
  }
  const fallback = parseSearchQuery(new URLSearchParams())
  if (!fallback.ok) throw new Error('The empty search must parse')
  return { query: fallback.query, ignored }
}

/** A result's pin: its nightly price for the dates (or from), its rates with the stay carried over. */
function markerOf(result: SearchResult, query: SearchQuery, locale: Locale, t: Awaited<ReturnType<typeof getTranslations>>): MapMarker | null {
  if (result.lat === null || result.lng === null) return null
  const price = result.price ?? result.from_price
  const converted = price?.display && price.display.currency !== price.currency ? price.display : null
  const shown = price ? (converted ? t('search.approximate', { price: converted.nightly_formatted }) : price.nightly_formatted) : null
  return {
    slug: result.slug,
    name: pick(result.name, locale),
    lat: result.lat,
    lng: result.lng,
    priceLabel: price ? (price.display?.nightly_formatted ?? price.nightly_formatted) : null,
    priceText: shown ? `${result.price ? shown : t('search.from_price', { price: shown })} ${t('search.per_night')}` : null,
    href: localizedPath(locale, `${routes.property(result.slug)}${stayQueryString(query)}`),
    detail: [pick(result.city?.name, locale), pick(result.country?.name, locale)].filter(Boolean).join(' · '),
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations()
  return {
    // Described as the hotels page is: what a shared link's preview shows.
    ...(await pageMetadata({ locale, path: routes.searchResult(), title: t('search.results_title'), description: t('listing.intro') })),
    // Endless combinations of one page: followed, not indexed.
    robots: { index: false, follow: true },
  }
}

export default async function SearchResultPage({ params, searchParams }: Props) {
  const locale = await localeOf(params)
  const { query, ignored } = readSearch(await searchParams)
  const [t, facilities, suggestions] = await Promise.all([getTranslations(), getMasterFacilities(), getDestinationSuggestions(locale)])
  let results: SearchResults | null = null
  try {
    results = await searchProperties(query, locale)
  } catch (error) {
    // The search box and the filters stay usable; the list says the search failed.
    console.error('Error fetching search data', error)
  }

  const path = localizedPath(locale, routes.searchResult())
  const queryText = searchParamsOf(query).toString()
  const place = results?.destination ? pick(results.destination.name, locale) : ''
  // Distances mean something from the visitor, a city or a hotel, not from the middle of a country.
  const showDistances = !!results?.origin && (results.origin.source === 'visitor' || results.destination?.kind !== 'country')
  const stay: Stay = {
    check_in: query.check_in,
    check_out: query.check_out,
    adults: query.adults,
    children: query.children,
    ages: query.ages,
    rooms: query.rooms,
    promo: '',
  }
  const keep = [...searchParamsOf(query)].filter(([name]) => KEPT_BY_A_NEW_SEARCH.includes(name)) as [string, string][]
  const sortLabels: Record<(typeof SORTS)[number], string> = {
    nearest: t('search.sort_nearest'),
    price_asc: t('search.sort_price_asc'),
    price_desc: t('search.sort_price_desc'),
    rating: t('search.sort_rating'),
    order: t('search.sort_order'),
  }
  // On phones the search folds into one line ("Ubud · 10–13 Dec · 2 adults, 1 room") with an Edit button.
  const dates =
    query.check_in && query.check_out
      ? new Intl.DateTimeFormat(localeTag(locale), { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(
          new Date(`${query.check_in}T00:00:00Z`),
          new Date(`${query.check_out}T00:00:00Z`),
        )
      : t('search.any_dates')
  const searchLine = [
    place || query.destination || t('search.everywhere'),
    dates,
    t('stay.email_guest_count', { adults: query.adults, children: query.children, rooms: query.rooms }),
  ].join(' · ')
  const pageHref = (page: number) => `${routes.searchResult()}${searchQueryString(query, { page })}`
  const total = results?.pagination.total ?? 0
  const markers = (results?.properties ?? []).map((result) => markerOf(result, query, locale, t)).filter((marker) => marker !== null)
  const map = markers.length > 0 ? { markers, ...(await mapSetup(await getMapTiles(), t('search.map_region'))) } : null
  const filtered = query.minPrice !== null || query.maxPrice !== null || query.amenities.length > 0
  // The one chosen, or the one the search fell back to: the hotels' own or the language's.
  const currency = results?.currency ?? query.currency ?? languageCurrency(locale)

  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
      <Breadcrumbs locale={locale} className="pt-8" items={[{ label: t('search.results_title'), href: routes.searchResult() }]} />
      <header className="mt-4">
        <h1 className="font-display text-4xl leading-tight sm:text-5xl">{place ? t('search.results_in', { place }) : t('search.results_title')}</h1>
        {results && (
          <p className="mt-2 text-ink-soft" data-testid="results-count">
            {t('search.results_count', { count: total })}
            {showDistances && results.origin && query.sortBy === 'nearest' && (
              <span data-testid="distance-origin">
                {' · '}
                {results.origin.source === 'visitor' ? t('search.from_you') : t('search.from_centre', { place: place || t('search.results_title') })}
              </span>
            )}
          </p>
        )}
      </header>

      <div className="mt-4 xl:mt-8">
        <PhoneSheet testId="search-query" summary={searchLine} button={t('search.edit')}>
          <StaySearchBox locale={locale} suggestions={suggestions} destination={query.destination} stay={stay} keep={keep} />
        </PhoneSheet>
      </div>

      {ignored.length > 0 && (
        <p role="status" className="mt-6 border-l-2 border-terracotta bg-sand/60 px-4 py-3 text-sm" data-testid="search-ignored">
          {t('search.ignored', { fields: [...new Set(ignored)].join(', ') })}
        </p>
      )}

      <div className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-6 xl:mt-10 xl:grid-cols-[16rem_minmax(0,1fr)] xl:gap-10">
        <aside>
          <PhoneSheet testId="search-refine" summary={`${t('search.sort_by')}: ${sortLabels[query.sortBy]}`} button={t('search.filters_sort')}>
            <SearchFilters
              path={path}
              query={queryText}
              sort={query.sortBy}
              sorts={SORTS.map((value) => ({ value, label: sortLabels[value] }))}
              hasPosition={query.lat !== null}
              currency={currency}
              currencies={CURRENCIES}
              price={{ scale: results?.price_bounds ?? { min: 0, max: DEFAULT_PRICE_LIMIT }, min: query.minPrice, max: query.maxPrice }}
              amenities={facilities.filter((facility) => facility.category === 'property').map((facility) => ({ key: facility.key, label: pick(facility.name, locale) }))}
              selectedAmenities={query.amenities}
              localeTag={localeTag(locale)}
              labels={{
                filters: t('search.filters'),
                sortBy: t('search.sort_by'),
                currency: t('search.currency'),
                currencyNote: t('search.currency_note', { currency }),
                amenities: t('search.amenities'),
                apply: t('search.apply'),
                clear: t('search.clear_filters'),
                useLocation: t('search.use_location'),
                locating: t('search.locating'),
                locationUnavailable: t('search.location_unavailable'),
                updating: t('search.updating'),
                price: {
                  legend: t('search.price_range'),
                  min: t('search.price_min'),
                  max: t('search.price_max'),
                  hint: t('search.price_hint'),
                  order: t('search.price_order'),
                },
              }}
            />
          </PhoneSheet>
        </aside>

        <section aria-labelledby="results-heading">
          <h2 id="results-heading" className="sr-only">
            {t('search.results_title')}
          </h2>
          {!results ? (
            <div role="alert" className="border border-terracotta/40 bg-sand/60 px-6 py-10 text-center" data-testid="search-error">
              <p className="font-display text-2xl">{t('search.error')}</p>
              <SiteLink locale={locale} href={`${routes.searchResult()}${searchQueryString(query)}`} className="btn-outline mt-6">
                {t('error.try_again')}
              </SiteLink>
            </div>
          ) : results.properties.length === 0 ? (
            <div className="border border-ink/10 bg-sand/60 px-6 py-12 text-center sm:px-12" data-testid="search-empty">
              <p className="font-display text-2xl">
                {results.unknown_destination ? t('search.unknown_destination', { destination: query.destination }) : t('search.no_results')}
              </p>
              {!results.unknown_destination && <p className="mt-3 text-ink-soft">{t('search.empty_hint')}</p>}
              <div className="mt-8 flex flex-wrap justify-center gap-4">
                {results.unknown_destination && (
                  <SiteLink locale={locale} href={`${routes.searchResult()}${searchQueryString(query, { destination: '' })}`} className="btn-primary">
                    {t('search.search_all')}
                  </SiteLink>
                )}
                {filtered && (
                  <SiteLink
                    locale={locale}
                    href={`${routes.searchResult()}${searchQueryString(query, { minPrice: null, maxPrice: null, amenities: [] })}`}
                    className="btn-outline"
                  >
                    {t('search.clear_filters')}
                  </SiteLink>
                )}
              </div>
            </div>
          ) : (
            <ResultsViewLater map={map} labels={{ list: t('search.list_view'), map: t('search.map_view'), switch: t('search.results_title') }}>
              <ol className="grid gap-6">
                {results.properties.map((result, index) => (
                  <li key={result.slug}>
                    <ResultCard result={result} query={query} locale={locale} showDistance={showDistances} priority={index === 0} />
                  </li>
                ))}
              </ol>
              {results.pagination.total_pages > 1 && (
                <nav aria-label={t('search.pages')} className="mt-10 flex flex-wrap items-center justify-center gap-2" data-testid="search-pages">
                  {results.pagination.page > 1 && (
                    <SiteLink locale={locale} href={pageHref(results.pagination.page - 1)} className="btn-outline" rel="prev">
                      {t('search.previous_page')}
                    </SiteLink>
                  )}
                  {pageNumbers(results.pagination.page, results.pagination.total_pages).map((page, index) =>
                    page === 'gap' ? (
                      <span key={`gap-${index}`} aria-hidden="true" className="px-2">
                        …
                      </span>
                    ) : (
                      <SiteLink
                        key={page}
                        locale={locale}
                        href={pageHref(page)}
                        aria-current={page === results.pagination.page ? 'page' : undefined}
                        aria-label={t('search.page_number', { number: page })}
                        className={`flex h-11 min-w-11 items-center justify-center border px-3 ${page === results.pagination.page ? 'border-ink bg-ink text-ivory' : 'border-ink/25 hover:border-ink'}`}
                      >
                        {page}
                      </SiteLink>
                    ),
                  )}
                  {results.pagination.page < results.pagination.total_pages && (
                    <SiteLink locale={locale} href={pageHref(results.pagination.page + 1)} className="btn-outline" rel="next">
                      {t('search.next_page')}
                    </SiteLink>
                  )}
                </nav>
              )}
            </ResultsViewLater>
          )}
        </section>
      </div>
    </div>
  )
}
