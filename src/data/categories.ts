import type { BlogCategory, FaqCategory, OfferCategory } from '../cms/payload-types'
import { ml, type Raw, raw, str } from './reshape'
import type { Category } from './types'

type CategoryDoc = Raw<OfferCategory> | Raw<BlogCategory> | Raw<FaqCategory>

export const categoryFrom = (doc: CategoryDoc): Category => ({ slug: str(doc.slug), name: ml(doc.name) })

/** A populated category relationship, or null. */
export function categoryOf(value: unknown): Category | null {
  const doc = raw<OfferCategory>(value)
  return doc ? categoryFrom(doc) : null
}
