/**
 * An edit lands in the language on screen: the group editor switches the content language of the
 * interface texts to Deutsch, opens a text, saves a German wording, and every other language keeps its
 * own (before, the admin could neither read nor save its language preference over /cms-api and saved
 * the German text into English). Each save also keeps a version that names its author.
 */
import { expect, test } from '@playwright/test'

import { LOCALES } from '../../src/i18n/locales'
import { EDITOR, signIn } from './staff'

const KEY = 'nav.book_now'

type Label = { id: number; key: string; value: Record<string, string | null> }

test('switching to Deutsch on the labels list, opening a label and saving changes German only', async ({ page, baseURL }) => {
  test.setTimeout(150_000)
  // The page's session cookie counts with the site's own Origin, as the admin's own requests send it.
  const headers = { Origin: new URL(baseURL!).origin }
  await signIn(page, EDITOR)

  // The label as stored, in every language (the page's own session cookie).
  const read = async (): Promise<Label> => {
    const response = await page.request.get(`/cms-api/labels?where[key][equals]=${KEY}&locale=all&depth=0&limit=1`, { headers })
    expect(response.status(), await response.text()).toBe(200)
    return (await response.json()).docs[0] as Label
  }
  const before = await read()
  const german = `Jetzt buchen ${Date.now().toString(36)}`

  try {
    // The list, then the content-language menu → Deutsch.
    await page.goto('/admin/collections/labels')
    await page.locator('button:visible:has(.localizer-button)').first().click()
    await page.locator('button:visible:has(span[data-locale="de"])').first().click()
    await expect(page).toHaveURL(/locale=de/, { timeout: 60_000 })
    // The choice is the staff member's preference, read back over /cms-api as the admin does.
    await expect
      .poll(
        async () => {
          const preference = await page.request.get('/cms-api/payload-preferences/locale', { headers })
          return preference.status() === 200 ? (await preference.json()).value : preference.status()
        },
        { timeout: 30_000 },
      )
      .toBe('de')

    // Open the label from the list (its link carries no language: the preference decides).
    await page.locator('#search-filter-input').fill(KEY)
    await page.getByRole('link', { name: KEY, exact: true }).first().click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/labels/${before.id}`), { timeout: 60_000 })
    const field = page.locator('#field-value')
    await expect(field).toHaveValue(before.value.de ?? '', { timeout: 60_000 })

    const saved = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().includes(`/cms-api/labels/${before.id}`))
    await field.fill(german)
    await page.locator('#action-save').click()
    expect(new URL((await saved).url()).searchParams.get('locale')).toBe('de')
    await expect(page.locator('.payload-toast-container')).toContainText(/success/i, { timeout: 30_000 })

    const after = await read()
    expect(after.value.de).toBe(german)
    for (const locale of LOCALES.filter((code) => code !== 'de')) expect(after.value[locale], locale).toBe(before.value[locale])
    // The English site's header still says what it said.
    await expect.poll(async () => (await (await page.request.get('/')).text()).includes(before.value.en ?? '\u0000'), { timeout: 30_000 }).toBe(true)

    // The save is a version, with its author, that can be restored.
    const versions = await page.request.get(`/cms-api/labels/versions?where[parent][equals]=${before.id}&depth=1&locale=de&sort=-updatedAt`, { headers })
    expect(versions.status(), await versions.text()).toBe(200)
    const latest = (await versions.json()).docs[0] as { version: { value: string; edited_by?: { email?: string } } }
    expect(latest.version.value).toBe(german)
    expect(latest.version.edited_by?.email).toBe(EDITOR.email)
  } finally {
    // Back as it was, for the tests after this one.
    await page.request.patch(`/cms-api/labels/${before.id}?locale=de`, { data: { value: before.value.de }, headers })
  }
})
