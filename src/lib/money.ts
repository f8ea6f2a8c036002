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
const narrowSigns = new Map<string, string>()
function narrowSign(currency: string): string {
  let sign = narrowSigns.get(currency)
  if (sign === undefined) {
    sign = normaliseSign(
      formatter(FALLBACK_LOCALE, currency, 'narrowSymbol')
        .formatToParts(1)
        .find((part) => part.type === 'currency')?.value ?? currency,
    )
    narrowSigns.set(currency, sign)
  }
  return sign
}

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
  const format = formatter(supportedLocale(locale), code, 'symbol', digits)
  // Only the full-width yen sign needs rewriting here (normaliseSign), and it is one character.
  if (!SHARED_SIGN_CURRENCIES.has(code)) return normaliseSign(format.format(toMajor(amountMinor, code)))
  const parts = format.formatToParts(toMajor(amountMinor, code))
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

/** Tags already resolved (asking Intl costs more than the formatting); bounded, as a tag may come from a visitor. */
const supportedLocales = new Map<string, string>()
const SUPPORTED_LOCALES_KEPT = 200

/** The locale as Intl knows it; a tag it cannot read formats as en-US (spec §9's final fallback). */
function supportedLocale(locale: string): string {
  const known = supportedLocales.get(locale)
  if (known !== undefined) return known
  let supported: string
  try {
    supported = Intl.NumberFormat.supportedLocalesOf(locale)[0] ?? FALLBACK_LOCALE
  } catch {
    supported = FALLBACK_LOCALE
  }
  if (supportedLocales.size < SUPPORTED_LOCALES_KEPT) supportedLocales.set(locale, supported)
  return supported
}

/** Why a typed price was refused; the admin's price field words each one for staff. */
export type MajorUnitsError = 'format' | 'decimals' | 'too-large'

export type MajorUnitsParse = { ok: true; minor: number } | { ok: false; error: MajorUnitsError }

const GROUPING = /[\s\u00A0\u202F'’_]/g

/**
 * A price as staff type it, in major units ('160.50', '160,5', '1,234.50', '72 000'), read exactly —
 * no floating point — into integer minor units of `currency` (EUR '160.50' → 16050, IDR '8100000' →
 * 810000000). More decimals than the currency has are refused rather than rounded; in a currency
 * without decimals ('72,000' yen) separators between groups of three digits group thousands.
 */
export function parseMajorUnits(text: string, currency: string): MajorUnitsParse {
  const exponent = currencyExponent(currency)
  const compact = text.trim().replace(GROUPING, '')
  if (!/^\d[\d.,]*$|^[.,]\d+$/.test(compact)) return { ok: false, error: 'format' }
  let whole = compact
  let fraction = ''
  const last = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','))
  if (last !== -1) {
    const after = compact.slice(last + 1)
    // Only where a decimal is impossible (yen): '160.505' euros must be refused, not read as 160505.
    const thousands = exponent === 0 && /^[1-9]\d{0,2}([.,]\d{3})+$/.test(compact)
    const groups = thousands ? compact : compact.slice(0, last)
    const separator = thousands ? null : compact[last]
    // Grouping before the decimal separator uses the other character, in threes.
    const groupChar = groups.match(/[.,]/)?.[0]
    if (groupChar && (groupChar === separator || !/^\d{1,3}([.,]\d{3})*$/.test(groups) || new Set(groups.match(/[.,]/g)).size > 1)) {
      return { ok: false, error: 'format' }
    }
    whole = groups.replace(/[.,]/g, '')
    fraction = thousands ? '' : after
    if (!thousands && !/^\d+$/.test(fraction)) return { ok: false, error: 'format' }
  }
  if (fraction.length > exponent) return { ok: false, error: 'decimals' }
  const digits = `${whole || '0'}${fraction.padEnd(exponent, '0')}`.replace(/^0+(?=\d)/, '')
  const minor = Number(digits)
  if (!Number.isSafeInteger(minor)) return { ok: false, error: 'too-large' }
  return { ok: true, minor }
}

/** Integer minor units as the plain major-unit number staff edit: 16050 EUR → '160.50', 72000 JPY → '72000'. */
export function minorToMajorText(amountMinor: number, currency: string): string {
  const exponent = currencyExponent(currency)
  const sign = amountMinor < 0 ? '-' : ''
  const digits = String(Math.abs(Math.trunc(amountMinor))).padStart(exponent + 1, '0')
  if (exponent === 0) return `${sign}${digits}`
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`
}

/** The sign beside a price input (€, Rp, CHF), qualified where the group's currencies share it (JP¥, CN¥, US$). */
export function currencySymbol(currency: string): string {
  const code = isCurrency(currency) ? currency : DEFAULT_CURRENCY
  return SHARED_SIGN_CURRENCIES.has(code) ? `${code.slice(0, 2)}${narrowSign(code)}` : narrowSign(code)
}
