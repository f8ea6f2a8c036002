import { getAbout, getGalleries } from '@/data/about'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'

export const GET = contentRoute({}, async () => {
  const [about, galleries] = await Promise.all([getAbout(), getGalleries()])
  return { body: { about_content: [about], galleries } }
})
