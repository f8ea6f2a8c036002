/**
 * Converting prices between currencies for comparison (the search's price filter and sorts), through
 * the exchange rates staff keep in the back office. A converted amount is approximate and labelled so;
 * what a guest books and pays is always the property's own currency.
 */
import { currencyExponent } from './money'

export interface ExchangeRates {
  /** The currency every rate is quoted against (1 base = `rates[c]` of c). */
  base: string
  /** Units (major) of each currency for one unit of the base; the base itself is 1. */
  rates: Record<string, number>
  /** When staff last changed them (ISO date-time), or null. */
  updated_at: string | null
}

/** Rates are kept to six decimals: integer millionths make the conversion exact arithmetic. */
const RATE_SCALE = 1_000_000

export const rateMillionths = (rate: number): bigint => BigInt(Math.round(rate * RATE_SCALE))

/** Half away from zero, on integers: the one rounding of a conversion. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n
  const n = numerator < 0n ? -numerator : numerator
  const d = denominator < 0n ? -denominator : denominator
  const quotient = (2n * n + d) / (2n * d)
  return negative ? -quotient : quotient
}

/** The rate of a currency against the base, or null when staff have not given one. */
export function rateOf(rates: ExchangeRates, currency: string): number | null {
  if (currency === rates.base) return 1
  const rate = rates.rates[currency]
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : null
}

/**
 * An amount in minor units of `from` as minor units of `to`, rounded once (half away from zero):
 * amount × rate(to) / rate(from), with each currency's own minor unit (JPY 0, EUR 2). Null when either
 * currency has no rate.
 */
export function convertMinor(amountMinor: number, from: string, to: string, rates: ExchangeRates): number | null {
  if (from === to) return amountMinor
  const fromRate = rateOf(rates, from)
  const toRate = rateOf(rates, to)
  if (fromRate === null || toRate === null) return null
  const numerator = BigInt(Math.round(amountMinor)) * rateMillionths(toRate) * 10n ** BigInt(currencyExponent(to))
  const denominator = rateMillionths(fromRate) * 10n ** BigInt(currencyExponent(from))
  if (denominator === 0n) return null
  return Number(divideRounded(numerator, denominator))
}

/** Whole display units (for the price slider) from minor units: rounded down or up as asked. */
export function toWholeUnits(amountMinor: number, currency: string, direction: 'down' | 'up'): number {
  const scale = 10 ** currencyExponent(currency)
  return direction === 'down' ? Math.floor(amountMinor / scale) : Math.ceil(amountMinor / scale)
}

/** Major units (a price the visitor typed, 150 or 99.5) as minor units of the currency. */
export function fromMajorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyExponent(currency))
}

/**
 * Demo rates (units per US dollar, late 2026 orders of magnitude) for the spec's currencies and
 * those the group's hotels price in: what the back office starts with until staff set their own.
 */
export const DEFAULT_EXCHANGE_RATES: ExchangeRates = {
  base: 'USD',
  rates: {
    USD: 1,
    EUR: 0.92,
    GBP: 0.79,
    JPY: 152,
    CNY: 7.2,
    AUD: 1.52,
    CAD: 1.38,
    CHF: 0.88,
    INR: 84,
    IDR: 15800,
    PHP: 57,
    THB: 35.5,
    VND: 25400,
  },
  updated_at: null,
}
