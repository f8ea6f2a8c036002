import type { Locale } from '../i18n/locales'
import { boundedMemo } from './bounded-memo'

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

/**
 * The currency a reader of each language counts in, where the group prices in it (spec §9 "Language
 * locale": en-US, fr-FR, ja-JP, zh-CN, de-CH, id-ID); Vietnamese and Thai readers' own currencies are
 * not among the group's, so they compare in the default, USD.
 */
const LANGUAGE_CURRENCY: Partial<Record<Locale, string>> = { en: 'USD', fr: 'EUR', ja: 'JPY', zh: 'CNY', de: 'CHF', id: 'IDR' }

export function languageCurrency(locale: Locale): string {
  return LANGUAGE_CURRENCY[locale] ?? DEFAULT_CURRENCY
}

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

/** Tags' languages already read (an `Intl.Locale` per price cost more than formatting it); bounded like `supportedLocales`. */
const languages = new Map<string, string>()
const LANGUAGES_KEPT = 200

/** The language of a BCP 47 tag ('de-CH' → 'de'), lower case; '' for a tag Intl cannot read. */
function languageOf(tag: string): string {
  const known = languages.get(tag)
  if (known !== undefined) return known
  let language: string
  try {
    language = new Intl.Locale(tag).language.toLowerCase()
  } catch {
    language = ''
  }
  if (languages.size < LANGUAGES_KEPT) languages.set(tag, language)
  return language
}

/**
 * The Intl locale a price in `currency` is written in for a reader of `locale` (a language's tag, spec §9
 * "Language locale": 'de-CH', 'fr-FR'…). The currency's own locale (spec §9 "Currency to formatting
 * locale") when it speaks the reader's language — in German a euro is written as in Germany (1.659,80 €)
 * and a franc as in Switzerland (CHF 1'659.80); in English a pound as in Britain — otherwise the
 * reader's own locale (a yen in French: 66 000 JPY). A tag Intl cannot read is en-US (spec §9).
 */
export function moneyLocale(locale: string, currency: string): string {
  const reader = supportedLocale(locale)
  const home = CURRENCY_LOCALE[currency]
  return home !== undefined && languageOf(home) === languageOf(reader) ? home : reader
}

/** The currency symbol Intl writes in `locale` (`€`, `$`, `US$`, `￥`, `元`). */
const symbolIn = (locale: string, currency: string) =>
  formatter(locale, currency, 'symbol')
    .formatToParts(1)
    .find((part) => part.type === 'currency')?.value ?? currency

/**
 * Whether a reader of `locale` sees `currency`'s bare sign as that currency alone: it is written in its
 * own country's way (ja+JPY ￥, zh+CNY ¥) and no other currency of the group is written with the same
 * sign for that reader (Japanese writes the yuan 元, Chinese the yen JP¥). In English the US, Australian
 * and Canadian dollars are all `$` at home, so none of them is.
 */
const bareSignReadAlone = new Map<string, boolean>()
function readsAlone(locale: string, currency: string): boolean {
  const key = `${locale}|${currency}`
  let alone = bareSignReadAlone.get(key)
  if (alone === undefined) {
    const at = moneyLocale(locale, currency)
    const sign = symbolIn(at, currency)
    alone =
      at === CURRENCY_LOCALE[currency] && !QUALIFIED.test(sign) && CURRENCIES.every((other) => other === currency || symbolIn(moneyLocale(locale, other), other) !== sign)
    bareSignReadAlone.set(key, alone)
  }
  return alone
}

/**
 * Fraction digits a price is written with: none for a price rounded to whole units; for an exact one,
 * the digits the currency is written with in practice (Intl's: the rupiah has none, though ISO 4217
 * counts two), or all of its minor units when the amount has some there (a bill must add up).
 */
