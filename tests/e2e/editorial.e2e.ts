import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

/** Offers and journal (spec §2: /offers, /offers/{slug}, /blog, /blog/{slug}) as a visitor sees them. */

const SITE = 'Aurelia Hotels & Resorts'
const OFFER = 'honeymoon-by-the-water'
const POST = 'onsen-etiquette'

const LANGUAGES = [
  { code: 'en', prefix: '', script: /[A-Za-z]/ },
  { code: 'ja', prefix: '/ja', script: /[\u3040-\u30ff\u4e00-\u9faf]/ },
  { code: 'th', prefix: '/th', script: /[\u0e00-\u0e7f]/ },
] as const

const ROUTES = ['/offers', `/offers/${OFFER}`, '/blog', `/blog/${POST}`]

/** The page's schema.org objects, parsed (a script that is not valid JSON fails the test here). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

async function settle(page: Page) {
  await page.locator('.first-load-overlay').waitFor({ state: 'hidden' })
}

for (const language of LANGUAGES) {
  test(`offers and journal answer in ${language.code} with their own title, canonical and alternates`, async ({ page }) => {
    const titles = new Set<string>()
    for (const path of ROUTES) {
      const response = await page.goto(`${language.prefix}${path}`)
      expect(response?.status(), path).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', language.code)
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toHaveCount(1)
      const h1 = (await heading.textContent())?.trim() ?? ''
      expect(h1).toMatch(language.script)
      await expect(page).toHaveTitle(`${h1} | ${SITE}`)
      titles.add(await page.title())

      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(canonical).toMatch(new RegExp(`^https?://[^/]+${language.prefix}${path}$`))
      const alternates = page.locator('link[rel="alternate"][hreflang]')
      await expect(alternates).toHaveCount(9)
      expect(await alternates.evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')))).toEqual([
        'en',
        'fr',
        'ja',
        'zh',
        'vi',
        'de',
        'th',
        'id',
        'x-default',
      ])
    }
    expect(titles.size).toBe(ROUTES.length)
  })
}

test('the offers page lists every running offer with its dates, code and hotels', async ({ page }) => {
  await page.goto('/offers')
  const cards = page.locator('main article')
  await expect(cards).toHaveCount(6)

  const honeymoon = cards.filter({ hasText: 'Honeymoon by the water' })
  await expect(honeymoon).toContainText('20% off')
  await expect(honeymoon).toContainText('January 1 – December 31, 2027')
  const hotels = honeymoon.locator('dd a[href^="/listing/"]')
  expect(await hotels.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/listing/aurelia-nice-promenade',
    '/listing/aurelia-bangkok-riverside',
    '/listing/aurelia-hoi-an-riverside',
  ])

  const fourthNight = cards.filter({ hasText: 'Your fourth night, on us' })
  await expect(fourthNight).toContainText('STAY4')
  await expect(fourthNight).toContainText('November 1, 2026 – October 31, 2027')
  await expect(fourthNight).toContainText('All Aurelia hotels')
  await expect(fourthNight.getByRole('link', { name: /View offer/ })).toHaveAttribute('href', '/offers/fourth-night-on-us')

  // Calendar dates do not shift with the reader's time zone, and are written in the page language.
  await page.goto('/ja/offers')
  await expect(page.locator('main article').filter({ hasText: 'STAY4' })).toContainText(/2026\D+11\D+0?1\D+2027\D+10\D+31/)
})

test('the offers category filter shows only that category, with real links that mark the current one', async ({ page }) => {
  await page.goto('/offers')
  await settle(page)
  const filter = page.getByRole('navigation', { name: 'Filter offers by category' })
  const cards = page.locator('main article')
  await expect(filter.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
  await expect(filter.getByRole('link', { name: 'Romance' })).toHaveAttribute('href', '/offers?category=romance')

  await filter.getByRole('link', { name: 'Romance' }).click()
  await expect(page).toHaveURL(/\/offers\?category=romance$/)
  await expect(cards).toHaveCount(2)
  for (const eyebrow of await cards.locator('.eyebrow').allTextContents()) expect(eyebrow).toBe('Romance')
  await expect(filter.getByRole('link', { name: 'Romance' })).toHaveAttribute('aria-current', 'page')
  await expect(filter.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current', /.*/)

  await filter.getByRole('link', { name: 'All' }).click()
  await expect(page).toHaveURL(/\/offers$/)
  await expect(cards).toHaveCount(6)

  // Opened directly, in Thai: the link in the address picks the view.
  await page.goto('/th/offers?category=family')
  const thaiFilter = page.getByRole('navigation', { name: 'กรองข้อเสนอตามหมวดหมู่' })
  await expect(thaiFilter.getByRole('link', { name: 'ครอบครัว' })).toHaveAttribute('aria-current', 'page')
  await expect(cards).toHaveCount(2)
  await expect(cards.filter({ hasText: 'KIDSFREE' })).toHaveCount(1)
  await expect(cards.filter({ hasText: 'FAMILYJP' })).toHaveCount(1)

  // An unknown category shows everything rather than nothing.
  await page.goto('/offers?category=nope')
  await expect(cards).toHaveCount(6)
  await expect(filter.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page')
})

