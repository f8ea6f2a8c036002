/**
 * The back office as a hotel's staff member finds it: human labels in their language, prices in the
 * hotel's currency, a dashboard of today's work, a hotel's screen with what belongs to it, the language
 * being edited named on screen, what is left to translate, images that must be described, and drafts
 * previewed by staff only.
 */
import { type APIRequestContext, type Page, expect, test } from '@playwright/test'
import sharp from 'sharp'

import { signIn as signInAs, STAFF } from './staff'

const signIn = (page: Page) => signInAs(page, STAFF)

async function firstDoc<T = Record<string, unknown>>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.ok(), path).toBe(true)
  const doc = (await response.json()).docs[0]
  expect(doc, path).toBeTruthy()
  return doc as T
}

/** The labels of an edit screen's fields, as shown. */
async function fieldLabels(page: Page): Promise<string[]> {
  return (await page.locator('.field-label').allInnerTexts()).map((text) => text.trim()).filter(Boolean)
}

test.describe.configure({ timeout: 180_000 })

test('labels are words staff read, in English and in French', async ({ page, context }) => {
  await signIn(page)
  const hotel = await firstDoc<{ id: number }>(page.request, '/cms-api/properties?where[slug][equals]=aurelia-paris-saint-germain&depth=0')
  const plan = await firstDoc<{ id: number }>(page.request, `/cms-api/rate-plans?where[property][equals]=${hotel.id}&depth=0&limit=1`)

  for (const path of [`/admin/collections/properties/${hotel.id}`, `/admin/collections/rate-plans/${plan.id}`]) {
    await page.goto(path)
    await expect(page.locator('.field-label').first()).toBeVisible({ timeout: 60_000 })
    const labels = await fieldLabels(page)
    expect(labels.length).toBeGreaterThan(8)
    for (const label of labels) expect(label, path).not.toMatch(/_|minor/i)
  }
  await page.goto(`/admin/collections/properties/${hotel.id}`)
  await expect(page.locator('.field-label', { hasText: /^Time zone/ })).toBeVisible({ timeout: 60_000 })
  await expect(page.locator('.field-label', { hasText: /^Currency/ })).toBeVisible()

  // The same screen for a French-speaking member of staff (Payload keeps the admin language in a cookie).
  await context.addCookies([{ name: 'payload-lng', value: 'fr', url: new URL('/', page.url()).href }])
  await page.goto(`/admin/collections/properties/${hotel.id}`)
  await expect(page.locator('.field-label', { hasText: /^Fuseau horaire/ })).toBeVisible({ timeout: 60_000 })
  await expect(page.locator('.field-label', { hasText: /^Devise/ })).toBeVisible()
  for (const label of await fieldLabels(page)) expect(label).not.toMatch(/_|minor/i)
  await page.goto('/admin')
  await expect(page.getByRole('link', { name: /Tarifs/ }).first()).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText('Réservations', { exact: true }).first()).toBeVisible()
})

test('a price is typed in major units of the hotel currency and stored in minor units', async ({ page }) => {
  await signIn(page)
  const paris = await firstDoc<{ id: number; currency: string }>(page.request, '/cms-api/properties?where[currency][equals]=EUR&depth=0&limit=1')
  const plan = await firstDoc<{ id: number; prices: unknown[] }>(page.request, `/cms-api/rate-plans?where[property][equals]=${paris.id}&depth=0&limit=1`)

  // The hotel's real price comes back afterwards: later tests book this hotel.
  try {
    await page.goto(`/admin/collections/rate-plans/${plan.id}`)
    const price = page.locator('input[name="prices.0.nightly_minor"]')
    await expect(price).toBeVisible({ timeout: 60_000 })
    const field = page.locator('.minor-units-field').filter({ has: price })
    await expect(field).toContainText('€')

    // More decimals than euros have: refused with a reason, not rounded.
    await price.fill('160.505')
    await expect(field).toContainText('EUR has 2 decimal places at most.')
    await price.fill('160.50')
    await expect(field).toContainText('€160.50')
    await page.getByRole('button', { name: /publish changes/i }).click()
    await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible({ timeout: 30_000 })

    const saved = await (await page.request.get(`/cms-api/rate-plans/${plan.id}?depth=0`)).json()
    expect(saved.prices[0].nightly_minor).toBe(16050)
    await page.reload()
    await expect(price).toHaveValue('160.50', { timeout: 60_000 })
    await expect(field).toContainText('€')
  } finally {
    // As the admin's own screens write: signed in, from the site's origin.
    const restored = await page.request.patch(`/cms-api/rate-plans/${plan.id}?depth=0`, {
      data: { prices: plan.prices },
      headers: { origin: new URL(page.url()).origin },
    })
    expect(restored.status(), await restored.text()).toBe(200)
  }
})

