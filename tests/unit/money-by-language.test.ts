import { describe, expect, it } from 'vitest'

import { LANGUAGES, type Locale } from '@/i18n/locales'
import { CURRENCIES, formatExactPrice, formatPrice, formatMoney, moneyLocale } from '@/lib/money'

/**
 * Every currency the site has, for a reader of each of its 8 languages: the exact strings a reader of
 * that language expects. Spaces are compared as one space (ICU writes French groups with U+202F and
 * U+00A0 depending on its version), and the Swiss group sign as ' (it is ’ in newer ICU data).
 */
const normalise = (text: string) => text.replace(/\s/g, ' ').replace(/’/g, "'")

const tagOf = (code: Locale) => LANGUAGES.find((language) => language.code === code)!.locale

/** 1,659.80 of each currency (the yen has no minor unit: 191,200; the rupiah 9,500,000 with its sen). */
const AMOUNT: Record<string, number> = { JPY: 191200, IDR: 950000000 }
const amountOf = (currency: string) => AMOUNT[currency] ?? 165980

const EXPECTED: Record<Locale, Record<string, string>> = {
  en: {
    USD: 'US$1,659.80',
    EUR: '€1,659.80',
    GBP: '£1,659.80',
    JPY: 'JP¥191,200',
    CNY: 'CN¥1,659.80',
    AUD: 'A$1,659.80',
    CAD: 'CA$1,659.80',
    CHF: 'CHF 1,659.80',
    INR: '₹1,659.80',
    IDR: 'IDR 9,500,000',
    PHP: '₱1,659.80',
  },
  fr: {
    USD: '1 659,80 $US',
    EUR: '1 659,80 €',
    GBP: '1 659,80 £GB',
    JPY: '191 200 JPY',
    CNY: '1 659,80 CNY',
    AUD: '1 659,80 $AU',
    CAD: '1 659,80 $CA',
    CHF: '1 659,80 CHF',
    INR: '1 659,80 ₹',
    IDR: '9 500 000 IDR',
    PHP: '1 659,80 PHP',
  },
  ja: {
    USD: 'US$1,659.80',
    EUR: '€1,659.80',
    GBP: '£1,659.80',
    JPY: '￥191,200',
    CNY: '1,659.80元',
    AUD: 'A$1,659.80',
    CAD: 'CA$1,659.80',
    CHF: 'CHF 1,659.80',
    INR: '₹1,659.80',
    IDR: 'IDR 9,500,000',
    PHP: 'PHP 1,659.80',
  },
  zh: {
    USD: 'US$1,659.80',
    EUR: '€1,659.80',
    GBP: '£1,659.80',
    JPY: 'JP¥191,200',
    CNY: '¥1,659.80',
    AUD: 'AU$1,659.80',
    CAD: 'CA$1,659.80',
    CHF: 'CHF 1,659.80',
    INR: '₹1,659.80',
    IDR: 'IDR 9,500,000',
    PHP: 'PHP 1,659.80',
  },
  vi: {
    USD: '1.659,80 US$',
    EUR: '1.659,80 €',
    GBP: '1.659,80 £',
    JPY: '191.200 JP¥',
    CNY: '1.659,80 CN¥',
    AUD: '1.659,80 AU$',
    CAD: '1.659,80 CA$',
    CHF: '1.659,80 CHF',
    INR: '1.659,80 ₹',
    IDR: '9.500.000 IDR',
    PHP: '1.659,80 PHP',
  },
  de: {
    USD: "US$ 1'659.80",
    EUR: '1.659,80 €',
    GBP: "£ 1'659.80",
    JPY: "JP¥ 191'200",
    CNY: "CN¥ 1'659.80",
    AUD: "AU$ 1'659.80",
    CAD: "CA$ 1'659.80",
    CHF: "CHF 1'659.80",
    INR: "₹ 1'659.80",
    IDR: "IDR 9'500'000",
    PHP: "PHP 1'659.80",
  },
  th: {
    USD: 'US$1,659.80',
    EUR: '€1,659.80',
    GBP: '£1,659.80',
    JPY: 'JP¥191,200',
    CNY: 'CN¥1,659.80',
    AUD: 'AU$1,659.80',
    CAD: 'CA$1,659.80',
    CHF: 'CHF 1,659.80',
    INR: '₹1,659.80',
    IDR: 'IDR 9,500,000',
    PHP: 'PHP 1,659.80',
  },
  id: {
    USD: 'US$1.659,80',
    EUR: '€1.659,80',
    GBP: '£1.659,80',
    JPY: 'JP¥191.200',
    CNY: 'CN¥1.659,80',
    AUD: 'AU$1.659,80',
    CAD: 'CA$1.659,80',
    CHF: 'CHF 1.659,80',
    INR: 'Rs 1.659,80',
    IDR: 'Rp 9.500.000',
    PHP: 'PHP 1.659,80',
  },
}

