/** The public content API (api-contract.md) over real HTTP against `next start` and the seeded database. */
import { describe, expect, it } from 'vitest'

const BASE_URL = process.env.TEST_BASE_URL
if (!BASE_URL) throw new Error('TEST_BASE_URL is not set: run the suite with `npm test`.')

const LANGS = ['en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id']
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9faf]/

async function get(path: string, init?: RequestInit) {
  const response = await fetch(`${BASE_URL}${path}`, init)
  const text = await response.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = text
  }
  return { status: response.status, headers: response.headers, body: body as Record<string, unknown> & unknown[] }
}

type Json = Record<string, unknown>
const isMultilingual = (value: unknown) => typeof value === 'object' && value !== null && LANGS.every((lang) => typeof (value as Json)[lang] === 'string')

describe('content endpoints answer with the contract shapes', () => {
  it('GET /api/language lists all 8 languages', async () => {
    const { status, body } = await get('/api/language')
    expect(status).toBe(200)
    const languages = body.language as Json[]
    expect(languages.map((language) => language.label_uri)).toEqual(LANGS)
    expect(languages[0]).toMatchObject({ iso_code: 'en-US', label_uri: 'en', label: 'English', is_default: true, status: true })
  })

  it.each([
    ['/api/slideshow?corporate_id=aurelia', 'slideshows'],
    ['/api/pages', 'pages'],
    ['/api/label', 'labels'],
    ['/api/social-media', 'social_media'],
    ['/api/corporate', 'profile'],
    ['/api/master-facilities', 'preset_facilities'],
    ['/api/attractions', 'attractions'],
    ['/api/review', 'reviews'],
    ['/api/unique-selling-point', 'selling_points'],
    ['/api/cities', 'cities'],
    ['/api/careers', 'careers'],
    ['/api/privacy-policies', 'policies'],
    ['/api/host-usp', 'host_usps'],
  ])('GET %s → { %s: [ … ] }', async (path, key) => {
    const { status, body, headers } = await get(path)
    expect(status).toBe(200)
    expect(Array.isArray(body[key])).toBe(true)
    expect((body[key] as unknown[]).length).toBeGreaterThan(0)
    expect(headers.get('cache-control')).toMatch(/public/)
    expect(headers.get('etag')).toBeTruthy()
  })

  it('GET /api/about → about_content and galleries', async () => {
    const { body } = await get('/api/about')
    expect((body.about_content as Json[])[0]!.title).toSatisfy(isMultilingual)
    expect((body.galleries as Json[]).length).toBeGreaterThanOrEqual(2)
  })

  it('GET /api/corporate carries favicon and gtm', async () => {
    const { body } = await get('/api/corporate')
    const profile = (body.profile as Json[])[0]!
    expect(profile.gtm).toMatch(/^GTM-/)
    expect((profile.favicon as Json).url).toMatch(/^http/)
  })

  it('GET /api/label gives multilingual values keyed by language code', async () => {
    const { body } = await get('/api/label')
    const labels = body.labels as Json[]
    expect(labels.length).toBeGreaterThan(100)
    expect(labels.find((label) => label.key === 'nav.offers')?.value).toSatisfy(isMultilingual)
  })

  it('GET /api/properties?sort_by=order lists properties by order with pagination', async () => {
    const { body } = await get('/api/properties?sort_by=order')
    const properties = body.properties as Json[]
    expect(properties).toHaveLength(Math.min(10, (body.pagination as Json).total as number))
    expect(body.pagination).toMatchObject({ page: 1, page_size: 10 })
    const orders = properties.map((property) => property.order as number)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
    expect(properties[0]!.name).toSatisfy(isMultilingual)
    const hero = properties[0]!.hero as Json
    expect(hero.url).toMatch(/^https?:\/\//)
    expect(hero).toHaveProperty('width')
    expect(hero).toHaveProperty('alt')
  })

  it('paginates with page and page_size', async () => {
    const first = await get('/api/properties?sort_by=order&page=1&page_size=3')
    const second = await get('/api/properties?sort_by=order&page=2&page_size=3')
    expect(first.body.pagination).toMatchObject({ page: 1, page_size: 3, total_pages: Math.ceil(((first.body.pagination as Json).total as number) / 3) })
    const slugs = (response: typeof first) => (response.body.properties as Json[]).map((property) => property.slug)
    expect(slugs(first)).toHaveLength(3)
    expect(slugs(second).some((slug) => slugs(first).includes(slug))).toBe(false)
  })

  it('GET /api/properties-detail gives the property, its rooms and, with show_rate, its rates for the stay', async () => {
    const { status, body } = await get(
      '/api/properties-detail?corporate_id=aurelia&slug=aurelia-kyoto-higashiyama&show_rate=true&check_in=2027-04-01&check_out=2027-04-04&rooms=1',
    )
    expect(status).toBe(200)
    const property = (body.properties as Json[])[0]!
    expect(property.slug).toBe('aurelia-kyoto-higashiyama')
    expect((property.room_types as Json[]).length).toBeGreaterThanOrEqual(2)
    const rates = property.rates as Json[]
    expect(rates.length).toBeGreaterThan(0)
    expect(rates[0]).toMatchObject({ nights: 3, currency: 'JPY' })
    // The booking engine prices both: every total here is the one /api/availability quotes for the stay.
    const quoted = await get('/api/availability?property=aurelia-kyoto-higashiyama&check_in=2027-04-01&check_out=2027-04-04&adults=2&rooms=1')
    const totals = (quoted.body.rooms as Json[]).flatMap((room) =>
      (room.rates as Json[]).map((rate) => [`${(room.room_type as Json).slug} ${(rate.rate_plan as Json).code}`, rate.total_minor]),
    )
    expect(rates.map((rate) => [`${rate.room_type} ${rate.rate_plan}`, rate.total_minor])).toEqual(totals)
    // All-in: taxes and fees are part of every total, and the nights add up to the room price.
    for (const rate of rates) {
      expect(rate.taxes_and_fees_minor as number).toBeGreaterThan(0)
      const nights = (rate.nightly as Json[]).reduce((sum, night) => sum + (night.amount_minor as number), 0)
      expect(rate.total_minor).toBe(nights + (rate.taxes_and_fees_minor as number))
    }
  })

  it('GET /api/properties-detail says the VAT a Paris rate includes, as /api/availability does, and adds it to nothing', async () => {
    const stay = 'check_in=2027-09-06&check_out=2027-09-08&adults=2&rooms=1'
    const { status, body } = await get(`/api/properties-detail?corporate_id=aurelia&slug=aurelia-paris-saint-germain&show_rate=true&${stay}`)
    expect(status).toBe(200)
    const rates = (body.properties as Json[])[0]!.rates as Json[]
    const flex = rates.find((rate) => rate.room_type === 'deluxe-courtyard' && rate.rate_plan === 'FLEX')!
    // Deluxe courtyard €720 a night, 2 nights: €1,440 with 10 % VAT in it: 72000 × 10 / 110 = 6545.45 → €65.45 a night, €130.90.
    expect(flex).toMatchObject({ room_total_minor: 144000, taxes_included_minor: 13090 })
    // Only the taxe de séjour is added: €10.73 × 2 adults × 2 nights = €42.92.
    expect(flex).toMatchObject({ taxes_and_fees_minor: 4292, total_minor: 148292 })
    const quoted = await get(`/api/availability?property=aurelia-paris-saint-germain&${stay}`)
    const included = (quoted.body.rooms as Json[]).flatMap((room) =>
      (room.rates as Json[]).map((rate) => [`${(room.room_type as Json).slug} ${(rate.rate_plan as Json).code}`, rate.taxes_included_minor]),
    )
    expect(rates.map((rate) => [`${rate.room_type} ${rate.rate_plan}`, rate.taxes_included_minor])).toEqual(included)
  })

  it('GET /api/blog is a JSON array; /api/blog/{slug} one post or 404', async () => {
    const { body } = await get('/api/blog')
    expect(Array.isArray(body)).toBe(true)
    const post = (body as unknown as Json[])[0]!
    const one = await get(`/api/blog/${post.slug}`)
    expect(one.status).toBe(200)
    expect(one.body.slug).toBe(post.slug)
    expect((await get('/api/blog/no-such-post')).status).toBe(404)
  })

  it('GET /api/countries is a JSON array', async () => {
    const { body } = await get('/api/countries')
    expect(Array.isArray(body)).toBe(true)
    expect((body as unknown as Json[]).length).toBeGreaterThanOrEqual(4)
  })

  it('GET /api/offers: an object with show_category, an array without', async () => {
    const withCategories = await get('/api/offers?show_category=true')
    expect(withCategories.body).toHaveProperty('offers')
    expect((withCategories.body.categories as Json[]).length).toBeGreaterThanOrEqual(3)
    expect(withCategories.body).toHaveProperty('pagination')
    const plain = await get('/api/offers')
    expect(Array.isArray(plain.body)).toBe(true)
  })

  it('GET /api/faqs?show_category=true derives the categories from the items', async () => {
    const { body } = await get('/api/faqs?show_category=true&page_size=100')
    const faqs = body.faqs as Json[]
    const categories = body.categories as Json[]
    expect(faqs.length).toBeGreaterThanOrEqual(10)
    const used = new Set(faqs.map((faq) => (faq.category as Json).slug))
    expect(new Set(categories.map((category) => category.slug))).toEqual(used)
  })
})

describe('?lang=', () => {
  it('flattens multilingual fields to Japanese with lang=ja', async () => {
    const { body } = await get('/api/properties?sort_by=order&lang=ja')
    const property = (body.properties as Json[])[0]!
    expect(typeof property.summary).toBe('string')
    expect(property.summary).toMatch(JAPANESE)
    const labels = await get('/api/label?lang=ja')
    expect((labels.body.labels as Json[]).find((label) => label.key === 'nav.offers')?.value).toMatch(JAPANESE)
  })

  it('a post reads in French with lang=fr', async () => {
    const { body } = await get('/api/blog?lang=fr')
    const post = (body as unknown as Json[])[0]!
    expect(typeof post.title).toBe('string')
    expect(typeof post.content).toBe('string')
    expect(post.content).toMatch(/<p>/)
  })
})

describe('bad queries', () => {
  it.each([
    '/api/properties?page=-1',
    '/api/properties?page_size=10000',
    '/api/properties?page=abc',
    '/api/properties?sort_by=price',
    '/api/blog?page=0',
    '/api/offers?show_category=maybe',
    '/api/label?lang=xx',
    '/api/countries?page_size=0',
    '/api/properties-detail?corporate_id=aurelia',
    '/api/properties-detail?slug=aurelia-kyoto-higashiyama&check_in=2027-02-30&check_out=2027-03-02',
    '/api/properties-detail?slug=aurelia-kyoto-higashiyama&check_in=2027-03-05&check_out=2027-03-02',
    '/api/properties-detail?slug=aurelia-kyoto-higashiyama&check_in=2020-01-01&check_out=2020-01-03',
    '/api/properties-detail?slug=aurelia-kyoto-higashiyama&adults=0',
    '/api/slideshow?corporate_id=%27%20OR%201%3D1',
  ])('%s → 400 with a JSON error', async (path) => {
    const { status, body } = await get(path)
    expect(status).toBe(400)
    expect((body.error as Json).code).toBe('invalid_query')
    expect(typeof (body.error as Json).message).toBe('string')
    expect(Object.keys((body.error as Json).fields as Json).length).toBeGreaterThan(0)
  })

  it('properties-detail names the missing slug', async () => {
    const { status, body } = await get('/api/properties-detail?corporate_id=aurelia&show_rate=true')
    expect(status).toBe(400)
    expect((body.error as Json).fields).toEqual({ slug: 'Required' })
  })

  it('an unknown property is a 404 with a JSON error', async () => {
    const { status, body } = await get('/api/properties-detail?slug=no-such-hotel&show_rate=true')
    expect(status).toBe(404)
    expect((body.error as Json).code).toBe('not_found')
  })

  it('no crafted query gets a 500', async () => {
    const weird = ['%00', '%27', '<script>', '../../etc/passwd', '9'.repeat(400), '[]', '{"a":1}', '-0', '1e999', '%F0%9F%98%80']
    const paths = ['/api/properties', '/api/blog', '/api/offers', '/api/faqs', '/api/privacy-policies', '/api/properties-detail', '/api/review']
    const params = ['page', 'page_size', 'lang', 'slug', 'category', 'sort_by', 'show_category', 'name', 'property', 'check_in']
    for (const path of paths) {
      for (const value of weird) {
        for (const param of params) {
          const { status } = await get(`${path}?${param}=${value}`)
          expect(status, `${path}?${param}=${value}`).toBeLessThan(500)
        }
      }
    }
    for (const value of weird) {
      expect((await get(`/api/blog/${encodeURIComponent(value)}`)).status).toBeLessThan(500)
    }
  })
})

describe('caching and privacy', () => {
  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/cities')
    const etag = first.headers.get('etag')!
    const again = await fetch(`${BASE_URL}/api/cities`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })

  it.each(['users', 'bookings', 'enquiries'])('the back-office API does not show %s to the public', async (collection) => {
    const { status } = await get(`/cms-api/${collection}`)
    expect(status).toBe(403)
  })
})
