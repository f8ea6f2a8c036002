import type { Property } from '../cms/payload-types'
import { categoryFrom, categoryOf } from './categories'
import { cachedRead, findPublic } from './read'
import { dateOnly, image, ml, mlRichText, num, rows, seo, str } from './reshape'
import type { Category, Offer } from './types'

export const getOfferCategories = cachedRead('offer-categories', ['offer-categories'], async (): Promise<Category[]> => {
  const docs = await findPublic('offer-categories', { sort: ['order', 'slug'], depth: 0 })
  return docs.map(categoryFrom)
})

export const getOffers = cachedRead('offers', ['offers', 'offer-categories', 'properties', 'media'], async (): Promise<Offer[]> => {
  const docs = await findPublic('offers', { sort: ['order', 'slug'] })
  return docs.map((doc) => ({
    slug: str(doc.slug),
    order: num(doc.order),
    title: ml(doc.title),
    summary: ml(doc.summary),
    description: mlRichText(doc.description),
    category: categoryOf(doc.category),
    properties: rows<Property>(doc.properties).map((property) => str(property.slug)),
    promo_code: str(doc.promo_code),
    discount_percent: typeof doc.discount_percent === 'number' ? doc.discount_percent : null,
    valid_from: dateOnly(doc.valid_from),
    valid_to: dateOnly(doc.valid_to),
    image: image(doc.image),
    meta: seo(doc.meta),
  }))
})

/** A published offer by slug (looked up in the cached list), or null. */
export async function getOfferBySlug(slug: string): Promise<Offer | null> {
  return (await getOffers()).find((offer) => offer.slug === slug) ?? null
}
