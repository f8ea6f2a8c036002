/**
 * What a stay search answers (the `/search-result` page and `GET /api/search` alike), and the pure
 * rules that turn priced candidates into a page of results: the amenity and price filters, the five
 * sorts, the price slider's bounds and the pagination.
 */
import type { Locale } from '../i18n/locales'
import type { ML } from '../i18n/text'
import { languageCurrency } from './money'
import type { LatLng } from './geo'
import type { Pagination } from './paging'
import type { SearchQuery, SearchSort } from './search-query'

export interface SearchImage {
  url: string
  width: number
  height: number
  alt: ML
  variants: { url: string; width: number; height: number }[]
}

export interface Amount {
  amount_minor: number
  currency: string
  /** For people, in the language asked (JP¥68,000, 420 €). */
  formatted: string
}

export interface SearchPrice extends Amount {
  /** `amount_minor` is the lowest all-in price (taxes and fees included) of the whole stay, for the whole party. */
  nights: number
  /** The same per night (the stay's total over its nights, rounded once). */
  nightly_minor: number
  nightly_formatted: string
  /**
   * Both converted to the display currency through the staff's exchange rates, for comparing: an
   * approximation, labelled so (null when a currency has no rate).
   */
  display: (Amount & { nightly_minor: number; nightly_formatted: string; approximate: true }) | null
}

/** Why a property cannot be booked for the dates asked. */
export type Unavailability = 'sold_out' | 'closed_to_arrival' | 'min_stay' | 'too_many_guests' | 'not_bookable_yet' | 'no_rates'

export interface SearchResult {
  slug: string
  name: ML
  summary: ML
  city: { slug: string; name: ML } | null
  country: { slug: string; name: ML; code: string } | null
  lat: number | null
  lng: number | null
  /** From the visitor's position when given, else from the destination's centre; null without either. */
  distance_km: number | null
  /** Guests' average review score out of 5 (one decimal), null without reviews. */
  rating: number | null
  review_count: number
  star_rating: number
  order: number
  hero: SearchImage | null
  /** Master-facility keys of the property. */
  amenities: string[]
  /** The property's own currency: what is booked and paid. */
  currency: string
  /** With dates: the lowest all-in price for the stay and party; null without dates or when nothing can be booked. */
  price: SearchPrice | null
  /** Without dates: the lowest all-in price of one night (a card's "from" price); null with dates. */
  from_price: SearchPrice | null
  /** With dates: rooms free for the whole stay in the room types that hold the party; null without dates. */
  rooms_left: number | null
  /** With dates and no price: why. */
  unavailable: Unavailability | null
  /** With dates and no price: the nearest stay of the same length that has rooms (within some weeks), or null. */
  nearest_dates: { check_in: string; check_out: string } | null
}

export type DestinationKind = 'country' | 'city' | 'property'

export interface ResolvedDestination {
  kind: DestinationKind
  slug: string
  name: ML
  /** Its coordinates, or the mean of its properties' when it has none. */
  centre: LatLng | null
}

export interface SearchResults {
  query: SearchQuery
  /** What the destination named; null when none was asked or nothing matched it. */
  destination: ResolvedDestination | null
  /** A destination was asked but matches no country, city or property: the list is empty. */
  unknown_destination: boolean
  /** A sentence for people when the list is empty for a reason (unknown destination), else null. */
  message: string | null
  /** Where distances are measured from. */
  origin: (LatLng & { source: 'visitor' | 'destination' }) | null
  nights: number | null
  /** The display currency of `price.display`, the filter and the bounds. */
  currency: string
  /** The exchange rates' last change (ISO), for "approximate, rates of …". */
  rates_updated_at: string | null
  properties: SearchResult[]
  pagination: Pagination
  /** Whole display-currency units bounding the prices of the results before the price filter (the slider's range), or null with no prices. */
  price_bounds: { min: number; max: number; currency: string } | null
}

/** The price a result is compared by: its display-currency nightly price (stay or "from"), or null. */
export function comparablePrice(result: Pick<SearchResult, 'price' | 'from_price'>): number | null {
  return (result.price ?? result.from_price)?.display?.nightly_minor ?? null
}

/** Nulls last whatever the direction; ties broken by the group's order, then slug. */
function byOrder(a: SearchResult, b: SearchResult): number {
  return a.order - b.order || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)
}

function nullsLast(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null && b === null) return 0
  if (a === null) return 1
  if (b === null) return -1
  return (a - b) * direction
}

/** The comparator of each sort. Nearest without an origin keeps the group's order. */
export const SORT_COMPARATORS: Record<SearchSort, (a: SearchResult, b: SearchResult) => number> = {
  nearest: (a, b) => nullsLast(a.distance_km, b.distance_km, 1) || byOrder(a, b),
  price_asc: (a, b) => nullsLast(comparablePrice(a), comparablePrice(b), 1) || byOrder(a, b),
  price_desc: (a, b) => nullsLast(comparablePrice(a), comparablePrice(b), -1) || byOrder(a, b),
  rating: (a, b) => nullsLast(a.rating, b.rating, -1) || b.star_rating - a.star_rating || b.review_count - a.review_count || byOrder(a, b),
  order: byOrder,
}

export function sortResults(results: readonly SearchResult[], sort: SearchSort): SearchResult[] {
  return [...results].sort(SORT_COMPARATORS[sort])
}

/** Results that have every amenity asked for. */
export function withAmenities(results: readonly SearchResult[], amenities: readonly string[]): SearchResult[] {
  if (amenities.length === 0) return [...results]
  return results.filter((result) => amenities.every((key) => result.amenities.includes(key)))
}

/**
 * Results whose comparable nightly price, as the visitor sees it (whole display units), lies within
 * [min, max] (both included; null: no bound). With a bound, a result without a price cannot qualify
 * and is left out.
 */
export function withinPrice(results: readonly SearchResult[], min: number | null, max: number | null, displayExponent: number): SearchResult[] {
  if (min === null && max === null) return [...results]
  const scale = 10 ** displayExponent
  return results.filter((result) => {
    const price = comparablePrice(result)
    if (price === null) return false
    const shown = Math.round(price / scale)
    return (min === null || shown >= min) && (max === null || shown <= max)
  })
}

/** The slider's range: the lowest price rounded down and the highest rounded up, in whole display units. */
export function priceBounds(results: readonly SearchResult[], currency: string, displayExponent: number): SearchResults['price_bounds'] {
  const prices = results.map(comparablePrice).filter((price): price is number => price !== null)
  if (prices.length === 0) return null
  const scale = 10 ** displayExponent
  return { min: Math.floor(Math.min(...prices) / scale), max: Math.ceil(Math.max(...prices) / scale), currency }
}

/**
 * The display currency of a search the visitor chose none for: the hotels' own when they all price in
 * one (a search for Paris shows euros, exact, in any language), otherwise the currency of the visitor's
 * language (euros on a French page, yen on a Japanese one; USD where the language has none of the group's).
 */
export function defaultDisplayCurrency(hotelCurrencies: Iterable<string>, locale: Locale): string {
  const own = new Set(hotelCurrencies)
  return own.size === 1 ? [...own][0]! : languageCurrency(locale)
}
