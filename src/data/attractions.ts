import { cachedRead, findPublic } from './read'
import { image, ml, slugOf, str } from './reshape'
import type { Attraction } from './types'

export const getAttractions = cachedRead(
  'attractions',
  ['attractions', 'properties', 'cities', 'media'],
  async (): Promise<Attraction[]> => {
    const docs = await findPublic('attractions', { sort: ['order', 'slug'] })
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
  },
)
