import { getSlides } from '@/data/slides'
import { contentRoute } from '@/lib/api/content-route'
import { queryParams } from '@/lib/api/query'

export const GET = contentRoute({ corporate_id: queryParams.id }, async ({ corporate_id }) => ({
  body: { slideshows: await getSlides(corporate_id) },
}))
