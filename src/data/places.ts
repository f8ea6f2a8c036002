import { cachedRead, findPublic } from './read'
import { image, ml, slugOf, str } from './reshape'
import type { City, Country } from './types'

export const getCountries = cachedRead('countries', ['countries', 'media'], async (): Promise<Country[]> => {
  const docs = await findPublic('countries', { sort: ['order', 'slug'] })
  return docs.map((doc) => ({
    slug: str(doc.slug),
    code: str(doc.code),
    name: ml(doc.name),
    description: ml(doc.description),
    image: image(doc.image),
  }))
})

export const getCities = cachedRead('cities', ['cities', 'countries', 'media'], async (): Promise<City[]> => {
  const docs = await findPublic('cities', { sort: ['order', 'slug'] })
  return docs.map((doc) => ({
    slug: str(doc.slug),
    name: ml(doc.name),
    country: slugOf(doc.country) ?? '',
    description: ml(doc.description),
    coordinates: str(doc.coordinates),
    image: image(doc.image),
  }))
})

/** A page of /destination/{slug}: a country or a city, with the country and the country's cities. */
export type Destination = { kind: 'country'; country: Country; cities: City[] } | { kind: 'city'; city: City; country: Country | null; cities: City[] }

/**
 * The country or city with this slug (country and city slugs do not collide), or null. The slug comes
 * from a visitor's URL, so it is looked up in the cached lists: an unknown slug never becomes a cache entry.
 */
export async function getDestinationBySlug(slug: string): Promise<Destination | null> {
  const [countries, cities] = await Promise.all([getCountries(), getCities()])
  const country = countries.find((item) => item.slug === slug)
  if (country) return { kind: 'country', country, cities: cities.filter((city) => city.country === slug) }
  const city = cities.find((item) => item.slug === slug)
  if (city) {
    const country = countries.find((item) => item.slug === city.country) ?? null
    return { kind: 'city', city, country, cities: cities.filter((item) => item.country === city.country) }
  }
  return null
}
