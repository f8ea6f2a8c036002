/**
 * The enquiry pages and forms as a visitor meets them: /contact-us, /host and /demo in English,
 * Japanese and Thai; validation on leaving a field; a real submission to POST /api/enquiries; and what
 * the visitor sees when the API refuses (429), fails (5xx) or cannot be reached.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { labels } from '../../seed/content/labels'
import { THREE_LANGUAGES, type ThreeLanguageCode } from './routes'

const LANGUAGES = THREE_LANGUAGES
type Code = ThreeLanguageCode

const PAGES = ['/contact-us', '/host', '/demo'] as const

/** A label as the visitor reads it in one language, with {placeholders} filled in. */
function text(key: keyof typeof labels, code: Code, values: Record<string, string> = {}): string {
  const value = (labels[key] as Record<Code, string>)[code]
  return Object.entries(values).reduce((result, [name, fill]) => result.replace(`{${name}}`, fill), value)
}

/** The form's fields, found by their visible labels. */
function fields(page: Page, code: Code) {
  const form = page.locator('main form')
  return {
    name: form.getByLabel(text('form.name', code)),
    email: form.getByLabel(text('form.email', code)),
    phone: form.getByLabel(text('form.phone', code)),
    property: form.getByLabel(text('form.property', code)),
    subject: form.getByLabel(text('form.subject', code)),
    message: form.getByLabel(text('form.message', code)),
    send: form.getByRole('button', { name: text('form.send', code) }),
  }
}

