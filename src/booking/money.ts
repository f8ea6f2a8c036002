import { currencyExponent } from '../lib/money'

/**
 * An amount in integer minor units of its currency: { amount_minor: 68000, currency: 'JPY' } is ¥68,000,
 * { amount_minor: 42000, currency: 'EUR' } is €420.00. Arithmetic stays in integers; formatting for people
 * is `formatMoney` in src/lib/money.ts, which client components use too.
 */
export interface Money {
  amount_minor: number
  currency: string
}

export function money(amountMinor: number, currency: string): Money {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`${amountMinor} ${currency} is not a whole number of minor units`)
  return { amount_minor: amountMinor, currency }
}

/** Rounds half away from zero to a whole minor unit; the one place a fraction of a cent is dropped. */
export function roundMinor(amount: number): number {
  // Stored prices are whole minor units already, and pricing rounds them on every night of every quote.
  if (Number.isInteger(amount)) return amount === 0 ? 0 : amount
  // toPrecision(15) first: 1.005 * 100 is 100.49999999999999 in binary, and it should round to 101.
  // Only below 10^15: beyond 15 digits it would change the amount itself (1234567890123456 → …460).
  const clean = Math.abs(amount) < 1e15 ? Number(amount.toPrecision(15)) : amount
  const rounded = Math.sign(clean) * Math.round(Math.abs(clean))
  return rounded === 0 ? 0 : rounded
}

/** 42000 EUR minor → 420; for display arithmetic only, never to store. */
export function toMajorUnits(amount: Money): number {
  return amount.amount_minor / 10 ** currencyExponent(amount.currency)
}

/** 420.5 EUR → 42050 minor units, rounding to the nearest minor unit (half away from zero). */
export function fromMajorUnits(major: number, currency: string): Money {
  if (!Number.isFinite(major)) throw new RangeError(`${major} is not an amount`)
  return money(roundMinor(major * 10 ** currencyExponent(currency)), currency)
}

/** Adds amounts of one currency; adding yen to euros is a bug, so it throws. */
export function sumMoney(amounts: readonly Money[], currency: string): Money {
  let total = 0
  for (const amount of amounts) {
    if (amount.currency !== currency) throw new RangeError(`cannot add ${amount.currency} to ${currency}`)
    total += amount.amount_minor
  }
  return money(total, currency)
}

/** An amount times a whole count (rooms, guests). */
export function multiplyMoney(amount: Money, count: number): Money {
  if (!Number.isSafeInteger(count)) throw new RangeError(`${count} is not a whole count`)
  return money(amount.amount_minor * count, amount.currency)
}
