/**
 * The results page's filters for keyboard and screen-reader users: after the page's script has run,
 * the form still has a real submit button (WCAG technique H32), and changing the sort with the keyboard
 * leaves the focus on the sort control, not on the page's body, while the new results come in.
 */
import { expect, test } from '@playwright/test'

import { hydrated } from './ready'

const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)
const STAY = `check_in=${inDays(45)}&check_out=${inDays(47)}`

test('changing the sort by keyboard keeps the focus on it, and the filters keep a submit button', async ({ page }) => {
  await page.goto(`/search-result?${STAY}&sortBy=price_asc`, { waitUntil: 'networkidle' })
  const filters = page.getByTestId('search-filters')
  const sort = page.getByTestId('search-sort')
  await sort.focus()
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(/sortBy=price_desc/)
  await expect(page).toHaveURL(/sortBy=/)
  await page.waitForLoadState('networkidle')
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-sort')
  // After hydration: a real, visible submit button in the form.
  const submit = filters.locator('button[type="submit"]')
  await expect(submit).toHaveCount(1)
  await expect(submit).toBeVisible()
  // The next key press moves the sort on again from where the focus stayed.
  const chosen = await sort.inputValue()
  await page.keyboard.press('ArrowDown')
  await expect.poll(() => sort.inputValue()).not.toBe(chosen)
  await expect(page).toHaveURL(new RegExp(`sortBy=${await sort.inputValue()}`))
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-sort')
})

test('the Apply button applies typed prices without leaving the page', async ({ page }) => {
  await page.goto(`/search-result?${STAY}&sortBy=price_asc`, { waitUntil: 'networkidle' })
  // After the price filter's own code has taken over from the server's markup (it loads after the page's):
  // a price typed before then is chrome.e2e.ts's case.
  await hydrated(page)
  const filters = page.getByTestId('search-filters')
  const minimum = filters.locator('input[name="minPrice"]')
  const scaleMin = Number(await minimum.inputValue())
  await minimum.fill(String(scaleMin + 50))
  await filters.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(new RegExp(`minPrice=${scaleMin + 50}`))
  await expect(page).toHaveURL(/sortBy=price_asc/)
})
