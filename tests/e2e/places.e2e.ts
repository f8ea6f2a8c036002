import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { drawEveryPart } from './drawn'
import { firstLoadStopped } from './ready'
import { HOTELS_IN_GROUP_ORDER, THREE_LANGUAGES } from './routes'

/** The hotels, destinations and the home page's hotel list, as a visitor meets them. */

const LANGUAGES = THREE_LANGUAGES
const PAGES = ['/listing', '/destination', '/destination/japan', '/destination/kyoto']

/** A hotel's "from" price in whole units of its currency, as the content API gives it (the engine's all-in rule). */
async function fromPriceUnits(page: Page, slug: string, exponent: number): Promise<number> {
  const response = await page.request.get('/api/properties?page_size=100')
  const hotel = ((await response.json()) as { properties: { slug: string; from_price_minor: number | null }[] }).properties.find((item) => item.slug === slug)
  if (!hotel?.from_price_minor) throw new Error(`no from price for ${slug}`)
  return Math.round(hotel.from_price_minor / 10 ** exponent)
}

/** Whole units with a thousands separator (the pattern of one group character, or a literal one). */
const grouped = (units: number, separator: string) => String(units).replace(/\B(?=(\d{3})+(?!\d))/g, separator)

const hotelLinks = (page: Page, scope: string) =>
  page.locator(`${scope} article h3 a[href*="/listing/"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('/').pop()))

/** The parsed JSON-LD blocks of the page. */
const jsonLd = (page: Page) =>
  page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))

/** WCAG relative luminance contrast of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .map((channel) => {
        const c = channel / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

for (const language of LANGUAGES) {
  for (const path of PAGES) {
    test(`${language.prefix}${path} answers 200 in ${language.code} with its own title, canonical and hreflang`, async ({ page }) => {
      const response = await page.goto(`${language.prefix}${path}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', language.code)
      const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
      expect(heading).not.toBe('')
      await expect(page).toHaveTitle(new RegExp(`^${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `))
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(canonical).toMatch(new RegExp(`${language.prefix}${path}$`))
      const hreflangs = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')))
      expect(hreflangs.sort()).toEqual(['de', 'en', 'fr', 'id', 'ja', 'th', 'vi', 'x-default', 'zh'])
    })
  }
}

test('the listing shows every hotel, and the country and city filters show only the matching ones', async ({ page }) => {
  await page.goto('/listing')
  const results = '[data-testid="listing-results"]'
  expect(await hotelLinks(page, results)).toEqual(HOTELS_IN_GROUP_ORDER)
  await expect(page.getByTestId('listing-count')).toHaveText('9 hotels')

  // A filter is a real link with a query string, and the list follows it.
  const filters = page.getByRole('navigation', { name: 'Filter hotels by destination' })
  const japan = filters.getByRole('link', { name: /^Japan/ })
  await expect(japan).toHaveAttribute('href', '/listing?country=japan')
  await japan.click()
  await expect(page).toHaveURL(/\/listing\?country=japan$/)
  await expect(japan).toHaveAttribute('aria-current', 'true')
  await expect.poll(() => hotelLinks(page, results)).toEqual(['aurelia-kyoto-higashiyama', 'aurelia-tokyo-marunouchi'])
  await expect(page.getByTestId('listing-count')).toHaveText('2 hotels in Japan')
  // Only Japan's cities are offered once Japan is chosen.
  await expect(filters.getByRole('link', { name: /^Paris/ })).toHaveCount(0)

  await filters.getByRole('link', { name: /^Kyoto/ }).click()
  await expect(page).toHaveURL(/\/listing\?city=kyoto$/)
  await expect.poll(() => hotelLinks(page, results)).toEqual(['aurelia-kyoto-higashiyama'])

  // Opened directly (a shared link), in another language.
  await page.goto('/ja/listing?city=hoi-an')
  await expect.poll(() => hotelLinks(page, results)).toEqual(['aurelia-hoi-an-riverside'])
  await page.goto('/th/listing?country=france')
  await expect.poll(() => hotelLinks(page, results)).toEqual(['aurelia-paris-saint-germain', 'aurelia-nice-promenade'])

  // Back to all, and an unknown value shows everything rather than nothing.
  await page.goto('/listing?country=atlantis')
  expect(await hotelLinks(page, results)).toEqual(HOTELS_IN_GROUP_ORDER)
})

test('the home page links to all nine hotels, three to a row on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')
  const grid = '[data-testid="home-properties"]'
  expect(await hotelLinks(page, grid)).toEqual(HOTELS_IN_GROUP_ORDER)
  const tops = await page.locator(`${grid} > article`).evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)))
  expect(new Set(tops).size).toBe(3)

  const organization = (await jsonLd(page)).find((data) => data['@type'] === 'Organization')
  expect(organization).toMatchObject({ name: 'Aurelia Hotels & Resorts', url: expect.stringMatching(/^https?:\/\/[^/]+\/$/) })
  expect(organization.logo).toMatch(/^https?:\/\/.+\.(webp|png|jpe?g|svg)$/)
  expect(organization.sameAs.length).toBeGreaterThan(0)
  for (const url of organization.sameAs) expect(url).toMatch(/^https:\/\//)
})

