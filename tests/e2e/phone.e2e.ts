import { type Browser, expect, type Page, test } from '@playwright/test'

import { hydrated } from './ready'
import { THREE_LANGUAGES } from './routes'

/**
 * A phone visitor's chrome at 390×844: the consent bar, which never covers what has the focus and can
 * be reopened from the footer, and the menu, a modal sheet.
 */

const PHONE = { width: 390, height: 844 }
const tagScript = 'script[src^="https://www.googletagmanager.com/gtm.js"]'

async function phone(browser: Browser, { answered = false } = {}) {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  // The tag-manager container is never fetched from the network in tests.
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '/* container */' }))
  if (answered) await page.addInitScript(() => localStorage.setItem('vr-consent', 'denied'))
  return { context, page }
}

type Rect = { top: number; bottom: number; left: number; right: number }
const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

test.describe('the consent bar on a phone', () => {
  for (const [code, path] of [
    ['en', '/'],
    ['ja', '/ja'],
    ['th', '/th'],
  ] as const)
    test(`${code}: takes at most 12% of the screen and never covers the focused element`, async ({ browser }) => {
      const { context, page } = await phone(browser)
      await page.goto(path)
      await hydrated(page)
      const bar = page.getByTestId('consent-banner')
      await expect(bar).toBeVisible()
      const box = (await bar.boundingBox())!
      expect(box.height, `bar height ${box.height}px`).toBeLessThanOrEqual(0.12 * PHONE.height)

      // The skip link first, then the bar's own controls: answered before the page is reached.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="consent-banner"]'))).toBe(true)

      const covered: string[] = []
      let steps = 0
      for (; steps < 80; steps++) {
        await page.keyboard.press('Tab')
        const state = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement | null
          const barElement = document.querySelector<HTMLElement>('[data-testid="consent-banner"]')
          if (!focused || focused === document.body || !barElement) return null
          const inside = barElement.contains(focused)
          const rect = focused.getBoundingClientRect()
          const barRect = barElement.getBoundingClientRect()
          const plain = (r: DOMRect) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right })
          return {
            inside,
            rect: plain(rect),
            bar: plain(barRect),
            name: `${focused.tagName} ${focused.textContent?.trim().slice(0, 40)}`,
            footer: !!focused.closest('footer'),
          }
        })
        if (!state) continue
        if (state.footer) break
        if (!state.inside && state.rect.bottom > state.rect.top && overlaps(state.rect, state.bar)) covered.push(state.name)
      }
      expect(steps, 'Tab reached the footer').toBeLessThan(80)
      expect(covered, 'focused elements under the consent bar').toEqual([])
      await context.close()
    })

  test('the footer’s "Cookie settings" shows it again to change or withdraw consent', async ({ browser }) => {
    const { context, page } = await phone(browser)
    await page.goto('/')
    await hydrated(page)
    const bar = page.getByTestId('consent-banner')
    await bar.getByRole('button', { name: 'Accept' }).click()
    await expect(bar).toBeHidden()
    await expect(page.locator(tagScript)).toHaveCount(1)
    expect(await page.evaluate(() => localStorage.getItem('vr-consent'))).toBe('granted')

    const settings = page.locator('footer').getByRole('button', { name: 'Cookie settings' })
    await settings.scrollIntoViewIfNeeded()
    await settings.click()
    await expect(bar).toBeVisible()
    await expect(bar).toBeInViewport()
    await expect(bar.getByRole('button', { name: 'Accept' })).toBeFocused()

    // Withdrawn: the container's script leaves the page and stays away on the next visit.
    await bar.getByRole('button', { name: 'Decline' }).click()
    await expect(bar).toBeHidden()
    await expect(settings, 'the focus goes back to where the visitor was').toBeFocused()
    expect(await page.evaluate(() => localStorage.getItem('vr-consent'))).toBe('denied')
    await expect(page.locator(tagScript)).toHaveCount(0)
    await page.reload()
    await hydrated(page)
    await expect(bar).toBeHidden()
    await page.waitForTimeout(500)
    await expect(page.locator(tagScript)).toHaveCount(0)
    await context.close()
  })
})

