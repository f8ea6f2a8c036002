import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { drawEveryPart } from './drawn'
import { SITE_ROUTES, WCAG_TAGS } from './routes'

/**
 * WCAG 2.2 A and AA, as axe checks them, on every page of the site (tests/e2e/routes.ts) at a phone's
 * and a desktop's width, in English; Japanese and Thai on the pages a visitor lands on first.
 */
const PATHS = [...SITE_ROUTES, '/ja', '/th', '/ja/offers', '/th/blog', '/th/listing/aurelia-bangkok-riverside', '/ja/faq']

for (const path of PATHS) {
  for (const width of [390, 1440]) {
    test(`${path} at ${width} px has no WCAG 2.2 A/AA violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      // The first-load overlay fades out by itself; check the page, not the overlay.
      await page.locator('.first-load-overlay').waitFor({ state: 'hidden' })
      await drawEveryPart(page)
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
      const summary = results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }))
      expect(summary).toEqual([])
    })
  }
}
