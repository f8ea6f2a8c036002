import { getHostUsps } from '@/data/selling-points'
import { contentRoute } from '@/lib/api/content-route'

export const GET = contentRoute({}, async () => ({ body: { host_usps: await getHostUsps() } }))
