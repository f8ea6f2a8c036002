import type { Metadata } from 'next'

import type { Image } from '@/data/types'
import type { Locale } from '@/i18n/locales'
import { pageAlternates } from '@/lib/site-url'

/**
 * The metadata every page carries: its own title (the layout's template adds "| Site"), a description,
 * the canonical URL and hreflang alternates (8 languages + x-default), and Open Graph.
 * `path` is a route-table path without language prefix (src/i18n/routes.ts).
 */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  image,
  type = 'website',
}: {
  locale: Locale
  path: string
  title: string
  description?: string
  image?: Image | null
  type?: 'website' | 'article'
}): Metadata {
  const alternates = pageAlternates(locale, path)
  return {
    title,
    description: description || undefined,
    alternates,
    openGraph: {
      type,
      title,
      description: description || undefined,
      url: alternates.canonical,
      locale,
      images: image ? [{ url: image.url, width: image.width, height: image.height }] : undefined,
    },
  }
}
