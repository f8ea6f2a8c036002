import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { fromMajorUnits, money, multiplyMoney, roundMinor, sumMoney, toMajorUnits } from '@/booking/money'
import { CURRENCY_LOCALE, currencyExponent, formatMoney } from '@/lib/money'

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
