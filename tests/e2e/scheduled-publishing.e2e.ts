/**
 * Scheduled publishing: the group editor writes a journal article as a draft, schedules it to go live
 * a minute later from the publish button's menu, and the article appears on the site by itself at that
 * time — its page and the journal's list — with nobody saving anything (src/cms/scheduled-jobs.ts).
 */
import { expect, test } from '@playwright/test'

const EDITOR = { email: 'editor@aurelia-hotels.example', password: 'aurelia-editor-2026' }
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A time as the schedule drawer's date picker writes it ("Nov 29, 2026 3:33 AM", the browser's zone). */
function pickerText(at: Date): string {
  const hour = at.getHours() % 12 || 12
  return `${MONTHS[at.getMonth()]} ${at.getDate()}, ${at.getFullYear()} ${hour}:${String(at.getMinutes()).padStart(2, '0')} ${at.getHours() < 12 ? 'AM' : 'PM'}`
}

test('a draft article scheduled from the admin goes live on the site at its time', async ({ page, baseURL }) => {
  test.setTimeout(240_000)
  const headers = { Origin: new URL(baseURL!).origin }
  await page.goto('/admin')
  await page.locator('#field-email').fill(EDITOR.email)
  await page.locator('#field-password').fill(EDITOR.password)
  await page.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })

  // A draft article like the published ones (their category and cover), under a slug of its own.
  const existing = (await (await page.request.get('/cms-api/blog-posts?where[_status][equals]=published&sort=id&limit=1&depth=0', { headers })).json()).docs[0] as {
    category: number
    cover: number
  }
  const slug = `scheduled-${Date.now().toString(36)}`
  const title = `Lantern night ${slug}`
  const created = await page.request.post('/cms-api/blog-posts?draft=true', {
    headers,
    data: {
      _status: 'draft',
      slug,
      title,
      category: existing.category,
      cover: existing.cover,
      published_at: new Date().toISOString(),
      excerpt: 'Paper lanterns on the river.',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id

  try {
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404)

    await page.goto(`/admin/collections/blog-posts/${id}`)
    // The publish button's menu → "Schedule Publish".
    await page.locator('.form-submit .popup-button, #action-save-popup .popup-button').first().click()
    await page.getByRole('button', { name: 'Schedule Publish' }).click()
    const drawer = page.locator('dialog.schedule-publish')
    await expect(drawer.getByRole('heading', { name: `Schedule publish for ${title}` })).toBeVisible()
    await drawer.getByText('Publish', { exact: true }).click()
    // The next whole minute at least 40 s away.
    const at = new Date(Math.ceil((Date.now() + 40_000) / 60_000) * 60_000)
    const input = drawer.locator('.date-time-picker input')
    await input.fill(pickerText(at))
    await drawer.locator('.schedule-publish__drawer-header h2').click()
    await expect(input).toHaveValue(pickerText(at))
    await drawer.getByRole('button', { name: 'Save' }).click()
    // The drawer lists what is coming.
    await expect(drawer.locator('table')).toContainText('Publish', { timeout: 30_000 })

    // Not before its time…
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404)
    // …and by itself once it has come: the article's page and the journal's list.
    await expect.poll(async () => (await page.request.get(`/blog/${slug}`)).status(), { timeout: 150_000, intervals: [2_000] }).toBe(200)
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect.poll(async () => (await (await page.request.get('/blog')).text()).includes(title), { timeout: 30_000 }).toBe(true)
  } finally {
    await page.request.delete(`/cms-api/blog-posts/${id}`, { headers })
  }
})
