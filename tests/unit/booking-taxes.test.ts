/**
 * Taxes and fees as the demo hotels' countries charge them: each line on its base (the room price, the
 * room plus the service charge, the room plus other lines by code), included in the rate or added, and
 * per-guest fees with the ages they exempt. Every stay is 2 nights (6 to 8 September 2027, no season) at
 * the hotel's FLEX price for its first room type, 2 adults (plus a child of 8 where an age exemption
 * matters). The expected figures are worked out by hand in the comments, never by the code.
 */
import { describe, expect, it } from 'vitest'

import { type PricedRatePlan, type PricedRoomType, quoteStay, type Tax } from '@/booking/pricing'
import { checkTaxes, taxFromRow } from '@/booking/tax-rows'

import { TAXES, taxRow } from '../../seed/content/booking'

const ROOM: PricedRoomType = { id: 1, base_occupancy: 2, max_adults: 3, max_children: 2 }

/** The seed's plan for a room of `nightly`: children 6 to 11 at 15 % of it, as the seed prices them. */
const planAt = (nightly: number, child: number): PricedRatePlan => ({
  id: 1,
  prices: new Map([[ROOM.id, nightly]]),
  seasons: [],
  extra_adult_minor: 0,
  child_rates: [
    { max_age: 5, nightly_minor: 0 },
    { max_age: 11, nightly_minor: child },
  ],
})

/** The hotel's taxes as the seed stores them and the catalog reads them back. */
const taxesOf = (slug: string): Tax[] => (TAXES[slug] ?? []).map((tax) => taxFromRow(taxRow(tax)))

const twoNights = (slug: string, nightly: number, child_ages: number[] = [], child = 0) =>
  quoteStay({
    plan: planAt(nightly, child),
    room: ROOM,
    taxes: taxesOf(slug),
    check_in: '2027-09-06',
    check_out: '2027-09-08',
    occupancy: { adults: 2, child_ages, rooms: 1 },
  })!

const lines = (result: ReturnType<typeof twoNights>) => result.taxes_and_fees.map((line) => [line.name.en, line.amount_minor, line.included === true])

