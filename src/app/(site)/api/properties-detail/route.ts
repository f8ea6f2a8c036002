import { getPropertyBySlug } from '@/data/properties'
import type { PropertyDetail } from '@/data/types'
import { contentRoute } from '@/lib/api/content-route'
import { isTrue, queryParams, requiredSlug } from '@/lib/api/query'
import { stayParams, stayProblems } from '@/lib/api/stay'
import { nightsBetween, todayIn } from '@/lib/dates'
import { formatMoney } from '@/lib/money'

interface Stay {
  check_in?: string
  check_out?: string
  rooms?: number
}

/**
 * Base rates for a stay: each rate plan's nightly price for each room type, times nights and rooms.
 * (Availability, taxes and promotions belong to the booking engine of a later issue.)
 */
function ratesFor(property: PropertyDetail, stay: Stay) {
  const nights = stay.check_in && stay.check_out ? nightsBetween(stay.check_in, stay.check_out) : 1
  const rooms = stay.rooms ?? 1
  return property.rate_plans.flatMap((plan) =>
    plan.prices.map((price) => {
      const total = price.nightly_minor * nights * rooms
      return {
        room_type: price.room_type,
        rate_plan: plan.code,
        nightly_minor: price.nightly_minor,
        nights,
        rooms,
        total_minor: total,
        currency: property.currency,
        total_formatted: formatMoney(total, property.currency),
      }
    }),
  )
}

export const GET = contentRoute(
  { corporate_id: queryParams.id, slug: requiredSlug, show_rate: queryParams.flag, ...stayParams },
  async (query) => {
    const property = await getPropertyBySlug(query.slug)
    if (!property) return { notFound: `No property is published at '${query.slug}'.` }
    const problems = stayProblems(query, todayIn(property.time_zone))
    if (Object.keys(problems).length > 0) return { invalid: problems }
    const stay = query.check_in ? { check_in: query.check_in, check_out: query.check_out } : null
    return {
      body: { properties: [isTrue(query.show_rate) ? { ...property, stay, rates: ratesFor(property, query) } : property] },
    }
  },
)

