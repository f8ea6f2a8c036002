/**
 * The stay search as a visitor meets it: the destination box by keyboard (English, Japanese, Thai),
 * the results page driven by its URL (sort, price range by keyboard and by typing, amenities, currency;
 * the URL round trip and the back button), nearest with the browser's position granted and denied,
 * and the page's layout at a phone's, a laptop's and a desktop's width in three languages.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { labels } from '../../seed/content/labels'
import { HOTELS_IN_GROUP_ORDER, THREE_LANGUAGES, type ThreeLanguageCode, WCAG_TAGS } from './routes'

const LANGUAGES = THREE_LANGUAGES
type Code = ThreeLanguageCode
const KYOTO: Record<Code, string> = { en: 'Kyoto', ja: '京都', th: 'เกียวโต' }

/** A label as the visitor reads it, {placeholders} filled in. */
function text(key: keyof typeof labels, code: Code, values: Record<string, string> = {}): string {
  const value = (labels[key] as Record<Code, string>)[code]
  return Object.entries(values).reduce((result, [name, fill]) => result.replace(`{${name}}`, fill), value)
}

const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)
/** A two-night stay far enough ahead to have rooms everywhere. */
const STAY = `check_in=${inDays(45)}&check_out=${inDays(47)}`

const resultSlugs = (page: Page) => page.getByTestId('search-result').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.slug))
/** The nightly prices shown on the cards, as numbers of the display currency. */
const shownPrices = (page: Page) =>
  page.getByTestId('result-display-price').evaluateAll((prices) =>
    prices.map((price) =>
      Number(
        (price.textContent ?? '')
          .match(/\d[\d,]*(\.\d+)?/g)
          ?.at(-1)
          ?.replace(/,/g, '') ?? Number.NaN,
      ),
    ),
  )

const destinationBox = (page: Page) => page.getByRole('combobox', { name: text('search.destination', 'en') })

