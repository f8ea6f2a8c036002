/**
 * Scheduled publishing: the group editor writes a journal article as a draft, schedules it to go live
 * a minute later from the publish button's menu, and the article appears on the site by itself at that
 * time — its page and the journal's list — with nobody saving anything (src/cms/scheduled-jobs.ts).
 * One that cannot be published at its time (no cover picture) tells the editor by e-mail.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { waitForMail } from './mailbox'
import { EDITOR, signIn } from './staff'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A time as the schedule drawer's date picker writes it ("Nov 29, 2026 3:33 AM", the browser's zone). */
function pickerText(at: Date): string {
  const hour = at.getHours() % 12 || 12
  return `${MONTHS[at.getMonth()]} ${at.getDate()}, ${at.getFullYear()} ${hour}:${String(at.getMinutes()).padStart(2, '0')} ${at.getHours() < 12 ? 'AM' : 'PM'}`
}

type Draft = { id: number; slug: string; title: string }

/** A draft article like the published ones (their category and, unless told, their cover), under a slug of its own. */
async function draftArticle(request: APIRequestContext, headers: Record<string, string>, withCover: boolean): Promise<Draft> {
  const existing = (await (await request.get('/cms-api/blog-posts?where[_status][equals]=published&sort=id&limit=1&depth=0', { headers })).json()).docs[0] as {
    category: number
    cover: number
  }
  const slug = `scheduled-${Date.now().toString(36)}`
  const title = `Lantern night ${slug}`
  const created = await request.post('/cms-api/blog-posts?draft=true', {
    headers,
    data: {
      _status: 'draft',
      slug,
      title,
      category: existing.category,
      cover: withCover ? existing.cover : undefined,
      published_at: new Date().toISOString(),
      excerpt: 'Paper lanterns on the river.',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return { id: ((await created.json()) as { doc: { id: number } }).doc.id, slug, title }
}

/** Opens the article in the admin and schedules its publication from the publish button's menu; answers the time. */
async function schedulePublish(page: Page, draft: Draft): Promise<Date> {
  await page.goto(`/admin/collections/blog-posts/${draft.id}`)
  await page.locator('.form-submit .popup-button, #action-save-popup .popup-button').first().click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.locator('dialog.schedule-publish')
  await expect(drawer.getByRole('heading', { name: `Schedule publish for ${draft.title}` })).toBeVisible()
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
  return at
}

test('a draft article scheduled from the admin goes live on the site at its time', async ({ page, baseURL }) => {
  test.setTimeout(240_000)
  const headers = { Origin: new URL(baseURL!).origin }
  await signIn(page, EDITOR)
  const draft = await draftArticle(page.request, headers, true)
  const { slug, title } = draft
  try {
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404)
    const at = await schedulePublish(page, draft)

    // Not before its time…
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404)
    // …and by itself once it has come: the article's page and the journal's list.
    await expect.poll(async () => (await page.request.get(`/blog/${slug}`)).status(), { timeout: 150_000, intervals: [2_000] }).toBe(200)
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect.poll(async () => (await (await page.request.get('/blog')).text()).includes(title), { timeout: 30_000 }).toBe(true)
  } finally {
    await page.request.delete(`/cms-api/blog-posts/${draft.id}`, { headers })
  }
})

test('a scheduled publication that cannot be done at its time tells the editor why, by e-mail', async ({ page, baseURL }) => {
  test.setTimeout(240_000)
  const headers = { Origin: new URL(baseURL!).origin }
  await signIn(page, EDITOR)
  // No cover picture: a draft may lack it, a published article may not.
  const draft = await draftArticle(page.request, headers, false)
  try {
    const at = await schedulePublish(page, draft)
    const mail = await waitForMail(EDITOR.email, (candidate) => candidate.subject === `Not published: ${draft.title}`, 150_000)
    expect(mail, 'the failure notice').not.toBeNull()
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
    expect(mail!.text).toContain(`“${draft.title}” was scheduled to be published on`)
    expect(mail!.text).toContain('The back office said: The following field is invalid: Cover image')
    expect(mail!.text).toContain(`/admin/collections/blog-posts/${draft.id}`)
    // The site still does not show it.
    expect((await page.request.get(`/blog/${draft.slug}`)).status()).toBe(404)
  } finally {
    await page.request.delete(`/cms-api/blog-posts/${draft.id}`, { headers })
  }
})
