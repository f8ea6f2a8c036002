/**
 * The hotels' map as a visitor meets it on /listing, a destination and a hotel's page: its code fetched
 * only once it comes into view, one price pin per hotel and a dot per place to see, clusters that split
 * when zoomed (radius 80 px), markers without any tile (there is no internet here; tiles are refused),
 * the credit from the settings, the keyboard (Tab, arrows by 80 px, + and −, Enter on a pin), the
 * list/map switch on a phone, axe with the map drawn, and the pages' layout at three widths.
 * The highlight between the search results and their pins is tested in search.e2e.ts.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'

import { labels } from '../../seed/content/labels'
import { THREE_LANGUAGES, type ThreeLanguageCode, WCAG_TAGS } from './routes'

const LANGUAGES = THREE_LANGUAGES
type Code = ThreeLanguageCode
const KYOTO = 'aurelia-kyoto-higashiyama'
const TOKYO = 'aurelia-tokyo-marunouchi'
/** Spec §9. */
const CLUSTER_RADIUS = 80
const PAN_STEP = 80

/** A label as the visitor reads it, {placeholders} filled in. */
function text(key: keyof typeof labels, code: Code, values: Record<string, string> = {}): string {
  const value = (labels[key] as Record<Code, string>)[code]
  return Object.entries(values).reduce((result, [name, fill]) => result.replace(`{${name}}`, fill), value)
}

/** Something only Leaflet's code and styles hold: the class of the map's element. */
const LEAFLET_MARK = 'leaflet-container'

/**
 * Opens a page with the tiles refused (as without internet) and the page's errors recorded; records
 * every script and stylesheet fetched, and whether it holds Leaflet, with the phase it was asked for in.
 */
async function openMapPage(page: Page, path: string) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    // A refused tile is reported as a failed resource; anything else is a fault of the page.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  const tiles: string[] = []
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    tiles.push(route.request().url())
    return route.abort('internetdisconnected')
  })
  const state = { phase: 'first load' as 'first load' | 'in view' }
  const assets: Promise<{ url: string; phase: string; leaflet: boolean }>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    const phase = state.phase
    assets.push(
      response
        .text()
        .then((body) => ({ url: response.url(), phase, leaflet: body.includes(LEAFLET_MARK) }))
        .catch(() => ({ url: response.url(), phase, leaflet: false })),
    )
  })
  await page.goto(path)
  // The page has hydrated (the overlay no longer says so: it never covers a drawn page).
  await expect(page.locator('html')).toHaveAttribute('data-live', '', { timeout: 60_000 })
  return { errors, tiles, state, assets: () => Promise.all(assets) }
}

const mapOf = (page: Page) => page.getByTestId('property-map')
/** A hotel's pin, by its accessible name (the hotel's name, then its price). */
const pinOf = (map: Locator, name: string) => map.locator(`.leaflet-marker-icon.map-pin:not(.map-pin--place)[aria-label^="${name}"]`)
const hotelPins = (map: Locator) => map.locator('.leaflet-marker-icon.map-pin:not(.map-pin--place)')
const placePins = (map: Locator) => map.locator('.leaflet-marker-icon.map-pin--place')
const clusters = (map: Locator) => map.locator('.leaflet-marker-icon.map-cluster')
/** The first pin or cluster drawn: a pin's own element has no size, its label is what shows. */
const drawn = (map: Locator) => map.locator('.map-pin__label, .map-cluster__count').first()
/** Where an element sits on the screen (a pin's element is a zero-size anchor at its point). */
/** Where an element sits within its map (so a page that scrolls a pixel as the map takes focus moves nothing). */
const spot = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const frame = (element.closest('.leaflet-container') ?? document.documentElement).getBoundingClientRect()
    return { x: box.x - frame.x, y: box.y - frame.y }
  })
const distance = async (a: Locator, b: Locator) => {
  const [p, q] = await Promise.all([spot(a), spot(b)])
  return Math.hypot(p.x - q.x, p.y - q.y)
}
/** The names of the hotel cards in a list, in order. */
const cardNames = (scope: Locator) => scope.locator('article h3').evaluateAll((titles) => titles.map((title) => (title.textContent ?? '').trim()))

