import { expect, type Page } from '@playwright/test'

/**
 * The page's first load has stopped (the overlay's state says so: its shell has hydrated) and React has
 * hydrated the page's Suspense boundaries, which it does after the shell in tasks of their own: the
 * browser's next idle period comes after them. (The first load may stop at once when the page loaded
 * before the app mounted, so the overlay's state alone no longer leaves them 200 ms.)
 */
export async function firstLoadStopped(page: Page): Promise<void> {
  await expect(page.locator('.first-load-overlay')).toHaveAttribute('data-loading', 'false', { timeout: 60_000 })
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })))
}

/**
 * The page has hydrated, its first load has stopped, and the parts hydrated after the page
 * (hydrate-later.tsx) have swapped their server markup for the live one: an element measured or changed
 * before that could be gone a moment later.
 */
export async function hydrated(page: Page): Promise<void> {
  await firstLoadStopped(page)
  await expect(page.locator('hydrate-later[data-pending]')).toHaveCount(0, { timeout: 30_000 })
}
