/**
 * A hotel's taxes and fees as staff enter them on the hotel (the `taxes` array of `properties`), read
 * into the pricing's `Tax`, and the rules a list must follow so that its order of computation is well
 * defined: a line's base names only lines listed before it.
 */
import { ADULT_AGE, type Tax, TAX_BASES, TAX_KINDS, type TaxBase, type TaxBasis, type TaxKind } from './pricing'

const BASES_OF_AMOUNT: readonly TaxBasis[] = ['percent', 'per_room_night', 'per_guest_night', 'per_room_stay']

type Row = Record<string, unknown>

const num = (value: unknown, fallback = 0): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback)

/** 'SC, vat' → ['SC', 'VAT']: the codes a base names, compared without case. */
export function codesOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,;]+/) : []
  return items.flatMap((item) => (typeof item === 'string' && item.trim() ? [item.trim().toUpperCase()] : []))
}

const names = (value: unknown): Record<string, string> => {
  if (typeof value === 'string') return { en: value }
  if (!value || typeof value !== 'object') return {}
  return Object.fromEntries(Object.entries(value as Row).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/** One stored row as the pricing reads it; a row saved before bases existed keeps its meaning (on the room price, added). */
export function taxFromRow(row: Row): Tax {
  const code = typeof row.code === 'string' ? row.code.trim().toUpperCase() : ''
  return {
    name: names(row.name),
    basis: BASES_OF_AMOUNT.includes(row.basis as TaxBasis) ? (row.basis as TaxBasis) : 'percent',
    percent: num(row.percent),
    amount_minor: num(row.amount_minor),
    ...(code ? { code } : {}),
    kind: TAX_KINDS.includes(row.kind as TaxKind) ? (row.kind as TaxKind) : 'tax',
    base: TAX_BASES.includes(row.base as TaxBase) ? (row.base as TaxBase) : 'room',
    base_codes: codesOf(row.base_codes),
    included: row.included === true,
    min_age: Math.min(ADULT_AGE, Math.max(0, Math.floor(num(row.min_age)))),
  }
}

/**
 * Why a list of taxes cannot be computed as listed, or true. A code is unique; a percentage on
 * 'room_and_service' needs a service charge listed before it; one on 'room_and_lines' names at least one
 * code, each of an added line listed before it (never itself or a later one).
 */
export function checkTaxes(rows: readonly Row[] | null | undefined): true | string {
  const seen = new Map<string, { included: boolean }>()
  let serviceBefore = false
  for (const [index, raw] of (rows ?? []).entries()) {
    const tax = taxFromRow(raw)
    const at = `Line ${index + 1}`
    if (tax.basis === 'percent' && tax.base === 'room_and_service' && !serviceBefore) return `${at}: no service charge is listed before it to add to the room price.`
    if (tax.basis === 'percent' && tax.base === 'room_and_lines') {
      const codes = tax.base_codes ?? []
      if (codes.length === 0) return `${at}: name the codes of the lines above it that its base adds to the room price.`
      for (const code of codes) {
        const earlier = seen.get(code)
        if (!earlier) return `${at}: its base names ${code}, which is not the code of a line above it.`
        if (earlier.included) return `${at}: its base names ${code}, which is included in the rate and so already in the room price.`
      }
    }
    if (tax.code) {
      if (seen.has(tax.code)) return `${at}: the code ${tax.code} is already used by a line above it.`
      seen.set(tax.code, { included: tax.included === true })
    }
    if (tax.kind === 'service_charge' && !tax.included) serviceBefore = true
  }
  return true
}
