import { getCorporateProfile } from '@/data/corporate'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'

export const GET = contentRoute({}, async () => ({ body: { profile: [await getCorporateProfile()] } }))
