import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { CURRENCIES, currencyExponent, currencySymbol, minorToMajorText, parseMajorUnits } from '@/lib/money'

describe('prices typed in major units (back office)', () => {
  it('stores what staff type as integer minor units of the currency', () => {
    expect(parseMajorUnits('160.50', 'EUR')).toEqual({ ok: true, minor: 16050 })
    expect(parseMajorUnits('160,5', 'EUR')).toEqual({ ok: true, minor: 16050 })
    expect(parseMajorUnits(' 1,234.50 ', 'EUR')).toEqual({ ok: true, minor: 123450 })
    expect(parseMajorUnits('1.234,50', 'EUR')).toEqual({ ok: true, minor: 123450 })
    expect(parseMajorUnits("1'234.50", 'CHF')).toEqual({ ok: true, minor: 123450 })
    expect(parseMajorUnits('8100000', 'IDR')).toEqual({ ok: true, minor: 810000000 })
    expect(parseMajorUnits('72000', 'JPY')).toEqual({ ok: true, minor: 72000 })
    expect(parseMajorUnits('72,000', 'JPY')).toEqual({ ok: true, minor: 72000 })
    expect(parseMajorUnits('0', 'USD')).toEqual({ ok: true, minor: 0 })
  })

  it('refuses more decimals than the currency has instead of rounding them away', () => {
    expect(parseMajorUnits('160.505', 'EUR')).toEqual({ ok: false, error: 'decimals' })
    expect(parseMajorUnits('1,234', 'EUR')).toEqual({ ok: false, error: 'decimals' })
    expect(parseMajorUnits('0.5', 'JPY')).toEqual({ ok: false, error: 'decimals' })
  })

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '160.', '1.2.3', '1,23,4', '€160', '1e3', '12.34.56,7'])
      expect(parseMajorUnits(text, 'EUR')).toEqual({ ok: false, error: 'format' })
    expect(parseMajorUnits('99999999999999999', 'EUR')).toEqual({ ok: false, error: 'too-large' })
  })

  it('shows minor units as the major-unit number staff edit', () => {
    expect(minorToMajorText(16050, 'EUR')).toBe('160.50')
    expect(minorToMajorText(5, 'EUR')).toBe('0.05')
    expect(minorToMajorText(72000, 'JPY')).toBe('72000')
    expect(minorToMajorText(810000000, 'IDR')).toBe('8100000.00')
  })

  it('reads back exactly what it shows, in every currency of the group', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (currency, minor) => {
        expect(parseMajorUnits(minorToMajorText(minor, currency), currency)).toEqual({ ok: true, minor })
      }),
    )
  })

  it('never reads a typed decimal as a different amount', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), fc.nat({ max: 10_000_000 }), fc.nat({ max: 999 }), (currency, whole, cents) => {
        const decimals = String(cents).length
        // '72.000' yen is seventy-two thousand (tested above), not a decimal.
        fc.pre(!(currencyExponent(currency) === 0 && whole > 0 && whole < 1000 && decimals === 3))
        const parsed = parseMajorUnits(`${whole}.${cents}`, currency)
        if (decimals > currencyExponent(currency)) expect(parsed).toEqual({ ok: false, error: 'decimals' })
        else expect(parsed).toEqual({ ok: true, minor: whole * 10 ** currencyExponent(currency) + cents * 10 ** (currencyExponent(currency) - decimals) })
      }),
    )
  })

  it('names the currency beside the input without mixing up currencies that share a sign', () => {
    expect(currencySymbol('EUR')).toBe('€')
    expect(currencySymbol('IDR')).toBe('Rp')
    expect(currencySymbol('JPY')).not.toBe(currencySymbol('CNY'))
    expect(currencySymbol('USD')).not.toBe(currencySymbol('AUD'))
  })
})
