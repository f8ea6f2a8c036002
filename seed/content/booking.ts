/**
 * What the booking engine needs of the demo hotels beyond their rooms and rates: taxes and fees as each
 * country charges them, occupancy prices, seasonal prices and a few availability rules. Amounts are minor
 * units of the hotel's currency; dates are calendar dates on the hotel's calendar.
 */
import type { L } from './types'

export type TaxBasis = 'percent' | 'per_room_night' | 'per_guest_night' | 'per_room_stay' | 'per_guest_night_banded'

export interface TaxSeed {
  name: L
  basis: TaxBasis
  percent?: number
  amountMinor?: number
  /** What later lines' bases call it by. */
  code?: string
  kind?: 'tax' | 'service_charge' | 'fee'
  /** For a percentage: of the room price (default), or of the room price plus the service charge above it. */
  base?: 'room' | 'room_and_service' | 'room_and_lines'
  baseCodes?: string
  /** Already in the rate (VAT in Europe): shown, not added. */
  included?: boolean
  /** Per guest: children under this age are exempt. */
  minAge?: number
  /** Per guest by band: the amount each guest pays a night from this room price per guest and night. */
  bands?: { fromMinor: number; amountMinor: number }[]
}

/** A seed line as the hotel's `taxes` row stores it. */
export function taxRow(tax: TaxSeed) {
  return {
    name: tax.name,
    basis: tax.basis,
    percent: tax.percent,
    amount_minor: tax.amountMinor,
    code: tax.code,
    kind: tax.kind ?? 'tax',
    base: tax.base ?? 'room',
    base_codes: tax.baseCodes,
    included: tax.included ?? false,
    min_age: tax.minAge ?? 0,
    bands: tax.bands?.map((band) => ({ from_minor: band.fromMinor, amount_minor: band.amountMinor })),
  }
}

const VAT: L = { en: 'VAT', fr: 'TVA', ja: '付加価値税', zh: '增值税', vi: 'Thuế GTGT', de: 'Mehrwertsteuer', th: 'ภาษีมูลค่าเพิ่ม', id: 'PPN' }
const CITY_TAX: L = {
  en: 'City tax',
  fr: 'Taxe de séjour',
  ja: '宿泊税',
  zh: '城市住宿税',
  vi: 'Thuế lưu trú',
  de: 'Kurtaxe',
  th: 'ภาษีท้องถิ่นสำหรับผู้เข้าพัก',
  id: 'Pajak kota',
}
const ACCOMMODATION_TAX: L = {
  en: 'Accommodation tax',
  fr: 'Taxe d’hébergement',
  ja: '宿泊税',
  zh: '住宿税',
  vi: 'Thuế lưu trú',
  de: 'Beherbergungssteuer',
  th: 'ภาษีที่พัก',
  id: 'Pajak akomodasi',
}
const SERVICE: L = {
  en: 'Service charge',
  fr: 'Frais de service',
  ja: 'サービス料',
  zh: '服务费',
  vi: 'Phí dịch vụ',
  de: 'Servicegebühr',
  th: 'ค่าบริการ',
  id: 'Biaya layanan',
}
const CONSUMPTION: L = {
  en: 'Consumption tax',
  fr: 'Taxe sur la consommation',
  ja: '消費税',
  zh: '消费税',
  vi: 'Thuế tiêu dùng',
  de: 'Verbrauchsteuer',
  th: 'ภาษีการบริโภค',
  id: 'Pajak konsumsi',
}
const HOTEL_TAX: L = {
  en: 'Regional hotel tax (PBJT)',
  fr: 'Taxe hôtelière régionale (PBJT)',
  ja: '地方ホテル税（PBJT）',
  zh: '地方酒店税（PBJT）',
  vi: 'Thuế khách sạn địa phương (PBJT)',
  de: 'Regionale Hotelsteuer (PBJT)',
  th: 'ภาษีโรงแรมท้องถิ่น (PBJT)',
  id: 'Pajak hotel daerah (PBJT)',
}

