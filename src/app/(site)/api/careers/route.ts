import { getCareers } from '@/data/careers'
import { contentRoute } from '@/lib/api/content-route'

export const GET = contentRoute({}, async () => ({ body: { careers: await getCareers() } }))
