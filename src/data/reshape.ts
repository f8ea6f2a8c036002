/**
 * Turns Payload documents (read with locale 'all') into the site's domain shapes. Nothing outside
 * src/data sees a Payload document.
 */
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales'
import { sanitizeRichText } from '../lib/sanitize'
import type { Image, ML } from './types'

export type Doc = Record<string, unknown>

export function isDoc(value: unknown): value is Doc {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

export function num(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback
}

/** A localized field: Payload gives an object keyed by locale when read with locale 'all'. */
export function ml(value: unknown): ML {
  if (typeof value === 'string') return { [DEFAULT_LOCALE]: value }
  if (!isDoc(value)) return {}
  const out: ML = {}
  for (const locale of LOCALES) {
    const text = value[locale]
    if (typeof text === 'string' && text.length > 0) out[locale] = text
  }
  return out
}

function lexicalToHtml(state: unknown): string {
  if (!isDoc(state) || !isDoc(state.root)) return ''
  return sanitizeRichText(convertLexicalToHTML({ data: state as unknown as SerializedEditorState, disableContainer: true }))
}

/** A localized rich-text field → sanitized HTML per language (spec §5 allowlist). */
export function mlRichText(value: unknown): ML {
  if (!isDoc(value)) return {}
  if ('root' in value) return { [DEFAULT_LOCALE]: lexicalToHtml(value) }
  const out: ML = {}
  for (const locale of LOCALES) {
    const html = lexicalToHtml(value[locale])
    if (html) out[locale] = html
  }
  return out
}

/** The id of a relationship, populated or not. */
export function relId(value: unknown): number | string | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (isDoc(value) && (typeof value.id === 'number' || typeof value.id === 'string')) return value.id
  return null
}

export function docs(value: unknown): Doc[] {
  return Array.isArray(value) ? value.filter(isDoc) : []
}

/** A populated upload → the site's image shape; null when missing (the UI shows the default image). */
export function image(value: unknown): Image | null {
  if (!isDoc(value) || typeof value.url !== 'string') return null
  const sizes = isDoc(value.sizes) ? value.sizes : {}
  const size = (name: string) => {
    const entry = sizes[name]
    if (!isDoc(entry) || typeof entry.url !== 'string') return null
    return { url: entry.url, width: num(entry.width), height: num(entry.height) }
  }
  const variants = ['thumbnail', 'card', 'hero']
    .map(size)
    .filter((entry): entry is NonNullable<typeof entry> => entry !== null)
  return {
    url: value.url,
    width: num(value.width),
    height: num(value.height),
    alt: ml(value.alt),
    variants,
  }
}

/** Picks one language out of a multilingual text, falling back to the default language. */
export function pick(text: ML | undefined, locale: Locale): string {
  if (!text) return ''
  return text[locale] ?? text[DEFAULT_LOCALE] ?? Object.values(text).find(Boolean) ?? ''
}
