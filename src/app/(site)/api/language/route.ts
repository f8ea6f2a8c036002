import { getLanguages } from '@/data/languages'
import { contentRoute } from '@/lib/api/content-route'

export const GET = contentRoute({}, async () => ({
  body: { language: (await getLanguages()).map(({ order: _order, ...language }) => language) },
}))
