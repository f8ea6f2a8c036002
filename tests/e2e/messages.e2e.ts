/**
 * The outbox as staff see it: a booking's e-mails to the guest and to the hotel are listed in the back
 * office's Messages with their status; one whose mailbox does not exist (the test's SMTP server refuses
 * any address at mailbox-refuses.example, as a relay refuses an unknown mailbox) shows as failed with the
 * mail server's reason, and "Send again" queues it again.
 */
import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { waitForMail } from './mailbox'
import { signIn, STAFF } from './staff'

const HOTEL = { slug: 'aurelia-paris-saint-germain', room: 'deluxe-courtyard', email: 'paris@aurelia-hotels.example' }

test('staff see a booking’s e-mails with their status, and send a refused one again', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000)
  const guest = `guest-${randomUUID().slice(0, 8)}@mailbox-refuses.example`
  const offset = Math.floor(Math.random() * 200)
  const checkIn = new Date(Date.UTC(2028, 8, 1 + offset)).toISOString().slice(0, 10)
  const checkOut = new Date(Date.UTC(2028, 8, 2 + offset)).toISOString().slice(0, 10)
  const booked = await request.post('/api/bookings', {
    headers: { 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': `198.51.100.${offset + 1}` },
    data: {
      property: HOTEL.slug,
      room_type: HOTEL.room,
      rate_plan: 'FLEX',
      check_in: checkIn,
      check_out: checkOut,
      adults: 2,
      rooms: 1,
      guest: { first_name: 'Léa', last_name: 'Dubois', email: guest },
      language: 'fr',
    },
  })
  expect(booked.status()).toBe(201)
  const { reference } = (await booked.json()) as { reference: string }
  // The hotel is told, whatever became of the guest's e-mail.
  const toHotel = await waitForMail(HOTEL.email, (mail) => (mail.text ?? '').includes(reference))
  expect(toHotel, 'the hotel’s e-mail').not.toBeNull()

  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page, STAFF)

  // The list shows both of the booking's messages, the hotel's sent and the guest's failed.
  await page.goto(`/admin/collections/messages?search=${encodeURIComponent(reference)}`)
  const rows = page.locator('table tbody tr')
  await expect(rows).toHaveCount(2, { timeout: 30_000 })
  await expect(rows.filter({ hasText: 'to the hotel' })).toContainText('Sent')
  const failed = rows.filter({ hasText: 'to the guest' })
  await expect(failed).toContainText('Failed', { timeout: 30_000 })
  await page.screenshot({ path: testInfo.outputPath('messages-list.png') })

  await failed.locator('a').first().click()
  await expect(page.getByText('550', { exact: false }).first()).toBeVisible({ timeout: 30_000 })
  const again = page.getByRole('button', { name: 'Send again' })
  await expect(again).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('message-failed.png'), fullPage: true })
  await again.click()
  await expect(page.getByText('Queued again: it goes out within a few seconds.')).toBeVisible()
  // Refused again by the same mailbox: failed after one more try, counted afresh, and again offered.
  await expect(async () => {
    await page.reload()
    await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible({ timeout: 5000 })
    await expect(page.locator('#field-attempts')).toHaveValue('1')
  }).toPass({ timeout: 30_000 })
})
