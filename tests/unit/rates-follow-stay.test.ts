import { describe, expect, it } from 'vitest'

import { stayProblem } from '@/components/booking/booking-flow'
import { ratesJsonLd } from '@/components/booking/rates-json-ld'
import { DEFAULT_STAY } from '@/components/booking/stay-query'
import type { AvailabilityResponse } from '@/lib/booking-api'

describe('a stay in the stay box is priced at once only when it can be', () => {
  const stay = { ...DEFAULT_STAY, check_in: '2027-03-01', check_out: '2027-03-03' }
  it('names what is missing or wrong, as the box says it', () => {
    expect(stayProblem(stay)).toBeNull()
    expect(stayProblem({ ...stay, check_out: null })).toBe('dates')
    expect(stayProblem({ ...stay, check_out: '2027-03-01' })).toBe('dates')
    expect(stayProblem({ ...stay, children: 1, ages: [null] })).toBe('ages')
    expect(stayProblem({ ...stay, children: 1, ages: [7] })).toBeNull()
    expect(stayProblem({ ...stay, adults: 1, rooms: 2 })).toBe('rooms')
    expect(stayProblem({ ...stay, promo: 'ST AY' })).toBe('promo')
    expect(stayProblem({ ...stay, promo: 'STAY4' })).toBeNull()
  })
})

describe('rates as schema.org JSON-LD', () => {
  const data: AvailabilityResponse = {
    property: { slug: 'h', name: 'Hotel H', currency: 'EUR', time_zone: 'Europe/Paris', check_in_time: '15:00', check_out_time: '12:00' },
    check_in: '2027-03-01',
    check_out: '2027-03-04',
    nights: 3,
    adults: 2,
    children: 1,
    child_ages: [8],
    rooms_requested: 1,
    currency: 'EUR',
    promo: null,
    rooms: [
      {
        room_type: { slug: 'deluxe', name: 'Deluxe', description: '', beds: '', max_adults: 2, max_children: 1, size_sqm: 30, photo: null },
        available: 2,
        unavailable_reason: null,
        rates: [
          {
            rate_plan: {
              code: 'FLEX',
              name: 'Flexible',
              description: '',
              board: 'room_only',
              refundable: true,
              cancellation_policy: 'Free cancellation',
              cancellation_deadline: null,
              guarantee: '',
              payment: 'pay_at_property',
            },
            nightly: [],
            room_total_minor: 90_000,
            discount_minor: 0,
            taxes_and_fees: [
              { label: 'VAT 10%', amount_minor: 8_182, formatted: '', included: true },
              { label: 'City tax', amount_minor: 1_794, formatted: '', included: false },
            ],
            taxes_and_fees_minor: 1_794,
            taxes_included_minor: 8_182,
            total_minor: 91_794,
            total_formatted: '€917.94',
            average_nightly_minor: 30_598,
            average_nightly_formatted: '',
          },
        ],
      },
      {
        room_type: { slug: 'suite', name: 'Suite', description: '', beds: '', max_adults: 2, max_children: 0, size_sqm: null, photo: null },
        available: 0,
        unavailable_reason: 'sold_out',
        rates: [],
      },
    ],
  }
  const ld = ratesJsonLd({ data, hotelUrl: 'https://x.example/listing/h', pageUrl: 'https://x.example/property/h?check_in=2027-03-01&check_out=2027-03-04&adults=2' })

  it('offers each bookable room’s rates with the stay, the party and the all-in total', () => {
    expect(ld['@type']).toBe('Hotel')
    expect((ld.containsPlace as unknown[]).length).toBe(1)
    const [offer] = ld.makesOffer as Record<string, any>[] // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(offer).toMatchObject({ '@type': 'Offer', price: '917.94', priceCurrency: 'EUR', availabilityStarts: '2027-03-01', availabilityEnds: '2027-03-04' })
    expect(offer!.url).toBe('https://x.example/property/h?check_in=2027-03-01&check_out=2027-03-04&adults=2&room=deluxe&rate=FLEX')
    expect(offer!.itemOffered.occupancy.value).toBe(3)
    expect(offer!.priceSpecification).toMatchObject({
      '@type': 'CompoundPriceSpecification',
      price: '917.94',
      valueAddedTaxIncluded: true,
      eligibleQuantity: { value: 3, unitCode: 'DAY' },
    })
    // The room (VAT included in it) and the city tax added: the included VAT is not counted twice.
    expect(offer!.priceSpecification.priceComponent.map((part: { price: string }) => part.price)).toEqual(['900.00', '17.94'])
  })
})
