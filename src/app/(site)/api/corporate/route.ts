import { getCorporateProfile } from '@/data/site'
import { contentRoute } from '@/lib/api/content-route'

export const GET = contentRoute({}, async () => ({ body: { profile: [await getCorporateProfile()] } }))
