/**
 * A hotel page as rich as a chain's, checked against the content the API serves: the guests' average
 * score and count beside the name (the mean of the hotel's reviews, as the search card shows it), at
 * least six reviews in several languages each marked with its language, the house policies, each room's
 * view, size and beds, "All photos (N)" opening the lightbox at "Image 1 of N" by keyboard, and the
 * dining and spa sections where the hotel lists a restaurant or a spa. Then the page at 390 px in
 * English, Japanese and Thai and at 1440 px: nothing wider than the screen, no broken picture.
 */
import { expect, type Page, test } from '@playwright/test'

import { labels } from '../../seed/content/labels'
import { pixelsOf } from './pixels'
import { hydrated } from './ready'

type Lang = 'en' | 'ja' | 'th'
type Key = keyof typeof labels

/** A label in a language with {placeholders} filled in (plural forms are not used here). */
const label = (key: Key, lang: Lang, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce<string>((result, [name, fill]) => result.replace(`{${name}}`, String(fill)), (labels[key] as Record<Lang, string>)[lang])

const KYOTO = 'aurelia-kyoto-higashiyama'

interface ApiReview {
  property: string
  rating: number
  language: string
}

async function reviewsOf(page: Page, slug: string): Promise<ApiReview[]> {
  const response = await page.request.get(`/api/review?property=${slug}`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { reviews: ApiReview[] }).reviews
}

async function detailOf(page: Page, slug: string) {
  const response = await page.request.get(`/api/properties-detail?slug=${slug}`)
  expect(response.ok()).toBe(true)
  const { properties } = (await response.json()) as { properties: { slug: string; facilities: { key: string }[]; venues: { kind: string }[] }[] }
  return properties[0]!
}

const mean = (ratings: number[]) => Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('vr-consent', 'denied'))
})

test('every demo hotel shows its guests’ average and count, six reviews or more, policies, dining and spa as its content says', async ({ page }) => {
  test.setTimeout(300_000)
  const list = (await (await page.request.get('/api/properties?page_size=50')).json()) as { properties: { slug: string }[] }
  expect(list.properties.length).toBeGreaterThanOrEqual(9)
  const search = (await (await page.request.get('/api/search?page_size=100')).json()) as { properties: { slug: string; rating: number | null }[] }
  const searched = new Map(search.properties.map((item) => [item.slug, item.rating]))
  for (const { slug } of list.properties) {
    const reviews = await reviewsOf(page, slug)
    expect(reviews.length, slug).toBeGreaterThanOrEqual(6)
    expect(new Set(reviews.map((review) => review.language)).size, `${slug}: languages`).toBeGreaterThanOrEqual(3)
    const average = mean(reviews.map((review) => review.rating)).toFixed(1)
    const detail = await detailOf(page, slug)

    await page.goto(`/listing/${slug}`)
    const rating = page.getByTestId('property-rating')
    await expect(rating.locator('[aria-hidden="true"]'), slug).toHaveText(`${average} ★ · ${reviews.length} reviews`)
    await expect(rating.locator('.sr-only')).toHaveText(`Rated ${average} out of 5 from ${reviews.length} reviews`)
    // The search card's score is the same.
    expect(searched.get(slug), slug).toBe(Number(average))

    // The reviews, each in the guest's language and marked with it.
    const items = page.getByTestId('reviews').locator('li')
    await expect(items).toHaveCount(reviews.length)
    for (const language of new Set(reviews.map((review) => review.language))) {
      await expect(page.locator(`[data-testid="reviews"] li [lang="${language}"]`).first(), `${slug}: a review in ${language}`).toBeVisible()
    }
    await expect(page.getByText(/^Written in (Japanese|German|French|Chinese|Thai|Vietnamese|Indonesian)$/).first()).toBeVisible()

    // The five house policies, each answered.
    const policies = page.getByTestId('policies')
    for (const key of ['children', 'pets', 'parking', 'smoking', 'accessibility'] as const) {
      const row = policies.locator(`[data-policy="${key}"]`)
      await expect(row.locator('dt')).toHaveText(label(`hotel_page.policy_${key}` as Key, 'en'))
      await expect(row.locator('dd').first()).not.toBeEmpty()
    }

    // Dining and spa sections where the facilities list them and the hotel describes them.
    const keys = detail.facilities.map((facility) => facility.key)
    const hasDining = (keys.includes('restaurant') || keys.includes('bar')) && detail.venues.some((venue) => venue.kind === 'dining')
    const hasSpa = keys.includes('spa') && detail.venues.some((venue) => venue.kind === 'spa')
    await expect(page.locator('section#dining'), `${slug}: dining`).toHaveCount(hasDining ? 1 : 0)
    await expect(page.locator('section#spa'), `${slug}: spa`).toHaveCount(hasSpa ? 1 : 0)
    if (hasDining) await expect(page.getByRole('heading', { level: 2, name: label('hotel_page.dining', 'en') })).toBeVisible()
    if (hasSpa) await expect(page.getByRole('heading', { level: 2, name: label('hotel_page.spa', 'en') })).toBeVisible()
  }
})