test.describe('the phone menu is modal', () => {
  const menuButton = (page: Page) => page.locator('button[aria-controls="mobile-menu"]')
  const sheet = (page: Page) => page.getByTestId('mobile-menu-sheet')

  test('focus stays in the menu; Escape closes it and returns the focus to the button', async ({ browser }) => {
    const { context, page } = await phone(browser, { answered: true })
    await page.goto('/')
    await hydrated(page)
    await menuButton(page).click()
    await expect(sheet(page)).toBeVisible()
    // The languages join the menu when their code has arrived.
    await expect(sheet(page).locator('a[hreflang="th"]')).toBeVisible()
    const outside: string[] = []
    for (let step = 0; step < 30; step++) {
      await page.keyboard.press(step < 20 ? 'Tab' : 'Shift+Tab')
      const where = await page.evaluate(() => {
        const focused = document.activeElement
        const inMenu = !!focused && (!!focused.closest('[data-testid="mobile-menu-sheet"]') || focused.matches('button[aria-controls="mobile-menu"]'))
        return inMenu ? null : `${focused?.tagName} ${focused?.textContent?.trim().slice(0, 40)}`
      })
      if (where) outside.push(where)
    }
    expect(outside, 'focus outside the open menu').toEqual([])

    await sheet(page).locator('a[hreflang="ja"]').focus()
    await page.keyboard.press('Escape')
    await expect(sheet(page)).toBeHidden()
    await expect(menuButton(page)).toBeFocused()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    await context.close()
  })

  test('the page behind does not scroll, back-to-top hides, the current language is marked', async ({ browser }) => {
    const { context, page } = await phone(browser, { answered: true })
    await page.goto('/th')
    await hydrated(page)
    await page.mouse.wheel(0, 600)
    await expect(page.getByTestId('back-to-top')).toBeVisible()
    const before = await page.evaluate(() => window.scrollY)
    // A tap where the button is (Playwright's own click would first scroll the sticky header's button
    // "into view", moving the page before the menu opens).
    const tap = async () => {
      const box = (await menuButton(page).boundingBox())!
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    }
    await tap()
    await expect(sheet(page)).toBeVisible()
    await expect(sheet(page)).toBeInViewport({ ratio: 0.95 })
    await expect(page.getByTestId('back-to-top')).toBeHidden()

    // Wheel over the header and over the sheet: the page stays where it was.
    await page.mouse.move(100, 20)
    await page.mouse.wheel(0, 800)
    await page.mouse.move(200, 500)
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)

    const current = sheet(page).locator('a[hreflang="th"]')
    await expect(current).toHaveAttribute('aria-current', 'true')
    const weight = (hreflang: string) =>
      sheet(page)
        .locator(`a[hreflang="${hreflang}"]`)
        .evaluate((link) => Number(getComputedStyle(link).fontWeight))
    expect(await weight('th'), 'the current language stands out').toBeGreaterThan(await weight('en'))

    await tap()
    await expect(sheet(page)).toBeHidden()
    await expect(page.getByTestId('back-to-top')).toBeVisible()
    expect(await page.evaluate(() => window.scrollY), 'the page is where it was').toBe(before)
    await page.mouse.wheel(0, 300)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
    await context.close()
  })
})

test.describe('names people type', () => {
  const cases = [
    { code: 'en', path: '/', typed: 'Bali', expected: ['Ubud', 'Aurelia Ubud Retreat'] },
    { code: 'en', path: '/', typed: 'Riviera', expected: ['Nice'] },
    { code: 'en', path: '/', typed: 'ryokan', expected: ['Aurelia Kyoto Higashiyama'] },
    { code: 'ja', path: '/ja', typed: 'きょうと', expected: ['京都'] },
    { code: 'th', path: '/th', typed: 'บาหลี', expected: ['อูบุด'] },
  ] as const
  for (const { code, path, typed, expected } of cases)
    test(`${code}: "${typed}" is suggested as ${expected.join(', ')}`, async ({ browser }) => {
      const { context, page } = await phone(browser, { answered: true })
      await page.goto(path)
      await hydrated(page)
      const input = page.getByTestId('destination-input').first()
      await input.click()
      await input.fill(typed)
      const options = page.getByTestId('destination-option')
      await expect(options.first()).toBeVisible()
      const texts = await options.allTextContents()
      expected.forEach((name, index) => expect(texts[index], JSON.stringify(texts)).toContain(name))
      await context.close()
    })
})