test.describe('the destination box', () => {
  const cases = [
    { code: 'en', typed: 'kyo', option: 'Kyoto', city: 'Kyoto' },
    { code: 'ja', typed: '京都', option: '京都', city: '京都' },
    { code: 'th', typed: 'เกียว', option: 'เกียวโต', city: 'เกียวโต' },
  ] as const
  for (const { code, typed, option, city } of cases) {
    test(`suggests places by keyboard and leads to the results in ${code}`, async ({ page }) => {
      const prefix = code === 'en' ? '' : `/${code}`
      await page.goto(`${prefix}/`)
      const box = page.getByRole('combobox', { name: text('search.destination', code) })
      await expect(box).toBeVisible()
      await box.focus()
      await page.keyboard.type(typed)
      const list = page.getByRole('listbox', { name: text('search.destination', code) })
      await expect(list).toBeVisible()
      await expect(box).toHaveAttribute('aria-expanded', 'true')
      const options = list.getByRole('option')
      await expect(options.first()).toContainText(option)

      // Arrows move the highlight while the focus stays in the box (aria-activedescendant).
      await page.keyboard.press('ArrowDown')
      const first = await options.first().getAttribute('id')
      await expect(box).toHaveAttribute('aria-activedescendant', first!)
      await expect(options.first()).toHaveAttribute('aria-selected', 'true')
      await expect(box).toBeFocused()
      const count = await options.count()
      if (count > 1) {
        await page.keyboard.press('ArrowDown')
        await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
        await page.keyboard.press('ArrowUp')
      }
      await expect(options.first()).toHaveAttribute('aria-selected', 'true')

      // Escape closes the list and keeps the text; ArrowDown opens it again.
      await page.keyboard.press('Escape')
      await expect(list).toBeHidden()
      await expect(box).toHaveValue(typed)
      await page.keyboard.press('ArrowDown')
      await expect(list).toBeVisible()
      await expect(options.first()).toHaveAttribute('aria-selected', 'true')

      // Enter takes the suggestion; the next Enter searches.
      await page.keyboard.press('Enter')
      await expect(box).toHaveValue(city)
      await expect(list).toBeHidden()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${prefix}/search-result\\?destination=kyoto&adults=2&children=0&rooms=1$`))
      await expect(page.getByRole('heading', { level: 1 })).toContainText(city)
      await expect(page.locator('html')).toHaveAttribute('lang', code)
      const slugs = await resultSlugs(page)
      expect(slugs[0]).toBe('aurelia-kyoto-higashiyama')
      // The box on the results page holds the search.
      await expect(page.getByRole('combobox', { name: text('search.destination', code) })).toHaveValue(city)
    })
  }

  test('matches names in other languages and without accents, and says when nothing matches', async ({ page }) => {
    await page.goto('/listing')
    const box = destinationBox(page)
    await box.fill('zürich')
    await expect(page.getByRole('option').first()).toContainText('Zurich')
    await box.fill('ZURICH')
    await expect(page.getByRole('option').first()).toContainText('Zurich')
    await box.fill('東京')
    await expect(page.getByRole('option').first()).toContainText('Tokyo')
    await box.fill('atlantis')
    await expect(page.getByRole('listbox')).toBeHidden()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('status').filter({ hasText: 'No suggestions' })).toHaveCount(1)

    // Free text that names nothing: the results say so and offer every hotel.
    await page.getByTestId('stay-submit').click()
    await expect(page).toHaveURL(/\/search-result\?destination=atlantis/)
    await expect(page.getByTestId('search-empty')).toContainText('atlantis')
    await page.getByRole('link', { name: text('search.search_all', 'en') }).click()
    await expect.poll(() => resultSlugs(page)).toHaveLength(9)
  })

  test('starts from the destination on a destination page', async ({ page }) => {
    await page.goto('/ja/destination/japan')
    await expect(page.getByRole('combobox', { name: text('search.destination', 'ja') })).toHaveValue('日本')
  })
})

test.describe('the results page', () => {
  test('filters by amenity and price, and every change is a URL the back button returns through', async ({ page }) => {
    await page.goto(`/search-result?${STAY}&sortBy=order`)
    await expect.poll(() => resultSlugs(page)).toHaveLength(9)
    const before = await shownPrices(page)
    expect(before.every((price) => price > 0)).toBe(true)

    // An amenity (the list unfolds first): only the hotels that have it.
    await page.getByTestId('amenities-toggle').click()
    await page.getByRole('checkbox', { name: 'Pets welcome' }).check()
    await expect(page).toHaveURL(/amenities=pets/)
    await expect.poll(() => resultSlugs(page)).toEqual(['aurelia-paris-saint-germain', 'aurelia-zurich-lakeside'])
    await expect(page.getByTestId('results-count')).toContainText('2 hotels')

    // Back: every hotel again, the box unticked; forward: the filter again.
    await page.goBack()
    await expect(page).not.toHaveURL(/amenities=/)
    await expect.poll(() => resultSlugs(page)).toHaveLength(9)
    // (Folded away again with nothing ticked.)
    const pets = page.locator('input[name="amenities"][value="pets"]')
    await expect(pets).not.toBeChecked()
    await page.goForward()
    await expect.poll(() => resultSlugs(page)).toHaveLength(2)
    await expect(page.getByRole('checkbox', { name: 'Pets welcome' })).toBeChecked()

    // Reloaded, the same search.
    await page.reload()
    await expect.poll(() => resultSlugs(page)).toEqual(['aurelia-paris-saint-germain', 'aurelia-zurich-lakeside'])
    await page.getByRole('button', { name: text('search.clear_filters', 'en') }).click()
    await expect.poll(() => resultSlugs(page)).toHaveLength(9)

    // A maximum typed in: only the hotels at or under it.
    const sorted = [...before].sort((a, b) => a - b)
    const limit = Math.floor((sorted[3]! + sorted[4]!) / 2)
    const maximum = page.getByRole('spinbutton', { name: /Maximum/ })
    await maximum.fill(String(limit))
    await maximum.press('Enter')
    await expect(page).toHaveURL(new RegExp(`maxPrice=${limit}(&|$)`))
    await expect.poll(async () => (await shownPrices(page)).length).toBe(before.filter((price) => price <= limit).length)
    expect((await shownPrices(page)).every((price) => price <= limit)).toBe(true)
    await expect(page.getByRole('slider', { name: 'Maximum' })).toHaveAttribute('aria-valuenow', String(limit))

    // A minimum above the maximum is refused with a message, and the URL stays.
    const url = page.url()
    const minimum = page.getByRole('spinbutton', { name: /Minimum/ })
    await minimum.fill(String(limit + 100))
    await minimum.press('Enter')
    await expect(page.getByRole('alert').filter({ hasText: text('search.price_order', 'en') })).toBeVisible()
    expect(page.url()).toBe(url)

    // Back undoes the price filter.
    await page.goBack()
    await expect(page).not.toHaveURL(/maxPrice=/)
    await expect.poll(() => resultSlugs(page)).toHaveLength(9)
  })

  test('moves the price range by keyboard', async ({ page }) => {
    await page.goto(`/search-result?${STAY}&sortBy=price_asc`)
    await expect.poll(() => resultSlugs(page)).toHaveLength(9)
    // The range is a part whose code comes after the page's: keys pressed on its server markup before
    // then do nothing (a tap is held and replayed, a key is not).
    await expect(page.locator('hydrate-later[data-pending]')).toHaveCount(0, { timeout: 30_000 })
    const thumb = page.getByRole('slider', { name: 'Maximum' })
    const top = Number(await thumb.getAttribute('aria-valuemax'))
    await expect(thumb).toHaveAttribute('aria-valuenow', String(top))
    await thumb.focus()
    await page.keyboard.press('PageDown')
    await page.keyboard.press('PageDown')
    await page.keyboard.press('ArrowLeft')
    const now = Number(await thumb.getAttribute('aria-valuenow'))
    expect(now).toBeLessThan(top)
    await expect(thumb).toHaveAttribute('aria-valuetext', /\$/)
    // The keys rest: the URL follows, and the list with it.
    await expect(page).toHaveURL(new RegExp(`maxPrice=${now}(&|$)`))
    await expect(page.getByRole('spinbutton', { name: /Maximum/ })).toHaveValue(String(now))
    await expect.poll(async () => (await shownPrices(page)).every((price) => price <= now)).toBe(true)
    expect((await resultSlugs(page)).length).toBeLessThan(9)

    // The minimum by keyboard too: Home and End reach the ends.
    const low = page.getByRole('slider', { name: 'Minimum' })
    await low.focus()
    await page.keyboard.press('End')
    await expect(low).toHaveAttribute('aria-valuenow', String(now))
    await page.keyboard.press('Home')
    await expect(low).toHaveAttribute('aria-valuenow', (await low.getAttribute('aria-valuemin'))!)
  })

  test('sorts by price both ways, by rating and in the group order', async ({ page }) => {
    await page.goto(`/search-result?${STAY}`)
    const sort = page.getByLabel(text('search.sort_by', 'en'))
    await sort.selectOption('price_asc')
    await expect(page).toHaveURL(/sortBy=price_asc/)
    await expect
      .poll(async () => {
        const prices = await shownPrices(page)
        return prices.length === 9 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price)
      })
      .toBe(true)

    await sort.selectOption('price_desc')
    await expect(page).toHaveURL(/sortBy=price_desc/)
    await expect
      .poll(async () => {
        const prices = await shownPrices(page)
        return prices.length === 9 && prices.every((price, index) => index === 0 || prices[index - 1]! >= price)
      })
      .toBe(true)

    await sort.selectOption('rating')
    await expect(page).toHaveURL(/sortBy=rating/)
    await expect
      .poll(async () => {
        const ratings = await page.getByTestId('result-rating').evaluateAll((items) => items.map((item) => Number(item.textContent?.match(/\d+(\.\d)?/)?.[0])))
        return ratings.length > 0 && ratings.every((rating, index) => index === 0 || ratings[index - 1]! >= rating)
      })
      .toBe(true)

    await sort.selectOption('order')
    await expect(page).toHaveURL(/sortBy=order/)
    await expect.poll(() => resultSlugs(page)).toEqual(HOTELS_IN_GROUP_ORDER)

    // Back through the sorts.
    await page.goBack()
    await expect(page).toHaveURL(/sortBy=rating/)
    await expect(sort).toHaveValue('rating')
  })

  test('prices in the chosen currency, approximate, with the hotel’s own beside', async ({ page }) => {
    await page.goto(`/search-result?${STAY}&destination=kyoto`)
    const card = page.getByTestId('search-result').first()
    // None chosen: the hotel's own yen, exact, and nothing beside it.
    await expect(card.getByTestId('result-display-price')).toHaveText(/^JP¥[\d,]+$/)
    await expect(card.getByTestId('result-hotel-price')).toHaveCount(0)
    await expect(page.getByLabel(text('search.currency', 'en'))).toHaveValue('JPY')
    await page.getByLabel(text('search.currency', 'en')).selectOption('USD')
    await expect(page).toHaveURL(/currency=USD/)
    await expect(card.getByTestId('result-display-price')).toContainText(/approx\. (US)?\$/)
    await expect(card.getByTestId('result-hotel-price')).toContainText(/¥/)
    await expect(card).toContainText(text('search.per_night', 'en'))
    await page.getByLabel(text('search.currency', 'en')).selectOption('EUR')
    await expect(page).toHaveURL(/currency=EUR/)
    await expect(card.getByTestId('result-display-price')).toContainText('€')
    await expect(page.getByText(text('search.currency_note', 'en', { currency: 'EUR' }))).toBeVisible()
  })

  test('a French page shows a euro hotel in euros, and hotels in several currencies in euros too, never US$', async ({ page }) => {
    await page.goto(`/fr/search-result?${STAY}&destination=paris`)
    const paris = page.getByTestId('search-result').first()
    await expect(paris.getByTestId('result-display-price')).toHaveText(/^\d[\d\s\u202f]*\s€$/)
    await expect(paris.getByTestId('result-hotel-price')).toHaveCount(0)

    await page.goto(`/fr/search-result?${STAY}`)
    await expect(page.getByTestId('search-currency')).toHaveValue('EUR')
    const shown = await page.getByTestId('result-display-price').allInnerTexts()
    expect(shown.length).toBeGreaterThan(3)
    for (const price of shown) {
      expect(price).toMatch(/€$/)
      expect(price).not.toMatch(/\$/)
    }
  })

  test('links each result to its rates with the stay carried over', async ({ page }) => {
    await page.goto(`/ja/search-result?${STAY}&adults=3&rooms=2&destination=tokyo`)
    const link = page.getByTestId('search-result').first().getByTestId('result-link')
    await expect(link).toHaveAttribute('href', `/ja/property/aurelia-tokyo-marunouchi?${STAY}&adults=3&children=0&rooms=2`)
  })

  test('reads a malformed link as far as it can', async ({ page }) => {
    const response = await page.goto('/search-result?destination=japan&sortBy=cheapest&minPrice=-5')
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('search-ignored')).toContainText('sortBy')
    await expect.poll(async () => (await resultSlugs(page)).sort()).toEqual(['aurelia-kyoto-higashiyama', 'aurelia-tokyo-marunouchi'])
  })
})

test.describe('nearest', () => {
  test('uses the browser’s position when it is given', async ({ browser }) => {
    // Near Kyoto station.
    const context = await browser.newContext({ permissions: ['geolocation'], geolocation: { latitude: 34.9858, longitude: 135.7588 } })
    const page = await context.newPage()
    await page.goto(`/search-result?${STAY}&sortBy=order`)
    await page.getByLabel(text('search.sort_by', 'en')).selectOption('nearest')
    await expect(page).toHaveURL(/lat=34\.9858&lng=135\.7588/)
    await expect(page).not.toHaveURL(/sortBy=/)
    await expect(page.getByTestId('distance-origin')).toHaveText(new RegExp(text('search.from_you', 'en')))
    await expect.poll(async () => (await resultSlugs(page)).slice(0, 2)).toEqual(['aurelia-kyoto-higashiyama', 'aurelia-tokyo-marunouchi'])
    const distances = await page.getByTestId('result-distance').evaluateAll((items) => items.map((item) => Number((item.textContent ?? '').replace(/[^\d.]/g, ''))))
    expect(distances.every((distance, index) => index === 0 || distances[index - 1]! <= distance)).toBe(true)
    expect(distances[0]).toBeLessThan(5)
    await context.close()
  })

  for (const { code, prefix } of LANGUAGES) {
    test(`a country search shows no distances: none from the middle of a country (${code})`, async ({ browser }) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.goto(`${prefix}/search-result?destination=japan`)
      await expect(page.getByTestId('results-count')).toBeVisible()
      expect(await page.getByTestId('search-result').count()).toBeGreaterThan(1)
      await expect(page.getByTestId('distance-origin')).toHaveCount(0)
      await expect(page.getByTestId('result-distance')).toHaveCount(0)
      await expect(page.locator('main')).not.toContainText(text('search.from_centre', code, { place: '' }).trim())
      await context.close()
    })

    test(`falls back to the destination’s centre when the position is refused, and says so (${code})`, async ({ browser }) => {
      // No permission granted: the browser refuses the position.
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.goto(`${prefix}/search-result?destination=kyoto&sortBy=price_asc`)
      await page.getByLabel(text('search.sort_by', code)).selectOption('nearest')
      await expect(page.getByTestId('location-status')).toHaveText(text('search.location_unavailable', code))
      await expect(page).not.toHaveURL(/sortBy=|lat=/)
      await expect(page.getByTestId('distance-origin')).toContainText(text('search.from_centre', code, { place: KYOTO[code] }))
      await expect(page.getByTestId('use-location')).toBeVisible()
      await context.close()
    })
  }
})

test.describe('the map beside the results', () => {
  for (const { code, prefix } of LANGUAGES) {
    test(`highlights the pin of the result under the pointer or in focus, and the result of the pin under the pointer (${code})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(`${prefix}/search-result?${STAY}&destination=japan&sortBy=order`)
      const map = page.getByTestId('property-map')
      const kyotoPin = map.locator('.leaflet-marker-icon[aria-label*="Kyoto Higashiyama"]')
      const tokyoPin = map.locator('.leaflet-marker-icon[aria-label*="Tokyo Marunouchi"]')
      // A pin is a zero-size anchor; its label is what shows.
      await expect(kyotoPin.locator('.map-pin__label')).toBeVisible({ timeout: 20_000 })
      await expect(tokyoPin.locator('.map-pin__label')).toBeVisible()
      // Each pin shows the price its card shows.
      const kyotoCard = page.locator('[data-testid="search-result"][data-slug="aurelia-kyoto-higashiyama"]')
      const tokyoCard = page.locator('[data-testid="search-result"][data-slug="aurelia-tokyo-marunouchi"]')
      const kyotoPrice = ((await kyotoCard.getByTestId('result-display-price').textContent()) ?? '').replace(/[^\d]/g, '')
      expect(((await kyotoPin.textContent()) ?? '').replace(/[^\d]/g, '')).toBe(kyotoPrice)

      // Result → pin: hovering a card, then focusing the other's link.
      await kyotoCard.hover()
      await expect(kyotoPin).toHaveClass(/is-active/)
      await expect(tokyoPin).not.toHaveClass(/is-active/)
      // The keyboard from here: the pointer rests on the header, away from the list and the map.
      await page.mouse.move(2, 2)
      await expect(kyotoPin).not.toHaveClass(/is-active/)
      await tokyoCard.getByTestId('result-link').focus()
      await expect(tokyoPin).toHaveClass(/is-active/)
      await expect(kyotoPin).not.toHaveClass(/is-active/)
      await expect(tokyoCard).toHaveAttribute('data-active', 'true')

      // Pin → result: the pointer on a pin marks its card (and only its card), and moves nothing: with
      // the card's top scrolled out of view, bringing it back would carry the map, and the pin, away
      // from under the pointer.
      await page.evaluate((top) => window.scrollTo(0, top), (await kyotoCard.evaluate((card) => card.getBoundingClientRect().top + window.scrollY)) + 60)
      await kyotoPin.locator('.map-pin__label').hover()
      const scrolled = await page.evaluate(() => window.scrollY)
      await expect(kyotoCard).toHaveAttribute('data-active', 'true')
      await expect(tokyoCard).toHaveAttribute('data-active', 'false')
      await page.waitForTimeout(600) // a smooth scroll would have run by now
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
      await expect(kyotoCard).toHaveAttribute('data-active', 'true')
      await tokyoPin.locator('.map-pin__label').hover()
      await expect(tokyoCard).toHaveAttribute('data-active', 'true')
      await expect(kyotoCard).toHaveAttribute('data-active', 'false')
    })
  }

  test('keeps the focus on each pin Tab reaches, and marks its result', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`/search-result?${STAY}&destination=japan&sortBy=order`)
    const map = page.getByTestId('property-map')
    await expect(map.locator('.map-pin__label')).toHaveCount(2, { timeout: 20_000 })
    await map.locator('.leaflet-container').focus()
    const seen: string[] = []
    for (let step = 0; step < 2; step++) {
      await page.keyboard.press('Tab')
      const pin = page.locator('.leaflet-marker-icon:focus')
      await expect(pin).toHaveCount(1)
      const slug = (await pin.getAttribute('data-slug')) ?? ''
      seen.push(slug)
      // Marking the result re-draws the list beside the map; the pin keeps the focus through it.
      await expect(page.locator(`[data-testid="search-result"][data-slug="${slug}"]`)).toHaveAttribute('data-active', 'true')
      await expect(pin).toHaveClass(/is-active/)
      await expect(map.locator(`.leaflet-marker-icon[data-slug="${slug}"]`)).toBeFocused()
    }
    expect(seen.sort()).toEqual(['aurelia-kyoto-higashiyama', 'aurelia-tokyo-marunouchi'])
  })

  test('switches between the list and the map on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/search-result?${STAY}&destination=japan`)
    await expect(page.getByTestId('search-results')).toBeVisible()
    await expect(page.getByTestId('property-map')).toBeHidden()
    await page.getByTestId('view-map').click()
    await expect(page.getByTestId('view-map')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('search-results')).toBeHidden()
    await expect(page.getByTestId('property-map').locator('.map-pin__label').first()).toBeVisible({ timeout: 20_000 })
    await page.getByTestId('view-list').click()
    await expect(page.getByTestId('search-results')).toBeVisible()
  })
})

test.describe('layout', () => {
  for (const { code, prefix } of LANGUAGES) {
    test(`the results page at 390, 1024 and 1440 px in ${code}`, async ({ page }, testInfo) => {
      for (const width of [390, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(`${prefix}/search-result?${STAY}&destination=japan`)
        await expect(page.getByTestId('search-result').first()).toBeVisible()
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        await page.screenshot({ path: testInfo.outputPath(`search-${code}-${width}.png`), fullPage: false })
      }
    })
  }

  test('passes axe with the suggestions open and on the results', async ({ page }) => {
    await page.goto('/search-result?destination=japan')
    await destinationBox(page).fill('to')
    await expect(page.getByRole('listbox')).toBeVisible()
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([])
  })
})
