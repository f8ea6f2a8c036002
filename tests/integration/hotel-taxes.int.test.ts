/**
 * The demo hotels' taxes as seeded and read back by the booking engine: each line on its base, included
 * VAT shown and not added, city tax for adults only; and the back office refusing a list of taxes whose
 * order cannot be computed. Figures as worked by hand in tests/unit/booking-taxes.test.ts.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { availability, getCatalog } from '@/booking/engine'
import { getPayloadClient } from '@/cms/client'

let payload: Payload

beforeAll(async () => {
  payload = await getPayloadClient()
})

async function flex(slug: string, room: string, child_ages: number[] = []) {
  const catalog = (await getCatalog(slug))!
  const result = await availability(catalog, { check_in: '2027-09-06', check_out: '2027-09-08', adults: 2, child_ages, rooms: 1 })
  const rate = result.rooms.find((option) => option.room.slug === room)!.rates.find((item) => item.plan.code === 'FLEX')!
  return rate.quote
}

describe('the seeded hotels’ taxes, as the engine reads them', () => {
  it('Kyoto: consumption tax on the garden room and its service charge, ¥192,760 for 2 nights', async () => {
    const quote = await flex('aurelia-kyoto-higashiyama', 'garden-room')
    expect(quote.taxes_and_fees.map((line) => [line.name.en, line.amount_minor, line.included === true])).toEqual([
      ['Service charge', 15600, false],
      ['Consumption tax', 17160, false],
      // ¥39,000 a guest and night: the ¥1,000 band (¥20,000–49,999), × 2 guests × 2 nights.
      ['Accommodation tax', 4000, false],
    ])
    expect(quote.total_minor).toBe(192760)
  })

  it('Paris with a child of 8: VAT included, not added; taxe de séjour for the 2 adults, €1,698.92', async () => {
    const quote = await flex('aurelia-paris-saint-germain', 'deluxe-courtyard', [8])
    expect(quote.taxes_and_fees.map((line) => [line.name.en, line.amount_minor, line.included === true])).toEqual([
      ['VAT', 15054, true],
      ['City tax', 4292, false],
    ])
    expect(quote.total_minor).toBe(169892)
  })

  it('Bangkok: "++ 17.7 %", US$894.52 for 2 nights in a deluxe river room', async () => {
    expect((await flex('aurelia-bangkok-riverside', 'deluxe-river')).total_minor).toBe(89452)
  })
})

describe('the back office', () => {
  it('refuses a tax whose base names a line listed below it', async () => {
    const [kyoto] = (await payload.find({ collection: 'properties', where: { slug: { equals: 'aurelia-kyoto-higashiyama' } }, depth: 0, limit: 1 })).docs
    const taxes = [
      { name: 'Consumption tax', basis: 'percent' as const, percent: 10, code: 'CT', base: 'room_and_lines' as const, base_codes: 'SC' },
      { name: 'Service charge', basis: 'percent' as const, percent: 10, code: 'SC', kind: 'service_charge' as const },
    ]
    const refused = await payload.update({ collection: 'properties', id: kyoto!.id, data: { taxes } }).then(
      () => null,
      (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors ?? [],
    )
    expect(refused).toEqual([{ path: 'taxes', label: expect.anything(), message: 'Line 1: its base names SC, which is not the code of a line above it.' }])
  })
})
