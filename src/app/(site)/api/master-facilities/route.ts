import { getMasterFacilities } from '@/data/facilities'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'

export const GET = contentRoute({}, async () => ({ body: { preset_facilities: await getMasterFacilities() } }))
