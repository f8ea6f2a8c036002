/**
 * Two rooms with different parties, booked as a guest books them: on a hotel's rates page the guest
 * asks for 2 rooms, puts 2 adults in room 1 and an adult with an 8-year-old in room 2, and books.
 * The URL carries each room's party; the review step, the confirmation and the confirmation e-mail
 * show each room with its guests, its nights and the child's supplement on a line of its own, and the
 * total the rates list quoted.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { labels } from '../../seed/content/labels'
import { mailboxDir, waitForMail } from './mailbox'
import { WCAG_TAGS } from './routes'

const HOTEL = 'aurelia-paris-saint-germain'
const STAY = 'check_in=2027-10-04&check_out=2027-10-06'

/** An English label with {placeholders} filled in. */
const en = (key: keyof typeof labels, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce<string>((result, [name, fill]) => result.replace(`{${name}}`, String(fill)), (labels[key] as { en: string }).en)

/** Books 2 rooms (2 adults; 1 adult and an 8-year-old) from the stay box to the review step; the rate's total. */
async function toReview(page: Page, email: string): Promise<string> {
  await page.addInitScript(() => localStorage.setItem('vr-consent', 'denied'))
  await page.goto(`/property/${HOTEL}?${STAY}&adults=2&children=0&rooms=1`)
  const box = page.getByTestId('stay-box')
  // The select a visitor sees: while the rates stream in, React's finished segment (a hidden
  // `<div id="S:…">` holding a second stay box) waits in the document until it replaces the fallback.
  const rooms = box.getByLabel(en('booking.rooms'), { exact: true }).filter({ visible: true })
  await rooms.selectOption('2')
  const room1 = box.getByRole('group', { name: en('booking.room_number', { number: 1 }) })
  const room2 = box.getByRole('group', { name: en('booking.room_number', { number: 2 }) })
  await expect(room2).toBeVisible()
  // By keyboard: "Add a room" adds room 3 and takes the focus to its adults; "Remove room 3" takes it away again.
  await box.getByRole('button', { name: en('booking.add_room') }).focus()
  await page.keyboard.press('Enter')
  const room3 = box.getByRole('group', { name: en('booking.room_number', { number: 3 }) })
  await expect(room3.getByLabel(en('booking.adults'))).toBeFocused()
  await expect(rooms).toHaveValue('3')
  await room3.getByRole('button', { name: en('booking.remove_room', { number: 3 }) }).focus()
  await page.keyboard.press('Enter')
  await expect(room3).toHaveCount(0)
  await expect(rooms).toBeFocused()
  await expect(rooms).toHaveValue('2')
  const axe = await new AxeBuilder({ page }).include('[data-testid="stay-box"]').withTags(WCAG_TAGS).analyze()
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
  await room1.getByLabel(en('booking.adults')).selectOption('2')
  await room2.getByLabel(en('booking.adults')).selectOption('1')
  await room2.getByLabel(en('booking.children')).selectOption('1')
  await room2.locator('select').nth(2).selectOption('8')
  await box.getByTestId('stay-submit').click()
  await expect(page).toHaveURL(/adults=2%2C1&children=0%2C1&ages=8&rooms=2|adults=2,1&children=0,1&ages=8&rooms=2/)

  const flexible = page.locator('[data-testid="room-option"] [data-rate="FLEX"]').first()
  const total = (await flexible.getByTestId('rate-total').textContent())!.trim()
  await flexible.getByTestId('choose-rate').click()
  await page.getByTestId('continue-to-details').click()
  const form = page.getByTestId('guest-form')
  await form.getByLabel(en('booking.first_name')).fill('Jane')
  await form.getByLabel(en('booking.last_name')).fill('Doe')
  await form.getByLabel(en('form.email')).fill(email)
  await page.getByTestId('details-continue').click()
  await expect(page).toHaveURL(/step=review/)
  return total
}

test('two rooms with different parties: each room on the review step, the confirmation and the e-mail', async ({ page }) => {
  test.setTimeout(120_000)
  const email = `rooms-${Date.now()}@example.com`
  const total = await toReview(page, email)

  const review = page.getByTestId('review')
  const room1 = review.getByTestId('breakdown-room-1')
  const room2 = review.getByTestId('breakdown-room-2')
  await expect(room1).toContainText('Room 1 · 2 adults')
  await expect(room1.getByRole('row')).toHaveCount(3) // the room and its 2 nights
  await expect(room2).toContainText('Room 2 · 1 adult, 1 child')
  await expect(room2.getByTestId('child-supplement')).toContainText('Child aged 8 · 2 nights')
  await expect(review.getByTestId('breakdown-total')).toHaveText(total)

  await page.getByTestId('confirm-booking').click()
  await expect(page).toHaveURL(/step=confirmation&reference=/, { timeout: 30_000 })
  const confirmation = page.getByTestId('confirmation')
  await expect(confirmation.getByTestId('breakdown-room-1')).toContainText('Room 1 · 2 adults')
  await expect(confirmation.getByTestId('breakdown-room-2').getByTestId('child-supplement')).toContainText('Child aged 8 · 2 nights')
  await expect(confirmation.getByTestId('breakdown-total')).toHaveText(total)

  expect(mailboxDir, 'the e-mails are read from MAILBOX_DIR (scripts/test.sh sets it)').not.toBe('')
  const reference = (await page.getByTestId('booking-reference').textContent())!.trim()
  const mail = await waitForMail(email, (message) => message.subject?.includes(reference) ?? false, 30_000)
  expect(mail, 'the confirmation e-mail').not.toBeNull()
  const text = mail!.text ?? ''
  expect(text).toContain('Room 1 · 2 adults · 2 nights')
  expect(text).toContain('Room 2 · 1 adult, 1 child · 2 nights')
  expect(text).toContain('Child aged 8 · 2 nights')
  expect(text).toContain(total)
})
