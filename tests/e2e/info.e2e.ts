import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { THREE_LANGUAGES } from './routes'

/** The FAQ, careers, about, policies and style showcase pages (spec §2). */
const ROUTES = ['/faq', '/career', '/about', '/privacy-policies', '/privacy-policies/privacy-policy', '/stylesheet']

const LANGUAGES = THREE_LANGUAGES

async function settle(page: Page) {
  // The first-load overlay fades out by itself; work with the page, not the overlay.
  await page.locator('.first-load-overlay').waitFor({ state: 'hidden' })
}

/** Presses Tab until `target` has focus (the way a keyboard user reaches it), at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`Tab never reached ${target}`)
}

/**
 * Presses a key on the focused control until `check` holds: the page is server-rendered, and the
 * control answers once its script has loaded, as it would for a visitor who acts at once.
 */
async function pressUntil(page: Page, key: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.keyboard.press(key)
    await check()
  }).toPass({ timeout: 20_000 })
}

for (const language of LANGUAGES) {
  for (const route of ROUTES) {
    test(`${language.prefix}${route} answers in ${language.code} with its own title, canonical and alternates`, async ({ page }) => {
      const response = await page.goto(`${language.prefix}${route}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', language.code)

      const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
      expect(heading.length).toBeGreaterThan(0)
      expect(await page.title()).toBe(`${heading} | Aurelia Hotels & Resorts`)

      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(canonical).toMatch(new RegExp(`${language.prefix}${route}$`))
      const alternates = page.locator('link[rel="alternate"][hreflang]')
      await expect(alternates).toHaveCount(9)
      expect(await page.locator('link[rel="alternate"][hreflang="ja"]').getAttribute('href')).toMatch(new RegExp(`/ja${route}$`))
      expect(await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href')).toMatch(new RegExp(`^https?://[^/]+${route}$`))

      const robots = page.locator('meta[name="robots"]')
      if (route === '/stylesheet') await expect(robots).toHaveAttribute('content', /noindex/)
      else await expect(robots).toHaveCount(0)
    })
  }
}

test('the FAQ accordion works from the keyboard alone', async ({ page }) => {
  await page.goto('/faq')
  await settle(page)
  const question = page.locator('main h3 button').first()
  const answer = page.locator(`#${await question.getAttribute('aria-controls')}`)
  await expect(question).toHaveAttribute('aria-expanded', 'false')
  await expect(answer).toBeHidden()
  // Every answer is in the HTML from the start, for crawlers.
  expect(await answer.textContent()).toMatch(/15:00/)

  await tabTo(page, question)
  await pressUntil(page, 'Enter', async () => {
    await expect(question).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
  })
  await expect(answer).toBeVisible()
  await expect(answer).toContainText('15:00')
  await expect(question).toBeFocused()

  await page.keyboard.press('Space')
  await expect(question).toHaveAttribute('aria-expanded', 'false')
  await expect(answer).toBeHidden()
})

test('the FAQ categories are the ones found on the questions, and link to their sections', async ({ page }) => {
  await page.goto('/th/faq')
  const topics = page.getByRole('navigation', { name: 'หมวดหมู่' }).getByRole('link')
  await expect(topics).toHaveCount(3)
  await expect(topics.first()).toContainText('การจองห้องพัก')
  const target = await topics.nth(2).getAttribute('href')
  await topics.nth(2).click()
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  await expect(page.locator(`${target} h2`)).toBeInViewport()
})

/** The HTML tags Google's FAQ rich result reads in an answer; any other tag is shown as text or dropped. */
const GOOGLE_FAQ_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'br', 'ol', 'ul', 'li', 'a', 'p', 'div', 'b', 'strong', 'i', 'em']

