import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { fromMajorUnits, money, multiplyMoney, roundMinor, sumMoney, toMajorUnits } from '@/booking/money'
import { CURRENCIES, CURRENCY_LOCALE, currencyExponent, formatMoney, formatPrice } from '@/lib/money'
import { LANGUAGES } from '@/i18n/locales'

const normalise = (text: string) => text.replace(/\s/g, ' ')

describe('currency formatting (spec §9)', () => {
  it('maps every listed currency to its locale', () => {
    expect(CURRENCY_LOCALE).toEqual({
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
    })
  })

  it('uses the minor-unit exponent of each currency', () => {
    expect(currencyExponent('JPY')).toBe(0)
    expect(currencyExponent('EUR')).toBe(2)
    expect(currencyExponent('IDR')).toBe(2)
  })

  it('formats minor units with no fraction digits in the currency locale', () => {
    expect(normalise(formatMoney(42000, 'EUR'))).toBe('420 €')
    expect(formatMoney(68000, 'JPY')).toBe('¥68,000')
    expect(formatMoney(123456, 'USD')).toBe('$1,235')
    expect(normalise(formatMoney(450000000, 'IDR'))).toBe('Rp 4.500.000')
  })

  it('falls back to USD for a currency it does not know', () => {
    expect(formatMoney(1000, 'XYZ')).toBe('$10')
    expect(formatMoney(1000)).toBe('$10')
  })
})

describe("prices in the visitor's language (formatPrice)", () => {
  const locales = LANGUAGES.map((language) => language.locale)

  it('writes the yen and the yuan apart in every language of the site', () => {
    for (const locale of locales) {
      const yen = formatPrice(66000, 'JPY', locale)
      const yuan = formatPrice(272000, 'CNY', locale)
      expect(yen, locale).toMatch(/JP¥|JPY/)
      expect(yuan, locale).toMatch(/CN¥|CNY/)
      expect(yen, locale).not.toMatch(/￥|元/)
      expect(yuan, locale).not.toMatch(/￥|元/)
    }
  })

  it('formats alike on every call, and a tag Intl cannot read as en-US every time (formatters and tags are kept)', () => {
    for (const locale of [...locales, 'not a locale!']) {
      for (const currency of ['EUR', 'JPY', 'CNY', 'USD', 'IDR']) {
        const first = formatPrice(123456, currency, locale)
        expect(formatPrice(123456, currency, locale), `${currency} ${locale}`).toBe(first)
      }
    }
    expect(formatPrice(42000, 'EUR', 'not a locale!')).toBe(formatPrice(42000, 'EUR', 'en-US'))
    expect(formatPrice(42000, 'EUR', 'not a locale!')).toBe('€420')
  })

  it("formats each language's way, with the amount in major units", () => {
    expect(formatPrice(66000, 'JPY', 'en-US')).toBe('JP¥66,000')
    expect(formatPrice(272000, 'CNY', 'en-US')).toBe('CN¥2,720')
    // Swiss grouping is ' or ’ depending on the ICU data of the Node version.
    expect(normalise(formatPrice(66000, 'JPY', 'de-CH')).replace('’', "'")).toBe("JP¥ 66'000")
    expect(normalise(formatPrice(272000, 'CNY', 'de-CH')).replace('’', "'")).toBe("CN¥ 2'720")
    expect(formatPrice(66000, 'JPY', 'ja-JP')).toBe('JP¥66,000')
    expect(formatPrice(272000, 'CNY', 'ja-JP')).toBe('CN¥2,720')
    expect(formatPrice(272000, 'CNY', 'zh-CN')).toBe('CN¥2,720')
    expect(normalise(formatPrice(66000, 'JPY', 'fr-FR'))).toBe('66 000 JPY')
    expect(normalise(formatPrice(42000, 'EUR', 'fr-FR'))).toBe('420 €')
    expect(normalise(formatPrice(42000, 'EUR', 'de-CH'))).toBe('EUR 420')
    expect(normalise(formatPrice(450000000, 'IDR', 'id-ID'))).toBe('Rp 4.500.000')
    expect(formatPrice(450000000, 'IDR', 'en-US').replace(/\s/g, ' ')).toBe('IDR 4,500,000')
  })

  it("never shows a bare $ or ¥, which several of the group's currencies share", () => {
    for (const locale of locales) {
      for (const currency of CURRENCIES) {
        const price = formatPrice(123400, currency, locale)
        expect(price, `${currency} in ${locale}`).not.toMatch(/(^|[^A-Za-z])[$¥￥]($|[^A-Za-z])/)
      }
    }
    expect(formatPrice(1000, 'USD', 'en-US')).toBe('US$10')
    expect(formatPrice(1000, 'AUD', 'en-US')).toBe('A$10')
  })

  it('gives every currency of the group a different text in each language', () => {
    for (const locale of locales) {
      const shown = CURRENCIES.map((currency) => formatPrice(100, currency, locale).replace(/[\d\s.,'’]/g, ''))
      expect(new Set(shown).size, `${locale}: ${shown.join(' ')}`).toBe(CURRENCIES.length)
    }
  })

  it('keeps the integer minor units of each currency exponent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (amount) => {
        expect(formatPrice(amount, 'JPY', 'en-US')).toBe(`JP¥${amount.toLocaleString('en-US')}`)
        expect(formatPrice(amount * 100, 'CHF', 'en-US').replace(/\s/g, ' ')).toBe(`CHF ${amount.toLocaleString('en-US')}`)
      }),
    )
  })

  it('falls back to USD and to en-US for what it does not know', () => {
    expect(formatPrice(1000, 'XYZ', 'en-US')).toBe('US$10')
    expect(formatPrice(1000, 'EUR', 'not a locale!')).toBe('€10')
  })

  it('is what formatMoney gives when a language is passed', () => {
    expect(formatMoney(66000, 'JPY', 'ja-JP')).toBe(formatPrice(66000, 'JPY', 'ja-JP'))
  })
})

