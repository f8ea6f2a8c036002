/**
 * A hotel's stored taxes rows as the pricing reads them (the rules of the fields: src/lib/tax-rows.ts).
 */
import { taxFields } from '../lib/tax-rows'
import type { Tax } from './pricing'

export { checkTaxes } from '../lib/tax-rows'

const names = (value: unknown): Record<string, string> => {
  if (typeof value === 'string') return { en: value }
  if (!value || typeof value !== 'object') return {}
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/** One stored row as a `Tax`: a row saved before bases existed is on the room price, added, for every guest. */
export function taxFromRow(row: Record<string, unknown>): Tax {
  return { name: names(row.name), ...taxFields(row) }
}
