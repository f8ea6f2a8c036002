/**
 * Reading Payload documents (read with locale 'all') by the generated types. A document is read as
 * `Raw<T>`: the field names of the generated type `T` (./payload-types.ts), each value unknown — so a
 * renamed field fails to compile instead of silently reading as ''. The read model (src/data) and the
 * booking engine (src/booking) both reshape their documents with these; they live here, below both.
 */
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales'
import type { ML } from '../i18n/text'

export type Raw<T> = { readonly [K in keyof T]?: unknown }

/** A populated relationship or group as a document of type T; null when absent or not populated. */
export function raw<T>(value: unknown): Raw<T> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw<T>) : null
}

/** The populated documents of a hasMany relationship or the rows of an array field. */
export function rows<T>(value: unknown): Raw<T>[] {
  return Array.isArray(value) ? value.map((item) => raw<T>(item)).filter((item) => item !== null) : []
}

/** A text field; `fallback` when it is not a string at all (an empty text stays empty). */
export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback
}

export function num(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}

/** A date field as a calendar date 'YYYY-MM-DD', or null. */
export function dateOnly(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null
}

/** The slug of a populated relationship, or null. */
export function slugOf(value: unknown): string | null {
  return str(raw<{ slug: string }>(value)?.slug) || null
}

/** A localized field: Payload gives an object keyed by locale when read with locale 'all'. */
export function ml(value: unknown): ML {
  if (typeof value === 'string') return { [DEFAULT_LOCALE]: value }
  const byLocale = raw<Record<string, unknown>>(value)
  if (!byLocale) return {}
  const out: ML = {}
  for (const locale of LOCALES) {
    const text = byLocale[locale]
    if (typeof text === 'string' && text.length > 0) out[locale] = text
  }
  return out
}

/** The id of a relationship, populated or not. */
export function relId(value: unknown): number | string | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  const id = raw<{ id: unknown }>(value)?.id
  return typeof id === 'number' || typeof id === 'string' ? id : null
}

/** The numeric id of a relationship, populated or not (every collection here has numeric ids), or null. */
export function relNumber(value: unknown): number | null {
  const id = relId(value)
  return typeof id === 'number' ? id : null
}
