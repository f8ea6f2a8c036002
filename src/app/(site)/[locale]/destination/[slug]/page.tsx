import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageBooking } from '@/components/layout/book-link'
import { HotelMap, viewSwitchLabels } from '@/components/map/hotel-map'
import { ListMapSwitch } from '@/components/map/list-map-switch'
import { AttractionCard } from '@/components/places/attraction-card'
import { PropertyCard } from '@/components/property/property-card'
import { StaySearchBox } from '@/components/search/stay-search-box'
import { HotelGrid } from '@/components/places/hotel-grid'
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs'
import { PageHero } from '@/components/ui/page-hero'
import { SiteLink } from '@/components/ui/site-link'
import { getAttractions } from '@/data/attractions'
import { getDestinationSuggestions } from '@/data/destination-suggestions'
import { getMapTiles } from '@/data/map-settings'
import { getDestinationBySlug, type Destination } from '@/data/places'
import { getAllProperties } from '@/data/properties'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'
import { isValidSlug } from '@/lib/validators'
import { getPricedPropertiesInPlace } from '@/services/from-price'

import { localeOf } from '../../locale-param'
import { NotFoundHere, notFoundMetadata } from '../../not-found-here'
import { pageMetadata } from '../../page-metadata'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Static: each destination is rendered on its first request per language, then served from the cache
// until its content is published again (a dynamic read fails the build).
export const dynamic = 'error'

export function generateStaticParams() {
  return []
}

async function load(slug: string): Promise<Destination | null> {
  return isValidSlug(slug) ? getDestinationBySlug(slug) : null
}

const placeOf = (destination: Destination) => (destination.kind === 'country' ? destination.country : destination.city)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([localeOf(params), params])
  const destination = await load(slug)
  if (!destination) return notFoundMetadata(locale)
  const place = placeOf(destination)
  return pageMetadata({
    locale,
    path: routes.destination(slug),
    title: pick(place.name, locale),
    description: pick(place.description, locale),
    image: place.image,
  })
}

