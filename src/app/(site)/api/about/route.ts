import { getAbout, getGalleries } from '@/data/about'
import { contentRoute } from '@/lib/api/content-route'

export const GET = contentRoute({}, async () => {
  const [about, galleries] = await Promise.all([getAbout(), getGalleries()])
  return { body: { about_content: [about], galleries } }
})
