import type { MetadataRoute } from 'next'

import { getProperties } from '@/data/properties'
import { LOCALES } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import { absoluteUrl, languageAlternates } from '@/lib/site-url'

// Built per request from the read model's cache: the origin is run-time configuration (SITE_URL),
// and a newly published hotel must appear without a rebuild.
export const dynamic = 'force-dynamic'

/** Properties per read; the loop below reads every page of them. */
const PAGE_SIZE = 100

async function propertySlugs(): Promise<string[]> {
  const slugs: string[] = []
  for (let page = 1; ; page++) {
    const { properties, pagination } = await getProperties(page, PAGE_SIZE)
    slugs.push(...properties.map((property) => property.slug))
    if (properties.length === 0 || page >= pagination.total_pages) return slugs
  }
}

/**
 * Every indexable page, as route-table paths without a language prefix. Only pages that exist are
 * listed: add each new page here (routes.offers(), routes.offer(slug)…) in the issue that builds it.
 */
async function indexablePaths(): Promise<string[]> {
  const slugs = await propertySlugs()
  return [routes.home(), ...slugs.map((slug) => routes.listing(slug))]
}

/** /sitemap.xml: each page in all 8 languages, each entry naming its alternates and x-default. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const paths = await indexablePaths()
  return paths.flatMap((path) => {
    const languages = languageAlternates(path)
    return LOCALES.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, path)),
      alternates: { languages },
    }))
  })
}