const service = (percent: number): TaxSeed => ({ name: SERVICE, code: 'SC', kind: 'service_charge', basis: 'percent', percent })
/** A tax on the room and the service charge: Asia's "++" (Thailand 10 % + 7 % VAT = 17.7 %). */
const onRoomAndService = (name: L, code: string, percent: number): TaxSeed => ({ name, code, basis: 'percent', percent, base: 'room_and_service' })
/** VAT the rate already includes, as European prices do. */
const includedVat = (percent: number): TaxSeed => ({ name: VAT, code: 'VAT', basis: 'percent', percent, included: true })

/**
 * Taxes and fees per hotel (by slug), as the hotel's country charges them, in the order they are
 * computed (a line's base can only name lines above it). Amounts are the 5-star rates.
 */
export const TAXES: Record<string, TaxSeed[]> = {
  // France: 10 % VAT on accommodation is in the rate; taxe de séjour per person and night, under-18s exempt
  // (Paris, 5 stars, with the regional and departmental surcharges: €10.73; Nice, 5 stars: €4.02).
  'aurelia-paris-saint-germain': [includedVat(10), { name: CITY_TAX, code: 'CITY', basis: 'per_guest_night', amountMinor: 1073, minAge: 18 }],
  'aurelia-nice-promenade': [includedVat(10), { name: CITY_TAX, code: 'CITY', basis: 'per_guest_night', amountMinor: 402, minAge: 18 }],
  // Switzerland: 3.8 % VAT on accommodation is in the rate; Zürich's City Tax, CHF 3.50 per adult and night.
  'aurelia-zurich-lakeside': [includedVat(3.8), { name: CITY_TAX, code: 'CITY', basis: 'per_guest_night', amountMinor: 350, minAge: 18 }],
  // Japan: service charge, 10 % consumption tax on the room and the service charge, then the city's
  // accommodation tax per guest and night by the room price per guest and night: Kyoto (rates from
  // 1 March 2026) ¥200 below ¥6,000, ¥400 from ¥6,000, ¥1,000 from ¥20,000, ¥4,000 from ¥50,000 and
  // ¥10,000 from ¥100,000; Tokyo nothing below ¥10,000, ¥100 below ¥15,000, ¥200 above.
  'aurelia-kyoto-higashiyama': [
    service(10),
    onRoomAndService(CONSUMPTION, 'CT', 10),
    {
      name: ACCOMMODATION_TAX,
      code: 'ACC',
      basis: 'per_guest_night_banded',
      bands: [
        { fromMinor: 0, amountMinor: 200 },
        { fromMinor: 6000, amountMinor: 400 },
        { fromMinor: 20000, amountMinor: 1000 },
        { fromMinor: 50000, amountMinor: 4000 },
        { fromMinor: 100000, amountMinor: 10000 },
      ],
    },
  ],
  'aurelia-tokyo-marunouchi': [
    service(15),
    onRoomAndService(CONSUMPTION, 'CT', 10),
    {
      name: ACCOMMODATION_TAX,
      code: 'ACC',
      basis: 'per_guest_night_banded',
      bands: [
        { fromMinor: 0, amountMinor: 0 },
        { fromMinor: 10000, amountMinor: 100 },
        { fromMinor: 15000, amountMinor: 200 },
      ],
    },
  ],
  // China: 10 % service charge, 6 % VAT on the room and the service charge (16.6 %).
  'aurelia-shanghai-bund': [service(10), onRoomAndService(VAT, 'VAT', 6)],
  // Thailand: 10 % service charge, 7 % VAT on the room and the service charge ("++", 17.7 %).
  'aurelia-bangkok-riverside': [service(10), onRoomAndService(VAT, 'VAT', 7)],
  // Bali: 10 % service charge, 10 % regional hotel tax on the room and the service charge ("21 %"); hotel
  // rooms pay this regional tax instead of the 11 % VAT (PPN).
  'aurelia-ubud-retreat': [service(10), onRoomAndService(HOTEL_TAX, 'PBJT', 10)],
  // Vietnam: 5 % service charge, 8 % VAT (the reduced rate; 10 % otherwise) on the room and the service charge.
  'aurelia-hoi-an-riverside': [service(5), onRoomAndService(VAT, 'VAT', 8)],
}

