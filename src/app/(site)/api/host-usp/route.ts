import { getHostUsps } from '@/data/selling-points'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'

export const GET = contentRoute({}, async () => ({ body: { host_usps: await getHostUsps() } }))