test('rooms name their view, size and beds, and Kyoto’s rooms each have their own picture', async ({ page }) => {
  await page.goto(`/listing/${KYOTO}`)
  const facts = page.getByTestId('room-facts')
  await expect(facts).toHaveCount(3)
  await expect(facts.nth(0)).toHaveText(/^Moss garden view · \d+ m² · .+/)
  await expect(facts.nth(2)).toHaveText(/^Hill view · 85 m² · .+/)
  const sources = await page.locator('#rooms article img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')))
  expect(sources).toHaveLength(3)
  expect(new Set(sources).size).toBe(3)
})

test('"All photos (N)" opens the lightbox at "Image 1 of N" by keyboard, and Escape returns to it', async ({ page }) => {
  await page.goto(`/listing/${KYOTO}`)
  const button = page.getByTestId('all-photos')
  const text = (await button.textContent()) ?? ''
  const total = Number(/\((\d+)\)/.exec(text)?.[1])
  expect(total).toBeGreaterThanOrEqual(12)
  await button.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(label('property.gallery_image', 'en', { number: 1, total }))).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByText(label('property.gallery_image', 'en', { number: 2, total }))).toBeVisible()
  const shown = dialog.locator('figure img')
  await expect.poll(() => shown.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(button).toBeFocused()
})

for (const { lang, width } of [
  { lang: 'en', width: 390 },
  { lang: 'ja', width: 390 },
  { lang: 'th', width: 390 },
  { lang: 'en', width: 1440 },
] as const) {
  test(`the hotel page at ${width} px in ${lang}: no overflow, every picture drawn`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.goto(lang === 'en' ? `/listing/${KYOTO}` : `/${lang}/listing/${KYOTO}`)
    await expect(page.getByTestId('property-rating')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: label('hotel_page.policies', lang) })).toBeVisible()
    await expect(page.getByTestId('all-photos')).toContainText(/[(（]\d+[)）]/)
    // Scroll through so that every lazy picture loads.
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForLoadState('networkidle')
    // The site's own pictures (the map's tiles come from the tile server).
    const broken = await page
      .locator('main img:not(.leaflet-tile)')
      .evaluateAll((images) =>
        images.filter((image) => !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0).map((image) => (image as HTMLImageElement).src),
      )
    expect(broken).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `test-results/hotel-page-${lang}-${width}.png`, fullPage: true })
  })
}

test('a link at the very foot of a section shows its whole focus ring, though sections are drawn only near the screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(`/listing/${KYOTO}`)
  await expect(page.getByTestId('property-rating')).toBeVisible()
  // Hydrated, the late parts too: the link added below is not React's, and React adds no node after.
  await hydrated(page)
  // Today's sections end in text; an editor's link in the last line of one (a policy's) sits at its foot.
  const link = page.locator('#policies a[data-at-foot]')
  await page.locator('#policies').evaluate((section) => {
    const anchor = document.createElement('a')
    anchor.href = '#policies'
    anchor.textContent = 'Accessibility guide'
    anchor.dataset.atFoot = ''
    anchor.style.display = 'block'
    section.append(anchor)
  })
  // In the middle of the screen, clear of the sticky header and section tabs.
  await link.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
  expect(await link.evaluate((element) => element.closest('section')!.getBoundingClientRect().bottom - element.getBoundingClientRect().bottom)).toBeLessThan(1)
  await page.keyboard.press('Shift')
  await link.focus()
  await expect(link).toBeFocused()
  expect(await link.evaluate((element) => element.matches(':focus-visible'))).toBe(true)
  const ring = await link.evaluate((element) => getComputedStyle(element).outlineColor)
  // The share of ring-coloured pixels in the rows 3 and 4 px under the link (a ring is 2 px wide, 3 px
  // off): read again while sections drawn as the page scrolled still settle their heights around it.
  const ringUnderLink = async () => {
    await link.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
    const box = (await link.boundingBox())!
    const strip = await page.screenshot({ clip: { x: box.x, y: box.y + box.height + 3, width: Math.min(box.width, 200), height: 2 } })
    if ((await link.boundingBox())!.y !== box.y) return Number.NaN
    const [r = 0, g = 0, b = 0] = (ring.match(/\d+/g) ?? []).map(Number)
    const data = await pixelsOf(page, strip)
    let count = 0
    for (let at = 0; at < data.length; at += 4) if (Math.abs(data[at]! - r) + Math.abs(data[at + 1]! - g) + Math.abs(data[at + 2]! - b) < 40) count++
    return count / (data.length / 4)
  }
  await expect.poll(ringUnderLink, { message: `the ring (${ring}) under the link`, timeout: 10_000 }).toBeGreaterThan(0.9)
})

