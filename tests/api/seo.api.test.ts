/**
 * What search engines, meta-search and social networks read, over real HTTP against `next start`:
 * robots.txt read by an RFC 9309 parser, an Open Graph and X card on every sitemap URL, the sitemap's
 * hotels' rates pages and lastmod, Offer and FAQPage structured data that agree with the hotels' own
 * data, permanent redirects to each page's one URL, and the icons.
 */
import { describe, expect, it } from 'vitest'

import { HOTELS_IN_GROUP_ORDER } from '../e2e/routes'
import { expectCrawlable } from '../support/robots-check'
import { decodeHtml as decode } from '../support/html'

const BASE_URL = process.env.TEST_BASE_URL
if (!BASE_URL) throw new Error('TEST_BASE_URL is not set: run the suite with `npm test`.')
const SITE_URL = new URL(process.env.SITE_URL || BASE_URL).origin
const LANGS = ['en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id'] as const
const OG_LOCALES: Record<string, string> = { en: 'en_US', fr: 'fr_FR', ja: 'ja_JP', zh: 'zh_CN', vi: 'vi_VN', de: 'de_DE', th: 'th_TH', id: 'id_ID' }

type Json = Record<string, unknown>

/** A URL on the public origin, fetched from the server under test. */
const local = (url: string) => new URL(new URL(url).pathname + new URL(url).search, BASE_URL)

async function html(path: string | URL) {
  const response = await fetch(new URL(path, BASE_URL), { redirect: 'manual' })
  return { status: response.status, text: await response.text() }
}

/** Every `<meta property|name=… content=…>` of a page's head, in order. */
function metas(page: string): [string, string][] {
  const head = page.slice(0, page.indexOf('</head>') + 1 || undefined)
  return [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)])
}

/** Every JSON-LD block of a page, parsed (a block that does not parse fails the test). */
function jsonLd(page: string): Json[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Json)
}

async function sitemapUrls(): Promise<{ loc: string; lastmod: string | undefined; alternates: Record<string, string> }[]> {
  const xml = await (await fetch(new URL('/sitemap.xml', BASE_URL))).text()
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: decode(/<loc>([^<]+)<\/loc>/.exec(m[1]!)![1]!),
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(m[1]!)?.[1],
    alternates: Object.fromEntries([...m[1]!.matchAll(/hreflang="([^"]+)"\s+href="([^"]+)"/g)].map((a) => [a[1]!, decode(a[2]!)])),
  }))
}

