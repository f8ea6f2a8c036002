/**
 * What the booking engine needs of the demo hotels beyond their rooms and rates: taxes and fees as each
 * country charges them, occupancy prices, seasonal prices and a few availability rules. Amounts are minor
 * units of the hotel's currency; dates are calendar dates on the hotel's calendar.
 */
import type { L } from './types'

export type TaxBasis = 'percent' | 'per_room_night' | 'per_guest_night' | 'per_room_stay'

export interface TaxSeed {
  name: L
  basis: TaxBasis
  percent?: number
  amountMinor?: number
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
const LOCAL_TAX: L = { en: 'Local tax', fr: 'Taxe locale', ja: '地方税', zh: '地方税', vi: 'Thuế địa phương', de: 'Lokale Steuer', th: 'ภาษีท้องถิ่น', id: 'Pajak daerah' }

/** Taxes and fees per hotel (by slug), as the hotel's country charges them. */
export const TAXES: Record<string, TaxSeed[]> = {
  'aurelia-paris-saint-germain': [
    { name: VAT, basis: 'percent', percent: 10 },
    { name: CITY_TAX, basis: 'per_guest_night', amountMinor: 520 },
  ],
  'aurelia-nice-promenade': [
    { name: VAT, basis: 'percent', percent: 10 },
    { name: CITY_TAX, basis: 'per_guest_night', amountMinor: 330 },
  ],
  'aurelia-zurich-lakeside': [
    { name: VAT, basis: 'percent', percent: 3.8 },
    { name: CITY_TAX, basis: 'per_guest_night', amountMinor: 250 },
  ],
  'aurelia-kyoto-higashiyama': [
    { name: SERVICE, basis: 'percent', percent: 10 },
    { name: CONSUMPTION, basis: 'percent', percent: 10 },
    { name: CITY_TAX, basis: 'per_guest_night', amountMinor: 1000 },
  ],
  'aurelia-tokyo-marunouchi': [
    { name: SERVICE, basis: 'percent', percent: 15 },
    { name: CONSUMPTION, basis: 'percent', percent: 10 },
    { name: CITY_TAX, basis: 'per_guest_night', amountMinor: 200 },
  ],
  'aurelia-shanghai-bund': [
    { name: SERVICE, basis: 'percent', percent: 10 },
    { name: VAT, basis: 'percent', percent: 6 },
  ],
  'aurelia-bangkok-riverside': [
    { name: SERVICE, basis: 'percent', percent: 10 },
    { name: VAT, basis: 'percent', percent: 7 },
  ],
  'aurelia-ubud-retreat': [
    { name: SERVICE, basis: 'percent', percent: 10 },
    { name: LOCAL_TAX, basis: 'percent', percent: 11 },
  ],
  'aurelia-hoi-an-riverside': [
    { name: SERVICE, basis: 'percent', percent: 5 },
    { name: VAT, basis: 'percent', percent: 8 },
  ],
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

/** Stays of at least this many nights for an offer's promo code (by code). */
export const PROMO_MIN_NIGHTS: Record<string, number> = { STAY4: 4, SLOWUBUD: 3 }
