import { getMasterFacilities } from '@/data/facilities'
import { contentRoute } from '@/lib/api/content-route'

export const GET = contentRoute({}, async () => ({ body: { preset_facilities: await getMasterFacilities() } }))