test.describe('loading', () => {
  test('a destination’s map is fetched only when it scrolls into view, and tiles that cannot load leave its pins working', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const { errors, tiles, state, assets } = await openMapPage(page, '/destination/japan')
    await page.waitForLoadState('networkidle')
    const map = mapOf(page)
    // Below the fold: a placeholder of the map's size, and no Leaflet anywhere in what was fetched.
    await expect(map).toHaveAttribute('data-map-state', 'waiting')
    await expect(map.getByTestId('map-placeholder')).toHaveText(text('map.loading', 'en'))
    expect((await map.boundingBox())?.height).toBeGreaterThan(300)
    const firstLoad = await assets()
    expect(firstLoad.length).toBeGreaterThan(0)
    expect(firstLoad.filter((asset) => asset.leaflet).map((asset) => asset.url)).toEqual([])

    state.phase = 'in view'
    await map.scrollIntoViewIfNeeded()
    await expect(hotelPins(map)).toHaveCount(2, { timeout: 20_000 })
    const inView = (await assets()).filter((asset) => asset.phase === 'in view' && asset.leaflet)
    // Leaflet's script and its styles arrive now, and were not among the first load's files.
    expect(inView.length).toBeGreaterThan(0)
    expect(inView.some((asset) => asset.url.endsWith('.js'))).toBe(true)
    expect(firstLoad.map((asset) => asset.url)).not.toEqual(expect.arrayContaining(inView.map((asset) => asset.url)))

    // The tiles were asked for and refused: the pins, the places and the credit show regardless.
    await expect.poll(() => tiles.length).toBeGreaterThan(0)
    await expect(placePins(map)).toHaveCount(4)
    const credit = map.locator('.leaflet-control-attribution')
    await expect(credit).toContainText('© OpenStreetMap contributors')
    await expect(credit.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright')
    expect(errors).toEqual([])
  })

  test('a hotel’s map waits below its address on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const { errors, state, assets } = await openMapPage(page, `/listing/${KYOTO}`)
    await page.waitForLoadState('networkidle')
    const map = mapOf(page)
    await expect(map).toHaveAttribute('data-map-state', 'waiting')
    expect((await assets()).filter((asset) => asset.leaflet)).toEqual([])
    state.phase = 'in view'
    await map.scrollIntoViewIfNeeded()
    // The hotel (its price on the pin) and the places to see in its city.
    await expect(hotelPins(map)).toHaveCount(1, { timeout: 20_000 })
    await expect(placePins(map)).toHaveCount(2)
    expect((await assets()).some((asset) => asset.phase === 'in view' && asset.leaflet)).toBe(true)
    expect(errors).toEqual([])
  })
})

