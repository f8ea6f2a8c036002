import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

/** WCAG 2.1 A and AA, as axe checks them, on the pages a visitor lands on first. */
for (const path of ['/', '/listing/aurelia-kyoto-higashiyama', '/th', '/ja/listing/aurelia-tokyo-marunouchi']) {
  for (const width of [390, 1440]) {
    test(`${path} at ${width} px has no WCAG A/AA violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      // The first-load overlay fades out by itself; check the page, not the overlay.
      await page.locator('.first-load-overlay').waitFor({ state: 'hidden' })
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      const summary = results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }))
      expect(summary).toEqual([])
    })
  }
}