describe('minor-unit arithmetic (src/booking)', () => {
  const currencies = fc.constantFrom('USD', 'EUR', 'JPY', 'IDR', 'KWD')

  it('converts between major and minor units with each currency exponent', () => {
    expect(fromMajorUnits(420.5, 'EUR')).toEqual({ amount_minor: 42050, currency: 'EUR' })
    expect(fromMajorUnits(68000, 'JPY')).toEqual({ amount_minor: 68000, currency: 'JPY' })
    expect(fromMajorUnits(1.005, 'EUR').amount_minor).toBe(101)
    expect(fromMajorUnits(1.2345, 'KWD').amount_minor).toBe(1235)
    expect(toMajorUnits(money(42050, 'EUR'))).toBe(420.5)
    expect(toMajorUnits(money(1235, 'KWD'))).toBe(1.235)
  })

  it('gets every whole minor amount back after a trip through major units', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), currencies, (amount, currency) => {
        expect(fromMajorUnits(toMajorUnits(money(amount, currency)), currency).amount_minor).toBe(amount)
      }),
    )
  })

  it('refuses fractions of a minor unit and sums of mixed currencies', () => {
    expect(() => money(10.5, 'EUR')).toThrow(RangeError)
    expect(() => fromMajorUnits(Number.NaN, 'EUR')).toThrow(RangeError)
    expect(() => sumMoney([money(100, 'EUR'), money(100, 'JPY')], 'EUR')).toThrow(/JPY/)
  })

  it('sums and multiplies in whole minor units', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 40 }), fc.integer({ min: 1, max: 9 }), (amounts, rooms) => {
        const total = sumMoney(
          amounts.map((amount) => money(amount, 'EUR')),
          'EUR',
        )
        expect(total.amount_minor).toBe(amounts.reduce((sum, amount) => sum + amount, 0))
        expect(multiplyMoney(total, rooms).amount_minor).toBe(total.amount_minor * rooms)
      }),
    )
  })

  it('rounds half away from zero, once', () => {
    expect(roundMinor(2.5)).toBe(3)
    expect(roundMinor(-2.5)).toBe(-3)
    expect(roundMinor(2.4999)).toBe(2)
    expect(Object.is(roundMinor(-0.4), 0)).toBe(true)
  })
})
