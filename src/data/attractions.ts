import { publishedPropertySlug } from './properties'
import { cachedRead, findPublic } from './read'
import { image, ml, relId, slugOf, str } from './reshape'
import type { Attraction } from './types'

// The property is kept as its id (depth 0 would lose the city and image): publishing a property then
// leaves this read valid, and its slug is looked up in the published properties on the way out.
const getAllAttractions = cachedRead('attractions', ['attractions', 'cities', 'media'], async () => {
  const docs = await findPublic('attractions', { sort: ['order', 'slug'], populate: { properties: { slug: true } } })
  return docs.map((doc) => ({
    property_id: relId(doc.property),
    slug: str(doc.slug),
    name: ml(doc.name),
    description: ml(doc.description),
    category: str(doc.category),
    city: slugOf(doc.city),
    coordinates: str(doc.coordinates),
    image: image(doc.image),
  }))
})

export async function getAttractions(): Promise<Attraction[]> {
  return Promise.all(
    (await getAllAttractions()).map(async (attraction) => ({
      slug: attraction.slug,
      name: attraction.name,
      description: attraction.description,
      category: attraction.category,
      property: await publishedPropertySlug(attraction.property_id),
      city: attraction.city,
      coordinates: attraction.coordinates,
      image: attraction.image,
    })),
  )
}
