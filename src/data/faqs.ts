import { categoryOf } from './categories'
import { cachedRead, findPublic } from './read'
import { ml, num } from './reshape'
import type { Faq } from './types'

export const getFaqs = cachedRead('faqs', ['faqs', 'faq-categories'], async (): Promise<Faq[]> => {
  const docs = await findPublic('faqs', { sort: ['order', 'id'] })
  return docs.map((doc) => ({
    question: ml(doc.question),
    answer: ml(doc.answer),
    category: categoryOf(doc.category),
    order: num(doc.order),
  }))
})
