import { rateLines, type RateLine } from '@/booking/rates'
import { stayProblems, todayIn } from '@/booking/stay'
import { getPropertyBySlug } from '@/data/properties'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'
import { isTrue, queryParams, requiredSlug } from '@/app/(site)/api/_shared/query'
import { stayParams } from '@/app/(site)/api/_shared/stay'
import { formatMoney } from '@/lib/money'

// The API's rate line (api-contract properties-detail): the booking line without its nights, formatted.
const rateResponse = ({ nightly: _nightly, ...line }: RateLine) => ({ ...line, total_formatted: formatMoney(line.total_minor, line.currency) })

export const GET = contentRoute(
  { corporate_id: queryParams.id, slug: requiredSlug, show_rate: queryParams.flag, ...stayParams },
  async (query) => {
    const property = await getPropertyBySlug(query.slug)
    if (!property) return { notFound: `No property is published at '${query.slug}'.` }
    const problems = stayProblems(query, todayIn(property.time_zone))
    if (Object.keys(problems).length > 0) return { invalid: problems }
    const stay = query.check_in ? { check_in: query.check_in, check_out: query.check_out } : null
    return {
      body: { properties: [isTrue(query.show_rate) ? { ...property, stay, rates: rateLines(property, query).map(rateResponse) } : property] },
    }
  },
)