/** A season's nightly price as a share of the plan's own price, for every room type. */
export interface SeasonSeed {
  from: string
  to: string
  /** 1.25: a quarter more than the plan's price. */
  factor: number
}

/** The end of the year is high season everywhere; each place has its own peak too. */
export const SEASONS: Record<string, SeasonSeed[]> = Object.fromEntries(
  Object.keys(TAXES).map((slug) => [
    slug,
    [
      { from: '2026-12-23', to: '2027-01-03', factor: 1.3 },
      ...(slug.includes('kyoto') || slug.includes('tokyo') ? [{ from: '2027-03-25', to: '2027-04-08', factor: 1.4 }] : []),
      ...(slug === 'aurelia-nice-promenade' ? [{ from: '2027-07-01', to: '2027-08-31', factor: 1.35 }] : []),
    ],
  ]),
)

/** An adult beyond the room's base occupancy pays this share of the cheapest room's nightly price. */
export const EXTRA_ADULT_SHARE = 0.25
/** Children by age: free up to 5, then this share of the cheapest room's price up to 11; older pay as adults. */
export const CHILD_BANDS = [
  { maxAge: 5, share: 0 },
  { maxAge: 11, share: 0.15 },
] as const

/** Availability rules: rooms on sale, stop-sell, minimum stay, closed to arrival (room type slug or '*'). */
export interface AvailabilitySeed {
  property: string
  roomType: string
  from: string
  to: string
  roomsOnSale?: number
  stopSell?: boolean
  minStay?: number
  closedToArrival?: boolean
  note: string
}

export const AVAILABILITY: AvailabilitySeed[] = [
  ...Object.keys(TAXES).map((property) => ({
    property,
    roomType: '*',
    from: '2026-12-30',
    to: '2027-01-01',
    minStay: 3,
    note: 'New Year: three nights minimum',
  })),
  { property: 'aurelia-paris-saint-germain', roomType: '*', from: '2026-12-24', to: '2026-12-24', closedToArrival: true, note: 'Christmas Eve dinner: no arrivals' },
  { property: 'aurelia-kyoto-higashiyama', roomType: 'higashiyama-pavilion', from: '2026-12-05', to: '2026-12-07', stopSell: true, note: 'Pavilion tatami renewed' },
  { property: 'aurelia-tokyo-marunouchi', roomType: 'marunouchi-suite', from: '2026-12-10', to: '2026-12-20', roomsOnSale: 1, note: 'One suite held for a long stay' },
]

/** The terms of an offer's promo code beyond its hotels, its discount and its dates. */
export interface PromoTermsSeed {
  /** Stays of at least this many nights. */
  minNights?: number
  /** Room types by slug, at each of the offer's hotels that has them; none: every room type. */
  roomTypes?: string[]
  /** Rate plans by code, at each of the offer's hotels; none: every rate plan. */
  ratePlans?: string[]
  /** Non-refundable rates are excluded unless the offer says so. */
  nonRefundable?: boolean
  bookableFrom?: string
  bookableTo?: string
}

/** Promo codes' terms as their offers' texts state them (by code). */
export const PROMO_TERMS: Record<string, PromoTermsSeed> = {
  // "Your fourth night, on us": four nights or more; free cancellation, so never the non-refundable rate.
  STAY4: { minNights: 4 },
  // "Ubud green season": "stay seven nights or more".
  SLOWUBUD: { minNights: 7 },
  // "Paris for two": two nights or more in the suite (Paris has no junior suite), 15 % off the flexible rate.
  ADEUX: { minNights: 2, roomTypes: ['saint-germain-suite'], ratePlans: ['FLEX'] },
  // "Children stay free": the flexible rate (a code without a discount: nothing for the engine to take off).
  KIDSFREE: { ratePlans: ['FLEX'] },
}
