import { cachedRead } from './cache'

import { findPublic } from './query'
import { type Doc, image, isDoc, ml, num, str } from './reshape'
import type { Attraction, City, Country, Facility, Review } from './types'

export function facilityFrom(doc: Doc): Facility {
  return {
    key: str(doc.key),
    name: ml(doc.name),
    icon: str(doc.icon),
    category: doc.category === 'room' ? 'room' : 'property',
  }
}

const slugOf = (value: unknown): string | null => (isDoc(value) ? str(value.slug) || null : null)

export const getMasterFacilities = cachedRead('getMasterFacilities', ['master-facilities'], async (): Promise<Facility[]> => {
  const { docs } = await findPublic('master-facilities', { sort: ['order', 'key'], depth: 0 })
  return docs.map(facilityFrom)
})

export const getCountries = cachedRead('getCountries', ['countries', 'media'], async (): Promise<Country[]> => {
  const { docs } = await findPublic('countries', { sort: ['order', 'slug'] })
  return docs.map((doc) => ({
    slug: str(doc.slug),
    code: str(doc.code),
    name: ml(doc.name),
    description: ml(doc.description),
    image: image(doc.image),
  }))
})

export const getCities = cachedRead('getCities', ['cities', 'countries', 'media'], async (): Promise<City[]> => {
  const { docs } = await findPublic('cities', { sort: ['order', 'slug'] })
  return docs.map((doc) => ({
    slug: str(doc.slug),
    name: ml(doc.name),
    country: slugOf(doc.country) ?? '',
    description: ml(doc.description),
    coordinates: str(doc.coordinates),
    image: image(doc.image),
  }))
})

export const getAttractions = cachedRead('getAttractions', ['attractions', 'properties', 'cities', 'media'], async (): Promise<Attraction[]> => {
  const { docs } = await findPublic('attractions', { sort: ['order', 'slug'] })
  return docs.map((doc) => ({
    slug: str(doc.slug),
    name: ml(doc.name),
    description: ml(doc.description),
    category: str(doc.category),
    property: slugOf(doc.property),
    city: slugOf(doc.city),
    coordinates: str(doc.coordinates),
    image: image(doc.image),
  }))
})

/**
 * Reviews of published properties, newest first. A review of an unpublished property is left out
 * (its relationship does not populate for the public).
 */
export const getReviews = cachedRead('getReviews', ['reviews', 'properties'], async (): Promise<Review[]> => {
  const { docs } = await findPublic('reviews', { sort: ['-date', 'author'] })
  return docs
    .filter((doc) => isDoc(doc.property))
    .map((doc) => ({
      property: slugOf(doc.property) ?? '',
      author: str(doc.author),
      country: str(doc.country),
      rating: num(doc.rating),
      date: str(doc.date).slice(0, 10),
      title: ml(doc.title),
      body: ml(doc.body),
    }))
})

