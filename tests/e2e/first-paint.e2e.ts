import { expect, type Page, test } from '@playwright/test'

import { hydrated } from './ready'

/**
 * Issue 24: a cached page's framework scripts are asked for once its first frame is on the screen
 * (src/lib/scripts-after-first-paint.mjs), and the page still comes alive: at once after that paint,
 * or as soon as the visitor taps, with the tap kept.
 */

const PHONE = { width: 390, height: 844 }
const CHUNK = /\/_next\/static\/chunks\/[^/]+\.js$/

/** When the first contentful paint was reported, and when each chunk script was asked for (page time, ms). */
async function timings(page: Page) {
  return page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    chunks: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.initiatorType === 'script' && /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
  }))
}

for (const path of ['/', '/ja/listing/aurelia-kyoto-higashiyama', '/th/blog/48-hours-in-higashiyama'])
  test(`${path}: asks for its scripts after the first paint, then hydrates`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE })
    const page = await context.newPage()
    await page.goto(path)
    await hydrated(page)
    const { paint, chunks } = await timings(page)
    expect(paint, 'a first contentful paint').not.toBeNull()
    expect(chunks.length, 'the framework and the page parts').toBeGreaterThanOrEqual(5)
    const early = chunks.filter((chunk) => chunk.start < paint!)
    expect(early, `scripts asked for before the paint at ${paint!.toFixed(0)} ms`).toEqual([])
    await context.close()
  })

test('a tap before the scripts have come is kept: the phone menu opens once the page hydrates', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  // The scripts are held at the network until the visitor has tapped.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let asked = 0
  await page.route(CHUNK, async (route) => {
    asked++
    await released
    await route.continue()
  })
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  const menuButton = page.locator('button[aria-controls="mobile-menu"]')
  await expect(menuButton).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-live', /.*/)
  await menuButton.click()
  // Asked for by now (the paint, or the tap itself), not yet arrived: the page is not live.
  await expect.poll(() => asked).toBeGreaterThanOrEqual(5)
  await expect(page.getByTestId('mobile-menu-sheet')).toBeHidden()
  release()
  await expect(page.getByTestId('mobile-menu-sheet')).toBeVisible({ timeout: 30_000 })
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  await context.close()
})
