import type { MetadataRoute } from 'next'

import { getCorporateProfile } from '@/data/corporate'
import { pick } from '@/i18n/text'

// Read per request from the read model's cache: the group's name is content, published without a rebuild.
export const dynamic = 'force-dynamic'

/** /manifest.webmanifest: the group's name and mark (public/icon-*.png, from scripts/generate-icons.ts) for a home-screen shortcut. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const profile = await getCorporateProfile()
  return {
    name: profile.name,
    short_name: profile.name.split(/\s+[&|–-]\s+|\s+/)[0] || profile.name,
    description: pick(profile.tagline, 'en') || undefined,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#f7f3ec',
    theme_color: '#f7f3ec',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' },
    ],
  }
}
