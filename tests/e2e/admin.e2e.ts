import { expect, test } from '@playwright/test'
import { signIn, STAFF } from './staff'

const PROPERTY = 'aurelia-hoi-an-riverside'

const PAGE = `/fr/listing/${PROPERTY}`
// The detail (built per request from cached reads) and the list (a kept answer, built once).
const APIS = [`/api/properties-detail?slug=${PROPERTY}&lang=fr`, '/api/properties?lang=fr&page_size=100']

test('a staff member signs in, edits a property in French, and the cached page and API show it within 1 s', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, STAFF)

  const found = await page.request.get(`/cms-api/properties?where[slug][equals]=${PROPERTY}&depth=0`)
  expect(found.ok()).toBe(true)
  const id = (await found.json()).docs[0].id as number

  // All are served from the cache before the edit: the page as a stored render, the API's list as a kept
  // answer, its detail from cached reads.
  for (let i = 0; i < 2; i += 1) {
    expect((await page.request.get(PAGE)).ok()).toBe(true)
    for (const api of APIS) expect((await page.request.get(api)).ok()).toBe(true)
  }
  expect((await page.request.get(PAGE)).headers()['x-nextjs-cache']).toBe('HIT')

  await page.goto(`/admin/collections/properties/${id}?locale=fr`)
  const summary = page.locator('#field-summary')
  await expect(summary).toBeVisible({ timeout: 60_000 })
  const original = await summary.inputValue()
  expect(original.length).toBeGreaterThan(10)
  const edited = `Une maison au bord de la rivière Thu Bồn — modifiée ${Date.now()}`
  await summary.fill(edited)
  await page.getByRole('button', { name: /publish changes/i }).click()
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible({ timeout: 30_000 })

  const published = Date.now()
  let shown = false
  while (!shown && Date.now() - published < 1000) {
    const [html, ...answers] = await Promise.all([page.request.get(PAGE), ...APIS.map((api) => page.request.get(api))])
    const texts = await Promise.all(answers.map((answer) => answer.text()))
    shown = (await html.text()).includes(edited) && texts.every((text) => JSON.stringify(JSON.parse(text)).includes(edited))
  }
  expect(shown, `the edit shows on ${PAGE}, ${APIS.join(' and ')} within 1 s of publishing`).toBe(true)

  await page.goto(PAGE)
  await expect(page.getByText(edited)).toBeVisible()
  await page.goto(`/listing/${PROPERTY}`)
  await expect(page.getByText(edited)).toHaveCount(0)
})

test('the back office is closed to visitors who are not signed in', async ({ page }) => {
  await page.goto('/admin/collections/bookings')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.locator('#field-email')).toBeVisible()
})
