import { cachedRead, findPublic } from './read'
import { dateOnly, ml, num, raw, slugOf, str } from './reshape'
import type { Review } from './types'

/**
 * Reviews of published properties, newest first. A review of an unpublished property is left out
 * (its relationship does not populate for the public).
 */
export const getReviews = cachedRead('reviews', ['reviews', 'properties'], async (): Promise<Review[]> => {
  const docs = await findPublic('reviews', { sort: ['-date', 'author'] })
  return docs
    .filter((doc) => raw(doc.property) !== null)
    .map((doc) => ({
      property: slugOf(doc.property) ?? '',
      author: str(doc.author),
      country: str(doc.country),
      rating: num(doc.rating),
      date: dateOnly(doc.date) ?? '',
      title: ml(doc.title),
      body: ml(doc.body),
    }))
})
