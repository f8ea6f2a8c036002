/**
 * Structured data as Google's rich-results rules read it: every JSON-LD and microdata item of every route
 * type (the dated rates page, with its offers, included), in English and Japanese, over real HTTP against
 * `next start`, extracted by @marbec/web-auto-extractor and checked by Adobe's structured-data validator
 * (its Google rules for Offer, PriceSpecification, BreadcrumbList, Organization, JobPosting, …; without
 * the schema.org vocabulary, which it would fetch from the network). No ERROR; warnings are optional fields.
 */
import Validator from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import { describe, expect, it } from 'vitest'

import { SITE_ROUTES } from '../e2e/routes'

const BASE_URL = process.env.TEST_BASE_URL
if (!BASE_URL) throw new Error('TEST_BASE_URL is not set: run the suite with `npm test`.')

/** A stay months ahead, so the rates page draws its offers (check-in on a Tuesday, 2 nights, 2 adults). */
function datedRatesPath(): string {
  const day = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 9))
  const iso = (date: Date) => date.toISOString().slice(0, 10)
  const out = new Date(day.getTime() + 2 * 86_400_000)
  return `/property/aurelia-kyoto-higashiyama?check_in=${iso(day)}&check_out=${iso(out)}&adults=2`
}

describe.each(['en', 'ja'])('structured data in %s', (lang) => {
  it('every route type has items, and none breaks a rich-results rule', async () => {
    const validator = new Validator()
    const errors: string[] = []
    let items = 0
    for (const route of [...SITE_ROUTES, datedRatesPath()]) {
      const path = lang === 'en' ? route : route === '/' ? `/${lang}` : `/${lang}${route}`
      const html = await (await fetch(new URL(path, BASE_URL))).text()
      const data = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html)
      items += Object.values(data.jsonld ?? {}).flat().length
      const issues = await validator.validate(data)
      for (const issue of issues.filter((found) => found.severity === 'ERROR')) errors.push(`${path}: ${issue.issueMessage} ${JSON.stringify(issue.path)}`)
    }
    expect(errors).toEqual([])
    // Breadcrumbs on nearly every page, plus Hotel, Offer, FAQPage, BlogPosting, JobPosting, Organization…
    expect(items).toBeGreaterThan(SITE_ROUTES.length)
  }, 180_000)
})

describe.each(['en', 'ja'])('each hotel page’s aggregateRating in %s', (lang) => {
  it('is the mean and count of the reviews the API serves, out of 5, and passes the validator', async () => {
    const { properties } = (await (await fetch(new URL('/api/properties?page_size=50', BASE_URL))).json()) as { properties: { slug: string }[] }
    expect(properties.length).toBeGreaterThanOrEqual(9)
    const validator = new Validator()
    for (const { slug } of properties) {
      const { reviews } = (await (await fetch(new URL(`/api/review?property=${slug}`, BASE_URL))).json()) as { reviews: { rating: number }[] }
      expect(reviews.length, slug).toBeGreaterThanOrEqual(6)
      const mean = Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10
      const path = lang === 'en' ? `/listing/${slug}` : `/${lang}/listing/${slug}`
      const html = await (await fetch(new URL(path, BASE_URL))).text()
      const data = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html)
      const hotels = Object.values(data.jsonld ?? {})
        .flat()
        .filter((item) => (item as { '@type'?: string })['@type'] === 'Hotel') as { aggregateRating?: Record<string, unknown> }[]
      expect(hotels, path).toHaveLength(1)
      expect(hotels[0]!.aggregateRating, path).toMatchObject({ '@type': 'AggregateRating', ratingValue: mean, reviewCount: reviews.length, bestRating: 5 })
      // The page shows the same figures beside the hotel's name.
      const shown = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(mean)
      expect(html.replaceAll('<!-- -->', ''), path).toMatch(
        new RegExp(`data-testid="property-rating"[^>]*>\\s*<span aria-hidden="true">${shown.replace('.', '\\.')} ★ · `),
      )
      const issues = await validator.validate(data)
      expect(
        issues.filter((issue) => issue.severity === 'ERROR').map((issue) => issue.issueMessage),
        path,
      ).toEqual([])
    }
  }, 180_000)
})
