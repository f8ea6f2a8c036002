import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { hotelMarkers, mapSetup } from '@/components/map/hotel-map'
import { ListingFilter, type FilterOption, type ListingFilterProps } from '@/components/places/listing-filter'
import { PropertyCard } from '@/components/property/property-card'
import { StaySearchBox } from '@/components/search/stay-search-box'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageHeader } from '@/components/ui/page-header'
import { getDestinationSuggestions } from '@/data/destination-suggestions'
import { getMapTiles } from '@/data/map-settings'
import { getCities, getCountries } from '@/data/places'
import { getPricedProperties } from '@/services/from-price'
import type { Place } from '@/data/types'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'

import { localeOf } from '../locale-param'
import { pageMetadata } from '../page-metadata'

type Props = { params: Promise<{ locale: string }> }

// Static: rendered once per language and served from the cache; `?country=` and `?city=` are
// applied in the browser by ListingFilter (a dynamic read fails the build).
export const dynamic = 'error'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations()
  return pageMetadata({ locale, path: routes.listings(), title: t('listing.heading'), description: t('listing.intro') })
}

export default async function ListingPage({ params }: Props) {
  const locale = await localeOf(params)
  const [t, properties, countries, cities, map, suggestions] = await Promise.all([
    getTranslations(),
    getPricedProperties(),
    getCountries(),
    getCities(),
    getMapTiles().then((tiles) => mapSetup(tiles)),
    getDestinationSuggestions(locale),
  ])
  const markers = await hotelMarkers(properties, locale)

  // Only places with a published hotel are offered as filters, in the back office's order.
  const option = (place: Place, count: number, country?: string): FilterOption => {
    const label = pick(place.name, locale)
    return { slug: place.slug, label, count, country, summary: t('listing.count_in', { count, place: label }) }
  }
  const countOf = (match: (property: (typeof properties)[number]) => boolean) => properties.filter(match).length
  const countryOptions = countries
    .map((country) =>
      option(
        country,
        countOf((property) => property.country?.slug === country.slug),
      ),
    )
    .filter((item) => item.count > 0)
  const cityOptions = cities
    .map((city) =>
      option(
        city,
        countOf((property) => property.city?.slug === city.slug),
        city.country,
      ),
    )
    .filter((item) => item.count > 0)

  const filter: ListingFilterProps = {
    path: localizedPath(locale, routes.listings()),
    countries: countryOptions,
    cities: cityOptions,
    places: properties.map((property) => ({ slug: property.slug, country: property.country?.slug ?? '', city: property.city?.slug ?? '' })),
    children: properties.map((property) => <PropertyCard key={property.slug} property={property} locale={locale} />),
    labels: {
      filter: t('listing.filter_label'),
      country: t('listing.filter_country'),
      city: t('listing.filter_city'),
      all: t('listing.filter_all'),
      total: t('listing.count', { count: properties.length }),
    },
    map: markers.length > 0 ? { markers, ...map, views: { label: t('map.view_label'), list: t('map.show_list'), map: t('map.show_map') } } : undefined,
  }

  return (
    <>
      <PageHeader eyebrow={t('nav.hotels')} title={t('listing.heading')} intro={t('listing.intro')}>
        <Breadcrumbs locale={locale} className="mt-8" items={[{ label: t('nav.hotels'), href: routes.listings() }]} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6 lg:px-8">
        <StaySearchBox locale={locale} suggestions={suggestions} />
      </div>
      <section aria-label={t('listing.heading')} className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
        <ListingFilter {...filter} />
      </section>
    </>
  )
}
