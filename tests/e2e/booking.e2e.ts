/**
 * The guest's booking flow as a guest meets it, by keyboard alone, in English and Japanese: a hotel's
 * rates page → dates picked in the calendar grid with the arrow keys → a rate → details → review →
 * a confirmation with its reference and its e-mail in the page's language; then manage-my-booking
 * finds it and cancels it, and the cancellation is e-mailed too. A deep link with
 * a room and a rate arrives with that rate chosen and its total shown before any personal data is
 * asked for. The calendar passes axe, and a day that cannot be picked says why.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'

import { labels } from '../../seed/content/labels'
import { mailboxDir, waitForMail } from './mailbox'
import { WCAG_TAGS } from './routes'

const HOTEL = 'aurelia-kyoto-higashiyama'
const LANGUAGES = [
  { code: 'en', prefix: '' },
  { code: 'ja', prefix: '/ja' },
] as const
type Code = (typeof LANGUAGES)[number]['code']

/** A label as the guest reads it, with {placeholders} filled in (plural forms are not used here). */
function text(key: keyof typeof labels, code: Code, values: Record<string, string> = {}): string {
  const value = (labels[key] as Record<Code, string>)[code]
  return Object.entries(values).reduce((result, [name, fill]) => result.replace(`{${name}}`, fill), value)
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const DAY_MS = 86_400_000
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** Presses Tab until `target` has the focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`not reached by ${limit} presses of Tab`)
}

/** Whether an element is wholly within the viewport, below the sticky site header. */
const headingInView = (heading: Locator) =>
  heading.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const header = document.querySelector('header.sticky')?.getBoundingClientRect().bottom ?? 0
    return box.top >= header && box.bottom <= window.innerHeight
  })

/** The calendar's focused day (the one in the tab order). */
const focusedDay = (page: Page) => page.locator('[data-testid="date-picker"] td[tabindex="0"]')

/** Moves right with the arrow key until the focused day can be picked, then picks it with Enter. */
async function pickWithArrows(page: Page): Promise<string> {
  for (let presses = 0; presses < 60; presses++) {
    const day = focusedDay(page)
    await expect(day).toBeFocused()
    if ((await day.getAttribute('aria-disabled')) !== 'true') {
      const date = (await day.getAttribute('data-date'))!
      await page.keyboard.press('Enter')
      return date
    }
    await page.keyboard.press('ArrowRight')
  }
  throw new Error('no day could be picked')
}

