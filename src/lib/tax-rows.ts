/**
 * A hotel's taxes and fees as staff enter them on the hotel (the `taxes` array of `properties`): what
 * each row's fields mean, and the rules a list must follow so that its order of computation is well
 * defined — a line's base names only lines listed before it. The CMS validates with `checkTaxes`; the
 * booking engine reads rows with `taxFields` (src/booking/tax-rows.ts).
 */

export type TaxBasis = 'percent' | 'per_room_night' | 'per_guest_night' | 'per_room_stay' | 'per_guest_night_banded'
/** What a percentage is of. */
export type TaxBase = 'room' | 'room_and_service' | 'room_and_lines'
/** A service charge counts in the base of a later line on 'room_and_service'. */
export type TaxKind = 'tax' | 'service_charge' | 'fee'

export const TAX_BASISES: readonly TaxBasis[] = ['percent', 'per_room_night', 'per_guest_night', 'per_room_stay', 'per_guest_night_banded']
export const TAX_BASES: readonly TaxBase[] = ['room', 'room_and_service', 'room_and_lines']
export const TAX_KINDS: readonly TaxKind[] = ['tax', 'service_charge', 'fee']
/** Adults are 18 and over: an exemption can reach no further than the children. */
export const ADULT_AGE = 18

type Row = Record<string, unknown>

/**
 * One band of a 'per_guest_night_banded' line: each guest pays `amount_minor` a night when the room's
 * price per guest that night is `from_minor` or more (and below the next band's). Japan's accommodation
 * taxes: Kyoto charges ¥200 to ¥10,000 per guest and night (five bands) by the room price per guest.
 */
export interface TaxBand {
  from_minor: number
  amount_minor: number
}

export interface TaxFields {
  basis: TaxBasis
  percent: number
  amount_minor: number
  code?: string
  kind: TaxKind
  base: TaxBase
  base_codes: string[]
  included: boolean
  min_age: number
  /** For 'per_guest_night_banded': lowest band first. */
  bands: TaxBand[]
}

const num = (value: unknown, fallback = 0): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback)

/** 'SC, vat' → ['SC', 'VAT']: the codes a base names, compared without case. */
export function codesOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,;]+/) : []
  return items.flatMap((item) => (typeof item === 'string' && item.trim() ? [item.trim().toUpperCase()] : []))
}

/** One stored row's fields; a row saved before bases existed keeps its meaning (on the room price, added, every guest). */
export function taxFields(row: Row): TaxFields {
  const code = typeof row.code === 'string' ? row.code.trim().toUpperCase() : ''
  return {
    basis: TAX_BASISES.includes(row.basis as TaxBasis) ? (row.basis as TaxBasis) : 'percent',
    percent: num(row.percent),
    amount_minor: num(row.amount_minor),
    ...(code ? { code } : {}),
    kind: TAX_KINDS.includes(row.kind as TaxKind) ? (row.kind as TaxKind) : 'tax',
    base: TAX_BASES.includes(row.base as TaxBase) ? (row.base as TaxBase) : 'room',
    base_codes: codesOf(row.base_codes),
    included: row.included === true,
    min_age: Math.min(ADULT_AGE, Math.max(0, Math.floor(num(row.min_age)))),
    bands: bandsOf(row.bands),
  }
}

/** A row's bands, lowest first (rows without a number are skipped). */
export function bandsOf(value: unknown): TaxBand[] {
  if (!Array.isArray(value)) return []
  return value
    .flatMap((item) => {
      if (!item || typeof item !== 'object') return []
      const band = item as Row
      return typeof band.from_minor === 'number' && typeof band.amount_minor === 'number' && band.from_minor >= 0 && band.amount_minor >= 0
        ? [{ from_minor: band.from_minor, amount_minor: band.amount_minor }]
        : []
    })
    .sort((a, b) => a.from_minor - b.from_minor)
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
    const tax = taxFields(raw)
    const at = `Line ${index + 1}`
    if (tax.basis === 'percent' && tax.base === 'room_and_service' && !serviceBefore) return `${at}: no service charge is listed before it to add to the room price.`
    if (tax.basis === 'percent' && tax.base === 'room_and_lines') {
      if (tax.base_codes.length === 0) return `${at}: name the codes of the lines above it that its base adds to the room price.`
      for (const code of tax.base_codes) {
        const earlier = seen.get(code)
        if (!earlier) return `${at}: its base names ${code}, which is not the code of a line above it.`
        if (earlier.included) return `${at}: its base names ${code}, which is included in the rate and so already in the room price.`
      }
    }
    if (tax.basis === 'per_guest_night_banded' && tax.bands.length === 0) return `${at}: give at least one price band (from 0 for the lowest).`
    if (tax.code) {
      if (seen.has(tax.code)) return `${at}: the code ${tax.code} is already used by a line above it.`
      seen.set(tax.code, { included: tax.included })
    }
    if (tax.kind === 'service_charge' && !tax.included) serviceBefore = true
  }
  return true
}