for (const language of LANGUAGES) {
  test(`the FAQPage JSON-LD lists every question shown, in ${language.code}`, async ({ page }) => {
    await page.goto(`${language.prefix}/faq`)
    const shown = (await page.locator('main h3 button').allTextContents()).map((text) => text.trim())
    expect(shown.length).toBeGreaterThanOrEqual(10)
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const faqPage = blocks.map((block) => JSON.parse(block)).find((data) => data['@type'] === 'FAQPage')
    expect(faqPage).toBeTruthy()
    const entities = faqPage.mainEntity as { name: string; acceptedAnswer: { text: string } }[]
    expect(entities.map((entity) => entity.name)).toEqual(shown)
    for (const entity of entities) {
      // Plain text, or the few tags Google reads in an FAQ answer (the hotel-times answer lists hotels
      // with links); nothing else of the page's markup may leak in.
      const tags = [...entity.acceptedAnswer.text.matchAll(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi)]
      for (const [tag, name] of tags) expect(GOOGLE_FAQ_TAGS, tag).toContain(name!.toLowerCase())
      for (const [, href] of entity.acceptedAnswer.text.matchAll(/href="([^"]*)"/g)) expect(href).toMatch(/^https?:\/\//)
      expect(entity.acceptedAnswer.text.replace(/<[^>]*>/g, '').length).toBeGreaterThan(20)
    }
  })
}

test('the gallery lightbox works from the keyboard alone', async ({ page }) => {
  await page.goto('/about')
  await settle(page)
  const thumbnail = page.locator('main button[aria-haspopup="dialog"]').first()
  await tabTo(page, thumbnail)
  const dialog = page.getByRole('dialog')
  await pressUntil(page, 'Enter', async () => {
    await expect(dialog).toBeVisible({ timeout: 1000 })
  })
  await expect(dialog).toHaveAccessibleName('Architecture')
  await expect(dialog.getByText('Image 1 of 5')).toBeVisible()
  await expect(dialog.locator('img')).toHaveAttribute('alt', /façade/)
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)

  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByText('Image 2 of 5')).toBeVisible()
  await expect(dialog.locator('img')).toHaveAttribute('alt', /Zurich/)
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(dialog.getByText('Image 5 of 5')).toBeVisible()

  // Focus stays inside the dialog however often Tab is pressed.
  for (let presses = 0; presses < 6; presses++) {
    await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  }
  await dialog.getByRole('button', { name: 'Next image' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('Image 1 of 5')).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(thumbnail).toBeFocused()
})

test('the lightbox speaks the page language and has no WCAG violations while open', async ({ page }) => {
  await page.goto('/ja/about')
  await settle(page)
  const thumbnail = page.locator('main button[aria-haspopup="dialog"]').nth(2)
  const dialog = page.getByRole('dialog')
  await expect(async () => {
    await thumbnail.click()
    await expect(dialog).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await expect(dialog.getByText('5枚中3枚目')).toBeVisible()
  await dialog.getByRole('button', { name: '次の画像' }).click()
  await expect(dialog.getByText('5枚中4枚目')).toBeVisible()
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
  await dialog.getByRole('button', { name: '閉じる' }).click()
  await expect(dialog).toBeHidden()
  await expect(thumbnail).toBeFocused()
})

test('on a phone the lightbox opens with a tap, moves with a swipe, and keeps still for reduced motion', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    reducedMotion: 'reduce',
  })
  const page = await context.newPage()
  await page.goto('/about')
  await settle(page)
  const dialog = page.getByRole('dialog')
  await expect(async () => {
    await page.locator('main button[aria-haspopup="dialog"]').first().tap()
    await expect(dialog).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await expect(dialog.getByText('Image 1 of 5')).toBeVisible()
  const fade = await dialog.locator('figure').evaluate((figure) => parseFloat(getComputedStyle(figure).animationDuration))
  expect(fade).toBeLessThan(0.001)

  const cdp = await context.newCDPSession(page)
  const swipe = async (fromX: number, toX: number) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: fromX, y: 420 }] })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (fromX + toX) / 2, y: 422 }] })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: toX, y: 424 }] })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  }
  await swipe(320, 80)
  await expect(dialog.getByText('Image 2 of 5')).toBeVisible()
  await swipe(80, 320)
  await expect(dialog.getByText('Image 1 of 5')).toBeVisible()
  await context.close()
})

