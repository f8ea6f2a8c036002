import { getFaqs } from '@/data/faqs'
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, paginate } from '@/lib/paging'
import type { Category } from '@/data/types'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'
import { categorisedListParams, isTrue } from '@/app/(site)/api/_shared/query'

/** Spec §3: FAQ categories are the distinct category values found on the items themselves. */
export const GET = contentRoute(categorisedListParams, async ({ show_category, category, page, page_size }) => {
  const all = await getFaqs()
  const faqs = all.filter((faq) => !category || faq.category?.slug === category)
  const { items, pagination } = paginate(faqs, page ?? DEFAULT_PAGE, page_size ?? DEFAULT_PAGE_SIZE)
  if (!isTrue(show_category)) return { body: { faqs: items, pagination } }
  const categories = new Map<string, Category>()
  for (const faq of all) if (faq.category) categories.set(faq.category.slug, faq.category)
  return { body: { faqs: items, categories: [...categories.values()], pagination } }
})