describe('worked examples: the demo hotels, 2 nights, 2 adults', () => {
  it('Japan, Kyoto: consumption tax on the room and the service charge', () => {
    // Garden room ¥78,000 a night.
    // Service charge 10 %: ¥7,800 a night → ¥15,600.
    // Consumption tax 10 % of (¥78,000 + ¥7,800 = ¥85,800): ¥8,580 a night → ¥17,160 (¥15,600 on the room alone was the bug).
    // Accommodation tax by the room price per guest and night: ¥78,000 / 2 = ¥39,000, in the
    // ¥20,000–49,999 band: ¥1,000 × 2 guests = ¥2,000 a night → ¥4,000.
    // Total ¥156,000 + ¥15,600 + ¥17,160 + ¥4,000 = ¥192,760.
    const result = twoNights('aurelia-kyoto-higashiyama', 78000)
    expect(lines(result)).toEqual([
      ['Service charge', 15600, false],
      ['Consumption tax', 17160, false],
      ['Accommodation tax', 4000, false],
    ])
    expect(result.room_total_minor).toBe(156000)
    expect(result.taxes_and_fees_minor).toBe(36760)
    expect(result.total_minor).toBe(192760)
  })

  it('Japan, Kyoto: the accommodation tax band follows the room price per guest and night', () => {
    const accommodation = (result: ReturnType<typeof twoNights>) => result.taxes_and_fees.find((line) => line.name.en === 'Accommodation tax')?.amount_minor
    // Kyoto's bands from 1 March 2026, per guest and night: below ¥6,000 ¥200; ¥6,000–19,999 ¥400;
    // ¥20,000–49,999 ¥1,000; ¥50,000–99,999 ¥4,000; ¥100,000 and over ¥10,000.
    // Tatami suite ¥115,000 / 2 = ¥57,500 a guest: ¥4,000 × 2 guests × 2 nights = ¥16,000.
    // Service ¥11,500 → ¥23,000; consumption tax 10 % of ¥126,500 = ¥12,650 → ¥25,300.
    // Total ¥230,000 + ¥23,000 + ¥25,300 + ¥16,000 = ¥294,300.
    const suite = twoNights('aurelia-kyoto-higashiyama', 115000)
    expect(accommodation(suite)).toBe(16000)
    expect(suite.total_minor).toBe(294300)
    // ¥200,000 a room: ¥100,000 a guest, the top band: ¥10,000 × 2 × 2 = ¥40,000.
    expect(accommodation(twoNights('aurelia-kyoto-higashiyama', 200000))).toBe(40000)
    // ¥199,999 a room: ¥99,999.50 a guest, still ¥4,000: ¥4,000 × 2 × 2 = ¥16,000.
    expect(accommodation(twoNights('aurelia-kyoto-higashiyama', 199999))).toBe(16000)
    // Exactly ¥100,000 a room: ¥50,000 a guest is the ¥4,000 band's first yen: ¥4,000 × 2 × 2 = ¥16,000.
    expect(accommodation(twoNights('aurelia-kyoto-higashiyama', 100000))).toBe(16000)
    // ¥99,999 a room: ¥49,999.50 a guest, still the ¥1,000 band: ¥1,000 × 2 × 2 = ¥4,000.
    expect(accommodation(twoNights('aurelia-kyoto-higashiyama', 99999))).toBe(4000)
    // ¥40,000 a room: ¥20,000 a guest: ¥1,000 × 2 × 2 = ¥4,000.
    expect(accommodation(twoNights('aurelia-kyoto-higashiyama', 40000))).toBe(4000)
    // ¥39,000 a room: ¥19,500 a guest, below ¥20,000: ¥400 × 2 × 2 = ¥1,600.
    expect(accommodation(twoNights('aurelia-kyoto-higashiyama', 39000))).toBe(1600)
    // ¥11,000 a room: ¥5,500 a guest, below ¥6,000: ¥200 × 2 × 2 = ¥800.
    expect(accommodation(twoNights('aurelia-kyoto-higashiyama', 11000))).toBe(800)
    // The same ¥78,000 room with a child of 8 (child rate ¥11,700): ¥89,700 / 3 guests = ¥29,900 each,
    // the ¥1,000 band; every guest pays (no age exemption in Kyoto): ¥1,000 × 3 × 2 = ¥6,000.
    expect(accommodation(twoNights('aurelia-kyoto-higashiyama', 78000, [8], 11700))).toBe(6000)
  })

  it('Japan, Kyoto: a promo lowers the price per guest, and with it the band', () => {
    // Tatami suite ¥115,000 with 20 % off: ¥92,000 a night, ¥46,000 a guest: ¥1,000, not ¥4,000 → ¥4,000.
    const suite = quoteStay({
      plan: planAt(115000, 0),
      room: ROOM,
      taxes: taxesOf('aurelia-kyoto-higashiyama'),
      check_in: '2027-09-06',
      check_out: '2027-09-08',
      occupancy: { adults: 2, child_ages: [], rooms: 1 },
      discount_percent: 20,
    })!
    expect(suite.taxes_and_fees.find((line) => line.name.en === 'Accommodation tax')?.amount_minor).toBe(4000)
  })

  it('Japan, Kyoto: 2 rooms, each room its own price per guest', () => {
    // 3 adults in 2 rooms of ¥78,000: 2 in one (¥39,000 each: ¥1,000), 1 in the other (¥78,000: ¥4,000).
    // A night: 2 × ¥1,000 + ¥4,000 = ¥6,000; 2 nights: ¥12,000.
    const result = quoteStay({
      plan: planAt(78000, 0),
      room: ROOM,
      taxes: taxesOf('aurelia-kyoto-higashiyama'),
      check_in: '2027-09-06',
      check_out: '2027-09-08',
      occupancy: { adults: 3, child_ages: [], rooms: 2 },
    })!
    expect(result.taxes_and_fees.find((line) => line.name.en === 'Accommodation tax')?.amount_minor).toBe(12000)
  })

  it('Japan, Tokyo: 15 % service charge, consumption tax on both', () => {
    // Deluxe ¥88,000 a night. Service 15 %: ¥13,200 → ¥26,400.
    // Consumption tax 10 % of ¥101,200: ¥10,120 → ¥20,240. Accommodation tax: ¥44,000 a guest is over
    // ¥15,000, so ¥200 × 2 = ¥400 → ¥800.
    // Total ¥176,000 + ¥26,400 + ¥20,240 + ¥800 = ¥223,440.
    const result = twoNights('aurelia-tokyo-marunouchi', 88000)
    expect(lines(result)).toEqual([
      ['Service charge', 26400, false],
      ['Consumption tax', 20240, false],
      ['Accommodation tax', 800, false],
    ])
    expect(result.total_minor).toBe(223440)
  })

  it('China, Shanghai: 10 % service charge, 6 % VAT on both (16.6 %)', () => {
    // Deluxe CN¥3,200.00 (320000 fen) a night. Service 10 %: 32000 → 64000.
    // VAT 6 % of 352000: 21120 → 42240. Total 640000 + 64000 + 42240 = 746240 (CN¥7,462.40 = 2 × 3,200 × 1.166).
    const result = twoNights('aurelia-shanghai-bund', 320000)
    expect(lines(result)).toEqual([
      ['Service charge', 64000, false],
      ['VAT', 42240, false],
    ])
    expect(result.total_minor).toBe(746240)
  })

  it('Thailand, Bangkok: "++ 17.7 %": 10 % service, 7 % VAT on both', () => {
    // Deluxe river US$380.00 (38000 cents). Service 10 %: 3800 → 7600.
    // VAT 7 % of 41800: 2926 → 5852. Total 76000 + 7600 + 5852 = 89452 (US$894.52 = 2 × 380 × 1.177).
    const result = twoNights('aurelia-bangkok-riverside', 38000)
    expect(lines(result)).toEqual([
      ['Service charge', 7600, false],
      ['VAT', 5852, false],
    ])
    expect(result.total_minor).toBe(89452)
  })

  it('Indonesia, Bali: "21 %": 10 % service, 10 % regional hotel tax on both', () => {
    // Jungle pool villa Rp9,500,000.00 (950,000,000 sen). Service 10 %: 95,000,000 → 190,000,000.
    // PBJT 10 % of 1,045,000,000: 104,500,000 → 209,000,000.
    // Total 1,900,000,000 + 190,000,000 + 209,000,000 = 2,299,000,000 (= 1,900,000,000 × 1.21).
    const result = twoNights('aurelia-ubud-retreat', 950_000_000)
    expect(lines(result)).toEqual([
      ['Service charge', 190_000_000, false],
      ['Regional hotel tax (PBJT)', 209_000_000, false],
    ])
    expect(result.total_minor).toBe(2_299_000_000)
  })

  it('Vietnam, Hoi An: 5 % service, 8 % VAT on both', () => {
    // Garden deluxe US$160.00 (16000 cents). Service 5 %: 800 → 1600.
    // VAT 8 % of 16800: 1344 → 2688. Total 32000 + 1600 + 2688 = 36288 (US$362.88 = 2 × 160 × 1.134).
    const result = twoNights('aurelia-hoi-an-riverside', 16000)
    expect(lines(result)).toEqual([
      ['Service charge', 1600, false],
      ['VAT', 2688, false],
    ])
    expect(result.total_minor).toBe(36288)
  })

  it('France, Paris, with a child of 8: VAT included, taxe de séjour for the adults only', () => {
    // Deluxe courtyard €720.00 + child 6–11 at €108.00 (15 %) = €828.00 a night → €1,656.00 (165600).
    // VAT 10 % is in the rate: 82800 × 10 / 110 = 7527.27 → 7527 a night → 15054, shown, not added.
    // Taxe de séjour €10.73 × 2 adults (the child is under 18) = 2146 a night → 4292.
    // Total 165600 + 4292 = 169892 (€1,698.92).
    const result = twoNights('aurelia-paris-saint-germain', 72000, [8], 10800)
    expect(lines(result)).toEqual([
      ['VAT', 15054, true],
      ['City tax', 4292, false],
    ])
    expect(result.room_total_minor).toBe(165600)
    expect(result.taxes_and_fees_minor).toBe(4292)
    expect(result.taxes_included_minor).toBe(15054)
    expect(result.total_minor).toBe(169892)
  })

  it('France, Nice, with a child of 8: VAT included, taxe de séjour for the adults only', () => {
    // Sea view €520.00 + child €78.00 = €598.00 a night → 119600.
    // VAT in the rate: 59800 / 11 = 5436.36 → 5436 a night → 10872. Taxe de séjour €4.02 × 2 = 804 → 1608.
    // Total 119600 + 1608 = 121208 (€1,212.08).
    const result = twoNights('aurelia-nice-promenade', 52000, [8], 7800)
    expect(lines(result)).toEqual([
      ['VAT', 10872, true],
      ['City tax', 1608, false],
    ])
    expect(result.total_minor).toBe(121208)
  })

  it('Switzerland, Zürich, with a child of 8: VAT included, City Tax per adult', () => {
    // Superior CHF 620.00 + child CHF 93.00 = CHF 713.00 a night → 142600.
    // VAT 3.8 % in the rate: 71300 × 3.8 / 103.8 = 2610.21 → 2610 a night → 5220, not added.
    // City Tax CHF 3.50 × 2 adults = 700 a night → 1400. Total 142600 + 1400 = 144000 (CHF 1,440.00).
    const result = twoNights('aurelia-zurich-lakeside', 62000, [8], 9300)
    expect(lines(result)).toEqual([
      ['VAT', 5220, true],
      ['City tax', 1400, false],
    ])
    expect(result.taxes_included_minor).toBe(5220)
    expect(result.total_minor).toBe(144000)
  })

  it('lists every demo hotel’s taxes so that they can be computed in order', () => {
    for (const [slug, taxes] of Object.entries(TAXES)) expect([slug, checkTaxes(taxes.map(taxRow))]).toEqual([slug, true])
  })
})