test.describe('pins', () => {
  for (const { code, prefix } of LANGUAGES) {
    test(`a destination shows one price pin per hotel and a dot per place to see (${code})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await openMapPage(page, `${prefix}/destination/japan`)
      const hotels = page.getByTestId('destination-hotels')
      const map = mapOf(page)
      await expect(map).toHaveAttribute('aria-label', text('map.region', code))
      await map.scrollIntoViewIfNeeded()
      await expect(hotelPins(map)).toHaveCount(2, { timeout: 20_000 })
      for (const name of await cardNames(hotels.getByTestId('list-view'))) {
        const card = hotels.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) })
        const price = ((await card.getByTestId('property-price').textContent()) ?? '').trim()
        const pin = pinOf(map, name)
        // The pin shows the card's price, formatted alike, and says it in full to a screen reader.
        await expect(pin).toHaveCount(1)
        await expect(pin).toHaveAttribute('aria-label', `${name}, ${price}`)
        const shown = ((await pin.locator('.map-pin__label').textContent()) ?? '').trim()
        expect(shown).toMatch(/\d/)
        expect(price).toContain(shown)
      }
      const sights = await page.getByTestId('destination-attractions').locator('article h3').allTextContents()
      expect(sights).toHaveLength(4)
      expect((await placePins(map).evaluateAll((pins) => pins.map((pin) => pin.getAttribute('aria-label')))).sort()).toEqual(sights.map((name) => name.trim()).sort())
      await expect(page.getByText(text('map.keyboard_hint', code))).toBeVisible()
    })

    test(`a hotel’s page shows it on a map beside its address (${code})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await openMapPage(page, `${prefix}/listing/${KYOTO}`)
      const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim()
      const map = mapOf(page)
      await expect(map).toHaveAttribute('aria-label', text('map.property_region', code, { hotel: name }))
      await map.scrollIntoViewIfNeeded()
      const pin = pinOf(map, name)
      await expect(pin.locator('.map-pin__label')).toBeVisible({ timeout: 20_000 })
      await expect(placePins(map)).toHaveCount(2)
      // The hotel's own pin opens its details, with no link to the page the visitor is on.
      await pin.locator('.map-pin__label').click()
      const popup = map.locator('.leaflet-popup')
      await expect(popup.locator('.map-popup__name')).toHaveText(name)
      await expect(popup.locator('.map-popup__link')).toHaveCount(0)
    })
  }
})

