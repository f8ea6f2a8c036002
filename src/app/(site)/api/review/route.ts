import { getReviews } from '@/data/reviews'
import { contentRoute } from '@/lib/api/content-route'
import { queryParams } from '@/lib/api/query'

export const GET = contentRoute({ property: queryParams.slug }, async ({ property }) => {
  const reviews = await getReviews()
  return { body: { reviews: property ? reviews.filter((review) => review.property === property) : reviews } }
})
