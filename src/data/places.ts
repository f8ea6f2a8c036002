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
