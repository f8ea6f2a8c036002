import { getCities } from '@/data/places'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'
import { queryParams } from '@/app/(site)/api/_shared/query'

export const GET = contentRoute({ country: queryParams.slug }, async ({ country }) => {
  const cities = await getCities()
  return { body: { cities: country ? cities.filter((city) => city.country === country) : cities } }
})
