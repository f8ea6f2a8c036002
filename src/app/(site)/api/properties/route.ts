import { getProperties } from '@/data/properties'
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@/lib/paging'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'
import { queryParams } from '@/app/(site)/api/_shared/query'
import { z } from 'zod'

/** Spec §9: properties are sorted by 'order' (the only sort this list offers). */
export const GET = contentRoute(
  {
    sort_by: z.enum(['order'], { error: "must be 'order'" }).optional(),
    page: queryParams.page,
    page_size: queryParams.page_size,
  },
  async ({ page, page_size }) => ({
    body: await getProperties(page ?? DEFAULT_PAGE, page_size ?? DEFAULT_PAGE_SIZE),
  }),
)
