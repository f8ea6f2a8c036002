import { getReviews } from '@/data/reviews'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'
import { queryParams } from '@/app/(site)/api/_shared/query'

export const GET = contentRoute({ property: queryParams.slug }, async ({ property }) => {
  const reviews = await getReviews()
  return { body: { reviews: property ? reviews.filter((review) => review.property === property) : reviews } }
})
