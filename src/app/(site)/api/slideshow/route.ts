import { getSlides } from '@/data/slides'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'
import { queryParams } from '@/app/(site)/api/_shared/query'

export const GET = contentRoute({ corporate_id: queryParams.id }, async ({ corporate_id }) => ({
  body: { slideshows: await getSlides(corporate_id) },
}))
