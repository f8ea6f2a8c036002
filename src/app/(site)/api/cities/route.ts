import { getCities } from '@/data/places'
import { contentRoute } from '@/lib/api/content-route'
import { queryParams } from '@/lib/api/query'

export const GET = contentRoute({ country: queryParams.slug }, async ({ country }) => {
  const cities = await getCities()
  return { body: { cities: country ? cities.filter((city) => city.country === country) : cities } }
})
