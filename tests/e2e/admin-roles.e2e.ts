/**
 * The back office as a property manager and as a group editor: the manager of the two French hotels sees
 * only their bookings and hotels in the admin's lists; the group editor sees every hotel's.
 */
import { expect, type APIRequestContext, test } from '@playwright/test'

import { sessionToken } from '../support/session'
import { EDITOR, MANAGER, signIn, STAFF as ADMIN } from './staff'

const MINE = 'aurelia-paris-saint-germain'
const OTHER = 'aurelia-zurich-lakeside'

/** Books the first room and rate on sale at a hotel through the public booking API; returns the reference. */
async function book(request: APIRequestContext, property: string, check_in: string, check_out: string): Promise<string> {
  const offer = await (await request.get(`/api/availability?property=${property}&check_in=${check_in}&check_out=${check_out}&adults=2&rooms=1`)).json()
  const room = offer.rooms.find((option: { available: number; rates: unknown[] }) => option.available > 0 && option.rates.length > 0)
  const response = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': `admin-roles-${property}-${Date.now()}` },
    data: {
      property,
      room_type: room.room_type.slug,
      rate_plan: room.rates[0].rate_plan.code,
      check_in,
      check_out,
      adults: 2,
      rooms: 1,
      guest: { first_name: 'Ines', last_name: 'Roles', email: 'ines.roles@example.com', phone: '+33 6 00 00 00 00', country: 'FR' },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()).reference
}

let mine = ''
let other = ''
let otherId = 0

test.beforeAll(async ({ request }) => {
  mine = await book(request, MINE, '2028-04-10', '2028-04-12')
  other = await book(request, OTHER, '2028-04-10', '2028-04-12')
  const login = await request.post('/cms-api/users/login', { data: ADMIN })
  const token = sessionToken(login.headersArray())
  const found = await request.get(`/cms-api/bookings?where[reference][equals]=${other}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
  otherId = (await found.json()).docs[0].id
})

test("a property manager's bookings list shows only their hotels' bookings, and their hotels list only their hotels", async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, MANAGER)
  // The dashboard leads with their work; the group's settings, which they cannot change, are not offered.
  const dashboard = page.locator('.dashboard')
  const card = (name: string) => dashboard.getByRole('heading', { name, exact: true, level: 3 })
  await expect(dashboard.getByRole('heading', { level: 3 }).first()).toHaveText('Bookings', { timeout: 60_000 })
  await expect(card('Rate plans')).toBeVisible()
  for (const setting of ['Exchange rates', 'Company profile', 'Interface texts']) await expect(card(setting)).toHaveCount(0)
  // Every button says what it does, in words (a screen reader once heard "Create new [object Object]").
  await expect(dashboard.getByRole('link', { name: 'Create new Rate plan', exact: true })).toBeVisible()
  await expect(page.locator('[aria-label*="[object"]')).toHaveCount(0)
  await page.goto('/admin/collections/bookings')
  const table = page.locator('table')
  await expect(table.getByText(mine)).toBeVisible({ timeout: 60_000 })
  await expect(table.getByText(other)).toHaveCount(0)

  // Their own booking opens; another hotel's, typed into the address bar, does not.
  await table.getByText(mine).click()
  await expect(page.locator('#field-reference')).toHaveValue(mine, { timeout: 60_000 })
  await page.goto(`/admin/collections/bookings/${otherId}`)
  await expect(page.getByText(/could not be found/i).first()).toBeVisible({ timeout: 60_000 })
  await expect(page.locator('body')).not.toContainText(other)

  // A new room type: the form opens, and its hotel picker offers only their hotels.
  await page.goto('/admin/collections/room-types/create')
  const hotelPicker = page.locator('#field-property')
  await expect(hotelPicker).toBeVisible({ timeout: 60_000 })
  await hotelPicker.locator('.rs__control').click()
  const options = page.locator('.rs__option')
  await expect(options).toHaveCount(2, { timeout: 30_000 })
  await expect(options).toContainText([/Paris/, /Nice/])

  await page.goto('/admin/collections/properties')
  await expect(page.locator('table tbody tr')).toHaveCount(2, { timeout: 60_000 })
  await expect(page.locator('table')).toContainText(/Paris/)
  await expect(page.locator('table')).toContainText(/Nice/)
  await expect(page.locator('table')).not.toContainText(/Zurich|Zürich/)
})

test("a property manager's offers list names their hotels, and counts the others an offer is shared with", async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, MANAGER)
  await page.goto('/admin/collections/offers')
  const row = (title: string) => page.locator('table tbody tr').filter({ has: page.getByRole('link', { name: title, exact: true }) })
  // Paris for two is for their Paris hotel only; Honeymoon by the water for Nice, Bangkok and Hoi An,
  // two of which they cannot open (Payload's own column said "Untitled - ID: 2, Untitled - ID: 7, …").
  await expect(row('Paris for two')).toContainText('Aurelia Paris Saint-Germain', { timeout: 60_000 })
  await expect(row('Honeymoon by the water')).toContainText('Aurelia Nice Promenade and 2 other hotels')
  await expect(page.locator('table')).not.toContainText('Untitled')
  await expect(page.locator('table')).not.toContainText(/Bangkok|Hoi An/)

  // The shared offer's own screen (read-only to them) names their hotel and counts the others the same
  // way, where Payload's field showed "Untitled - ID: 7" chips.
  await row('Honeymoon by the water').getByRole('link', { name: 'Honeymoon by the water', exact: true }).click()
  await expect(page.getByTestId('hotels-properties')).toHaveText('Aurelia Nice Promenade and 2 other hotels', { timeout: 60_000 })
  await expect(page.locator('.document-fields')).not.toContainText('Untitled')
  await page.goto('/admin/collections/offers')

  // The offer's own screen: its tabs are Edit and Versions, with no "API" tab of raw JSON.
  await row('Paris for two').getByRole('link', { name: 'Paris for two', exact: true }).click()
  await expect(page.getByRole('link', { name: /^Versions/ })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveCount(0)
})

test("a group editor's bookings list shows every hotel's bookings", async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, EDITOR)
  // An editor keeps the group's settings at hand.
  await expect(page.locator('.dashboard').getByRole('heading', { name: 'Exchange rates', exact: true, level: 3 })).toBeVisible({ timeout: 60_000 })
  await page.goto('/admin/collections/bookings')
  const table = page.locator('table')
  await expect(table.getByText(mine)).toBeVisible({ timeout: 60_000 })
  await expect(table.getByText(other)).toBeVisible()
})
