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

/** Spec §9: the final fallback formatting locale. */
const FALLBACK_LOCALE = 'en-US'

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

/** Intl formatters are costly to build and a page formats many prices: one per locale, currency and display. */
const formatters = new Map<string, Intl.NumberFormat>()

function formatter(locale: string, currency: string, currencyDisplay: 'symbol' | 'narrowSymbol', digits = 0): Intl.NumberFormat {
  const key = `${locale}|${currency}|${currencyDisplay}|${digits}`
  let cached = formatters.get(key)
  if (!cached) {
    cached = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    formatters.set(key, cached)
  }
  return cached
}

const toMajor = (amountMinor: number, currency: string) => amountMinor / 10 ** currencyExponent(currency)

/**
 * Formats integer minor units as a price, in the currency's own locale, with 0 fraction digits
 * (spec §9: default USD with 0 fraction digits). Unknown currencies fall back to USD.
 * With a visitor's `locale` (a BCP 47 tag such as 'de-CH'), see `formatPrice`.
 */
export function formatMoney(amountMinor: number, currency: string = DEFAULT_CURRENCY, locale?: string): string {
  const code = isCurrency(currency) ? currency : DEFAULT_CURRENCY
  if (locale) return formatPrice(amountMinor, code, locale)
  return (
    formatter(CURRENCY_LOCALE[code] ?? FALLBACK_LOCALE, code, 'symbol')
      .format(toMajor(amountMinor, code))
      // ja-JP writes the full-width ￥, which Latin faces lack (it would show as a box on an English page).
      .replace('\uFFE5', '\u00A5')
  )
}

const normaliseSign = (sign: string) => sign.replace('\uFFE5', '\u00A5')

/**
 * The bare sign each currency of the group is written with (`$`, `¥`, `€`…), and those signs that
 * several of them share: `$` (USD, AUD, CAD) and `¥` (JPY, CNY). Computed from Intl, so a currency
 * added to the list is checked the same way.
 */
const narrowSign = (currency: string) =>
  normaliseSign(formatter(FALLBACK_LOCALE, currency, 'narrowSymbol').formatToParts(1).find((part) => part.type === 'currency')?.value ?? currency)

const SHARED_SIGN_CURRENCIES: ReadonlySet<string> = (() => {
  const bySign = new Map<string, string[]>()
  for (const currency of CURRENCIES) bySign.set(narrowSign(currency), [...(bySign.get(narrowSign(currency)) ?? []), currency])
  return new Set([...bySign.values()].filter((group) => group.length > 1).flat())
})()

/** A symbol with a Latin letter names its country (`CN¥`, `US$`, `$US`, `JPY`); `$`, `¥`, `￥`, `元` do not. */
const QUALIFIED = /[A-Za-z]/
const LETTER = /\p{L}/u

/**
 * An amount to the last minor unit, as a bill shows it (€1,234.50; ¥68,000): the prices of a booking,
 * whose lines must visibly add up to its total. Otherwise as `formatPrice`.
 */
export function formatExactPrice(amountMinor: number, currency: string, locale: string): string {
  return formatPrice(amountMinor, currency, locale, { exact: true })
}

/**
 * A price for a visitor: integer minor units in the visitor's language (`locale`, e.g. 'de-CH':
 * digit grouping, symbol placement), with no fraction digits, and a currency nobody can mistake.
 * A currency whose sign another of the group's currencies shares — the yen and the yuan are both
 * `¥` at home, and several dollars are `$` — is never shown with that sign alone: the language's
 * own qualified symbol is kept (`CN¥`, `US$`, `$US`, `JPY`), otherwise the sign gets its ISO country
 * prefix (`JP¥`, `CN¥`, `US$`). "¥66,000" beside "¥2,720" becomes "JP¥66,000" beside "CN¥2,720".
 */
export function formatPrice(amountMinor: number, currency: string, locale: string, options: { exact?: boolean } = {}): string {
  const code = isCurrency(currency) ? currency : DEFAULT_CURRENCY
  const digits = options.exact ? currencyExponent(code) : 0
  const parts = formatter(supportedLocale(locale), code, 'symbol', digits).formatToParts(toMajor(amountMinor, code))
  if (!SHARED_SIGN_CURRENCIES.has(code)) return parts.map((part) => normaliseSign(part.value)).join('')
  const qualified = `${code.slice(0, 2)}${narrowSign(code)}`
  return parts
    .map((part, index) => {
      if (part.type === 'currency') return QUALIFIED.test(part.value) ? part.value : qualified
      // Japanese writes the yuan as a word, spaced from the number ("元 2,720"); "CN¥2,720" is written close.
      const symbol = [parts[index - 1], parts[index + 1]].find((neighbour) => neighbour?.type === 'currency')
      const spacedWord = symbol !== undefined && !QUALIFIED.test(symbol.value) && LETTER.test(symbol.value)
      return part.type === 'literal' && spacedWord && part.value.trim() === '' ? '' : part.value
    })
    .join('')
}

/** The locale as Intl knows it; a tag it cannot read formats as en-US (spec §9's final fallback). */
function supportedLocale(locale: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf(locale)[0] ?? FALLBACK_LOCALE
  } catch {
    return FALLBACK_LOCALE
  }
}
