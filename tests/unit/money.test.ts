import { describe, expect, it } from 'vitest'

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
