import { getLabels } from '@/data/labels'
import { contentRoute } from '@/lib/api/content-route'

export const GET = contentRoute({}, async () => ({ body: { labels: await getLabels() } }))