test.describe('maps in the page’s language', () => {
  test('ja: the zoom buttons are named in Japanese', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.addInitScript(() => localStorage.setItem('vr-consent', 'denied'))
    await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'))
    await page.goto('/ja/destination/japan')
    await hydrated(page)
    const map = page.getByTestId('property-map')
    await map.scrollIntoViewIfNeeded()
    await expect(map.locator('.leaflet-control-zoom-in')).toHaveAttribute('title', 'ズームイン', { timeout: 20_000 })
    await expect(map.getByRole('button', { name: 'ズームアウト' })).toBeVisible()
    await expect(map.getByRole('button', { name: 'Zoom in' })).toHaveCount(0)
    await context.close()
  })
})

test.describe('fonts without layout shift', () => {
  /** The layout shift of a page whose web fonts arrive 1.5 s late, as on a slow phone. */
  async function shiftWithLateFonts(browser: Browser, path: string, rewriteCss?: (css: string) => string) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
    expect((await context.request.get(path)).status()).toBe(200)
    const page = await context.newPage()
    await page.addInitScript(() => localStorage.setItem('vr-consent', 'denied'))
    if (rewriteCss)
      await page.route('**/_next/static/**/*.css', async (route) => {
        const response = await route.fetch()
        await route.fulfill({ response, body: rewriteCss(await response.text()) })
      })
    await page.route('**/fonts/**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(path, { waitUntil: 'load' })
    await page.waitForTimeout(3000)
    const total = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0))
    // The late faces did arrive and were swapped in while the shifts were counted.
    const arrived = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/"/g, '')))
    expect(arrived, path).toContain('Inter')
    await context.close()
    return total
  }

  // Every page type with a hero heading, cards and prose, in a Latin script, Japanese and Thai (the
  // system's own faces set Japanese and Thai, as on a phone; the test run installs Debian's
  // fonts-noto-cjk and fonts-thai-tlwg, whose Loma the Thai fallback face is measured from). /faq: its
  // title sits within 1 px of a phone's line width, where the fallback's width decides the lines.
  for (const { code, prefix } of THREE_LANGUAGES)
    for (const route of ['/', '/listing/aurelia-kyoto-higashiyama', '/blog/48-hours-in-higashiyama', '/faq'])
      test(`${code} ${route}: nothing moves when the web fonts arrive late (CLS ≤ 0.02)`, async ({ browser }) => {
        const path = prefix + (route === '/' && prefix ? '' : route)
        const shift = await shiftWithLateFonts(browser, path)
        console.log(`${path}: CLS ${shift.toFixed(3)} with the web fonts 1.5 s late`)
        expect(shift).toBeLessThanOrEqual(0.02)
      })

  test('a Thai blog post does not move when its fonts arrive late (CLS ≤ 0.02)', async ({ browser }) => {
    const path = '/th/blog/48-hours-in-higashiyama'
    const after = await shiftWithLateFonts(browser, path)
    // The same page with Noto Sans Thai swapped in as before (font-display: swap), for the record.
    const before = await shiftWithLateFonts(browser, path, (css) => css.replace(/font-display:\s*optional/g, 'font-display:swap'))
    console.log(`${path}: CLS ${after.toFixed(3)} (with the Thai face swapped in: ${before.toFixed(3)})`)
    expect(after).toBeLessThanOrEqual(0.02)
  })
})

test.describe('search results on a phone', () => {
  const day = (ahead: number) => new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10)
  for (const code of ['en', 'ja', 'th'] as const)
    test(`${code}: the first hotel is on the first screen; the search is one line with Edit, filters and sort behind a button`, async ({ browser }) => {
      const { context, page } = await phone(browser, { answered: true })
      const prefix = code === 'en' ? '' : `/${code}`
      await page.goto(`${prefix}/search-result?destination=japan&check_in=${day(40)}&check_out=${day(43)}&adults=2`)
      await hydrated(page)
      const first = page.getByTestId('search-result').first()
      const box = (await first.boundingBox())!
      expect(box.y + 120, `first result at y=${Math.round(box.y)}`).toBeLessThanOrEqual(PHONE.height)

      const query = page.getByTestId('search-query')
      const line = page.getByTestId('search-query-summary')
      await expect(line).toBeVisible()
      expect(await line.evaluate((element) => element.getClientRects().length === 1 && element.scrollHeight <= element.clientHeight + 1)).toBe(true)
      await expect(page.getByTestId('destination-input')).toBeHidden()
      await query.getByRole('button', { expanded: false }).click()
      await expect(page.getByTestId('destination-input')).toBeVisible()
      await expect(page.getByTestId('destination-input')).toBeFocused()

      const refine = page.getByTestId('search-refine')
      const sort = refine.getByRole('combobox').first()
      await expect(sort).toBeHidden()
      await refine.getByRole('button', { expanded: false }).click()
      await expect(sort).toBeVisible()
      await context.close()
    })

  test('on a wide screen the search and the filters show as they are, with no Edit line', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.addInitScript(() => localStorage.setItem('vr-consent', 'denied'))
    await page.goto('/search-result?destination=japan')
    await hydrated(page)
    await expect(page.getByTestId('destination-input')).toBeVisible()
    await expect(page.getByTestId('search-query-summary')).toBeHidden()
    await expect(page.getByTestId('search-refine-summary')).toBeHidden()
    await expect(page.getByTestId('search-refine').getByRole('combobox').first()).toBeVisible()
    await context.close()
  })
})

