import { getOfferCategories, getOffers } from '@/data/offers'
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, paginate } from '@/lib/paging'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'
import { categorisedListParams, isTrue } from '@/app/(site)/api/_shared/query'

/** With show_category: { offers, categories, pagination }; without: a JSON array of offers. */
export const GET = contentRoute(categorisedListParams, async ({ show_category, category, page, page_size }) => {
  const offers = (await getOffers()).filter((offer) => !category || offer.category?.slug === category)
  const { items, pagination } = paginate(offers, page ?? DEFAULT_PAGE, page_size ?? DEFAULT_PAGE_SIZE)
  if (!isTrue(show_category)) return { body: items }
  return { body: { offers: items, categories: await getOfferCategories(), pagination } }
})