for (const { code, prefix } of LANGUAGES) {
  for (const path of PAGES) {
    test(`${prefix}${path} answers 200 with its own title, a canonical link and hreflang alternates`, async ({ page, baseURL }) => {
      const response = await page.goto(`${prefix}${path}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', code)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      const title = await page.title()
      expect(title).toMatch(/^.+ \| Aurelia Hotels & Resorts$/)
      expect(title).not.toMatch(/^Aurelia Hotels & Resorts \|/)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(canonical).toBe(`${new URL(baseURL!).origin}${prefix}${path}`)
      const alternates = page.locator('link[rel="alternate"][hreflang]')
      await expect(alternates).toHaveCount(9)
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', new RegExp(`[^a-z]${path}$`))
      await expect(page.locator('main form')).toHaveCount(1)
    })
  }

  test(`the contact form in ${code}: a wrong e-mail is flagged on leaving the field, a valid message is sent`, async ({ page }) => {
    await page.goto(`${prefix}/contact-us`)
    const form = fields(page, code)
    // The button is enabled once React has taken over the form.
    await expect(form.send).toBeEnabled()

    await form.email.fill('jane.doe@')
    await expect(form.email).not.toHaveAttribute('aria-invalid', 'true') // not while typing
    await form.email.blur()
    const message = text('form.invalid', code, { field: text('form.email', code) })
    if (code === 'en') expect(message).toBe('E-mail is not valid.')
    await expect(form.email).toHaveAttribute('aria-invalid', 'true')
    const describedBy = await form.email.getAttribute('aria-describedby')
    const error = page.locator(`[id="${describedBy}"]`)
    await expect(error).toHaveText(message)
    // Announced: the message lives in a polite live region tied to the field.
    await expect(error).toHaveAttribute('aria-live', 'polite')
    await expect(form.email).toHaveAccessibleDescription(message)

    // Corrected: the message goes as the visitor types (validation on change once the field was left).
    await form.email.fill(`jane.doe+${code}@example.com`)
    await expect(form.email).not.toHaveAttribute('aria-invalid', 'true')
    await expect(error).toHaveText('')

    await form.name.fill('Jane Doe')
    await form.property.selectOption('aurelia-kyoto-higashiyama')
    await form.message.fill('We would like to book the tea ceremony for two on our second evening.')
    await form.send.click()

    const success = page.getByTestId('enquiry-success')
    await expect(success).toBeVisible()
    await expect(success).toBeFocused()
    await expect(success).toContainText(text('form.success_title', code))
    await expect(success).toContainText(`jane.doe+${code}@example.com`)
    await expect(page.locator('main form')).toHaveCount(0)
  })
}

test('a submit with errors lists them in a summary that takes focus, each linked to its field', async ({ page }) => {
  // A visitor who has answered the cookie question: the scan below is of the form's error state, not
  // of the consent bar sliding in over the page.
  await page.addInitScript(() => localStorage.setItem('vr-consent', 'denied'))
  await page.goto('/contact-us')
  const form = fields(page, 'en')
  await expect(form.send).toBeEnabled()
  await form.send.click()
  const summary = page.getByTestId('enquiry-errors')
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('link')).toHaveText(['Name: Required', 'E-mail: Required', 'Message: Required'])
  await expect(form.name).toHaveAttribute('aria-invalid', 'true')
  await expect(form.message).toHaveAccessibleDescription('Required')

  await summary.getByRole('link', { name: 'E-mail: Required' }).click()
  await expect(form.email).toBeFocused()
  await form.email.fill('nobody@example')
  await expect(summary.getByRole('link', { name: 'E-mail: E-mail is not valid.' })).toBeVisible()

  // The error state passes an accessibility scan, looked at with the summary in view: jumping to a field
  // scrolls the summary above it under the sticky header, which axe would count as an obscured target.
  await summary.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }))
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})

const REFUSALS = [
  { name: 'a 429 (too many enquiries)', status: 429, label: 'form.error_rate_limited' },
  { name: 'a 503', status: 503, label: 'form.error_server' },
  { name: 'no answer (network down)', status: 0, label: 'form.error_network' },
] as const

for (const refusal of REFUSALS) {
  test(`after ${refusal.name}, the form says so and keeps everything typed`, async ({ page }) => {
    // Only this browser test answers in place of the API: the real rate limit is tested at API level.
    await page.route('**/api/enquiries', (route) =>
      refusal.status === 0
        ? route.abort('internetdisconnected')
        : route.fulfill({
            status: refusal.status,
            contentType: 'application/json',
            headers: { 'Retry-After': '600' },
            body: JSON.stringify({ error: { code: refusal.status === 429 ? 'rate_limited' : 'unavailable', message: '…' } }),
          }),
    )
    await page.goto('/th/contact-us')
    const form = fields(page, 'th')
    await expect(form.send).toBeEnabled()
    const typed = {
      name: 'สมชาย ใจดี',
      email: 'somchai@example.com',
      phone: '+66 2 236 1200',
      subject: 'ห้องพักสำหรับครอบครัว',
      message: 'ต้องการจองห้องสำหรับสองผู้ใหญ่และเด็กหนึ่งคน\nช่วงสงกรานต์',
    }
    await form.name.fill(typed.name)
    await form.email.fill(typed.email)
    await form.phone.fill(typed.phone)
    await form.property.selectOption('aurelia-bangkok-riverside')
    await form.subject.fill(typed.subject)
    await form.message.fill(typed.message)
    await form.send.click()

    const problem = page.getByTestId('enquiry-problem')
    await expect(problem).toBeVisible()
    await expect(problem).toHaveAttribute('role', 'alert')
    await expect(problem).toHaveText(text(refusal.label, 'th'))
    await expect(page.getByTestId('enquiry-success')).toHaveCount(0)
    for (const [field, value] of Object.entries(typed)) {
      await expect(form[field as keyof typeof typed]).toHaveValue(value)
    }
    await expect(form.property).toHaveValue('aurelia-bangkok-riverside')
    await expect(form.send).toHaveText(text('form.send', 'th'))
  })
}

test('the host and demo forms ask for the visitor’s hotel', async ({ page }) => {
  for (const [path, messageKey] of [
    ['/host', 'form.message_host'],
    ['/ja/demo', 'form.message_demo'],
  ] as const) {
    const code: Code = path.startsWith('/ja') ? 'ja' : 'en'
    await page.goto(path)
    const form = page.locator('main form')
    await expect(form.getByRole('button', { name: text('form.send', code) })).toBeEnabled()
    await form.getByLabel(text('form.name', code)).fill('Akiko Mori')
    await form.getByLabel(text('form.email', code)).fill('akiko@example.com')
    await form.getByLabel(text(messageKey, code)).fill('A ryokan of twelve rooms.')
    await form.getByRole('button', { name: text('form.send', code) }).click()
    const hotel = form.getByLabel(text('form.your_hotel', code))
    await expect(hotel).toHaveAttribute('aria-invalid', 'true')
    await expect(hotel).toHaveAccessibleDescription(text('form.required', code))
    await expect(page.getByTestId('enquiry-errors')).toBeFocused()
  }
})

for (const width of [390, 1440]) {
  test(`/host, /demo and /contact-us have no WCAG A/AA violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const path of ['/host', '/ja/demo', '/th/contact-us']) {
      await page.goto(path)
      await page.locator('.first-load-overlay').waitFor({ state: 'hidden' })
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      const summary = results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')) }))
      expect(summary, path).toEqual([])
    }
  })
}

test('the form’s code comes when the visitor does: by keyboard, what was typed meanwhile is kept, checked and sent', async ({ page }) => {
  // The working form's own code (react-hook-form and the sending) is the one script that names the API.
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  const formCodeLoaded = async () => (await Promise.all(scripts)).some((body) => body.includes('/api/enquiries'))
  await page.addInitScript(() => localStorage.setItem('vr-consent', 'denied'))
  // A client address of its own (one proxy hop is trusted): the per-address limit is the other tests'.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 200) + 20}` })
  await page.goto('/contact-us', { waitUntil: 'networkidle' })
  const form = fields(page, 'en')
  await expect(form.send).toBeEnabled()
  // Not downloaded and run with the page: on a phone it held the page's first seconds (Lighthouse TBT).
  await page.waitForTimeout(500)
  expect(await formCodeLoaded()).toBe(false)

  // Tab to the first field and type at once, while the code is still on its way.
  // (Asked of the document in one step: the form may be replaced by its working twin at any moment.)
  const focused = () => page.evaluate(() => (document.activeElement?.closest('main form') ? document.activeElement.getAttribute('name') : null))
  for (let step = 0; step < 60 && (await focused()) !== 'name'; step++) await page.keyboard.press('Tab')
  await expect(form.name).toBeFocused()
  await page.keyboard.type('Jane Doe')
  await page.keyboard.press('Tab')
  await expect(form.email).toBeFocused()
  await page.keyboard.type('jane.doe@')
  await page.keyboard.press('Tab')
  await expect(form.name).toHaveValue('Jane Doe')
  // Left with a wrong address: flagged, as in a form whose code was there from the start.
  await expect(form.email).toHaveAttribute('aria-invalid', 'true')
  await expect(form.email).toHaveAccessibleDescription('E-mail is not valid.')
  expect(await formCodeLoaded()).toBe(true)

  await page.keyboard.press('Shift+Tab')
  await expect(form.email).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.type('example.com')
  await expect(form.email).toHaveValue('jane.doe@example.com')
  await expect(form.email).not.toHaveAttribute('aria-invalid', 'true')
  await form.message.focus()
  await page.keyboard.type('Two nights in Kyoto in April, a room with a garden view.')
  await form.subject.focus()
  await page.keyboard.press('Enter')
  const success = page.getByTestId('enquiry-success')
  await expect(success).toBeFocused()
  await expect(success).toContainText('jane.doe@example.com')
})

test('a send asked for before the form’s code has come is checked and made once it has', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('vr-consent', 'denied'))
  // The code is held back: the visitor fills in the form and presses Send before it arrives.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes('/api/enquiries')) await held
    await route.fulfill({ response, body })
  })
  await page.goto('/host')
  const form = fields(page, 'en')
  const hotel = page.locator('main form').getByLabel(text('form.your_hotel', 'en'))
  await expect(form.send).toBeEnabled()
  await form.name.fill('Akiko Mori')
  await form.email.fill('akiko@example.com')
  await form.send.click()
  await expect(page.getByTestId('enquiry-errors')).toHaveCount(0)
  release()
  // Sent, and refused for the hotel's name, which the host form asks for: the summary takes focus.
  await expect(page.getByTestId('enquiry-errors')).toBeFocused()
  await expect(hotel).toHaveAttribute('aria-invalid', 'true')
  await expect(form.name).toHaveValue('Akiko Mori')
  await expect(form.email).toHaveValue('akiko@example.com')
})
