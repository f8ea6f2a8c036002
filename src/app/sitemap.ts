import type { MetadataRoute } from 'next'

import { getBlogPosts } from '@/data/blog'
import { getContentDates, laterDate } from '@/data/content-dates'
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

type Entry = { path: string; lastModified: string | null }

/**
 * Every indexable page, as route-table paths without a language prefix, with the date its content
 * last changed (Payload's updatedAt; for a list, its newest item): the pages of spec §2 and one entry
 * per published property (its listing page and its rates page /property/{slug}), offer, post,
 * destination (country or city) and policy. Not listed: /search-result (a query, not a page), the
 * `?room=&rate=` and dated variants of /property/{slug} (canonical to it, linked with rel=nofollow), the
 * style showcase and the 404 page.
 */
async function indexablePages(): Promise<Entry[]> {
  const [slugs, offers, posts, countries, cities, policies, dates] = await Promise.all([
    propertySlugs(),
    getOffers(),
    getBlogPosts(),
    getCountries(),
    getCities(),
    getPolicies(),
    getContentDates(),
  ])
  const { bySlug, latest, globals, hotelRates } = dates
  const newest = (...values: (string | null | undefined)[]) => values.reduce<string | null>((a, b) => laterDate(a, b), null)
  const entry = (path: string, ...changed: (string | null | undefined)[]): Entry => ({ path, lastModified: newest(...changed) })
  return [
    entry(routes.home(), globals['corporate-profile'], latest.slideshows, latest.properties, latest.offers),
    entry(routes.listings(), latest.properties, latest.countries, latest.cities),
    ...slugs.map((slug) => entry(routes.listing(slug), bySlug.properties[slug], hotelRates[slug])),
    ...slugs.map((slug) => entry(routes.property(slug), bySlug.properties[slug], hotelRates[slug])),
    entry(routes.destinations(), latest.countries, latest.cities, latest.properties),
    ...countries.map((place) => entry(routes.destination(place.slug), bySlug.countries[place.slug], latest.attractions)),
    ...cities.map((place) => entry(routes.destination(place.slug), bySlug.cities[place.slug], latest.attractions)),
    entry(routes.offers(), latest.offers),
    ...offers.map((offer) => entry(routes.offer(offer.slug), bySlug.offers[offer.slug])),
    entry(routes.blog(), latest['blog-posts']),
    ...posts.map((post) => entry(routes.blogPost(post.slug), bySlug['blog-posts'][post.slug])),
    entry(routes.about(), globals.about),
    entry(routes.faq(), latest.faqs, latest['faq-categories']),
    entry(routes.careers(), latest.careers),
    entry(routes.host(), globals['host-content']),
    entry(routes.demo(), globals['corporate-profile']),
    entry(routes.contact(), globals['corporate-profile'], latest.properties),
    entry(routes.policies(), latest['privacy-policies']),
    ...policies.map((policy) => entry(routes.policy(policy.slug), bySlug['privacy-policies'][policy.slug])),
  ]
}

/** /sitemap.xml: each page in all 8 languages, each entry naming its alternates and x-default, and when it last changed. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await indexablePages()
  return pages.flatMap(({ path, lastModified }) => {
    const languages = languageAlternates(path)
    return LOCALES.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, path)),
      ...(lastModified ? { lastModified } : {}),
      alternates: { languages },
    }))
  })
}
