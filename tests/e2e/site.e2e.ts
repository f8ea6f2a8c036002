import { expect, test, type Page } from '@playwright/test'

const PROPERTY = 'aurelia-kyoto-higashiyama'

/** Every <img> on the page has loaded with real pixels (no broken image anywhere). */
async function expectNoBrokenImages(page: Page) {
  const broken = await page.evaluate(async () => {
    const images = [...document.images]
    for (const image of images) image.loading = 'eager'
    await Promise.all(
      images.map((image) =>
        image.complete
          ? null
          : new Promise((done) => {
              image.onload = image.onerror = done
            }),
      ),
    )
    return images.filter((image) => image.naturalWidth === 0).map((image) => image.currentSrc || image.src)
  })
  expect(broken).toEqual([])
}

const LANGUAGES = [
  { code: 'en', prefix: '', heading: /Nine addresses/ },
  { code: 'ja', prefix: '/ja', heading: /[\u3040-\u30ff\u4e00-\u9faf]/ },
  { code: 'th', prefix: '/th', heading: /[\u0e00-\u0e7f]/ },
]

for (const language of LANGUAGES) {
  test(`home and a property render in ${language.code}`, async ({ page }) => {
    const home = await page.goto(`${language.prefix}/`)
    expect(home?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', language.code)
    await expect(page.locator('#home-properties')).toHaveText(language.heading)
    await expect(page.getByRole('region', { name: /./ }).first()).toBeVisible()
    await expect(page.locator('article').filter({ has: page.locator(`a[href$="/listing/${PROPERTY}"]`) })).toBeVisible()
    await expectNoBrokenImages(page)

    const detail = await page.goto(`${language.prefix}/listing/${PROPERTY}`)
    expect(detail?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', language.code)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Kyoto')
    await expect(page.locator('#rooms article').first()).toBeVisible()
    await expect(page.locator('#facilities li').first()).toBeVisible()
    await expect(page).toHaveTitle(/Aurelia/)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toMatch(new RegExp(`${language.prefix}/listing/${PROPERTY}$`))
    await expectNoBrokenImages(page)
  })
}

test('the language switcher keeps the current page', async ({ page }) => {
  await page.goto(`/listing/${PROPERTY}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const englishRooms = await page.locator('#rooms-heading').textContent()

  await page.getByTestId('language-switcher').click()
  await page.getByRole('link', { name: /Français/ }).click()
  await expect(page).toHaveURL(new RegExp(`/fr/listing/${PROPERTY}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.locator('#rooms-heading')).not.toHaveText(englishRooms ?? '')

  await page.getByTestId('language-switcher').click()
  await page.getByRole('link', { name: /日本語/ }).click()
  await expect(page).toHaveURL(new RegExp(`/ja/listing/${PROPERTY}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')

  await page.getByTestId('language-switcher').click()
  await page.getByRole('link', { name: /English/ }).click()
  await expect(page).toHaveURL(new RegExp(`/listing/${PROPERTY}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.locator('#rooms-heading')).toHaveText(englishRooms ?? '')
})

test('the language switcher works from the keyboard', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('language-switcher').focus()
  await page.keyboard.press('Enter')
  const german = page.getByRole('link', { name: /Deutsch/ })
  await german.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/de$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test('an unknown path shows the 404 page with the path, and status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByTestId('not-found-message')).toHaveText('Page not found: /no/such/page')
  await expect(page.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/')

  const french = await page.goto('/fr/listing/nowhere-hotel')
  expect(french?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByTestId('not-found-message')).toContainText('/fr/listing/nowhere-hotel')
})

test('the back-to-top button appears after scrolling and returns to the top', async ({ page }) => {
  await page.goto(`/listing/${PROPERTY}`)
  const button = page.getByTestId('back-to-top')
  await expect(button).toBeHidden()
  await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }))
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('on a phone the menu opens from its button, lists the sections in the page language, and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/fr')
  const toggle = page.locator('button[aria-controls="mobile-menu"]')
  await expect(page.locator('#mobile-menu')).toBeHidden()
  await toggle.click()
  const menu = page.locator('#mobile-menu')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link')).toHaveCount(6)
  for (const href of await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/fr\//)
  }
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
})

test('on a phone the menu lists every language, each link to this page with its query, and opens the chosen one', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('vr-consent', 'denied'))
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/fr/offers?category=romance')
  await page.locator('button[aria-controls="mobile-menu"]').click()
  const languages = page.getByRole('list', { name: 'Langue' })
  await expect(languages.getByRole('link')).toHaveCount(8)
  const hrefs = await languages.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual(expect.arrayContaining(['/offers?category=romance', '/ja/offers?category=romance', '/th/offers?category=romance', '/fr/offers?category=romance']))
  await languages.getByRole('link', { name: /日本語/ }).click()
  await expect(page).toHaveURL(/\/ja\/offers\?category=romance$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
})

test('the home slideshow moves with its buttons and can be paused', async ({ page }) => {
  await page.goto('/')
  const carousel = page.locator('[aria-roledescription="carousel"]')
  const slides = carousel.locator('[aria-roledescription="slide"]')
  await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'false')
  await carousel.getByRole('button', { name: 'Pause slideshow' }).click()
  await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  await carousel.getByRole('button', { name: 'Next slide' }).click()
  await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false')
  await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'true')
  await carousel.getByRole('button', { name: 'Go to slide 3' }).click()
  await expect(slides.nth(2)).toHaveAttribute('aria-hidden', 'false')
  await carousel.getByRole('button', { name: 'Previous slide' }).click()
  await expect(slides.nth(1)).toHaveAttribute('aria-hidden', 'false')
})
