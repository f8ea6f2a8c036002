import { isDeepStrictEqual } from 'node:util'

import type { FlattenedField } from 'payload'

import type { Locale } from '../src/i18n/locales'

/**
 * The seed writes every document in all languages at once: its data holds each localized field as
 * `{ en, fr, … }`, the shape Payload reads back with `locale: 'all'`. These helpers walk that data
 * along the schema's fields.
 */
export type Data = Record<string, unknown>

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)

const fieldNamed = (fields: FlattenedField[], name: string) => fields.find((field) => field.name === name)

/**
 * True when writing `wanted` over `stored` (read with `locale: 'all'`, depth 0) would change nothing:
 * every field the seed sets holds the same value in every language. Fields the seed leaves unset
 * (undefined) are not compared, as an update would leave them alone too.
 */
export function sameContent(fields: FlattenedField[], stored: Data, wanted: Data): boolean {
  return Object.entries(wanted).every(([name, value]) => {
    if (value === undefined) return true
    const field = fieldNamed(fields, name)
    if (!field) return isDeepStrictEqual(stored[name] ?? null, value) // _status and other system fields
    if (!field.localized) return sameValue(field, stored[name], value)
    const byLocale = stored[name]
    if (!isData(value) || !isData(byLocale)) return false
    return Object.entries(value).every(([locale, text]) => text === undefined || sameValue(field, byLocale[locale], text))
  })
}

function sameValue(field: FlattenedField, stored: unknown, wanted: unknown): boolean {
  switch (field.type) {
    case 'array':
      return (
        Array.isArray(stored) &&
        Array.isArray(wanted) &&
        stored.length === wanted.length &&
        wanted.every((row, index) => isData(row) && isData(stored[index]) && sameContent(field.flattenedFields, stored[index], row))
      )
    case 'group':
    case 'tab':
      return isData(wanted) && sameContent(field.flattenedFields, isData(stored) ? stored : {}, wanted)
    case 'date':
      return typeof stored === 'string' && typeof wanted === 'string' ? Date.parse(stored) === Date.parse(wanted) : (stored ?? null) === (wanted ?? null)
    case 'relationship':
    case 'upload':
      return isDeepStrictEqual(idsOf(stored), idsOf(wanted))
    default:
      return isDeepStrictEqual(stored ?? null, wanted ?? null)
  }
}

/** A relationship value with any populated document reduced to its id. */
function idsOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(idsOf)
  return isData(value) && 'id' in value ? value.id : (value ?? null)
}

/** The data of one language: each localized field's value in `locale`, everything else as it is. */
export function inLocale(fields: FlattenedField[], data: Data, locale: Locale): Data {
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => {
      const field = fieldNamed(fields, name)
      if (!field || value === undefined || value === null) return [name, value]
      if (field.localized) return [name, isData(value) ? value[locale] : value]
      if (field.type === 'array' && Array.isArray(value)) {
        return [name, value.map((row) => (isData(row) ? inLocale(field.flattenedFields, row, locale) : row))]
      }
      if ((field.type === 'group' || field.type === 'tab') && isData(value)) {
        return [name, inLocale(field.flattenedFields, value, locale)]
      }
      return [name, value]
    }),
  )
}

/**
 * The same data with every array row carrying the id it was saved with, so that writing another
 * language fills in the existing rows instead of replacing them (and their other languages).
 */
export function withRowIds(fields: FlattenedField[], data: Data, saved: Data): Data {
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => {
      const field = fieldNamed(fields, name)
      const savedValue = saved[name]
      if (field?.type === 'array' && !field.localized && Array.isArray(value) && Array.isArray(savedValue)) {
        return [
          name,
          value.map((row, index) => {
            const savedRow = savedValue[index]
            return isData(row) && isData(savedRow) ? { ...withRowIds(field.flattenedFields, row, savedRow), id: savedRow.id } : row
          }),
        ]
      }
      if ((field?.type === 'group' || field?.type === 'tab') && isData(value) && isData(savedValue)) {
        return [name, withRowIds(field.flattenedFields, value, savedValue)]
      }
      return [name, value]
    }),
  )
}