test.describe('clusters', () => {
  for (const { code, prefix } of LANGUAGES) {
    test(`the whole group clusters Europe’s hotels, and a click splits the cluster into their pins (${code})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      const { errors } = await openMapPage(page, `${prefix}/listing`)
      const map = mapOf(page)
      await expect(drawn(map)).toBeVisible({ timeout: 20_000 })
      // Every hotel is on the map once: on its own or counted in a cluster.
      const counts = await clusters(map).locator('.map-cluster__count').allTextContents()
      expect(counts.length).toBeGreaterThan(0)
      expect(counts.map(Number).reduce((sum, count) => sum + count, 0) + (await hotelPins(map).count())).toBe(9)
      // Europe is the westernmost: Paris, Nice and Zurich in one cluster, named for a screen reader.
      const xs = await clusters(map).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().x))
      const europe = clusters(map).nth(xs.indexOf(Math.min(...xs)))
      await expect(europe.locator('.map-cluster__count')).toHaveText('3')
      await expect(europe).toHaveAttribute('aria-label', text('map.cluster', code, { count: '3' }))
      const names = await page.getByTestId('listing-results').locator('article h3').allTextContents()
      const european = names.slice(0, 3).map((name) => name.trim())
      for (const name of european) await expect(pinOf(map, name)).toHaveCount(0)

      await europe.click()
      for (const name of european) await expect(pinOf(map, name).locator('.map-pin__label')).toBeVisible()
      await expect(clusters(map).filter({ hasText: /^3$/ })).toHaveCount(0)
      expect(errors).toEqual([])
    })
  }

  test('two hotels join a cluster once they are closer than 80 px, and part again when zoomed in', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await openMapPage(page, '/destination/japan')
    const map = mapOf(page)
    await map.scrollIntoViewIfNeeded()
    const kyoto = pinOf(map, 'Aurelia Kyoto Higashiyama')
    const tokyo = pinOf(map, 'Aurelia Tokyo Marunouchi')
    await expect(kyoto.locator('.map-pin__label')).toBeVisible({ timeout: 20_000 })
    await expect(tokyo.locator('.map-pin__label')).toBeVisible()
    const zoomOut = map.getByRole('button', { name: 'Zoom out' })
    // Each step out halves the distance; the step that brings it within the radius makes the cluster.
    let apart = await distance(kyoto, tokyo)
    for (let step = 0; apart / 2 > CLUSTER_RADIUS && step < 10; step++) {
      expect(apart).toBeGreaterThan(CLUSTER_RADIUS)
      const before = apart
      await zoomOut.click()
      await expect.poll(async () => Math.abs((await distance(kyoto, tokyo)) - before / 2)).toBeLessThanOrEqual(1)
      apart = await distance(kyoto, tokyo)
    }
    expect(apart).toBeGreaterThan(CLUSTER_RADIUS)
    expect(apart / 2).toBeLessThanOrEqual(CLUSTER_RADIUS)
    await zoomOut.click()
    const pair = clusters(map).filter({ hasText: /^2$/ })
    await expect(pair).toHaveCount(1)
    await expect(hotelPins(map)).toHaveCount(0)
    // Enter on the focused cluster zooms into it: the two hotels apart again.
    await pair.focus()
    await page.keyboard.press('Enter')
    await expect(kyoto.locator('.map-pin__label')).toBeVisible()
    await expect(tokyo.locator('.map-pin__label')).toBeVisible()
    await expect(clusters(map)).toHaveCount(0)
  })
})

test.describe('keyboard', () => {
  for (const { code, prefix } of LANGUAGES) {
    test(`Tab reaches the map, the arrows pan it by 80 px, + and − zoom, and Enter on a pin opens the way to its hotel (${code})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await openMapPage(page, `${prefix}/destination/japan`)
      const map = mapOf(page)
      const list = page.getByTestId('destination-hotels').getByTestId('list-view')
      const [kyotoName, tokyoName] = await cardNames(list)
      const kyoto = pinOf(map, kyotoName!)
      const tokyo = pinOf(map, tokyoName!)
      await map.scrollIntoViewIfNeeded()
      await expect(kyoto.locator('.map-pin__label')).toBeVisible({ timeout: 20_000 })

      // The map comes next after the last hotel in the list.
      await list.locator('article h3 a').last().focus()
      await page.keyboard.press('Tab')
      const container = map.locator('.leaflet-container')
      await expect(container).toBeFocused()
      await expect(container).toHaveAttribute('aria-label', text('map.region', code))

      // Each arrow moves the view 80 px its way, so the pins 80 px the other (one move at a time).
      const start = await spot(kyoto)
      // `|| 0`: a sub-pixel drift the other way rounds to -0, which is not 0 to toEqual.
      const moved = async () => {
        const now = await spot(kyoto)
        return { x: Math.round(now.x - start.x) || 0, y: Math.round(now.y - start.y) || 0 }
      }
      // Leaflet ignores an arrow pressed while its pan animation runs, and the pins reach their rounded
      // place a few frames before it ends: each move waits for the animation to finish (a person's next
      // key press comes long after it).
      const panTo = async (key: string, expected: { x: number; y: number }) => {
        await page.keyboard.press(key)
        await expect.poll(moved).toEqual(expected)
        await expect(map.locator('.leaflet-map-pane.leaflet-pan-anim')).toHaveCount(0)
      }
      await panTo('ArrowRight', { x: -PAN_STEP, y: 0 })
      await panTo('ArrowDown', { x: -PAN_STEP, y: -PAN_STEP })
      await panTo('ArrowLeft', { x: 0, y: -PAN_STEP })
      await panTo('ArrowUp', { x: 0, y: 0 })

      // + doubles the distances, − halves them.
      const apart = await distance(kyoto, tokyo)
      await page.keyboard.press('NumpadAdd')
      await expect.poll(async () => Math.abs((await distance(kyoto, tokyo)) - apart * 2)).toBeLessThanOrEqual(1)
      await page.keyboard.press('Minus')
      await expect.poll(async () => Math.abs((await distance(kyoto, tokyo)) - apart)).toBeLessThanOrEqual(1)

      // Tab goes from pin to pin (the places' dots too), Shift+Tab back; the focus stays on each.
      const focusedSlug = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.slug ?? null)
      const reached: string[] = []
      for (let step = 0; step < 10 && !(reached.includes(KYOTO) && reached.includes(TOKYO)); step++) {
        await page.keyboard.press('Tab')
        const slug = await focusedSlug()
        if (slug) reached.push(slug)
      }
      expect(reached.sort()).toEqual([KYOTO, TOKYO])
      for (let step = 0; step < 10 && (await focusedSlug()) !== KYOTO; step++) await page.keyboard.press('Shift+Tab')
      await expect(kyoto).toBeFocused()
      await page.keyboard.press('Enter')
      const popup = map.locator('.leaflet-popup')
      await expect(popup.locator('.map-popup__name')).toHaveText(kyotoName!)
      const link = popup.getByRole('link', { name: text('map.view_hotel', code) })
      await expect(link).toHaveAttribute('href', `${prefix}/listing/${KYOTO}`)
      await link.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${prefix}/listing/${KYOTO}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(kyotoName!)
    })
  }
})

