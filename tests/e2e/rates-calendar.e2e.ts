/**
 * The rates-and-availability calendar as the manager of the French hotels uses it, by keyboard: they
 * open it from the dashboard, move through a room type's nights with the arrow keys and pick a range
 * with Enter and Shift+Enter, then stop selling a room type on the weekdays (Monday to Friday) of two
 * weeks in February 2032 — and the public rates (GET /api/availability) sell nothing on a Wednesday of
 * those weeks and still sell its Saturday. The calendar then shows those nights as stopped.
 * Screenshots of the screen at 1440 and 1024 px, in English and Japanese, go to test-results/.
 */
import { type APIRequestContext, expect, type Page, type Route, test } from '@playwright/test'
import { MANAGER } from './staff'

const PARIS = 'aurelia-paris-saint-germain'
const FROM = '2032-02-02'
const TO = '2032-02-15'

async function signInByKeyboard(page: Page) {
  await page.goto('/admin')
  await page.locator('#field-email').focus()
  await page.keyboard.type(MANAGER.email)
  await page.keyboard.press('Tab')
  await page.keyboard.type(MANAGER.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })
}

/** Presses Tab until the focused element matches, at most `limit` times. */
async function tabTo(page: Page, matches: (element: { text: string; label: string | null; id: string }) => boolean, limit = 60) {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      return { text: element?.innerText?.trim() ?? '', label: element?.getAttribute('aria-label') ?? null, id: element?.id ?? '' }
    })
    if (matches(focused)) return
  }
  throw new Error('never reached by Tab')
}

async function roomOn(request: APIRequestContext, checkIn: string, checkOut: string, slug: string) {
  const response = await request.get(`/api/availability?property=${PARIS}&check_in=${checkIn}&check_out=${checkOut}&adults=2&rooms=1`, {
    headers: { 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 200) + 20}` },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { rooms: { room_type: { slug: string }; available: number; unavailable_reason: string | null }[] }).rooms.find(
    (room) => room.room_type.slug === slug,
  )!
}

test('a property manager stops selling a room type on the weekdays of two weeks, by keyboard, and the public rates follow', async ({ page, request }) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInByKeyboard(page)

  // From the dashboard, by keyboard.
  await tabTo(page, ({ text }) => text.startsWith('Rates and availability'))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/rates-calendar/, { timeout: 60_000 })
  const calendar = page.getByTestId('rates-calendar')
  await expect(calendar.getByRole('grid').first()).toBeVisible({ timeout: 60_000 })

  // The manager's hotels only; choose Paris.
  const hotel = page.getByLabel('Hotel', { exact: true })
  await expect(hotel.locator('option')).toHaveCount(2)
  const rooms = page.locator('[data-testid^="rates-room-"]')
  await expect(rooms.first().getByRole('gridcell').first()).toBeVisible({ timeout: 30_000 })
  // While Paris's nights load (held back a second here, as on a slow connection), the other hotel's
  // calendar is not left on screen under Paris's name, where its grid and form would change that hotel.
  const slowly = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    await route.continue()
  }
  await page.route('**/api/staff/rates-calendar?*', slowly)
  await hotel.focus()
  await hotel.selectOption({ label: 'Aurelia Paris Saint-Germain (EUR)' })
  await expect(rooms).toHaveCount(0)
  await expect(rooms.first().getByRole('gridcell').first()).toBeVisible({ timeout: 30_000 })
  await page.unroute('**/api/staff/rates-calendar?*', slowly)
  await expect(page.getByRole('group', { name: 'Room types' }).getByRole('checkbox', { name: 'Prestige Room with Balcony' })).toBeVisible()
  const roomSlug = ((await rooms.first().getAttribute('data-testid')) ?? '').replace('rates-room-', '')

  // The grid by keyboard: one Tab stop, arrows move by day and week, Enter and Shift+Enter pick a range.
  await tabTo(page, ({ label }) => label !== null && /left \/ \d+ on sale/.test(label), 80)
  const first = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.date!)
  await page.keyboard.press('ArrowRight')
  const next = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.date!)
  expect(Date.parse(next) - Date.parse(first)).toBe(86_400_000)
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowDown')
  const weekLater = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.date!)
  expect(Date.parse(weekLater) - Date.parse(next)).toBe(7 * 86_400_000)
  await page.keyboard.press('Shift+Enter')
  await expect(page.getByLabel('First night')).toHaveValue(next)
  await expect(page.getByLabel('Last night')).toHaveValue(weekLater)
  await expect(page.locator('td[aria-selected="true"]').first()).toBeVisible()

  // The bulk form: its own dates, typed; weekdays Monday to Friday; the first room type only; stop-sell.
  const fromField = page.getByLabel('First night')
  await fromField.focus()
  await page.keyboard.type('02022032')
  const toField = page.getByLabel('Last night')
  await toField.focus()
  await page.keyboard.type('02152032')
  await expect(fromField).toHaveValue(FROM)
  await expect(toField).toHaveValue(TO)
  for (const day of ['Saturday', 'Sunday']) {
    await page.getByLabel(day, { exact: true }).focus()
    await page.keyboard.press('Space')
    await expect(page.getByLabel(day, { exact: true })).not.toBeChecked()
  }
  const roomBoxes = page.getByRole('group', { name: 'Room types' }).getByRole('checkbox')
  for (let index = 1; index < (await roomBoxes.count()); index += 1) {
    await roomBoxes.nth(index).focus()
    await page.keyboard.press('Space')
    await expect(roomBoxes.nth(index)).not.toBeChecked()
  }
  const stopSell = page.getByLabel('Stop-sell', { exact: true })
  await stopSell.focus()
  await stopSell.selectOption('on')
  const apply = page.getByRole('button', { name: 'Apply to 10 nights' })
  await apply.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('rates-bulk-status')).toHaveText('Saved: 10 nights changed. The site sells them so from now on.', { timeout: 60_000 })

  // The public rates: nothing to sell on Wednesday 4 February, the Saturday still on sale.
  expect(await roomOn(request, '2032-02-04', '2032-02-05', roomSlug)).toMatchObject({ available: 0, unavailable_reason: 'sold_out' })
  expect((await roomOn(request, '2032-02-07', '2032-02-08', roomSlug)).available).toBeGreaterThan(0)

  // The calendar of February 2032 shows it.
  const paris = await hotel.inputValue()
  await page.goto(`/admin/rates-calendar?property=${paris}&month=2032-02`)
  const wednesday = page.getByTestId(`rates-room-${roomSlug}`).locator('td[data-date="2032-02-04"]')
  await expect(wednesday).toHaveAttribute('aria-label', /Stop-sell/, { timeout: 60_000 })
  await expect(wednesday).toHaveAttribute('aria-label', /^Wed[^;]*; 0 left/)
  await expect(page.getByTestId(`rates-room-${roomSlug}`).locator('td[data-date="2032-02-07"]')).not.toHaveAttribute('aria-label', /Stop-sell/)
  await page.screenshot({ path: 'test-results/rates-calendar-en-1440.png', fullPage: false })
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.screenshot({ path: 'test-results/rates-calendar-en-1024.png', fullPage: false })

  // The same screen in Japanese (Payload keeps the admin language in a cookie).
  await page.context().addCookies([{ name: 'payload-lng', value: 'ja', url: new URL('/', page.url()).href }])
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: '料金と空室' })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText('複数の泊をまとめて変更')).toBeVisible()
  await page.screenshot({ path: 'test-results/rates-calendar-ja-1024.png', fullPage: false })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.screenshot({ path: 'test-results/rates-calendar-ja-1440.png', fullPage: false })
})