const digitsInPractice = new Map<string, number>()
function fractionDigits(amountMinor: number, currency: string, exact: boolean): number {
  if (!exact) return 0
  const exponent = currencyExponent(currency)
  let digits = digitsInPractice.get(currency)
  if (digits === undefined) {
    digits = Math.min(exponent, new Intl.NumberFormat(FALLBACK_LOCALE, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? exponent)
    digitsInPractice.set(currency, digits)
  }
  return amountMinor % 10 ** (exponent - digits) === 0 ? digits : exponent
}

/**
 * An amount to the last minor unit, as a bill shows it (€1,234.50; ¥68,000; Rp 9.500.000): the prices
 * of a booking, whose lines must visibly add up to its total. Otherwise as `formatPrice`.
 */
export function formatExactPrice(amountMinor: number, currency: string, locale: string): string {
  return formatPrice(amountMinor, currency, locale, { exact: true })
}

/**
 * Prices already written, per currency, reader and precision: the same amounts come back request after
 * request (a hotel's rates for the same nights and parties), and writing one through Intl — parts and
 * all, for a shared sign — costs far more than finding it by its number.
 */
const priceWriters = boundedMemo(256, (key: string) => {
  const [currency = '', locale = '', exact] = key.split(' ')
  return boundedMemo(2_000, (amountMinor: number) => formatPriceAnew(amountMinor, currency, locale, { exact: exact === 'exact' }))
})

/** `formatPrice` for one currency and reader: what a page or an answer full of prices writes them with. */
export function priceWriter(currency: string, locale: string, options: { exact?: boolean } = {}): (amountMinor: number) => string {
  return priceWriters(`${currency} ${locale} ${options.exact === true ? 'exact' : 'whole'}`)
}

/**
 * A price for a visitor, the one rule every price shown goes through: integer minor units, for a reader
 * of `locale` (the language's tag, e.g. 'de-CH'), written in the locale `moneyLocale` picks (digit
 * grouping, decimal sign, symbol placement), with no fraction digits, and a currency nobody can mistake.
 * A currency whose sign another of the group's currencies shares — the yen and the yuan are both `¥` at
 * home, and several dollars are `$` — keeps that sign alone only where its reader reads it so (`￥` in
 * Japanese, `¥` for the yuan in Chinese: `readsAlone`); elsewhere the language's own qualified symbol
 * is kept (`CN¥`, `US$`, `$US`, `JPY`), or the sign gets its ISO country prefix (`JP¥`, `US$`).
 * "¥66,000" beside "¥2,720" becomes "JP¥66,000" beside "CN¥2,720".
 */
export function formatPrice(amountMinor: number, currency: string, locale: string, options: { exact?: boolean } = {}): string {
  return priceWriter(currency, locale, options)(amountMinor)
}

function formatPriceAnew(amountMinor: number, currency: string, locale: string, options: { exact?: boolean }): string {
  const code = isCurrency(currency) ? currency : DEFAULT_CURRENCY
  const at = moneyLocale(locale, code)
  const format = formatter(at, code, 'symbol', fractionDigits(amountMinor, code, options.exact === true))
  const amount = toMajor(amountMinor, code)
  if (!SHARED_SIGN_CURRENCIES.has(code) || readsAlone(locale, code)) return format.format(amount)
  const parts = format.formatToParts(amount)
  const own = symbolIn(supportedLocale(locale), code)
  const qualified = QUALIFIED.test(own) ? own : `${code.slice(0, 2)}${narrowSign(code)}`
  const currencyPart = parts.find((part) => part.type === 'currency')
  // A sign written as a word ("元" in Japanese) follows the number, as 円 does: "2,720元".
  if (currencyPart && !QUALIFIED.test(currencyPart.value) && LETTER.test(currencyPart.value)) {
    const number = parts.filter((part) => part.type !== 'currency' && !(part.type === 'literal' && part.value.trim() === ''))
    return `${number.map((part) => part.value).join('')}${currencyPart.value}`
  }
  return parts.map((part) => (part.type === 'currency' && !QUALIFIED.test(part.value) ? qualified : part.value)).join('')
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