test.describe('on a phone', () => {
  for (const { code, prefix } of LANGUAGES) {
    for (const path of ['/listing', '/destination/japan']) {
      test(`${path} switches between the list and the map (${code})`, async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 })
        const { state, assets } = await openMapPage(page, `${prefix}${path}`)
        const views = page.getByRole('group', { name: text('map.view_label', code) })
        const listButton = views.getByRole('button', { name: text('map.show_list', code), exact: true })
        const mapButton = views.getByRole('button', { name: text('map.show_map', code), exact: true })
        const cards = page.locator('main article h3 a[href*="/listing/"]').first()
        await expect(listButton).toHaveAttribute('aria-pressed', 'true')
        await expect(cards).toBeVisible()
        await expect(mapOf(page)).toBeHidden()
        // The hidden map is not fetched.
        await page.waitForLoadState('networkidle')
        expect((await assets()).filter((asset) => asset.leaflet)).toEqual([])

        state.phase = 'in view'
        await mapButton.click()
        await expect(mapButton).toHaveAttribute('aria-pressed', 'true')
        await expect(cards).toBeHidden()
        const map = mapOf(page)
        await expect(drawn(map)).toBeVisible({ timeout: 20_000 })
        const box = await map.boundingBox()
        expect(box?.width).toBeGreaterThan(340)
        expect(box?.height).toBeGreaterThanOrEqual(360)
        await listButton.click()
        await expect(cards).toBeVisible()
        await expect(map).toBeHidden()
      })
    }
  }
})

test.describe('accessibility and layout', () => {
  for (const path of ['/destination/japan', `/ja/listing/${KYOTO}`, '/th/listing']) {
    test(`${path} passes axe with the map drawn`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await openMapPage(page, path)
      const map = mapOf(page)
      await map.scrollIntoViewIfNeeded()
      await expect(drawn(map)).toBeVisible({ timeout: 20_000 })
      // Scrolling the map in starts its section's 800 ms fade-in: contrast is judged on the page as it settles.
      await expect
        .poll(() =>
          page.evaluate(() => [...document.querySelectorAll('main section[data-reveal="shown"]')].every((section) => getComputedStyle(section).opacity === '1')),
        )
        .toBe(true)
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }

  for (const { code, prefix } of LANGUAGES) {
    test(`the map fits the destination and hotel pages at 390, 1024 and 1440 px (${code})`, async ({ page }, testInfo) => {
      for (const path of ['/destination/japan', `/listing/${KYOTO}`]) {
        for (const width of [390, 1024, 1440]) {
          await page.setViewportSize({ width, height: 900 })
          await openMapPage(page, `${prefix}${path}`)
          const map = mapOf(page)
          if (!(await map.isVisible())) await page.getByRole('button', { name: text('map.show_map', code), exact: true }).click()
          await map.scrollIntoViewIfNeeded()
          await expect(drawn(map)).toBeVisible({ timeout: 20_000 })
          // Nothing wider than the screen; the map neither a sliver nor taller than the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
          const box = (await map.boundingBox())!
          expect(box.width).toBeGreaterThanOrEqual(Math.min(280, width - 48))
          expect(box.height).toBeGreaterThanOrEqual(300)
          expect(box.height).toBeLessThanOrEqual(900)
          await page.screenshot({ path: testInfo.outputPath(`map-${code}-${path.split('/')[1]}-${width}.png`) })
        }
      }
    })
  }
})