test('the destinations page leads to every country and its cities', async ({ page }) => {
  await page.goto('/destination')
  const countries = page.getByTestId('destination-country')
  await expect(countries).toHaveCount(7)
  const japan = countries.filter({ has: page.getByRole('heading', { name: 'Japan' }) })
  await expect(japan.getByRole('img')).toBeVisible()
  await expect(japan.getByRole('link', { name: 'Japan', exact: true })).toHaveAttribute('href', '/destination/japan')
  await expect(japan.getByRole('link', { name: /^Kyoto/ })).toHaveAttribute('href', '/destination/kyoto')
  await expect(japan.getByRole('link', { name: /^Tokyo/ })).toHaveAttribute('href', '/destination/tokyo')
})

test('a destination shows its hotels, its attractions and where it sits', async ({ page }) => {
  await page.goto('/destination/kyoto')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kyoto')
  expect(await hotelLinks(page, '[data-testid="destination-hotels"]')).toEqual(['aurelia-kyoto-higashiyama'])
  const sights = page.getByTestId('destination-attractions')
  await expect(sights.getByRole('heading', { name: 'Kiyomizu-dera' })).toBeVisible()
  await expect(sights.getByRole('link', { name: 'Near Aurelia Kyoto Higashiyama' }).first()).toHaveAttribute('href', '/listing/aurelia-kyoto-higashiyama')
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(trail.getByRole('listitem')).toHaveText(['Home/', 'Destinations/', 'Japan/', 'Kyoto'])
  await expect(trail.getByRole('link', { name: 'Japan' })).toHaveAttribute('href', '/destination/japan')

  await page.goto('/ja/destination/japan')
  expect(await hotelLinks(page, '[data-testid="destination-hotels"]')).toEqual(['aurelia-kyoto-higashiyama', 'aurelia-tokyo-marunouchi'])
  await expect(page.getByTestId('destination-attractions').locator('article')).toHaveCount(4)
})

test('an unknown destination answers 404', async ({ page }) => {
  for (const path of ['/destination/atlantis', '/ja/destination/atlantis', '/destination/Not%20A%20Slug']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByTestId('destination-hotels')).toHaveCount(0)
  }
})

test('a property page describes the hotel as schema.org Hotel, with breadcrumbs', async ({ page }) => {
  const from = grouped(await fromPriceUnits(page, 'aurelia-kyoto-higashiyama', 0), ',')
  await page.goto('/listing/aurelia-kyoto-higashiyama')
  // Read once React has taken the page over: the HTML's data stays as the server wrote it.
  await firstLoadStopped(page)
  const hotel = (await jsonLd(page)).find((data) => data['@type'] === 'Hotel')
  expect(hotel).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Aurelia Kyoto Higashiyama',
    url: expect.stringMatching(/\/listing\/aurelia-kyoto-higashiyama$/),
    address: { '@type': 'PostalAddress', addressLocality: 'Kyoto', addressCountry: 'JP', streetAddress: expect.stringContaining('Kyoto') },
    geo: { '@type': 'GeoCoordinates', latitude: 35.0016, longitude: 135.7786 },
    starRating: { '@type': 'Rating', ratingValue: 5 },
    checkinTime: '15:00:00',
    checkoutTime: '11:00:00',
    telephone: expect.stringMatching(/^\+81/),
    email: expect.stringContaining('@'),
    // All-in, as the page's "from" price: the cheapest room and rate for two with taxes and fees.
    priceRange: expect.stringMatching(new RegExp(`^JP¥${from} – JP¥[\\d,]+$`)),
  })
  expect(hotel.image[0]).toMatch(/^https?:\/\//)
  expect(hotel.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5 })
  expect(hotel.aggregateRating.reviewCount).toBeGreaterThan(0)
  expect(hotel.aggregateRating.ratingValue).toBeGreaterThanOrEqual(1)
  expect(hotel.aggregateRating.ratingValue).toBeLessThanOrEqual(5)
  // The rating is that of the reviews shown on the page.
  await expect(page.locator('#reviews li')).toHaveCount(hotel.aggregateRating.reviewCount)

  const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(trail.getByRole('listitem')).toHaveText(['Home/', 'Hotels/', 'Japan/', 'Aurelia Kyoto Higashiyama'])
  await expect(trail.getByRole('link', { name: 'Hotels' })).toHaveAttribute('href', '/listing')
})

