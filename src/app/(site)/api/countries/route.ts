import { getCountries } from '@/data/places'
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, paginate } from '@/lib/paging'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'
import { queryParams } from '@/app/(site)/api/_shared/query'

/** api-contract: countries answer with a JSON array (spec §3: page 1, size 10 by default). */
export const GET = contentRoute({ page: queryParams.page, page_size: queryParams.page_size }, async ({ page, page_size }) => ({
  body: paginate(await getCountries(), page ?? DEFAULT_PAGE, page_size ?? DEFAULT_PAGE_SIZE).items,
}))