for (const { code, prefix } of LANGUAGES) {
  test(`booking and cancelling a stay by keyboard alone in ${code}`, async ({ page }) => {
    test.setTimeout(180_000)
    // A guest who has answered the cookie question: the bar would otherwise sit in the tab order.
    await page.addInitScript(() => localStorage.setItem('vr-consent', 'denied'))
    await page.goto(`${prefix}/property/${HOTEL}`)
    await expect(page.locator('html')).toHaveAttribute('lang', code)
    await expect(page.getByTestId('rates-prompt')).toHaveText(text('booking.choose_dates_prompt', code))

    // Dates: the calendar opens on Enter and takes the focus; two weeks on with the arrow keys.
    const dates = page.getByTestId('stay-dates')
    await tabTo(page, dates)
    await page.keyboard.press('Enter')
    await expect(focusedDay(page)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    const checkIn = await pickWithArrows(page)
    await expect(page.getByTestId('date-picker')).toContainText(text('booking.choose_check_out', code))
    await page.keyboard.press('ArrowRight')
    const checkOut = await pickWithArrows(page)
    expect(checkOut > checkIn).toBe(true)
    // The calendar closes and gives the focus back to the dates.
    await expect(page.getByTestId('date-picker')).toHaveCount(0)
    await expect(dates).toBeFocused()

    await tabTo(page, page.getByTestId('stay-submit'))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`check_in=${checkIn}&check_out=${checkOut}&adults=2&children=0&rooms=1`))

    // A rate with free cancellation (so that it can be cancelled below).
    const flexible = page.locator(`[data-testid="room-option"] [data-rate="FLEX"]`).first()
    const choose = flexible.getByTestId('choose-rate')
    await expect(choose).toHaveAttribute('aria-pressed', 'false')
    const total = (await flexible.getByTestId('rate-total').textContent())!.trim()
    await tabTo(page, choose)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/room=[a-z-]+&rate=FLEX/)
    await expect(choose).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('selection-summary')).toContainText(total)

    await tabTo(page, page.getByTestId('continue-to-details'))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/step=details/)
    await expect(page.getByRole('heading', { name: text('booking.details_heading', code), level: 2 })).toBeFocused()

    // Details: each field once, by its label; a wrong e-mail is flagged on leaving the field.
    const form = page.getByTestId('guest-form')
    await expect(form).toBeVisible()
    const email = form.getByLabel(text('form.email', code))
    const firstName = form.getByLabel(text('booking.first_name', code))
    const lastName = form.getByLabel(text('booking.last_name', code))
    // Japanese asks for the family name first.
    const names =
      code === 'ja'
        ? ([
            [lastName, '山田'],
            [firstName, '花子'],
          ] as const)
        : ([
            [firstName, 'Jane'],
            [lastName, 'Doe'],
          ] as const)
    await tabTo(page, names[0][0])
    await page.keyboard.type(names[0][1])
    await page.keyboard.press('Tab')
    await expect(names[1][0]).toBeFocused()
    await expect(names[1][0]).toHaveAttribute('autocomplete', names[1][0] === firstName ? 'given-name' : 'family-name')
    await page.keyboard.type(names[1][1])
    await page.keyboard.press('Tab')
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute('autocomplete', 'email')
    await page.keyboard.type('jane.doe@')
    await page.keyboard.press('Tab')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(new RegExp(escapeRegExp(text('form.invalid', code, { field: text('form.email', code) }))))
    const address = `guest+${code}-${Date.now()}@example.com`
    await page.keyboard.press('Shift+Tab')
    await expect(email).toBeFocused()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(address)
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
    await tabTo(page, page.getByTestId('details-continue'))
    await page.keyboard.press('Enter')

    // Review: the same total, the breakdown and the terms; one press books.
    await expect(page).toHaveURL(/step=review/)
    await expect(page.getByRole('heading', { name: text('booking.review_heading', code), level: 2 })).toBeFocused()
    await expect(page.getByTestId('breakdown-total')).toHaveText(total)
    await expect(page.getByTestId('review')).toContainText(address)
    const confirm = page.getByTestId('confirm-booking')
    await tabTo(page, confirm)
    await page.keyboard.press('Enter')

    // Confirmation: the reference, large, with the heading focused.
    await expect(page).toHaveURL(/step=confirmation&reference=/, { timeout: 30_000 })
    const heading = page.getByRole('heading', { name: text('booking.confirmed_heading', code), level: 2 })
    await expect(heading).toBeFocused()
    // Focused where the guest sees it: wholly in the viewport, not scrolled above it nor under the sticky header.
    await expect.poll(() => headingInView(heading)).toBe(true)
    const reference = (await page.getByTestId('booking-reference').textContent())!.trim()
    expect(reference).toMatch(/^[A-Z0-9-]{6,}$/)
    await expect(page.getByTestId('confirmation')).toContainText(address)
    await expect(page.getByTestId('confirmation')).toContainText(total)

    // The confirmation e-mail, in the language the guest booked in.
    expect(mailboxDir, 'the e-mails are read from MAILBOX_DIR (scripts/test.sh sets it)').not.toBe('')
    const hotel = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    const confirmed = await waitForMail(address, (mail) => mail.subject?.includes(reference) ?? false)
    expect(confirmed?.subject).toBe(text('stay.email_confirmed_subject', code, { reference, hotel }))

    // The calendar file: an all-day event from check-in to check-out.
    const download = page.waitForEvent('download')
    await tabTo(page, page.getByTestId('add-to-calendar'))
    await page.keyboard.press('Enter')
    const file = await (await download).createReadStream().then(async (stream) => {
      let body = ''
      for await (const chunk of stream) body += chunk
      return body
    })
    expect(file).toContain(`DTSTART;VALUE=DATE:${checkIn.replace(/-/g, '')}`)
    expect(file).toContain(`DTEND;VALUE=DATE:${checkOut.replace(/-/g, '')}`)

    // Manage my booking: found by reference and e-mail, then cancelled after a second confirmation.
    await tabTo(page, page.getByRole('link', { name: text('booking.manage_link', code) }).first())
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${prefix}/booking\\?reference=${reference}`), { timeout: 30_000 })
    await expect(page.getByLabel(text('booking.reference', code))).toHaveValue(reference)
    await tabTo(page, page.getByLabel(text('form.email', code)))
    await page.keyboard.type(address)
    await page.keyboard.press('Enter')
    const result = page.getByTestId('manage-result')
    await expect(result.getByRole('heading', { level: 2 })).toBeFocused({ timeout: 30_000 })
    await expect(page.getByTestId('booking-status')).toHaveText(text('booking.status_confirmed', code))
    await tabTo(page, page.getByTestId('cancel-booking'))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: text('booking.cancel_confirm_heading', code) })).toBeFocused()
    await tabTo(page, page.getByTestId('cancel-yes'))
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('booking-status')).toHaveText(text('booking.status_cancelled', code), { timeout: 30_000 })
    await expect(page.getByRole('heading', { name: text('booking.cancelled_heading', code) })).toBeFocused()
    const cancelled = await waitForMail(address, (mail) => mail.subject === text('stay.email_cancelled_subject', code, { reference, hotel }))
    expect(cancelled, 'the cancellation e-mail').not.toBeNull()
  })
}

for (const code of ['de', 'th'] as const) {
  test(`after confirming by keyboard the focused confirmation heading is in view, under the header (${code}, 1440 px)`, async ({ page, request }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.addInitScript(() => localStorage.setItem('vr-consent', 'denied'))
    const label = (key: keyof typeof labels) => (labels[key] as Record<string, string>)[code]!
    const calendar = await (await request.get(`/api/availability/calendar?property=${HOTEL}&days=60&adults=2&rooms=1`)).json()
    const open = (calendar.days as { date: string; status: string; min_stay: number }[]).filter((day) => day.status === 'open' && day.date > calendar.today)
    const day = code === 'de' ? open[17]! : open[22]!
    await page.goto(
      `/${code}/property/${HOTEL}?check_in=${day.date}&check_out=${addDays(day.date, Math.max(2, day.min_stay))}&adults=2&children=0&rooms=1&room=garden-room&rate=FLEX`,
    )
    await page.getByTestId('continue-to-details').click()
    const form = page.getByTestId('guest-form')
    await form.getByLabel(label('booking.first_name')).fill('Ada')
    await form.getByLabel(label('booking.last_name')).fill('Lovelace')
    await form.getByLabel(label('form.email')).fill(`ada-${code}-${Date.now()}@example.com`)
    await page.getByTestId('details-continue').click()
    await expect(page.getByTestId('review')).toBeVisible()

    await tabTo(page, page.getByTestId('confirm-booking'))
    await page.keyboard.press('Enter')
    const heading = page.locator('#confirmation-heading')
    await expect(heading).toHaveText(label('booking.confirmed_heading'), { timeout: 30_000 })
    await expect(heading).toBeFocused()
    // Seen where it is focused: wholly within the viewport and not under the sticky header.
    await expect.poll(() => headingInView(heading)).toBe(true)
    await expect(heading).toBeInViewport({ ratio: 1 })
  })
}

test('a deep link with a room and a rate arrives with that rate chosen and its total, before any personal data', async ({ page, request }) => {
  const calendar = await (await request.get(`/api/availability/calendar?property=${HOTEL}&days=60&adults=2&rooms=1`)).json()
  const open = (calendar.days as { date: string; status: string; min_stay: number }[]).filter((day) => day.status === 'open' && day.date > calendar.today)
  const checkIn = open[7]!.date
  const checkOut = addDays(checkIn, Math.max(2, open[7]!.min_stay))
  await page.goto(`/property/${HOTEL}?check_in=${checkIn}&check_out=${checkOut}&adults=2&children=0&rooms=1&room=garden-room&rate=FLEX`)
  const rate = page.locator('[data-room="garden-room"] [data-rate="FLEX"]')
  await expect(rate.getByTestId('choose-rate')).toHaveAttribute('aria-pressed', 'true')
  const total = (await rate.getByTestId('rate-total').textContent())!.trim()
  expect(total).toMatch(/\d/)
  await expect(page.getByTestId('summary-total')).toHaveText(total)
  // Nothing personal is asked for yet.
  await expect(page.getByTestId('guest-form')).toHaveCount(0)
  await expect(page.locator('main input[autocomplete="email"]')).toHaveCount(0)
  // The rates carry schema.org microdata: the hotel, its rooms and an offer with price and currency.
  await expect(page.locator('[itemtype="https://schema.org/Hotel"]')).toHaveCount(1)
  const offer = rate
  await expect(offer).toHaveAttribute('itemtype', 'https://schema.org/Offer')
  await expect(offer.locator('meta[itemprop="priceCurrency"]')).toHaveAttribute('content', 'JPY')
  await expect(offer.locator('meta[itemprop="price"]')).toHaveAttribute('content', total.replace(/[^\d]/g, ''))
})

test('the calendar passes axe, and a day that cannot be picked says why', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('vr-consent', 'denied'))
  await page.goto(`/property/${HOTEL}`)
  // While the rates stream in, the page holds the rates step twice (the waiting copy and the one that
  // replaces it, rates-step.tsx): the visitor's box is the one left.
  await expect(page.getByTestId('stay-dates')).toHaveCount(1)
  await page.getByTestId('stay-dates').click()
  const grid = page.getByRole('grid').first()
  await expect(grid).toBeVisible()
  await expect(grid.locator('[role="columnheader"], th')).toHaveCount(7)
  await expect(focusedDay(page)).toBeFocused()
  await expect(page.locator('[data-testid="date-picker"] [aria-busy="true"]')).toHaveCount(0)

  const results = await new AxeBuilder({ page }).include('[data-testid="stay-box"]').withTags(WCAG_TAGS).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])

  // Yesterday: reached with the arrow key, announced as past, and Enter does not pick it.
  await page.keyboard.press('ArrowLeft')
  const yesterday = focusedDay(page)
  await expect(yesterday).toBeFocused()
  await expect(yesterday).toHaveAttribute('aria-disabled', 'true')
  await expect(yesterday).toHaveAccessibleName(new RegExp(text('booking.day_past', 'en')))
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-testid="date-picker"] [role="status"]')).toContainText(text('booking.day_past', 'en'))
  await expect(page.locator('[data-testid="date-picker"] [aria-selected="true"]')).toHaveCount(0)

  // Every day the hotel cannot take an arrival on says why in words, not in colour alone.
  const blocked = page.locator('[data-testid="date-picker"] td[aria-disabled="true"]')
  for (const day of await blocked.all()) {
    const name = (await day.getAttribute('aria-label')) ?? ''
    expect(name).toMatch(new RegExp([text('booking.day_past', 'en'), text('booking.day_sold_out', 'en'), text('booking.day_no_arrival', 'en')].join('|')))
  }
  // Escape closes the calendar and gives the focus back.
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('date-picker')).toHaveCount(0)
  await expect(page.getByTestId('stay-dates')).toBeFocused()
})

test('every hotel page offers its dates-and-guests box, and the header leads to that hotel’s rates at every width', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/ja/listing/${HOTEL}`)
    await expect(page.getByTestId('header-book')).toBeVisible()
    await expect(page.getByTestId('header-book')).toHaveAttribute('href', `/ja/property/${HOTEL}`)
    await expect(page.getByTestId('stay-box')).toBeVisible()
  }
  await page.goto('/offers')
  await expect(page.getByTestId('header-book')).toHaveAttribute('href', '/listing')
})

