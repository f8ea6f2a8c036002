import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales'
import { publishedPropertySlug } from './properties'
import { cachedRead, findPublic } from './read'
import { dateOnly, ml, num, relId, str } from './reshape'
import type { Review } from './types'

const getAllReviews = cachedRead('reviews', ['reviews'], async () => {
  const docs = await findPublic('reviews', { sort: ['-date', 'author'], depth: 0 })
  return docs.map((doc) => ({
    property_id: String(relId(doc.property)),
    author: str(doc.author),
    country: str(doc.country),
    rating: num(doc.rating),
    date: dateOnly(doc.date) ?? '',
    language: (LOCALES as string[]).includes(str(doc.language)) ? (str(doc.language) as Locale) : DEFAULT_LOCALE,
    title: ml(doc.title),
    body: ml(doc.body),
  }))
})

/** Reviews of published properties, newest first (a review of an unpublished property is left out). */
export async function getReviews(): Promise<Review[]> {
  const reviews = await getAllReviews()
  const out: Review[] = []
  for (const { property_id, ...review } of reviews) {
    const property = await publishedPropertySlug(property_id)
    if (property) out.push({ property, ...review })
  }
  return out
}
