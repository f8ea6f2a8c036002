import { getAttractions } from '@/data/attractions'
import { contentRoute } from '@/lib/api/content-route'
import { queryParams } from '@/lib/api/query'

export const GET = contentRoute({ property: queryParams.slug }, async ({ property }) => {
  const attractions = await getAttractions()
  return { body: { attractions: property ? attractions.filter((item) => item.property === property) : attractions } }
})
