import { getSocialLinks } from '@/data/social-media'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'

export const GET = contentRoute({}, async () => ({ body: { social_media: await getSocialLinks() } }))