const tax = (fields: Partial<Tax> & Pick<Tax, 'basis'>): Tax => ({ name: { en: fields.code ?? 'Tax' }, percent: 0, amount_minor: 0, ...fields })
const stay = (taxes: Tax[], nightly = 10000, child_ages: number[] = []) =>
  quoteStay({ plan: planAt(nightly, 1500), room: ROOM, taxes, check_in: '2027-09-06', check_out: '2027-09-08', occupancy: { adults: 2, child_ages, rooms: 1 } })!

describe('bases, inclusion and exemptions', () => {
  it('adds the lines a base names by code, and only those', () => {
    // Room $320.00; resort fee $45.00 a room-night (RF); occupancy tax 5.875 % of the room only: 1880;
    // sales tax 8.875 % of (32000 + 4500 = 36500): 3239.375 → 3239. A night: 32000 + 4500 + 1880 + 3239 = 41619.
    const result = stay(
      [
        tax({ code: 'RF', basis: 'per_room_night', amount_minor: 4500 }),
        tax({ code: 'OCC', basis: 'percent', percent: 5.875 }),
        tax({ code: 'SALES', basis: 'percent', percent: 8.875, base: 'room_and_lines', base_codes: ['rf'] }),
      ],
      32000,
    )
    expect(result.taxes_and_fees.map((line) => line.amount_minor)).toEqual([9000, 3760, 6478])
    expect(result.total_minor).toBe(2 * 41619)
  })

  it('never bases a line on itself or a line below it', () => {
    // The VAT names SC, listed after it: its base is the room alone, 10 % of 10000 = 1000 a night.
    const result = stay([
      tax({ code: 'VAT', basis: 'percent', percent: 10, base: 'room_and_lines', base_codes: ['SC', 'VAT'] }),
      tax({ code: 'SC', kind: 'service_charge', basis: 'percent', percent: 10 }),
    ])
    expect(result.taxes_and_fees.map((line) => line.amount_minor)).toEqual([2000, 2000])
    // A service charge listed below a tax on room and service is not in that tax's base either.
    const below = stay([
      tax({ code: 'VAT', basis: 'percent', percent: 7, base: 'room_and_service' }),
      tax({ code: 'SC', kind: 'service_charge', basis: 'percent', percent: 10 }),
    ])
    expect(below.taxes_and_fees.map((line) => line.amount_minor)).toEqual([1400, 2000])
  })

  it('counts a fee charged once a stay in the base of its first night only', () => {
    // Cleaning 5000 once; VAT 10 % of room + cleaning: night 1 (10000 + 5000) → 1500, night 2 10000 → 1000.
    const result = stay([
      tax({ code: 'CLEAN', basis: 'per_room_stay', amount_minor: 5000 }),
      tax({ code: 'VAT', basis: 'percent', percent: 10, base: 'room_and_lines', base_codes: ['CLEAN'] }),
    ])
    expect(result.taxes_and_fees.map((line) => line.amount_minor)).toEqual([5000, 2500])
    expect(result.total_minor).toBe(20000 + 5000 + 2500)
  })

  it('shows an included line without adding it, and keeps it out of later bases', () => {
    // VAT 10 % in the rate: 10000 × 10 / 110 = 909.09 → 909 a night → 1818, not added.
    // Service 10 % on room + VAT: the included VAT is in the room price already, so 10 % of 10000 → 1000 a night.
    const result = stay([
      tax({ code: 'VAT', basis: 'percent', percent: 10, included: true }),
      tax({ code: 'SC', kind: 'service_charge', basis: 'percent', percent: 10, base: 'room_and_lines', base_codes: ['VAT'] }),
    ])
    expect(result.taxes_and_fees).toEqual([
      { name: { en: 'VAT' }, amount_minor: 1818, included: true },
      { name: { en: 'SC' }, amount_minor: 2000 },
    ])
    expect(result.taxes_and_fees_minor).toBe(2000)
    expect(result.taxes_included_minor).toBe(1818)
    expect(result.total_minor).toBe(22000)
  })

  it('exempts children under the minimum age, from that birthday on they pay; adults always pay', () => {
    // 2 adults and children of 11 and 12; fee 300 a guest-night from age 12: 3 × 300 × 2 nights = 1800.
    const result = stay([tax({ basis: 'per_guest_night', amount_minor: 300, min_age: 12 })], 10000, [11, 12])
    expect(result.taxes_and_fees[0]!.amount_minor).toBe(1800)
    // A minimum age above 18 cannot exempt adults: 2 adults × 300 × 2 = 1200.
    expect(stay([tax({ basis: 'per_guest_night', amount_minor: 300, min_age: 40 })]).taxes_and_fees[0]!.amount_minor).toBe(1200)
  })

  it('reads a row saved before bases existed as it was meant: on the room, added, no exemption', () => {
    expect(taxFromRow({ name: { en: 'VAT' }, basis: 'percent', percent: 10 })).toEqual({
      name: { en: 'VAT' },
      basis: 'percent',
      percent: 10,
      amount_minor: 0,
      kind: 'tax',
      base: 'room',
      base_codes: [],
      included: false,
      min_age: 0,
      bands: [],
    })
  })
})

