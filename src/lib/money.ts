/** Spec §9: the formatting locale of each currency; anything else formats as en-US. */
export const CURRENCY_LOCALE: Record<string, string> = {
  USD: 'en-US',
  EUR: 'de-DE',
  GBP: 'en-GB',
  JPY: 'ja-JP',
  CNY: 'zh-CN',
  AUD: 'en-AU',
  CAD: 'en-CA',
  CHF: 'de-CH',
  INR: 'en-IN',
  IDR: 'id-ID',
  PHP: 'en-PH',
}

export const DEFAULT_CURRENCY = 'USD'

/** Currencies a property may price in: the spec's list. */
export const CURRENCIES = Object.keys(CURRENCY_LOCALE)

export function isCurrency(value: unknown): value is string {
  return typeof value === 'string' && CURRENCIES.includes(value)
}

const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'PYG', 'UGX', 'XAF', 'XOF', 'XPF', 'RWF', 'KMF', 'GNF', 'VUV', 'DJF', 'BIF', 'MGA'])
const THREE_DECIMAL = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'])

/**
 * ISO 4217 minor-unit exponent (JPY 0, EUR 2, IDR 2, KWD 3). Intl's own digits are display
 * conventions (it shows IDR without cents), not the unit that amounts are stored in.
 */
export function currencyExponent(currency: string): number {
  if (ZERO_DECIMAL.has(currency)) return 0
  if (THREE_DECIMAL.has(currency)) return 3
  return 2
}

/**
 * Formats integer minor units as a price, in the currency's own locale, with 0 fraction digits
 * (spec §9: default USD with 0 fraction digits). Unknown currencies fall back to USD.
 */
export function formatMoney(amountMinor: number, currency: string = DEFAULT_CURRENCY): string {
  const code = isCurrency(currency) ? currency : DEFAULT_CURRENCY
  const major = amountMinor / 10 ** currencyExponent(code)
  return new Intl.NumberFormat(CURRENCY_LOCALE[code], {
    style: 'currency',
    currency: code,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  })
    .format(major)
    // ja-JP writes the full-width ￥, which Latin faces lack (it would show as a box on an English page).
    .replace('\uFFE5', '\u00A5')
}
