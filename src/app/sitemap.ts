import type { MetadataRoute } from 'next'

import { getBlogPosts } from '@/data/blog'
import { getOffers } from '@/data/offers'
import { getCities, getCountries } from '@/data/places'
import { getPolicies } from '@/data/policies'
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
 * Every indexable page, as route-table paths without a language prefix: the pages of spec §2 and one
 * entry per published property, offer, post, destination (country or city) and policy. Not listed:
 * /search-result (a query, not a page), /property/{slug} (the booking step of a listing page), the
 * style showcase and the 404 page.
 */
async function indexablePaths(): Promise<string[]> {
  const [slugs, offers, posts, countries, cities, policies] = await Promise.all([
    propertySlugs(),
    getOffers(),
    getBlogPosts(),
    getCountries(),
    getCities(),
    getPolicies(),
  ])
  return [
    routes.home(),
    routes.listings(),
    ...slugs.map((slug) => routes.listing(slug)),
    routes.destinations(),
    ...[...countries, ...cities].map((place) => routes.destination(place.slug)),
    routes.offers(),
    ...offers.map((offer) => routes.offer(offer.slug)),
    routes.blog(),
    ...posts.map((post) => routes.blogPost(post.slug)),
    routes.about(),
    routes.faq(),
    routes.careers(),
    routes.host(),
    routes.demo(),
    routes.contact(),
    routes.policies(),
    ...policies.map((policy) => routes.policy(policy.slug)),
  ]
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