test('prices say which yen or yuan they are, in German, Japanese and Chinese', async ({ page }) => {
  const price = (slug: string) => page.locator('article', { has: page.locator(`h3 a[href$="/listing/${slug}"]`) }).getByTestId('property-price')
  // All-in: the cheapest room on the cheapest plan for two, with the hotel's taxes and fees (the API's amount).
  const kyoto = await fromPriceUnits(page, 'aurelia-kyoto-higashiyama', 0)
  const shanghai = await fromPriceUnits(page, 'aurelia-shanghai-bund', 2)
  await page.goto('/de/listing')
  await expect(price('aurelia-kyoto-higashiyama')).toHaveText(new RegExp(`^Ab JP¥\\s?${grouped(kyoto, "['’]")} pro Nacht, inkl. Steuern`))
  await expect(price('aurelia-shanghai-bund')).toHaveText(new RegExp(`^Ab CN¥\\s?${grouped(shanghai, "['’]")}`))
  await expect(price('aurelia-bangkok-riverside')).toHaveText(/US\$/)

  // A Japanese reader writes the yen ￥ and the yuan 元; a Chinese reader the yuan ¥ and the yen JP¥.
  await page.goto('/ja/listing')
  await expect(price('aurelia-kyoto-higashiyama')).toContainText(`￥${grouped(kyoto, ',')}`)
  await expect(price('aurelia-shanghai-bund')).toContainText(`${grouped(shanghai, ',')}元`)

  await page.goto('/zh/listing')
  await expect(price('aurelia-kyoto-higashiyama')).toContainText(`JP¥${grouped(kyoto, ',')}`)
  await expect(price('aurelia-shanghai-bund')).toContainText(new RegExp(`(^|[^A-Z])¥${grouped(shanghai, ',')}`))
})

test("a hotel's rooms show each rate's all-in price, the cheapest of them the hotel's 'from' price on the list", async ({ page }) => {
  const yen = (text: string) => Number(/JP¥\s?([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? Number.NaN)
  await page.goto('/listing')
  const from = yen(
    await page
      .locator('article', { has: page.locator('h3 a[href$="/listing/aurelia-kyoto-higashiyama"]') })
      .getByTestId('property-price')
      .innerText(),
  )
  expect(from).toBeGreaterThan(0)

  await page.goto('/listing/aurelia-kyoto-higashiyama')
  const rooms = page.locator('#rooms article')
  expect(await rooms.count()).toBeGreaterThan(1)
  const prices: number[] = []
  // Read as drawn, every room: the page draws its sections only near the screen.
  await drawEveryPart(page)
  for (const room of await rooms.all()) {
    const rates = await room.locator('li', { has: page.getByRole('link', { name: /Book/ }) }).allInnerTexts()
    expect(rates.length, 'every room lists its rates with a price').toBeGreaterThan(0)
    prices.push(...rates.map(yen))
  }
  expect(prices.every((price) => price > 0)).toBe(true)
  expect(Math.min(...prices)).toBe(from)
})

/** The text of the page's main content as drawn, every part of it. */
async function drawnText(page: Page): Promise<string> {
  await drawEveryPart(page)
  return page.locator('main').innerText()
}

test('no price anywhere shows a bare ¥ or $, rooms included, but the reader’s own yen or yuan', async ({ page }) => {
  for (const path of ['/de/listing', '/listing']) {
    await page.goto(path)
    const text = await drawnText(page)
    expect(text, path).toMatch(/JP¥|CN¥|US\$/)
    expect(text, path).not.toMatch(/(^|[^A-Z])[¥￥$]/m)
  }
  // Japanese: ￥ is the yen (the yuan is 元); never a half-width ¥ or a bare $.
  for (const path of ['/ja/listing', '/ja/listing/aurelia-kyoto-higashiyama']) {
    await page.goto(path)
    const text = await drawnText(page)
    expect(text, path).toMatch(/￥[\d,]+/)
    expect(text, path).not.toMatch(/(^|[^A-Z])[¥$]/m)
  }
  // Chinese: ¥ is the yuan (the yen is JP¥); never ￥ or a bare $.
  await page.goto('/zh/listing/aurelia-shanghai-bund')
  const text = await drawnText(page)
  expect(text).toMatch(/(^|[^A-Z])¥[\d,]+/m)
  expect(text).not.toMatch(/￥|(^|[^A-Z])\$/m)
})

test('a hotel card shows a clear focus ring when reached with the keyboard', async ({ page }) => {
  await page.goto('/listing')
  const link = page.locator('[data-testid="listing-results"] article h3 a').first()
  // Reach it by keyboard: Tab from the filter's last link lands on the first card.
  await page.getByRole('navigation', { name: 'Filter hotels by destination' }).getByRole('link').last().focus()
  await page.keyboard.press('Tab')
  await expect(link).toBeFocused()
  const ring = await link.evaluate((element) => {
    const card = element.closest('article')!
    const style = getComputedStyle(card)
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor, page: getComputedStyle(document.body).backgroundColor }
  })
  expect(ring.style).toBe('solid')
  expect(ring.width).toBeGreaterThanOrEqual(2)
  expect(contrast(ring.color, ring.page)).toBeGreaterThanOrEqual(3)
  // Without focus there is no ring.
  await page.keyboard.press('Tab')
  expect(await link.evaluate((element) => getComputedStyle(element.closest('article')!).outlineStyle)).toBe('none')
})

for (const path of ['/listing', '/destination', '/th/destination/kyoto', '/ja/destination/japan']) {
  for (const width of [390, 1440]) {
    test(`${path} at ${width} px has no WCAG A/AA violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await page.locator('.first-load-overlay').waitFor({ state: 'hidden' })
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
}
