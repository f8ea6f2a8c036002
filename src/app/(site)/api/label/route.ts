import { getLabels } from '@/data/labels'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'

export const GET = contentRoute({}, async () => ({ body: { labels: await getLabels() } }))
