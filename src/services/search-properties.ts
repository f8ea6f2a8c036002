/**
 * The stay search, once for the `/search-result` page and `GET /api/search`: the destination, the
 * published properties and their catalogs from the search index (./search-index.ts, built once per
 * content version), prices and rooms left from the booking engine over the live inventory
 * (src/booking), then the pure filters, sorts and pagination of src/lib/search-results.ts.
 */
import 'server-only'

import { type StayOffer, stayOffers } from '@/booking/search'
import type { SearchableProperty } from '@/data/search'
import { localeTag, type Locale } from '@/i18n/locales'
import { convertMinor, type ExchangeRates } from '@/lib/exchange'
import { distanceKm, type LatLng } from '@/lib/geo'
import { currencyExponent, formatPrice } from '@/lib/money'
import { paginate } from '@/lib/paging'
import type { SearchQuery } from '@/lib/search-query'
import { priceBounds, type SearchPrice, type SearchResult, type SearchResults, sortResults, withAmenities, withinPrice } from '@/lib/search-results'

import { getSearchIndex } from './search-index'

function priceOf(totalMinor: number, nights: number, currency: string, display: string, rates: ExchangeRates, tag: string): SearchPrice {
  const nightly = Math.round(totalMinor / nights)
  const displayTotal = convertMinor(totalMinor, currency, display, rates)
  const displayNightly = convertMinor(nightly, currency, display, rates)
  return {
    amount_minor: totalMinor,
    currency,
    formatted: formatPrice(totalMinor, currency, tag),
    nights,
    nightly_minor: nightly,
    nightly_formatted: formatPrice(nightly, currency, tag),
    display:
      displayTotal === null || displayNightly === null
        ? null
        : {
            amount_minor: displayTotal,
            currency: display,
            formatted: formatPrice(displayTotal, display, tag),
            nightly_minor: displayNightly,
            nightly_formatted: formatPrice(displayNightly, display, tag),
            approximate: true,
          },
  }
}

const pointOf = (property: SearchableProperty): LatLng | null => (property.lat !== null && property.lng !== null ? { lat: property.lat, lng: property.lng } : null)

function resultOf(property: SearchableProperty, origin: LatLng | null): SearchResult {
  const point = pointOf(property)
  return {
    slug: property.slug,
    name: property.name,
    summary: property.summary,
    city: property.city,
    country: property.country,
    lat: property.lat,
    lng: property.lng,
    distance_km: origin && point ? Math.round(distanceKm(origin, point) * 10) / 10 : null,
    rating: property.rating,
    review_count: property.review_count,
    star_rating: property.star_rating,
    order: property.order,
    hero: property.hero,
    amenities: property.amenities,
    currency: property.currency,
    price: null,
    from_price: null,
    rooms_left: null,
    unavailable: null,
    nearest_dates: null,
  }
}

/** Runs a parsed search (src/lib/search-query.ts) in a language (for formatted prices). */
export async function searchProperties(query: SearchQuery, locale: Locale): Promise<SearchResults> {
  const index = await getSearchIndex()
  const { properties, rates } = index
  const resolution = index.resolve(query.destination)
  const nights = query.check_in && query.check_out ? Math.round((Date.parse(query.check_out) - Date.parse(query.check_in)) / 86_400_000) : null
  const base = {
    query,
    nights,
    currency: query.currency,
    rates_updated_at: rates.updated_at,
  }
  if (resolution.status === 'unknown') {
    return {
      ...base,
      destination: null,
      unknown_destination: true,
      message: `No country, city or hotel matches “${query.destination}”.`,
      origin: null,
      properties: [],
      pagination: paginate([], query.page, query.page_size).pagination,
      price_bounds: null,
    }
  }
  const destination = resolution.status === 'found' ? resolution.destination : null
  const inside = resolution.status === 'found' ? new Set(resolution.properties) : null
  const origin: SearchResults['origin'] =
    query.lat !== null && query.lng !== null
      ? { lat: query.lat, lng: query.lng, source: 'visitor' }
      : destination?.centre
        ? { ...destination.centre, source: 'destination' }
        : null
  const candidates = withAmenities(
    properties.filter((property) => !inside || inside.has(property.slug)).map((property) => resultOf(property, origin)),
    query.amenities,
  )
  const tag = localeTag(locale)
  if (query.check_in && query.check_out && nights) {
    const catalogs = candidates.flatMap((result) => index.catalogs.get(result.slug) ?? [])
    const offers = await stayOffers(catalogs, {
      check_in: query.check_in,
      check_out: query.check_out,
      adults: query.adults,
      child_ages: query.ages,
      rooms: query.rooms,
    })
    const offerBySlug = new Map<string, StayOffer>(offers.map((offer) => [offer.slug, offer]))
    for (const result of candidates) {
      const offer = offerBySlug.get(result.slug)
      result.rooms_left = offer?.rooms_left ?? 0
      result.unavailable = offer ? offer.unavailable : 'no_rates'
      result.nearest_dates = offer?.nearest_dates ?? null
      if (offer && offer.total_minor !== null) result.price = priceOf(offer.total_minor, nights, offer.currency, query.currency, rates, tag)
    }
  } else {
    for (const result of candidates) {
      const catalog = index.catalogs.get(result.slug)
      const lowest = index.fromPrices.get(result.slug) ?? null
      if (catalog && lowest !== null) result.from_price = priceOf(lowest, 1, catalog.currency, query.currency, rates, tag)
    }
  }
  const exponent = currencyExponent(query.currency)
  const bounds = priceBounds(candidates, query.currency, exponent)
  const filtered = withinPrice(candidates, query.minPrice, query.maxPrice, exponent)
  const { items, pagination } = paginate(sortResults(filtered, query.sortBy), query.page, query.page_size)
  return {
    ...base,
    destination,
    unknown_destination: false,
    message: null,
    origin,
    properties: items,
    pagination,
    price_bounds: bounds,
  }
}
