/**
 * Turns Payload documents (read with locale 'all') into the site's domain shapes. Nothing outside
 * src/data sees a Payload document. A document is read as `Raw<T>`: the field names of the generated
 * type `T` (src/cms/payload-types.ts), each value unknown — so a renamed field fails to compile
 * instead of silently reading as ''.
 */
import 'server-only'

import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { Media } from '../cms/payload-types'
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales'
import type { ML } from '../i18n/text'
import { sanitizeRichText } from '../lib/sanitize'
import type { Image } from './types'

export type Raw<T> = { readonly [K in keyof T]?: unknown }

/** A populated relationship or group as a document of type T; null when absent or not populated. */
export function raw<T>(value: unknown): Raw<T> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw<T>) : null
}

/** The populated documents of a hasMany relationship or the rows of an array field. */
export function rows<T>(value: unknown): Raw<T>[] {
  return Array.isArray(value) ? value.map((item) => raw<T>(item)).filter((item) => item !== null) : []
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

export function num(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}

/** A date field as a calendar date 'YYYY-MM-DD', or null. */
export function dateOnly(value: unknown): string | null {
  return typeof value === 'string' && value ? value.slice(0, 10) : null
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

function lexicalToHtml(state: unknown): string {
  const editorState = raw<{ root: unknown }>(state)
  if (!editorState || !raw(editorState.root)) return ''
  return sanitizeRichText(convertLexicalToHTML({ data: editorState as unknown as SerializedEditorState, disableContainer: true }))
}

/** A localized rich-text field → sanitized HTML per language (spec §5 allowlist). */
export function mlRichText(value: unknown): ML {
  const byLocale = raw<Record<string, unknown>>(value)
  if (!byLocale) return {}
  if ('root' in byLocale) return { [DEFAULT_LOCALE]: lexicalToHtml(byLocale) }
  const out: ML = {}
  for (const locale of LOCALES) {
    const html = lexicalToHtml(byLocale[locale])
    if (html) out[locale] = html
  }
  return out
}

/** The id of a relationship, populated or not. */
export function relId(value: unknown): number | string | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  const id = raw<{ id: unknown }>(value)?.id
  return typeof id === 'number' || typeof id === 'string' ? id : null
}

type MediaSize = NonNullable<NonNullable<Media['sizes']>['card']>

/** A populated upload → the site's image shape; null when missing (the UI shows the default image). */
export function image(value: unknown): Image | null {
  const media = raw<Media>(value)
  if (!media || typeof media.url !== 'string') return null
  const sizes = raw<NonNullable<Media['sizes']>>(media.sizes)
  const variants = (['thumbnail', 'medium', 'card', 'hero'] as const)
    .map((name) => raw<MediaSize>(sizes?.[name]))
    .filter((size) => size !== null && typeof size.url === 'string')
    .map((size) => ({ url: str(size?.url), width: num(size?.width), height: num(size?.height) }))
  return { url: media.url, width: num(media.width), height: num(media.height), alt: ml(media.alt), variants }
}