test('careers can be filtered by hotel, and each position says how to apply', async ({ page }) => {
  await page.goto('/career')
  const positions = page.locator('main article')
  await expect(positions).toHaveCount(4)
  const apply = positions.first().getByRole('link', { name: /Apply/ })
  await expect(apply).toHaveAttribute('href', /^mailto:paris@aurelia-hotels\.example\?subject=Guest%20Experience%20Manager$/)

  const filter = page.getByRole('navigation', { name: 'Filter by hotel' })
  await filter.getByRole('link', { name: /Kyoto/ }).click()
  await expect(page).toHaveURL(/\/career\?property=aurelia-kyoto-higashiyama$/)
  await expect(positions).toHaveCount(1)
  await expect(positions.first().getByRole('heading', { level: 2 })).toHaveText('Sous-Chef')
  await expect(filter.getByRole('link', { name: /Kyoto/ })).toHaveAttribute('aria-current', 'true')
  await expect(page.getByText('1 open position', { exact: true })).toBeVisible()

  // A filtered address works on its own, and the head office applies to the group's address.
  await page.goto('/career?property=head-office')
  await expect(positions).toHaveCount(1)
  await expect(positions.first().getByRole('link', { name: /Apply/ })).toHaveAttribute('href', /^mailto:hello@aurelia-hotels\.example/)
})

test('policies list their dates, and a policy page has breadcrumbs and links to the others', async ({ page }) => {
  await page.goto('/privacy-policies')
  const items = page.locator('main li h2 a')
  await expect(items).toHaveCount(3)
  await expect(page.locator('main li time').first()).toHaveText(/^Updated \w+ \d{1,2}, \d{4}$/)
  await items.nth(1).click()
  await expect(page).toHaveURL(/\/privacy-policies\/cookie-policy$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie policy')
  await expect(page.getByText(/^Last updated /)).toBeVisible()
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(trail.getByRole('link')).toHaveText(['Home', 'Policies & terms'])
  await expect(page.locator('main .prose-hotel')).toContainText('cookie')
  await expect(page.getByRole('navigation', { name: 'Other policies' }).getByRole('link')).toHaveCount(2)
})

test('an unknown or malformed policy slug answers 404', async ({ page }) => {
  for (const path of ['/privacy-policies/no-such-policy', '/ja/privacy-policies/no-such-policy', '/privacy-policies/Not_A_Slug!']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
  }
})

test('the style showcase paints each colour as named and shows form errors in the spec wording', async ({ page }) => {
  await page.goto('/stylesheet')
  const swatches = page.locator('[data-swatch]')
  expect(await swatches.count()).toBeGreaterThanOrEqual(9)
  for (const swatch of await swatches.all()) {
    const hex = (await swatch.locator('[data-swatch-hex]').textContent())?.trim() ?? ''
    const painted = await swatch.locator('[data-swatch-fill]').evaluate((element) => getComputedStyle(element).backgroundColor)
    const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16))
    expect(painted, (await swatch.getAttribute('data-swatch')) ?? hex).toBe(`rgb(${r}, ${g}, ${b})`)
  }
  await expect(page.getByText('E-mail is not valid.')).toBeVisible()
  const invalid = page.locator('input[aria-invalid="true"]').first()
  await expect(invalid).toHaveAccessibleDescription('E-mail is not valid.')
  await expect(page.locator('main button[disabled]').first()).toBeDisabled()
  await expect(page.locator('main button[aria-busy="true"]').first()).toBeVisible()
})

for (const path of ROUTES) {
  for (const width of [390, 1440]) {
    test(`${path} at ${width} px has no WCAG 2.2 A/AA violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(width === 390 ? `/th${path}` : path)
      await settle(page)
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      const summary = results.violations.map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }))
      expect(summary).toEqual([])
    })
  }
}
