/**
 * The addresses visitors try for pages the spec names otherwise answer a permanent redirect (308) to
 * the spec's route, in every language and in one hop; a page that does not exist says so in its
 * <title>, in the page's language. Over real HTTP against `next start`.
 */
import { describe, expect, it } from 'vitest'

const BASE_URL = process.env.TEST_BASE_URL
if (!BASE_URL) throw new Error('TEST_BASE_URL is not set: run the suite with `npm test`.')

const get = (path: string) => fetch(new URL(path, BASE_URL), { redirect: 'manual' })
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''

describe('the names visitors type for the site’s pages', () => {
  const cases: [string, string][] = [
    ['/careers', '/career'],
    ['/about-us', '/about'],
    ['/contact', '/contact-us'],
    ['/en/careers', '/career'],
    ['/ja/careers', '/ja/career'],
    ['/th/about-us', '/th/about'],
    ['/fr/contact', '/fr/contact-us'],
    ['/jobs', '/career'],
    ['/en/about-us', '/about'],
    ['/de/jobs', '/de/career'],
  ]
  it.each(cases)('%s → 308 %s, which answers 200', async (from, to) => {
    const response = await get(from)
    expect(response.status).toBe(308)
    const location = new URL(response.headers.get('location') ?? '', BASE_URL)
    expect(location.pathname).toBe(to)
    // Nothing of the rule's own making in the address, e.g. its parameters as a query.
    expect(location.search).toBe('')
    expect((await get(location.pathname)).status).toBe(200)
  })
})

describe('the 404 page’s title', () => {
  const cases: [string, RegExp][] = [
    ['/no-such-page', /Page not found/i],
    ['/listing/no-such-hotel', /Page not found/i],
    ['/ja/no-such-page', /ページが見つかりません/],
    ['/th/blog/no-such-post', /ไม่พบหน้านี้/],
  ]
  it.each(cases)('%s is a 404 titled %s', async (path, title) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(titleOf(await response.text())).toMatch(title)
  })
})

describe('the search finds places by the names people type', () => {
  const cases: [string, string, string][] = [
    ['en', 'Bali', 'aurelia-ubud-retreat'],
    ['en', 'Riviera', 'aurelia-nice-promenade'],
    ['en', "Côte d'Azur", 'aurelia-nice-promenade'],
    ['en', 'ryokan', 'aurelia-kyoto-higashiyama'],
    ['ja', 'きょうと', 'aurelia-kyoto-higashiyama'],
    ['ja', 'りょかん', 'aurelia-kyoto-higashiyama'],
    ['th', 'บาหลี', 'aurelia-ubud-retreat'],
  ]
  it.each(cases)('%s: "%s" finds %s', async (lang, typed, slug) => {
    const response = await get(`/api/search?destination=${encodeURIComponent(typed)}&lang=${lang}`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { properties: { slug: string }[] }
    expect(body.properties.map((property) => property.slug)).toEqual([slug])
  })

  it.each([
    ['/search-result?destination=Bali', 'aurelia-ubud-retreat'],
    ['/ja/search-result?destination=%E3%81%8D%E3%82%87%E3%81%86%E3%81%A8', 'aurelia-kyoto-higashiyama'],
    ['/th/search-result?destination=%E0%B8%9A%E0%B8%B2%E0%B8%AB%E0%B8%A5%E0%B8%B5', 'aurelia-ubud-retreat'],
  ])('the results page %s lists %s', async (path, slug) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    const html = await response.text()
    // One result, that hotel (its card links to its rates).
    expect(html.match(/data-testid="search-result"/g)).toHaveLength(1)
    expect(html).toMatch(new RegExp(`href="(/(ja|th))?/property/${slug}[?"]`))
  })
})