test.describe('headings break between words', () => {
  /** The lines a text of an element is set on. */
  const linesOfText = (page: Page, selector: string, text: string) =>
    page.locator(selector).evaluate((element, wanted) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(wanted) ?? -1
        if (at < 0) continue
        const range = document.createRange()
        range.setStart(node, at)
        range.setEnd(node, at + wanted.length)
        return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size
      }
      return -1
    }, text)

  test('ja: プライバシーポリシー stays on one line of the page title at 390 px', async ({ browser }) => {
    const { context, page } = await phone(browser, { answered: true })
    await page.goto('/ja/privacy-policies/privacy-policy')
    await hydrated(page)
    expect(await linesOfText(page, 'main h1', 'プライバシーポリシー')).toBe(1)
    await context.close()
  })

  test('th: a hotel’s name is not broken inside a word in its page title at 390 px', async ({ browser }) => {
    const { context, page } = await phone(browser, { answered: true })
    await page.goto('/th/listing/aurelia-kyoto-higashiyama')
    await hydrated(page)
    const title = (await page.locator('main h1').textContent())!.trim()
    // Every word (between spaces) of the name is set on one line.
    for (const word of title.split(/\s+/).filter(Boolean)) expect(await linesOfText(page, 'main h1', word), word).toBe(1)
    await context.close()
  })
})

test.describe('labels are not clipped on a phone', () => {
  for (const [code, path] of [
    ['en', '/property/aurelia-kyoto-higashiyama'],
    ['ja', '/ja/property/aurelia-kyoto-higashiyama'],
    ['th', '/th/property/aurelia-kyoto-higashiyama'],
  ] as const)
    test(`${code}: the stay box shows the whole check-out date and the number of nights`, async ({ browser }) => {
      const { context, page } = await phone(browser, { answered: true })
      await page.goto(`${path}?check_in=2027-03-09&check_out=2027-03-12&adults=2`)
      await hydrated(page)
      const dates = page.getByTestId('stay-dates')
      await expect(dates.getByTestId('stay-nights')).toHaveText(/3/)
      // Every line of the dates button holds its text whole: nothing cut to "3 n…".
      const clipped = await dates.evaluate((button) =>
        [...button.querySelectorAll('span')]
          .filter((span) => getComputedStyle(span).display !== 'inline' && span.scrollWidth > span.clientWidth + 1)
          .map((span) => span.textContent),
      )
      expect(clipped).toEqual([])
      await context.close()
    })

  for (const [code, prefix] of [
    ['en', ''],
    ['th', '/th'],
  ] as const)
    test(`${code}: the hotel's section tabs say that they scroll, and the last one scrolls clear of the edge`, async ({ browser }) => {
      const { context, page } = await phone(browser, { answered: true })
      await page.goto(`${prefix}/listing/aurelia-kyoto-higashiyama`)
      await hydrated(page)
      const tabs = page.getByTestId('section-tabs')
      const { overflows, mask } = await tabs.evaluate((list) => ({ overflows: list.scrollWidth > list.clientWidth, mask: getComputedStyle(list).maskImage }))
      expect(overflows, 'the tabs are wider than a phone').toBe(true)
      // A fade at the edge instead of a word cut short ("Guest revie").
      expect(mask).toContain('linear-gradient')
      await tabs.evaluate((list) => list.scrollTo({ left: list.scrollWidth }))
      const edge = (await tabs.boundingBox())!
      const last = (await tabs.getByRole('link').last().boundingBox())!
      expect(last.x + last.width, 'the last tab ends before the faded edge').toBeLessThanOrEqual(edge.x + edge.width - 40)
      await context.close()
    })
})
