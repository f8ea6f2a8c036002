import { getCareers } from '@/data/careers'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'

export const GET = contentRoute({}, async () => ({ body: { careers: await getCareers() } }))