test('after a client navigation the hotel page’s sections are as a full load draws them, and again after Back and Forward', async ({ page }) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('console', (message) => {
    // Map tiles come from a tile server this machine cannot reach; every other error counts.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  await page.goto('/th')
  await hydrated(page)
  const intro = await page.locator('main section[data-kept]').first().innerHTML()
  // A mark on this document: still there after the navigation, it was a client navigation.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.locator(`a[href="/th/listing/${KYOTO}"]`).first().click()
  await page.waitForURL(`**/th/listing/${KYOTO}`)

  const reviews = await reviewsOf(page, KYOTO)
  await expect(page.getByTestId('reviews').locator('li')).toHaveCount(reviews.length)
  await expect(page.getByTestId('policies').locator('[data-policy]')).toHaveCount(5)
  await expect(page.getByRole('heading', { level: 2, name: label('hotel_page.policies', 'th') })).toBeVisible()
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  // Each kept part's markup as drawn, less the route prefetcher's mark on its links (`vr-preloaded`, spec
  // §2, route-prefetcher.tsx): the browser adds that as the links' routes are prefetched, in its own time
  // on each load.
  const kept = () =>
    page.locator('[data-kept]').evaluateAll(
      (elements, mark) =>
        elements.map((element) => {
          const copy = element.cloneNode(true) as Element
          for (const link of copy.querySelectorAll(`a.${mark}`)) {
            link.classList.remove(mark)
            if (link.classList.length === 0) link.removeAttribute('class')
          }
          return [element.getAttribute('data-kept'), copy.innerHTML, element.hasAttribute('aria-busy')]
        }),
      'vr-preloaded',
    )
  const navigated = await kept()
  expect(navigated.length).toBeGreaterThanOrEqual(8)
  for (const [key, html, busy] of navigated) {
    expect(html, `${key}`).not.toBe('')
    expect(busy, `${key}`).toBe(false)
  }

  // Back: the home page's kept sections are drawn at once, as the server drew them.
  await page.goBack()
  await page.waitForURL('**/th')
  expect(await page.locator('main section[data-kept]').first().innerHTML()).toBe(intro)
  await page.goForward()
  await page.waitForURL(`**/th/listing/${KYOTO}`)
  expect(await kept()).toEqual(navigated)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

  // The same markup as the page loaded as a whole.
  await page.reload()
  await hydrated(page)
  expect(await kept()).toEqual(navigated)

  // A room's rate link, plain in the kept markup, opens the rates page in place, as a next/link would.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.locator('#rooms article').first().getByRole('link').first().click()
  await page.waitForURL(new RegExp(`/th/property/${KYOTO}\\?room=[a-z-]+&rate=[A-Z]+$`))
  await expect(page.getByTestId('stay-box')).toBeVisible()
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  expect(errors).toEqual([])
})

/**
 * Opens /th with the Kyoto hotel page's HTML, as a client navigation fetches it, naming other content
 * than the page's payload does (the page was published again since).
 */
async function openWithKyotoRepublished(page: Page) {
  await page.route(`**/th/listing/${KYOTO}`, async (route) => {
    if (route.request().resourceType() !== 'fetch') return route.fallback()
    const response = await route.fetch()
    await route.fulfill({ response, body: (await response.text()).replaceAll('data-kept="', 'data-kept="republished-') })
  })
  await page.goto('/th')
  await hydrated(page)
}

test('a hotel page whose HTML no longer has the sections its payload named (published again since) loads as a whole', async ({ page }) => {
  test.setTimeout(120_000)
  await openWithKyotoRepublished(page)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  // The home page fired its load event before: the next one is a new document's.
  const wholeLoad = page.waitForEvent('load', { timeout: 30_000 })
  await page.locator(`a[href="/th/listing/${KYOTO}"]`).first().click()
  // Loaded whole: a new document, every section drawn by the server.
  await wholeLoad
  expect(page.url()).toMatch(new RegExp(`/th/listing/${KYOTO}$`))
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false)
  await expect(page.getByTestId('reviews').locator('li')).toHaveCount((await reviewsOf(page, KYOTO)).length)
  await expect(page.locator('[data-kept][aria-busy]')).toHaveCount(0)
})

test('a page reloaded by the site a moment ago is not loaded whole again: one guard for every reload of the site’s own', async ({ page }) => {
  test.setTimeout(120_000)
  await openWithKyotoRepublished(page)
  // The boot script has just reloaded the page after a failed chunk (its mark, as chrome.e2e.ts reads it).
  await page.evaluate(() => {
    sessionStorage.setItem('vr-chunk-reload', String(Date.now()))
    Object.assign(window, { sameDocument: true })
  })
  const fetched = page.waitForResponse((response) => response.url().endsWith(`/th/listing/${KYOTO}`) && response.request().resourceType() === 'fetch')
  await page.locator(`a[href="/th/listing/${KYOTO}"]`).first().click()
  await fetched
  await page.waitForURL(`**/th/listing/${KYOTO}`)
  // No second load within the guard's 10 s: the same document, still on the hotel's address.
  await page.waitForTimeout(2_000)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  expect(page.url()).toMatch(new RegExp(`/th/listing/${KYOTO}$`))
})