describe('checkTaxes', () => {
  const row = (fields: Record<string, unknown>) => ({ name: { en: 'x' }, basis: 'percent', percent: 10, ...fields })
  it('accepts lines based on lines above them', () => {
    expect(checkTaxes([row({ code: 'SC', kind: 'service_charge' }), row({ base: 'room_and_service' }), row({ base: 'room_and_lines', base_codes: 'sc' })])).toBe(true)
    expect(checkTaxes([])).toBe(true)
  })
  it('refuses a base that names nothing above it, an included line, or a code used twice', () => {
    expect(checkTaxes([row({ base: 'room_and_service' }), row({ code: 'SC', kind: 'service_charge' })])).toMatch(/Line 1: no service charge/)
    expect(checkTaxes([row({ code: 'VAT', base: 'room_and_lines', base_codes: 'SC' }), row({ code: 'SC' })])).toMatch(/Line 1: its base names SC/)
    expect(checkTaxes([row({ code: 'A', base: 'room_and_lines', base_codes: 'A' })])).toMatch(/names A/)
    expect(checkTaxes([row({ code: 'VAT', included: true }), row({ base: 'room_and_lines', base_codes: 'VAT' })])).toMatch(/included in the rate/)
    expect(checkTaxes([row({ base: 'room_and_lines', base_codes: '' })])).toMatch(/name the codes/)
    expect(checkTaxes([row({ code: 'SC' }), row({ code: 'sc' })])).toMatch(/SC is already used/)
  })
  it('refuses a banded line without bands, and reads its bands lowest first', () => {
    expect(checkTaxes([row({ basis: 'per_guest_night_banded', bands: [] })])).toMatch(/Line 1: give at least one price band/)
    const banded = taxFromRow(
      row({
        basis: 'per_guest_night_banded',
        bands: [
          { from_minor: 50000, amount_minor: 1000 },
          { from_minor: 0, amount_minor: 200 },
        ],
      }),
    )
    expect(banded.bands).toEqual([
      { from_minor: 0, amount_minor: 200 },
      { from_minor: 50000, amount_minor: 1000 },
    ])
  })
})

describe('the e-mail’s price rows', () => {
  it('say which line the rate includes, so the added rows make up the total', async () => {
    const { priceRows } = await import('@/services/messages/templates/booking-rows')
    const t = (key: string) => ({ 'booking.tax_included': 'Included in the room price', 'stay.email_total': 'Total' })[key] ?? key
    const booking = {
      taxes_and_fees: [
        { label: 'VAT', amount_minor: 15054, formatted: '€150.54', included: true },
        { label: 'City tax', amount_minor: 4292, formatted: '€42.92', included: false },
      ],
      total_formatted: '€1,698.92',
    } as unknown as Parameters<typeof priceRows>[0]
    expect(priceRows(booking, { t } as unknown as Parameters<typeof priceRows>[1])).toEqual([
      ['VAT (Included in the room price)', '€150.54'],
      ['City tax', '€42.92'],
      ['Total', '€1,698.92'],
    ])
  })
})
