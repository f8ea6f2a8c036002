import { expect, type Page } from '@playwright/test'

/**
 * The page has hydrated, its first load has stopped (the overlay's state says so), and the parts hydrated
 * after the page (hydrate-later.tsx) have swapped their server markup for the live one: an element
 * measured or changed before that could be gone a moment later.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('.first-load-overlay')).toHaveAttribute('data-loading', 'false', { timeout: 60_000 })
  await expect(page.locator('hydrate-later[data-pending]')).toHaveCount(0, { timeout: 30_000 })
}
