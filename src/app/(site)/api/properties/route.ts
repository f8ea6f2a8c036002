import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@/lib/paging'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'
import { queryParams } from '@/app/(site)/api/_shared/query'
import { getPricedPropertiesPage } from '@/services/from-price'
import { z } from 'zod'

/**
 * Spec §9: properties are sorted by 'order' (the only sort this list offers). Each carries its "from"
 * price, `from_price_minor`: the lowest all-in nightly price of the stay named beside it in
 * `from_price_stay` (src/services/from-price.ts), the price the hotel's cards and pages show.
 */
export const GET = contentRoute(
  {
    sort_by: z.enum(['order'], { error: "must be 'order'" }).optional(),
    page: queryParams.page,
    page_size: queryParams.page_size,
  },
  async ({ page, page_size }) => ({
    body: await getPricedPropertiesPage(page ?? DEFAULT_PAGE, page_size ?? DEFAULT_PAGE_SIZE),
  }),
)
