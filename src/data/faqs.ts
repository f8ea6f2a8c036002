import { categoryOf } from './categories'
import { cachedRead, findPublic } from './read'
import { ml, num } from './reshape'
import type { Category, Faq } from './types'

export const getFaqs = cachedRead('faqs', ['faqs', 'faq-categories'], async (): Promise<Faq[]> => {
  const docs = await findPublic('faqs', { sort: ['order', 'id'] })
  return docs.map((doc) => ({
    question: ml(doc.question),
    answer: ml(doc.answer),
    category: categoryOf(doc.category),
    order: num(doc.order),
    hotel_times: doc.hotel_times === true,
  }))
})

export interface FaqGroup {
  /** null for questions filed under no category. */
  category: Category | null
  faqs: Faq[]
}

/**
 * Spec §3: the FAQ categories are the distinct values found on the items themselves, in the order
 * they first appear; questions without a category come last, in a group of their own.
 */
export function groupFaqsByCategory(faqs: Faq[]): FaqGroup[] {
  const groups = new Map<string, FaqGroup>()
  const loose: Faq[] = []
  for (const faq of faqs) {
    if (!faq.category) {
      loose.push(faq)
      continue
    }
    const group = groups.get(faq.category.slug) ?? { category: faq.category, faqs: [] }
    group.faqs.push(faq)
    groups.set(faq.category.slug, group)
  }
  return [...groups.values(), ...(loose.length > 0 ? [{ category: null, faqs: loose }] : [])]
}
