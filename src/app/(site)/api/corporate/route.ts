import { getCorporateProfile } from '@/data/corporate'
import { contentRoute } from '@/lib/api/content-route'

export const GET = contentRoute({}, async () => ({ body: { profile: [await getCorporateProfile()] } }))
