/**
 * The booking e-mails of a stay in several rooms: each room with its guests and nights, each child's
 * supplement on its own line, then any promo discount, the taxes and the total (guest's and hotel's).
 */
import { describe, expect, it } from 'vitest'

import type { RoomLines } from '@/lib/booking-api'
import { renderWithTexts } from '@/services/messages/compose'

import { sampleBooking, seedLabels, SITE } from '../support/message-samples'

const ROOMS: RoomLines[] = [
  {
    adults: 2,
    child_ages: [],
    nightly: [
      { date: '2027-03-10', amount_minor: 48000 },
      { date: '2027-03-11', amount_minor: 48000 },
    ],
    children: [],
    total_minor: 96000,
  },
  {
    adults: 1,
    child_ages: [8],
    nightly: [
      { date: '2027-03-10', amount_minor: 48000 },
      { date: '2027-03-11', amount_minor: 48000 },
    ],
    children: [{ age: 8, nightly_minor: 9600, amount_minor: 19200 }],
    total_minor: 115200,
  },
]

const twoRooms = (lang: 'en' | 'ja') =>
  sampleBooking(lang, { currency: 'JPY', nights: 2, rooms: 2, guests: { adults: 3, children: 1, child_ages: [8] }, room_lines: ROOMS, discount_minor: 10000 })

describe('the e-mails of a two-room booking', () => {
  it('lists each room, its nights and the child’s supplement, then the discount, for the guest and the hotel', async () => {
    for (const kind of ['booking_guest', 'booking_hotel'] as const) {
      const mail = await renderWithTexts(seedLabels, { kind, event: 'confirmed', booking: twoRooms('en') }, 'en', SITE)
      expect(mail.text).toMatch(/Room 1 · 2 adults · 2 nights: \S*¥96,000/)
      expect(mail.text).toMatch(/Room 2 · 1 adult, 1 child · 2 nights: \S*¥96,000/)
      expect(mail.text).toMatch(/Child aged 8 · 2 nights: \S*¥19,200/)
      expect(mail.text).toMatch(/Promo code discount: −\S*¥10,000/)
    }
  })

  it('in Japanese', async () => {
    const mail = await renderWithTexts(seedLabels, { kind: 'booking_guest', event: 'confirmed', booking: twoRooms('ja') }, 'ja', SITE)
    expect(mail.text).toContain('客室1 · 大人2名 · 2泊')
    expect(mail.text).toContain('お子様（8歳）· 2泊')
  })

  it('leaves the rooms out for one room with adults only', async () => {
    const mail = await renderWithTexts(seedLabels, { kind: 'booking_guest', event: 'confirmed', booking: sampleBooking('en', { room_lines: [ROOMS[0]!] }) }, 'en', SITE)
    expect(mail.text).not.toContain('Room 1 ·')
  })
})
