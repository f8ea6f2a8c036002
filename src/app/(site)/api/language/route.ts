import { getLanguages } from '@/data/languages'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'

export const GET = contentRoute({}, async () => ({
  body: { language: (await getLanguages()).map(({ order: _order, ...language }) => language) },
}))
