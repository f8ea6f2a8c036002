import { describe, expect, it } from 'vitest'

import type { AvailabilityResponse, RatePlanSummary, RoomOption } from '../../src/lib/booking-api'
import { availabilityJson } from '../../src/services/availability'

const plan: RatePlanSummary = {
  code: 'FLEX',
  name: 'Tarif flexible',
  description: 'Annulation gratuite jusqu’à 3 jours avant l’arrivée, « petit-déjeuner » inclus.',
  board: 'breakfast',
  refundable: true,
  cancellation_policy: 'Annulation gratuite jusqu’au 7 décembre 2026, 23:59. Ensuite, la première nuit est due.',
  cancellation_deadline: '2026-12-07T23:59',
  guarantee: 'Aucun paiement maintenant : vous réglez à l’hôtel.',
  payment: 'pay_at_property',
}
const roomType: RoomOption['room_type'] = {
  slug: 'garden-room',
  name: 'Chambre Jardin',
  description: 'Deux lits bas, un coin lecture en tatami et un bain en hinoki, face au jardin de mousse.',
  beds: '2 lits jumeaux bas',
  max_adults: 2,
  max_children: 1,
  size_sqm: 40,
  photo: { url: 'http://127.0.0.1:3000/cms-api/media/file/kyoto-room.webp', width: 1600, height: 1067, alt: 'Chambre Jardin — "Room"' },
}
const nightly = [
  { date: '2026-12-10', amount_minor: 78000 },
  { date: '2026-12-11', amount_minor: 78000 },
]
const rate = (ratePlan: RatePlanSummary, promo: boolean) => ({
  rate_plan: ratePlan,
  rooms: [{ adults: 2, child_ages: [7], nightly, children: [{ age: 7, nightly_minor: 5000, amount_minor: 10000 }], total_minor: 166000 }],
  nightly,
  room_total_minor: 166000,
  discount_minor: promo ? 16600 : 0,
  taxes_and_fees: [{ label: 'Taxe de séjour', amount_minor: 600, formatted: '6,00 €', included: false }],
  taxes_and_fees_minor: 600,
  taxes_included_minor: 0,
  total_minor: 150000,
  total_formatted: '1 500,00 €',
  average_nightly_minor: 75000,
  average_nightly_formatted: '750,00 €',
  ...(promo ? { promo_applied: false, promo_reason: 'min_nights' as const } : {}),
})

function answer(rooms: AvailabilityResponse['rooms'], promo: boolean): AvailabilityResponse {
  return {
    property: { slug: 'aurelia-kyoto', name: 'Aurelia Kyoto', currency: 'JPY', time_zone: 'Asia/Tokyo', check_in_time: '15:00', check_out_time: '11:00' },
    check_in: '2026-12-10',
    check_out: '2026-12-12',
    nights: 2,
    adults: 2,
    children: 1,
    child_ages: [7],
    rooms_requested: 1,
    room_parties: [{ adults: 2, child_ages: [7] }],
    currency: 'JPY',
    promo: promo ? { code: 'STAY4', discount_percent: 25 } : null,
    ...(promo ? { promo_error: null } : {}),
    rooms,
  } as AvailabilityResponse
}

describe('availabilityJson', () => {
  it('writes exactly what JSON.stringify writes, the kept parts included, however often they come back', () => {
    const rooms = [
      { room_type: roomType, available: 3, unavailable_reason: null, rates: [rate(plan, true), rate({ ...plan, code: 'SAVER', refundable: false }, true)] },
      { room_type: { ...roomType, slug: 'suite', photo: null }, available: 0, unavailable_reason: 'sold_out', rates: [] },
    ] as AvailabilityResponse['rooms']
    for (const body of [answer(rooms, true), answer(rooms, false), answer(rooms, true), answer([], false)]) {
      expect(availabilityJson(body)).toBe(JSON.stringify(body))
    }
  })
})