export default async function DestinationPage({ params }: Props) {
  const [locale, { slug }] = await Promise.all([localeOf(params), params])
  const destination = await load(slug)
  if (!destination) return <NotFoundHere />
  const [t, properties, allProperties, attractions, views, suggestions, tiles] = await Promise.all([
    getTranslations(),
    getPricedPropertiesInPlace(slug),
    getAllProperties(),
    getAttractions(),
    viewSwitchLabels(),
    getDestinationSuggestions(locale),
    getMapTiles(),
  ])
  const place = placeOf(destination)
  const name = pick(place.name, locale)
  const country = destination.country
  // The cities this page covers: all of a country's, or the one city.
  const cities = destination.kind === 'country' ? destination.cities : [destination.city]

  // An attraction belongs to a hotel; one without a published hotel still shows in its own city.
  const hotelSlugs = new Set(properties.map((property) => property.slug))
  const citySlugs = new Set(cities.map((city) => city.slug))
  const sights = attractions.filter((attraction) =>
    attraction.property ? hotelSlugs.has(attraction.property) : attraction.city !== null && citySlugs.has(attraction.city),
  )
  const hotelBySlug = new Map(allProperties.map((property) => [property.slug, property]))

  const crumbs: Crumb[] = [
    { label: t('nav.destinations'), href: routes.destinations() },
    ...(country ? [{ label: pick(country.name, locale), href: routes.destination(country.slug) }] : []),
    ...(destination.kind === 'city' ? [{ label: name, href: routes.destination(slug) }] : []),
  ]
  const hotelsIn = (citySlug: string) => allProperties.filter((property) => property.city?.slug === citySlug).length
  // A map once a hotel has its place on it.
  const onMap = properties.some((property) => property.lat !== null && property.lng !== null)
  const hotelsHeading = (
    <h2 id="hotels-heading" className="font-display text-3xl leading-tight sm:text-4xl">
      {t('destination.hotels_heading', { place: name })}
    </h2>
  )

  return (
    <article>
      {/* A place with exactly one hotel: "Book now" leads to its rates. */}
      {properties.length === 1 && <PageBooking locale={locale} href={routes.property(properties[0]!.slug)} />}
      <PageHero
        image={place.image}
        alt={pick(place.image?.alt, locale) || name}
        className="h-[60vh] min-h-[420px]"
        shade="from-ink/85 via-ink/40 to-ink/10"
        textClassName="pb-12 lg:pb-16"
      >
        <p className="eyebrow !text-ivory/90">{destination.kind === 'city' && destination.country ? pick(destination.country.name, locale) : t('search.destination')}</p>
        <h1 className="mt-3 max-w-4xl font-display text-5xl leading-[1.05] sm:text-7xl">{name}</h1>
        {properties.length > 0 && <p className="mt-4 text-sm text-ivory/90">{t('listing.count', { count: properties.length })}</p>}
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Breadcrumbs locale={locale} items={crumbs} className="pt-8" />
        {properties.length > 0 && (
          <div className="pt-8">
            <StaySearchBox locale={locale} suggestions={suggestions} destination={slug} />
          </div>
        )}

        <section className="grid gap-10 py-14 lg:grid-cols-12 lg:gap-16 lg:py-20">
          <p className="font-display text-2xl leading-snug sm:text-3xl lg:col-span-7">{pick(place.description, locale)}</p>
          {country && destination.cities.length > 0 && (
            <nav aria-labelledby="cities-heading" className="lg:col-span-4 lg:col-start-9">
              <h2 id="cities-heading" className="eyebrow">
                {t('destination.cities_in', { place: pick(country.name, locale) })}
              </h2>
              <ul className="mt-4 border-t border-ink/10">
                {destination.cities.map((city) => {
                  const count = hotelsIn(city.slug)
                  const current = city.slug === slug
                  return (
                    <li key={city.slug} className="border-b border-ink/10">
                      <SiteLink
                        locale={locale}
                        href={routes.destination(city.slug)}
                        aria-current={current ? 'page' : undefined}
                        className={`group flex min-h-12 items-baseline justify-between gap-4 py-3 ${current ? 'border-l-2 border-brass pl-4' : ''}`}
                      >
                        <span
                          className={`font-display text-2xl group-hover:underline group-hover:decoration-1 group-hover:underline-offset-4 ${count === 0 ? 'text-ink-soft' : ''}`}
                        >
                          {pick(city.name, locale)}
                        </span>
                        <span className="shrink-0 text-sm text-ink-soft">{count > 0 ? t('listing.count', { count }) : t('destination.no_hotel_yet')}</span>
                      </SiteLink>
                    </li>
                  )
                })}
              </ul>
            </nav>
          )}
        </section>

        <section aria-labelledby="hotels-heading" className="border-t border-ink/10 pt-14 lg:pt-20" data-testid="destination-hotels">
          {onMap ? (
            // The hotels beside their map (with the places to see); one or the other on a phone.
            <ListMapSwitch
              heading={hotelsHeading}
              labels={views}
              list={
                properties.length > 2 ? (
                  // Beside the map there is room for two cards a row, not three.
                  <div className="grid gap-x-8 gap-y-14 sm:grid-cols-2">
                    {properties.map((property) => (
                      <PropertyCard key={property.slug} property={property} locale={locale} />
                    ))}
                  </div>
                ) : (
                  <HotelGrid properties={properties} locale={locale} />
                )
              }
              map={
                <HotelMap
                  tiles={tiles}
                  properties={properties}
                  attractions={sights}
                  locale={locale}
                  className="h-[70vh] min-h-[360px] lg:h-[calc(100vh-10rem)] lg:max-h-[600px]"
                />
              }
            />
          ) : (
            <>
              {hotelsHeading}
              <div className="mt-10">
                {properties.length > 0 ? (
                  <HotelGrid properties={properties} locale={locale} />
                ) : (
                  <div className="border border-ink/10 bg-sand/60 px-6 py-12 text-center sm:px-12" data-testid="destination-empty">
                    <p className="font-display text-2xl">{t('destination.empty', { place: name })}</p>
                    <p className="mt-3 text-ink-soft">{t('destination.empty_hint')}</p>
                    <SiteLink locale={locale} href={routes.listings()} className="btn-primary mt-8">
                      {t('home.properties_all')}
                    </SiteLink>
                  </div>
                )}
              </div>
            </>
          )}
        </section>

        {sights.length > 0 && (
          <section aria-labelledby="sights-heading" className="pt-20 lg:pt-28" data-testid="destination-attractions">
            <h2 id="sights-heading" className="font-display text-3xl leading-tight sm:text-4xl">
              {t('destination.attractions_heading', { place: name })}
            </h2>
            <ul className="mt-10 grid gap-12 md:grid-cols-2">
              {sights.map((attraction) => {
                const hotel = attraction.property ? hotelBySlug.get(attraction.property) : undefined
                return (
                  <li key={attraction.slug}>
                    <AttractionCard attraction={attraction} hotel={hotel ? { slug: hotel.slug, name: hotel.name } : null} locale={locale} />
                  </li>
                )
              })}
            </ul>
          </section>
        )}
      </div>
    </article>
  )
}
