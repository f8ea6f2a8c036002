/**
 * Two answers of the engine a guest can be misled by (src/booking/engine.ts):
 * - The same Idempotency-Key with the same body answers the first booking again, whatever changed since
 *   (api-contract): a guest whose first answer was lost and who retries must learn of the booking made,
 *   not be told the price changed while the rooms stay booked in their name.
 * - A booking is refused for the reason the availability gave just before: sold out first.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { availability, book, type BookingRequest, getCatalog } from '@/booking/engine'
import { getPayloadClient } from '@/cms/client'

const SLUG = 'replay-check-house'
let payload: Payload
let planId: number
let roomId: number
let houseId: number

async function removeHouse() {
  const { docs } = await payload.find({ collection: 'properties', where: { slug: { equals: SLUG } }, draft: true, depth: 0, limit: 10, pagination: false })
  for (const house of docs) {
    await payload.delete({ collection: 'bookings', where: { property: { equals: house.id } }, overrideAccess: true })
    await payload.delete({ collection: 'room-availability', where: { property: { equals: house.id } } })
    await payload.delete({ collection: 'rate-plans', where: { property: { equals: house.id } } })
    await payload.delete({ collection: 'room-types', where: { property: { equals: house.id } } })
    await payload.delete({ collection: 'properties', id: house.id })
  }
}

beforeAll(async () => {
  payload = await getPayloadClient()
  await removeHouse()
  const city = (await payload.find({ collection: 'cities', limit: 1, depth: 0 })).docs[0]!
  const country = (await payload.find({ collection: 'countries', limit: 1, depth: 0 })).docs[0]!
  const hero = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!
  const house = await payload.create({
    collection: 'properties',
    data: {
      slug: SLUG,
      name: 'Replay check house',
      city: city.id,
      country: country.id,
      coordinates: '1,1',
      currency: 'EUR',
      time_zone: 'Europe/Paris',
      check_in_time: '15:00',
      check_out_time: '11:00',
      booking_cutoff_time: '22:00',
      hero: hero.id,
      _status: 'published',
    },
  })
  const room = await payload.create({
    collection: 'room-types',
    data: { property: house.id, slug: 'double', name: 'Double', max_adults: 2, max_children: 0, base_occupancy: 2, rooms_on_sale: 3, _status: 'published' },
  })
  roomId = room.id
  houseId = house.id
  const plan = await payload.create({
    collection: 'rate-plans',
    data: {
      property: house.id,
      code: 'FLEX',
      name: 'Flexible',
      refundable: true,
      cancellation_days: 2,
      board: 'room_only',
      prices: [{ room_type: room.id, nightly_minor: 15000 }],
      _status: 'published',
    },
  })
  planId = plan.id
})

afterAll(async () => {
  if (payload) await removeHouse()
})

describe('a replayed Idempotency-Key', () => {
  it('answers the first booking even after the price changed', async () => {
    const request: BookingRequest = {
      property: SLUG,
      room_type: 'double',
      rate_plan: 'FLEX',
      check_in: '2028-06-10',
      check_out: '2028-06-12',
      adults: 2,
      child_ages: [],
      rooms: 1,
      guest: { first_name: 'Ines', last_name: 'Retry', email: 'ines.retry@example.com' },
      expected_total_minor: 30000,
      language: 'en',
    }
    const first = await book((await getCatalog(SLUG))!, request, 'replay-after-price-change')
    expect(first).toMatchObject({ ok: true, created: true })
    // Staff publish a new price before the guest's retry arrives.
    await payload.update({ collection: 'rate-plans', id: planId, data: { prices: [{ room_type: roomId, nightly_minor: 16000 }] } })
    const retry = await book((await getCatalog(SLUG))!, request, 'replay-after-price-change')
    expect(retry).toEqual({ ok: true, created: false, reference: first.ok ? first.reference : null })
  })

  const guest = (n: number) => ({ first_name: 'Ines', last_name: `Guest ${n}`, email: `ines.guest${n}@example.com` })

  it('is refused as sold out, as the availability said, on a full night that is also closed to arrival', async () => {
    const stay = { property: SLUG, room_type: 'double', rate_plan: 'FLEX', check_in: '2028-07-01', check_out: '2028-07-02', child_ages: [], language: 'en' as const }
    const full = await book((await getCatalog(SLUG))!, { ...stay, adults: 3, rooms: 3, guest: guest(1) }, 'fill-the-night')
    expect(full).toMatchObject({ ok: true, created: true })
    await payload.create({
      collection: 'room-availability',
      data: { property: houseId, room_type: roomId, from: '2028-07-01', to: '2028-07-01', closed_to_arrival: true },
    })
    const catalog = (await getCatalog(SLUG))!
    const shown = (await availability(catalog, { ...stay, adults: 2, rooms: 1 })).rooms[0]!
    expect(shown.unavailable_reason).toBe('sold_out')
    const attempt = await book(catalog, { ...stay, adults: 2, rooms: 1, guest: guest(2) }, 'after-the-night-is-full')
    expect(attempt).toMatchObject({ ok: false, status: 409, code: shown.unavailable_reason })
  })
})
