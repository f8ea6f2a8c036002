/**
 * Turns Payload documents (read with locale 'all') into the site's domain shapes. Nothing outside
 * src/data sees a content document. A document is read as `Raw<T>` (src/cms/raw.ts, shared with the
 * booking engine's catalog): the field names of the generated type `T` (src/cms/payload-types.ts),
 * each value unknown — so a renamed field fails to compile instead of silently reading as ''.
 */
import 'server-only'

import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import type { Media } from '../cms/payload-types'
import { ml, num, raw, str } from '../cms/raw'
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales'
import type { ML } from '../i18n/text'
import { sanitizeRichText } from '../lib/sanitize'
import type { Image, Seo } from './types'

export { dateOnly, ml, num, type Raw, raw, relId, rows, slugOf, str } from '../cms/raw'

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

/** The `meta` group (title and description for search engines) in every language it was written in. */
export function seo(value: unknown): Seo {
  const group = raw<{ title?: unknown; description?: unknown }>(value)
  return { title: ml(group?.title), description: ml(group?.description) }
}