test('the Ubud rates show rupiah in major units', async ({ page }) => {
  await signIn(page)
  const ubud = await firstDoc<{ id: number }>(page.request, '/cms-api/properties?where[currency][equals]=IDR&depth=0&limit=1')
  const plan = await firstDoc<{ id: number; prices: { nightly_minor: number }[] }>(page.request, `/cms-api/rate-plans?where[property][equals]=${ubud.id}&depth=0&limit=1`)
  const minor = plan.prices[0]!.nightly_minor
  expect(minor).toBeGreaterThan(100_000)

  await page.goto(`/admin/collections/rate-plans/${plan.id}`)
  const price = page.locator('input[name="prices.0.nightly_minor"]')
  await expect(price).toHaveValue(`${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`, { timeout: 60_000 })
  await expect(page.locator('.minor-units-field').filter({ has: price })).toContainText('Rp')
})

test('the dashboard lists a booking made on the site', async ({ page }) => {
  const booking = await page.request.post('/api/bookings', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      property: 'aurelia-paris-saint-germain',
      room_type: 'deluxe-courtyard',
      rate_plan: 'FLEX',
      check_in: '2027-11-08',
      check_out: '2027-11-10',
      adults: 2,
      rooms: 1,
      guest: { first_name: 'Inès', last_name: 'Dashboard', email: 'ines.dashboard@example.com', phone: '+33 6 00 00 00 00', country: 'FR' },
      language: 'fr',
    },
  })
  expect(booking.status(), await booking.text()).toBe(201)
  const reference = String((await booking.json()).reference)

  await signIn(page)
  const recent = page.getByTestId('dashboard-bookings')
  await expect(recent).toContainText(reference)
  await expect(page.getByTestId('dashboard-arrivals')).toBeVisible()
  await expect(page.getByTestId('dashboard-enquiries')).toBeVisible()
  await recent.getByRole('link', { name: reference }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/bookings\/\d+/)
  await expect(page.locator('input[name="reference"], #field-reference').first()).toHaveValue(reference, { timeout: 60_000 })
})

test("a hotel's screen lists its rooms, and lists narrow to one hotel", async ({ page }) => {
  await signIn(page)
  const hotel = await firstDoc<{ id: number }>(page.request, '/cms-api/properties?where[slug][equals]=aurelia-paris-saint-germain&depth=0')
  const rooms = (await (await page.request.get(`/cms-api/room-types?where[property][equals]=${hotel.id}&depth=0&limit=25`)).json()).docs as { name: string }[]
  expect(rooms.length).toBeGreaterThan(0)

  await page.goto(`/admin/collections/properties/${hotel.id}`)
  await page.getByRole('button', { name: 'Room types' }).click()
  for (const room of rooms) await expect(page.getByRole('cell', { name: room.name }).first()).toBeVisible({ timeout: 30_000 })

  await page.goto('/admin/collections/room-types')
  const filter = page.getByTestId('hotel-filter')
  await expect(filter.locator('option')).not.toHaveCount(1, { timeout: 30_000 })
  await filter.selectOption(String(hotel.id))
  await expect(page).toHaveURL(new RegExp(`where%5Bproperty%5D%5Bequals%5D=${hotel.id}|where\\[property\\]\\[equals\\]=${hotel.id}`))
  await expect(page.locator('.table tbody tr')).toHaveCount(rooms.length, { timeout: 30_000 })
})

test('the language being edited is named on screen, and a cleared translation shows as missing', async ({ page }) => {
  await signIn(page)
  const post = await firstDoc<{ id: number; slug: string }>(page.request, '/cms-api/blog-posts?depth=0&limit=1&sort=slug')

  await page.goto(`/admin/collections/blog-posts/${post.id}?locale=ja`)
  const banner = page.getByTestId('editing-language')
  await expect(banner).toHaveAttribute('data-locale', 'ja', { timeout: 60_000 })
  await expect(banner).toContainText('日本語 (ja)')
  await expect(page.getByTestId('view-on-site')).toHaveAttribute('href', `/ja/blog/${post.slug}`)

  await page.goto(`/admin/collections/blog-posts/${post.id}?locale=de`)
  await expect(banner).toHaveAttribute('data-locale', 'de', { timeout: 60_000 })
  const status = page.getByTestId('translation-status')
  await expect(status).toContainText(/Translations/, { timeout: 30_000 })
  await expect(status.locator('li[data-locale="de"]', { hasText: 'Excerpt' })).toHaveCount(0)
  await page.locator('#field-excerpt').fill('')
  await page.getByRole('button', { name: /save draft/i }).click()
  await expect(page.getByText(/draft saved successfully|updated successfully/i).first()).toBeVisible({ timeout: 30_000 })
  await expect(status.locator('li[data-locale="de"]')).toContainText('Excerpt', { timeout: 30_000 })
  await expect(status.locator('li[data-locale="de"]')).toContainText('Deutsch (de)')
})