/** Runs `work` over `items`, `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

const langOf = (url: string) => {
  const first = new URL(url).pathname.split('/')[1] ?? ''
  return (LANGS as readonly string[]).includes(first) ? first : 'en'
}

describe('robots.txt', () => {
  it('lets Googlebot, Googlebot-Image, Twitterbot and facebookexternalhit fetch the pictures (GET and HEAD) and the favicon, not the APIs or the back office', async () => {
    const response = await fetch(new URL('/robots.txt', BASE_URL))
    expect(response.status).toBe(200)
    const text = await response.text()
    // A picture the site really serves: the home page's Open Graph image.
    const home = metas((await html('/')).text)
    const picture = new URL(home.find(([key]) => key === 'og:image')![1]).pathname
    expect(picture).toMatch(/^\/cms-api\/media\/file\//)
    const got = await fetch(new URL(picture, BASE_URL))
    expect(got.status).toBe(200)
    expect(got.headers.get('content-type')).toMatch(/^image\//)
    // A crawler or link checker may ask with HEAD first: the same answer, without the picture.
    const head = await fetch(new URL(picture, BASE_URL), { method: 'HEAD' })
    expect(head.status, `HEAD ${picture}`).toBe(200)
    expect(head.headers.get('content-type')).toBe(got.headers.get('content-type'))
    expect((await head.arrayBuffer()).byteLength).toBe(0)
    expectCrawlable(text, SITE_URL, picture)
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
  })
})

describe('sitemap', () => {
  it("lists each hotel's rates page in 8 languages with hreflang alternates, and a lastmod on every entry", async () => {
    const urls = await sitemapUrls()
    for (const slug of HOTELS_IN_GROUP_ORDER) {
      for (const lang of LANGS) {
        const path = lang === 'en' ? `/property/${slug}` : `/${lang}/property/${slug}`
        const entry = urls.find((url) => url.loc === `${SITE_URL}${path}`)
        expect(entry, path).toBeDefined()
        expect(Object.keys(entry!.alternates).sort(), path).toEqual([...LANGS, 'x-default'].sort())
      }
    }
    for (const url of urls) {
      expect(url.loc, 'no query variants').not.toContain('?')
      expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/)
      expect(Date.parse(url.lastmod!), url.loc).toBeLessThanOrEqual(Date.now())
    }
  })

  it('links the ?room=&rate= variants of a rates page with rel="nofollow", and the page is canonical to its bare URL', async () => {
    const listing = (await html('/listing/aurelia-kyoto-higashiyama')).text
    const links = [...listing.matchAll(/<a [^>]*href="[^"]*\?room=[^"]*"[^>]*>/g)].map((m) => m[0])
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link).toMatch(/\srel="nofollow"/)
    const variant = (await html('/property/aurelia-kyoto-higashiyama?room=deluxe&rate=flex')).text
    expect(/<link rel="canonical" href="([^"]+)"/.exec(variant)?.[1]).toBe(`${SITE_URL}/property/aurelia-kyoto-higashiyama`)
  })
})

describe('Open Graph and X cards', () => {
  it('every sitemap URL has an absolute og:image with its alt, og:locale with its alternates and a large-picture card; its JSON-LD parses', async () => {
    const urls = await sitemapUrls()
    expect(urls.length).toBeGreaterThan(400)
    const images = new Set<string>()
    const altByLanguage = new Map<string, Set<string>>()
    await pool(urls, 4, async ({ loc }) => {
      const { status, text } = await html(local(loc))
      expect(status, loc).toBe(200)
      const tags = metas(text)
      const one = (key: string) => tags.find(([name]) => name === key)?.[1]
      const lang = langOf(loc)
      expect(one('og:title'), loc).toBeTruthy()
      expect(new URL(one('og:url')!).href, loc).toBe(new URL(loc).href)
      const image = one('og:image')
      expect(image, loc).toMatch(/^https?:\/\//)
      images.add(image!)
      const alt = one('og:image:alt')
      expect(alt, loc).toBeTruthy()
      altByLanguage.set(lang, (altByLanguage.get(lang) ?? new Set()).add(alt!))
      expect(one('og:locale'), loc).toBe(OG_LOCALES[lang])
      expect(
        tags
          .filter(([name]) => name === 'og:locale:alternate')
          .map(([, value]) => value)
          .sort(),
        loc,
      ).toEqual(
        Object.entries(OG_LOCALES)
          .filter(([code]) => code !== lang)
          .map(([, value]) => value)
          .sort(),
      )
      expect(one('twitter:card'), loc).toBe('summary_large_image')
      expect(one('twitter:image'), loc).toBe(image)
      expect(one('twitter:image:alt'), loc).toBe(alt)
      jsonLd(text)
    })
    // Every picture named is served, as a picture.
    for (const image of images) {
      const response = await fetch(local(image))
      expect(response.status, image).toBe(200)
      expect(response.headers.get('content-type'), image).toMatch(/^image\//)
    }
    // The alt texts are in the page's language: the Japanese pages' differ from the English pages'.
    const ja = altByLanguage.get('ja')!
    expect([...ja].filter((alt) => altByLanguage.get('en')!.has(alt)).length).toBeLessThan(ja.size / 2)
  }, 900_000)

  it('the home page has a card in every language', async () => {
    for (const lang of LANGS) {
      const tags = metas((await html(lang === 'en' ? '/' : `/${lang}`)).text)
      expect(tags.find(([name]) => name === 'og:title')?.[1], lang).toBeTruthy()
      expect(tags.find(([name]) => name === 'og:image')?.[1], lang).toMatch(/^https?:\/\//)
      expect(tags.find(([name]) => name === 'og:locale')?.[1], lang).toBe(OG_LOCALES[lang])
    }
  })
})

describe('structured data that agrees with the hotels', () => {
  it("an offer's JSON-LD states the price its page shows, in the hotel's currency, with the offer's validity", async () => {
    const properties = ((await (await fetch(new URL('/api/properties?corporate_id=aurelia&page_size=50', BASE_URL))).json()) as Json).properties as Json[]
    const paris = properties.find((property) => property.slug === 'aurelia-paris-saint-germain')!
    const { text } = await html('/offers/paris-for-two')
    const offer = jsonLd(text).find((block) => block['@type'] === 'Offer')!
    expect(offer.priceCurrency).toBe('EUR')
    expect(Number(offer.price)).toBe((paris.from_price_minor as number) / 100)
    // The page shows the same number ("From €681 per night").
    const shown = Math.round((paris.from_price_minor as number) / 100).toLocaleString('en-US')
    expect(text).toContain(`€${shown}`)
    const spec = (offer.priceSpecification as Json[])[0]!
    expect(spec).toMatchObject({ '@type': 'UnitPriceSpecification', priceCurrency: 'EUR', valueAddedTaxIncluded: true })
    expect(spec.referenceQuantity).toMatchObject({ value: 1, unitCode: 'DAY' })
    expect(offer.validThrough ?? offer.validFrom).toBeTruthy()

    // An offer at hotels with different currencies: one specification per hotel, each in its own currency.
    const all = jsonLd((await html('/offers/honeymoon-by-the-water')).text).find((block) => block['@type'] === 'Offer')!
    const currencies = (all.priceSpecification as Json[]).map((item) => item.priceCurrency)
    expect(new Set(currencies).size).toBeGreaterThan(1)
    expect(currencies).toContain(all.priceCurrency)
  })

  it("the FAQ's check-in and check-out answer gives each hotel's own times, linked to it, on the page and in FAQPage JSON-LD", async () => {
    const details = await Promise.all(
      HOTELS_IN_GROUP_ORDER.map(async (slug) => {
        const body = (await (await fetch(new URL(`/api/properties-detail?corporate_id=aurelia&slug=${slug}`, BASE_URL))).json()) as Json
        return (body.properties as Json[])[0]!
      }),
    )
    const kyoto = details.find((hotel) => hotel.slug === 'aurelia-kyoto-higashiyama')!
    expect(kyoto.check_out_time).toBe('11:00')
    for (const lang of ['en', 'ja'] as const) {
      const { text } = await html(lang === 'en' ? '/faq' : '/ja/faq')
      const faq = jsonLd(text).find((block) => block['@type'] === 'FAQPage')!
      const answer = ((faq.mainEntity as Json[])[0]!.acceptedAnswer as Json).text as string
      expect(answer).not.toMatch(/at all our hotels|全ホテル共通/)
      for (const hotel of details) {
        const href = `${SITE_URL}${lang === 'en' ? '' : `/${lang}`}/listing/${hotel.slug}`
        const item = new RegExp(`<li><a href="${href}">[^<]+</a>: [^<]*${hotel.check_in_time}[^<]*${hotel.check_out_time}[^<]*</li>`)
        expect(answer, `${lang} ${hotel.slug}`).toMatch(item)
        expect(text, `${lang} ${hotel.slug} link`).toContain(`href="${lang === 'en' ? '' : `/${lang}`}/listing/${hotel.slug}"`)
      }
    }
  })
})

describe('one URL per page', () => {
  it.each([
    ['/en', '/'],
    ['/en/faq', '/faq'],
    ['/en/listing/aurelia-kyoto-higashiyama', '/listing/aurelia-kyoto-higashiyama'],
    ['/Listing', '/listing'],
    ['/JA', '/ja'],
    ['/FAQ', '/faq'],
    ['/ja/FAQ', '/ja/faq'],
    ['/listing/Aurelia-Kyoto-Higashiyama', '/listing/aurelia-kyoto-higashiyama'],
    ['/Search-Result?destination=Kyoto', '/search-result?destination=Kyoto'],
  ])('%s answers 308 to %s', async (from, to) => {
    const response = await fetch(new URL(from, BASE_URL), { redirect: 'manual' })
    expect(response.status).toBe(308)
    expect(new URL(response.headers.get('location')!, BASE_URL).pathname + new URL(response.headers.get('location')!, BASE_URL).search).toBe(to)
  })

  it('a path in a wrong case ends on the page itself (200) after its redirects', async () => {
    for (const path of ['/EN/Listing', '/Listing/Aurelia-Kyoto-Higashiyama', '/JA/FAQ']) {
      const response = await fetch(new URL(path, BASE_URL))
      expect(response.status, path).toBe(200)
      expect(new URL(response.url).pathname, path).toBe(new URL(response.url).pathname.toLowerCase())
    }
  })
})

describe('icons and web manifest', () => {
  it('/favicon.ico, the 180 px apple-touch-icon and the manifest answer 200 with their types, and pages name them', async () => {
    const ico = await fetch(new URL('/favicon.ico', BASE_URL))
    expect(ico.status).toBe(200)
    expect(ico.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
    const icoBytes = Buffer.from(await ico.arrayBuffer())
    expect([icoBytes.readUInt16LE(0), icoBytes.readUInt16LE(2)]).toEqual([0, 1])

    const touch = await fetch(new URL('/apple-touch-icon.png', BASE_URL))
    expect(touch.status).toBe(200)
    expect(touch.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await touch.arrayBuffer())
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180])

    const manifest = await fetch(new URL('/manifest.webmanifest', BASE_URL))
    expect(manifest.status).toBe(200)
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
    const body = (await manifest.json()) as Json
    expect(body.name).toBe('Aurelia Hotels & Resorts')
    for (const icon of body.icons as Json[]) {
      const response = await fetch(new URL(icon.src as string, BASE_URL))
      expect(response.status, icon.src as string).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
    }

    const home = (await html('/ja')).text
    expect(home).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon.png" sizes="180x180" type="image\/png"\/>/)
    expect(home).toMatch(/<link rel="manifest" href="\/manifest.webmanifest"/)
    expect(home).toMatch(/<link rel="icon" href="\/favicon.ico"/)
  })
})