describe('a bill in every currency, as each language writes it (formatExactPrice)', () => {
  it('has a row for every language and a column for every currency', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(LANGUAGES.map((language) => language.code).sort())
    for (const row of Object.values(EXPECTED)) expect(Object.keys(row).sort()).toEqual([...CURRENCIES].sort())
  })

  for (const { code } of LANGUAGES) {
    it.each(CURRENCIES)(`${code}: %s`, (currency) => {
      expect(normalise(formatExactPrice(amountOf(currency), currency, tagOf(code)))).toBe(EXPECTED[code][currency])
    })
  }
})

describe('the conventions behind the table', () => {
  it('picks the Intl locale by spec §9: the currency’s own where it speaks the language, else the language’s', () => {
    expect(moneyLocale('de-CH', 'EUR')).toBe('de-DE')
    expect(moneyLocale('de-CH', 'CHF')).toBe('de-CH')
    expect(moneyLocale('de-CH', 'JPY')).toBe('de-CH')
    expect(moneyLocale('en-US', 'GBP')).toBe('en-GB')
    expect(moneyLocale('en-US', 'EUR')).toBe('en-US')
    expect(moneyLocale('fr-FR', 'CHF')).toBe('fr-FR')
    expect(moneyLocale('ja-JP', 'JPY')).toBe('ja-JP')
    expect(moneyLocale('zh-CN', 'JPY')).toBe('zh-CN')
    expect(moneyLocale('id-ID', 'IDR')).toBe('id-ID')
    expect(moneyLocale('not a locale!', 'EUR')).toBe('en-US')
  })

  it('German writes the euro as Germany does and the franc as Switzerland does', () => {
    const euro = formatExactPrice(165980, 'EUR', 'de-CH')
    expect(euro).toMatch(/^1\.659,80\s€$/)
    expect(euro).not.toMatch(/EUR|'|’/)
    expect(normalise(formatExactPrice(165980, 'CHF', 'de-CH'))).toBe("CHF 1'659.80")
  })

  it('Japanese writes its yen ￥ and the yuan 元; Chinese its yuan ¥ and the yen JP¥', () => {
    expect(formatPrice(191200, 'JPY', 'ja-JP')).toMatch(/^￥191,200$|^191,200円$/)
    expect(formatPrice(191200, 'JPY', 'ja-JP')).not.toContain('JP')
    expect(formatExactPrice(742400, 'CNY', 'ja-JP')).toBe('7,424.00元')
    expect(formatExactPrice(742400, 'CNY', 'zh-CN')).toMatch(/^¥7,424\.00$|^7,424\.00元$/)
    expect(formatExactPrice(742400, 'CNY', 'zh-CN')).not.toContain('CN')
    expect(formatPrice(191200, 'JPY', 'zh-CN')).toBe('JP¥191,200')
  })

  it('where two yen or two dollars could meet, each is named: in English, German, Thai and the others', () => {
    for (const tag of ['en-US', 'fr-FR', 'vi-VI', 'de-CH', 'th-TH', 'id-ID']) {
      expect(normalise(formatPrice(191200, 'JPY', tag)), tag).toMatch(/JP¥|JPY/)
      expect(normalise(formatPrice(742400, 'CNY', tag)), tag).toMatch(/CN¥|CNY/)
    }
    expect(formatPrice(100, 'USD', 'en-US')).toBe('US$1')
    expect(formatPrice(100, 'AUD', 'en-US')).toBe('A$1')
    expect(formatPrice(100, 'CAD', 'en-US')).toBe('CA$1')
  })

  it('the rupiah has no sen in practice: no ",00", unless an amount has some (a bill must add up)', () => {
    expect(normalise(formatExactPrice(950000000, 'IDR', 'id-ID'))).toBe('Rp 9.500.000')
    expect(formatExactPrice(950000000, 'IDR', 'id-ID')).not.toMatch(/,00$/)
    expect(normalise(formatExactPrice(950000050, 'IDR', 'id-ID'))).toBe('Rp 9.500.000,50')
    expect(normalise(formatPrice(950000000, 'IDR', 'id-ID'))).toBe('Rp 9.500.000')
  })

  it('a rounded price is the exact one without its minor units, in the same way', () => {
    expect(normalise(formatPrice(165980, 'EUR', 'de-CH'))).toBe('1.660 €')
    expect(normalise(formatPrice(165980, 'EUR', 'fr-FR'))).toBe('1 660 €')
    expect(normalise(formatPrice(165980, 'CHF', 'de-CH'))).toBe("CHF 1'660")
    expect(formatPrice(742400, 'CNY', 'ja-JP')).toBe('7,424元')
  })

  it('every currency reads differently from every other in each language', () => {
    for (const { code } of LANGUAGES) {
      const signs = CURRENCIES.map((currency) => formatPrice(100, currency, tagOf(code)).replace(/[\d\s.,'’]/g, ''))
      expect(new Set(signs).size, `${code}: ${signs.join(' ')}`).toBe(CURRENCIES.length)
    }
  })

  it('formatMoney with a language is the same rule', () => {
    for (const { code } of LANGUAGES)
      for (const currency of CURRENCIES) expect(formatMoney(123456, currency, tagOf(code))).toBe(formatPrice(123456, currency, tagOf(code)))
  })
})
