import { getAttractions } from '@/data/attractions'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'
import { queryParams } from '@/app/(site)/api/_shared/query'

export const GET = contentRoute({ property: queryParams.slug }, async ({ property }) => {
  const attractions = await getAttractions()
  return { body: { attractions: property ? attractions.filter((item) => item.property === property) : attractions } }
})