test('a booking attempt that fails keeps everything typed, and its retry or a double click never books twice', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.addInitScript(() => localStorage.setItem('vr-consent', 'denied'))
  const calendar = await (await request.get(`/api/availability/calendar?property=${HOTEL}&days=60&adults=2&rooms=1`)).json()
  const open = (calendar.days as { date: string; status: string; min_stay: number }[]).filter((day) => day.status === 'open' && day.date > calendar.today)
  const checkIn = open[12]!.date
  const checkOut = addDays(checkIn, Math.max(2, open[12]!.min_stay))
  await page.goto(`/property/${HOTEL}?check_in=${checkIn}&check_out=${checkOut}&adults=2&children=0&rooms=1&room=garden-room&rate=FLEX`)
  await page.getByTestId('continue-to-details').click()
  const form = page.getByTestId('guest-form')
  await form.getByLabel(text('booking.first_name', 'en')).fill('Ada')
  await form.getByLabel(text('booking.last_name', 'en')).fill('Lovelace')
  const address = `ada-${Date.now()}@example.com`
  await form.getByLabel(text('form.email', 'en')).fill(address)
  await page.getByTestId('details-continue').click()
  await expect(page.getByTestId('review')).toBeVisible()

  // The first attempt never reaches the server.
  const keys: string[] = []
  await page.route('**/api/bookings', async (route) => {
    keys.push((await route.request().headerValue('idempotency-key')) ?? '')
    if (keys.length === 1) await route.abort('internetdisconnected')
    else await route.continue()
  })
  await page.getByTestId('confirm-booking').click()
  await expect(page.getByTestId('booking-problem')).toHaveText(text('booking.error_network_booking', 'en'))
  await expect(page.getByTestId('review')).toContainText(address)

  // The retry, pressed twice in a row, is one request with the same key: one booking.
  await page.getByTestId('confirm-booking').dblclick()
  await expect(page.getByTestId('booking-reference')).toBeVisible({ timeout: 30_000 })
  expect(keys).toHaveLength(2)
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
  expect(keys[1]).toBe(keys[0])
})
