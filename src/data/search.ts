/**
 * What the stay search reads from the published content: every property with what a result card
 * shows (its summary, facility keys and guests' rating), and the places a destination can name —
 * countries, cities and properties, with their names in every language — to resolve a destination
 * typed by a visitor. All of it is cached and tagged like the rest of the read model.
 */
import { randomUUID } from 'node:crypto'

import type { MasterFacility, Property } from '../cms/payload-types'
import { centreOf, type LatLng } from '../lib/geo'
import { averageRating } from '../lib/hotel-details'
import type { ResolvedDestination } from '../lib/search-results'
import { type DestinationOption, matchDestinations } from '../lib/destination-match'
import { parseCoordinates } from '../lib/validators'
import { getCities, getCountries } from './places'
import { getAllProperties } from './properties'
import { getSearchTerms } from './search-terms'
import { cachedRead, findPublic, type Source } from './read'
import { type Raw, rows, str } from './reshape'
import { getReviews } from './reviews'
import type { ML, PropertySummary } from './types'

export type { DestinationOption }

export interface SearchableProperty extends PropertySummary {
  /** Master-facility keys. */
  amenities: string[]
  /** Guests' average review score (one decimal), null without reviews. */
  rating: number | null
  review_count: number
}

/** Each published property's facility keys, by slug. */
const getPropertyFacilities = cachedRead('property-facilities', ['properties', 'master-facilities'], async (): Promise<Record<string, string[]>> => {
  const docs = await findPublic('properties', {
    select: { slug: true, facilities: true },
    depth: 1,
    populate: { 'master-facilities': { key: true } },
  })
  return Object.fromEntries(
    docs.map((doc: Raw<Property>) => [
      str(doc.slug),
      rows<MasterFacility>(doc.facilities)
        .map((facility) => str(facility.key))
        .filter(Boolean),
    ]),
  )
})

/** Every published property with what the search filters and sorts by, in the group's order. */
export async function getSearchableProperties(): Promise<SearchableProperty[]> {
  const [properties, facilities, reviews] = await Promise.all([getAllProperties(), getPropertyFacilities(), getReviews()])
  const scores = new Map<string, number[]>()
  for (const review of reviews) {
    if (review.rating > 0) scores.set(review.property, [...(scores.get(review.property) ?? []), review.rating])
  }
  return properties.map((property) => {
    const { average, count } = averageRating(scores.get(property.slug) ?? [])
    return { ...property, amenities: facilities[property.slug] ?? [], rating: average, review_count: count }
  })
}

const joinNames = (...names: (ML | undefined)[]): ML => {
  const out: ML = {}
  const locales = new Set(names.flatMap((name) => Object.keys(name ?? {}))) as Set<keyof ML>
  for (const locale of locales) {
    const parts = names.map((name) => name?.[locale] ?? name?.en).filter(Boolean)
    if (parts.length > 0) out[locale] = parts.join(', ')
  }
  return out
}

/**
 * Every country, city and property a search can go to, the countries first, then cities, then
 * properties, each in the group's order. Places without a published property are left out.
 */
export async function getDestinationOptions(): Promise<DestinationOption[]> {
  const [countries, cities, properties, terms] = await Promise.all([getCountries(), getCities(), getAllProperties(), getSearchTerms()])
  const point = (property: PropertySummary): LatLng | null => (property.lat !== null && property.lng !== null ? { lat: property.lat, lng: property.lng } : null)
  const options: DestinationOption[] = []
  for (const country of countries) {
    const inside = properties.filter((property) => property.country?.slug === country.slug)
    if (inside.length === 0) continue
    options.push({
      kind: 'country',
      slug: country.slug,
      name: country.name,
      context: {},
      centre: centreOf(inside.map(point).filter((item): item is LatLng => item !== null)),
      properties: inside.map((property) => property.slug),
      aliases: terms.countries[country.slug] ?? [],
    })
  }
  for (const city of cities) {
    const inside = properties.filter((property) => property.city?.slug === city.slug)
    if (inside.length === 0) continue
    const country = countries.find((item) => item.slug === city.country)
    options.push({
      kind: 'city',
      slug: city.slug,
      name: city.name,
      context: country?.name ?? {},
      centre: parseCoordinates(city.coordinates) ?? centreOf(inside.map(point).filter((item): item is LatLng => item !== null)),
      properties: inside.map((property) => property.slug),
      aliases: terms.cities[city.slug] ?? [],
    })
  }
  for (const property of properties) {
    const sameCity = properties.filter((other) => property.city && other.city?.slug === property.city.slug)
    options.push({
      kind: 'property',
      slug: property.slug,
      name: property.name,
      context: joinNames(property.city?.name, property.country?.name),
      centre: point(property),
      // A hotel named as the destination comes first (nearest to itself), its city's others after it.
      properties: sameCity.length > 0 ? sameCity.map((other) => other.slug) : [property.slug],
      // Its own terms (a ryokan), then its city's (a hotel in Ubud is in Bali).
      aliases: [...(terms.properties[property.slug] ?? []), ...((property.city && terms.cities[property.city.slug]) || [])],
    })
  }
  return options
}

export type DestinationResolution = { status: 'everywhere' } | { status: 'found'; destination: ResolvedDestination; properties: string[] } | { status: 'unknown' }

/**
 * What a destination parameter names, among some destination options: a country, city or property slug
 * as `/destination/{slug}` and `/property/{slug}` use them, or free text matched to a name in any
 * language. '' is everywhere.
 */
export function resolveDestinationIn(options: readonly DestinationOption[], text: string): DestinationResolution {
  const trimmed = text.trim()
  if (!trimmed) return { status: 'everywhere' }
  const bySlug = options.find((option) => option.slug === trimmed.toLowerCase())
  const best = bySlug ?? matchDestinations(options, trimmed)[0]
  if (!best) return { status: 'unknown' }
  return { status: 'found', destination: { kind: best.kind, slug: best.slug, name: best.name, centre: best.centre }, properties: best.properties }
}

/** `resolveDestinationIn` over every destination of the published content. */
export async function resolveDestination(text: string): Promise<DestinationResolution> {
  return text.trim() ? resolveDestinationIn(await getDestinationOptions(), text) : { status: 'everywhere' }
}

/**
 * Every collection and global the stay search reads, directly or through the reads it calls: the
 * properties' summaries, facilities and reviews, the places, the exchange rates, and the booking
 * engine's catalogs (src/booking/catalog.ts). A read added to the search names its sources here too.
 */
const SEARCH_SOURCES: readonly Source[] = [
  'properties',
  'room-types',
  'rate-plans',
  'offers',
  'master-facilities',
  'reviews',
  'countries',
  'cities',
  'media',
  'global:exchange-rates',
]

/**
 * A token that changes whenever content the stay search reads is published: a random value kept in the
 * shared cache under all of the search's tags, so a publish on any app server drops it and the next
 * request draws a new one. What is derived from that content can be kept in memory against the token
 * (src/services/search-index.ts). Outside a Next server every call draws a new token.
 */
export const getSearchContentVersion = cachedRead('search-content-version', SEARCH_SOURCES, async (): Promise<string> => randomUUID())
