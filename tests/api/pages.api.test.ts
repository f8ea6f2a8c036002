/**
 * Every page of spec §2 in all 8 languages, over real HTTP against `next start`: 200, the page's
 * language, its own title ("Page | Site"), a canonical link to itself and hreflang alternates for the
 * 8 languages and x-default. Unknown paths and slugs answer 404.
 */
import { describe, expect, it } from 'vitest'

import { SITE_ROUTES } from '../e2e/routes'
import { decodeHtml as decode } from '../support/html'

const BASE_URL = process.env.TEST_BASE_URL
if (!BASE_URL) throw new Error('TEST_BASE_URL is not set: run the suite with `npm test`.')
const SITE_URL = new URL(process.env.SITE_URL || BASE_URL).origin
const LANGS = ['en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id'] as const
const SITE_NAME = 'Aurelia Hotels & Resorts'

const localized = (lang: string, path: string) => (lang === 'en' ? path : path === '/' ? `/${lang}` : `/${lang}${path}`)

/** A URL as a browser resolves it (the site's root is written with or without its slash). */
const href = (url: string | undefined) => (url ? new URL(url).href : url)

async function page(path: string) {
  const response = await fetch(new URL(path, BASE_URL), { redirect: 'manual' })
  const html = await response.text()
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined)
  return {
    status: response.status,
    lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1],
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    alternates: Object.fromEntries([...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])),
    robots: /<meta name="robots" content="([^"]+)"/.exec(head)?.[1] ?? '',
  }
}

describe.each(LANGS)('every page in %s', (lang) => {
  it('answers 200 with its language, its own title, a canonical link and hreflang alternates', async () => {
    const titles = new Map<string, string>()
    for (const route of SITE_ROUTES) {
      const path = localized(lang, route)
      const result = await page(path)
      expect(result.status, path).toBe(200)
      expect(result.lang, path).toBe(lang)
      expect(result.title, path).toMatch(new RegExp(`.+ \\| ${SITE_NAME.replace(/&/g, '&')}$`))
      if (route !== '/stylesheet') {
        expect(href(result.canonical), path).toBe(href(SITE_URL + path))
        expect(Object.keys(result.alternates).sort(), path).toEqual([...LANGS, 'x-default'].sort())
        expect(href(result.alternates[lang]), path).toBe(href(SITE_URL + path))
        expect(href(result.alternates['x-default']), path).toBe(href(SITE_URL + route))
      }
      titles.set(route, result.title)
    }
    // Each page names itself: no two routes share a title.
    const seen = new Map<string, string>()
    for (const [route, title] of titles) {
      expect(seen.get(title), `${route} has the same title as ${seen.get(title)}: "${title}"`).toBeUndefined()
      seen.set(title, route)
    }
  })
})

describe('paths that are not pages', () => {
  const missing = [
    '/no-such-page',
    '/ja/no-such-page/deeper',
    '/offers/no-such-offer',
    '/th/blog/no-such-post',
    '/listing/no-such-hotel',
    '/ja/property/no-such-hotel',
    '/destination/atlantis',
    '/privacy-policies/no-such-policy',
    '/fr/offers/%E2%80%AE',
    '/not-found',
  ]
  it.each(missing)('%s answers 404 and is not indexed', async (path) => {
    const result = await page(path)
    expect(result.status).toBe(404)
    expect(result.robots).toContain('noindex')
  })
})

/** Pages listing cards or results (the search's first result is in the first screen's reach). */
const LIST_PAGES = ['/blog', '/offers', '/destination', '/ja/blog', '/th/offers', '/search-result?destination=japan']

describe('list pages on a phone', () => {
  // The first card's picture is what a phone shows first (the page's largest paint): loaded with the
  // page, at high priority, where a lazy one waited for layout (Lighthouse: /blog LCP 3.6 s, 1.4 s of it
  // before the picture was even asked for). The pictures further down stay lazy.
  it.each(LIST_PAGES)('%s asks for its first card’s picture at once, the others lazily', async (path) => {
    const response = await fetch(new URL(path, BASE_URL))
    expect(response.status).toBe(200)
    const html = await response.text()
    const pictures = [...html.slice(html.indexOf('<main')).matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag)
    expect(pictures.length, `${path}: more than one card`).toBeGreaterThan(1)
    const [first, ...rest] = pictures
    expect(first).toContain('loading="eager"')
    expect(first).toContain('fetchPriority="high"')
    for (const tag of rest) {
      expect(tag).toContain('loading="lazy"')
      expect(tag).not.toContain('fetchPriority="high"')
    }
  })
})