test('an offer page shows the offer, where to book it and other offers, with Offer JSON-LD', async ({ page }) => {
  await page.goto(`/offers/${OFFER}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Honeymoon by the water')
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Offers'])
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Honeymoon by the water')
  await expect(page.locator('.prose-hotel p')).toHaveCount(2)

  const details = page.getByRole('complementary', { name: 'At a glance' })
  await expect(details).toContainText('20% off')
  await expect(details).toContainText('January 1 – December 31, 2027')
  await expect(details.getByRole('link', { name: 'Choose your hotel' })).toHaveAttribute('href', '#offer-hotels')
  const hotelCards = page.locator('#offer-hotels article')
  await expect(hotelCards).toHaveCount(3)
  await expect(hotelCards.first().locator('a[href="/listing/aurelia-nice-promenade"]')).toBeVisible()
  await expect(page.getByRole('region', { name: 'More offers' }).locator('article')).toHaveCount(2)

  const offer = (await jsonLd(page)).find((data) => data['@type'] === 'Offer')
  expect(offer).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Honeymoon by the water',
    validFrom: '2027-01-01',
    validThrough: '2027-12-31',
    offeredBy: [
      { '@type': 'Hotel', name: 'Aurelia Nice Promenade' },
      { '@type': 'Hotel', name: 'Aurelia Bangkok Riverside' },
      { '@type': 'Hotel', name: 'Aurelia Hoi An Riverside' },
    ],
  })
  expect(offer?.url).toMatch(new RegExp(`/offers/${OFFER}$`))
  expect((await jsonLd(page)).some((data) => data['@type'] === 'BreadcrumbList')).toBe(true)

  // One hotel: book at its rates page, with the code and the offer's first valid stay. Every hotel: choose among all of them.
  await page.goto('/ja/offers/paris-for-two')
  await expect(page.getByRole('complementary').getByRole('link', { name: 'このプランを予約' })).toHaveAttribute(
    'href',
    /^\/ja\/property\/aurelia-paris-saint-germain\?check_in=\d{4}-\d{2}-\d{2}&check_out=\d{4}-\d{2}-\d{2}&adults=2&promo=ADEUX$/,
  )
  await expect(page.getByRole('complementary')).toContainText('ADEUX')
  await page.goto('/offers/fourth-night-on-us')
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Choose your hotel' })).toHaveAttribute('href', '/listing')
  await expect(page.locator('#offer-hotels article')).toHaveCount(9)
  expect((await jsonLd(page)).find((data) => data['@type'] === 'Offer')?.offeredBy).toMatchObject({ '@type': 'Organization', name: SITE })
})

test('the journal lists stories newest first with author, date and reading time', async ({ page }) => {
  await page.goto('/blog')
  const cards = page.locator('main article')
  await expect(cards).toHaveCount(6)
  await expect(cards.locator('h2')).toHaveText([
    'Morning rituals in Ubud',
    'Eating along the Chao Phraya',
    'Nice beyond the Promenade',
    'The street food of Hoi An',
    '48 hours in Kyoto’s Higashiyama',
    'Onsen etiquette, gently explained',
  ])
  await expect(cards.first()).toContainText('By Made Wirawan')
  await expect(cards.first().locator('time')).toHaveAttribute('datetime', '2026-09-03')
  await expect(cards.first().locator('time')).toHaveText('Sep 3, 2026')
  await expect(cards.first()).toContainText(/\d+ min read/)

  await page.goto('/ja/blog')
  await expect(page.locator('main article').first()).toContainText(/読了時間 \d+分/)
  await page.goto('/th/blog')
  await expect(page.locator('main article').first()).toContainText(/อ่าน \d+ นาที/)
})

test('the journal category filter shows only that category and marks its link', async ({ page }) => {
  await page.goto('/blog')
  await settle(page)
  const filter = page.getByRole('navigation', { name: 'Filter stories by category' })
  const cards = page.locator('main article')
  await filter.getByRole('link', { name: 'Wellness' }).click()
  await expect(page).toHaveURL(/\/blog\?category=wellness$/)
  await expect(cards.locator('h2')).toHaveText(['Morning rituals in Ubud', 'Onsen etiquette, gently explained'])
  await expect(filter.getByRole('link', { name: 'Wellness' })).toHaveAttribute('aria-current', 'page')
  await expect(filter.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current', /.*/)

  await page.goto('/ja/blog?category=food-and-drink')
  await expect(page.getByRole('navigation', { name: 'カテゴリーで記事を絞り込む' }).getByRole('link', { name: '食とお酒' })).toHaveAttribute('aria-current', 'page')
  await expect(cards).toHaveCount(2)
  for (const eyebrow of await cards.locator('.eyebrow').allTextContents()) expect(eyebrow).toBe('食とお酒')
})

test('the journal pages by ten: with six stories there is one page and no pager', async ({ page }) => {
  await page.goto('/blog')
  await expect(page.locator('main article')).toHaveCount(6)
  await expect(page.getByRole('navigation', { name: 'Journal pages' })).toHaveCount(0)
  // A page past the end (an old link) shows the last page there is, not an empty list.
  await page.goto('/blog?page=2')
  await expect(page.locator('main article')).toHaveCount(6)
  await expect(page.getByRole('navigation', { name: 'Journal pages' })).toHaveCount(0)
  await page.goto('/blog?category=wellness&page=9')
  await expect(page.locator('main article')).toHaveCount(2)
})

test('a story shows its article, breadcrumbs, related stories and BlogPosting JSON-LD', async ({ page }) => {
  await page.goto(`/blog/${POST}`)
  const article = page.locator('main article').first()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onsen etiquette, gently explained')
  await expect(article.locator('header')).toContainText('By Kenji Mori')
  await expect(article.locator('header time')).toHaveText('January 22, 2026')
  await expect(article.locator('header')).toContainText(/\d+ min read/)
  await expect(page.locator('.prose-hotel p').first()).toBeVisible()

  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Journal', 'Wellness'])
  await expect(breadcrumb.getByRole('link', { name: 'Wellness' })).toHaveAttribute('href', '/blog?category=wellness')
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Onsen etiquette, gently explained')

  // Related: the same category first, then the newest.
  await expect(page.getByRole('region', { name: 'More from the journal' }).locator('h3')).toHaveText([
    'Morning rituals in Ubud',
    'Eating along the Chao Phraya',
    'Nice beyond the Promenade',
  ])

  const posting = (await jsonLd(page)).find((data) => data['@type'] === 'BlogPosting')
  expect(posting).toMatchObject({
    headline: 'Onsen etiquette, gently explained',
    datePublished: '2026-01-22',
    author: { '@type': 'Person', name: 'Kenji Mori' },
    publisher: { '@type': 'Organization', name: SITE },
    inLanguage: 'en',
  })
  expect((posting?.mainEntityOfPage as { '@id': string })['@id']).toMatch(new RegExp(`/blog/${POST}$`))
  expect((posting?.image as string[])[0]).toMatch(/^https?:\/\//)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')

  await page.goto(`/th/blog/${POST}`)
  expect((await jsonLd(page)).find((data) => data['@type'] === 'BlogPosting')).toMatchObject({ inLanguage: 'th' })
})

test('unknown and malformed offer and story slugs answer 404 with the path', async ({ page }) => {
  // A path with capitals is first sent (308) to its lower-case form, the one the 404 names.
  for (const path of ['/offers/nope', '/blog/nope', '/offers/Not_A_Slug', '/blog/-nope-']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByTestId('not-found-message')).toHaveText(`Page not found: ${path.toLowerCase()}`)
  }
  // In other languages the message is translated and names the path all the same.
  for (const { path, lang } of [
    { path: '/ja/offers/nope', lang: 'ja' },
    { path: '/th/blog/nope', lang: 'th' },
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByTestId('not-found-message')).toContainText(path)
  }
})

const AXE_PAGES = [
  ...ROUTES.flatMap((path) => [390, 1440].map((width) => ({ path, width }))),
  ...ROUTES.map((path) => ({ path: `/ja${path}`, width: 390 })),
  ...ROUTES.map((path) => ({ path: `/th${path}`, width: 1440 })),
]

for (const { path, width } of AXE_PAGES) {
  test(`${path} at ${width} px has no WCAG 2.2 A/AA violations`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(path)
    await settle(page)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
    const summary = results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }))
    expect(summary).toEqual([])
  })
}
