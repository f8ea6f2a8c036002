import { getSellingPoints } from '@/data/selling-points'
import { contentRoute } from '@/lib/api/content-route'

export const GET = contentRoute({}, async () => ({ body: { selling_points: await getSellingPoints() } }))
