import { getSocialLinks } from '@/data/social-media'
import { contentRoute } from '@/lib/api/content-route'

export const GET = contentRoute({}, async () => ({ body: { social_media: await getSocialLinks() } }))