test('an image cannot be saved without its English description', async ({ page }) => {
  await signIn(page)
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 165, g: 123, b: 58 } } })
    .png()
    .toBuffer()
  await page.goto('/admin/collections/media/create')
  await page.locator('input[type="file"]').setInputFiles({ name: 'no-alt.png', mimeType: 'image/png', buffer: picture })
  await page.getByRole('button', { name: /^save$/i }).click()
  await expect(page.getByText(/field is invalid: Alternative text/).first()).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/media\/create/)

  await page.locator('#field-alt').fill('A plain brass-coloured square')
  await page.getByRole('button', { name: /^save$/i }).click()
  await expect(page).toHaveURL(/\/media\/\d+/, { timeout: 30_000 })
})

test('a draft is previewed by staff and never shown to visitors', async ({ page, browser }) => {
  await signIn(page)
  const post = await firstDoc<{ id: number; slug: string; title: string }>(page.request, '/cms-api/blog-posts?depth=0&limit=1&sort=-slug')
  const draftTitle = `Draft headline ${Date.now()}`
  // In English: the admin would otherwise reopen the language used last.
  await page.goto(`/admin/collections/blog-posts/${post.id}?locale=en`)
  await expect(page.getByTestId('editing-language')).toHaveAttribute('data-locale', 'en', { timeout: 60_000 })
  await page.locator('#field-title').fill(draftTitle)
  await page.getByRole('button', { name: /save draft/i }).click()
  await expect(page.getByText(/draft saved successfully|updated successfully/i).first()).toBeVisible({ timeout: 30_000 })

  const preview = page.getByTestId('preview-draft')
  await expect(preview).toHaveAttribute('href', `/api/preview?path=${encodeURIComponent(`/blog/${post.slug}`)}`)
  await page.goto(`/api/preview?path=${encodeURIComponent(`/blog/${post.slug}`)}`)
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
  // The page says it is a preview, with the way out; the preview ends by itself within the hour.
  const banner = page.locator('[data-preview-banner]')
  await expect(banner).toContainText('You are viewing a draft preview')
  const draftCookie = (await page.context().cookies()).find((cookie) => cookie.name === '__prerender_bypass')
  expect(draftCookie?.expires, 'the preview cookie has an end').toBeGreaterThan(Date.now() / 1000)
  expect(draftCookie!.expires).toBeLessThanOrEqual(Date.now() / 1000 + 3600 + 5)
  await banner.getByRole('link', { name: 'Exit preview' }).click()
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  await expect(page.locator('[data-preview-banner]')).toHaveCount(0)
  expect((await page.context().cookies()).filter((cookie) => cookie.name === '__prerender_bypass')).toEqual([])
  // The rest of the site is out of draft mode too.
  await page.goto('/')
  await expect(page.locator('[data-preview-banner]')).toHaveCount(0)

  const visitor = await browser.newContext()
  try {
    const visitorPage = await visitor.newPage()
    const refused = await visitor.request.get(`/api/preview?path=${encodeURIComponent(`/blog/${post.slug}`)}`, { maxRedirects: 0 })
    expect(refused.status()).toBe(401)
    await visitorPage.goto(`/blog/${post.slug}`)
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(post.title)
    expect(await visitorPage.content()).not.toContain(draftTitle)
  } finally {
    await visitor.close()
  }
})

test('the password rule shows beside the password field, in English and Japanese', async ({ page, context, browser }) => {
  const rule = { en: /At least 12 characters, and not easy to guess/, ja: /12文字以上で、推測されにくいもの/ }
  // The reset screen a link opens, before anyone is signed in.
  const stranger = await browser.newContext()
  try {
    const resetPage = await stranger.newPage()
    await resetPage.goto('/admin/reset/not-a-real-token')
    await expect(resetPage.locator('#field-password')).toBeVisible({ timeout: 60_000 })
    await expect(resetPage.locator('.field-type.password [data-password-rule]').first()).toHaveText(rule.en)
    await stranger.addCookies([{ name: 'payload-lng', value: 'ja', url: new URL('/', resetPage.url()).href }])
    await resetPage.reload()
    await expect(resetPage.locator('.field-type.password [data-password-rule]').first()).toHaveText(rule.ja, { timeout: 60_000 })
  } finally {
    await stranger.close()
  }

  // A colleague's new account, and a change of one's own password in the account screen.
  await signIn(page)
  await page.goto('/admin/collections/users/create')
  await expect(page.locator('#field-password')).toBeVisible({ timeout: 60_000 })
  await expect(page.locator('[data-password-rule]')).toHaveText(rule.en)
  await context.addCookies([{ name: 'payload-lng', value: 'ja', url: new URL('/', page.url()).href }])
  await page.goto('/admin/account')
  await page.locator('#change-password').click()
  await expect(page.locator('#field-password')).toBeVisible({ timeout: 60_000 })
  await expect(page.locator('[data-password-rule]')).toHaveText(rule.ja)
  await page.goto('/admin')
})
