'use client'

/**
 * The sidebar of every edit screen with texts in several languages: for each language, which texts are
 * missing (English has one, that language none) or older than English (English changed in a later
 * version than that language's text) — read from the saved document in all languages and from its
 * versions — and links to the document's page on the site, and to a preview of the draft, in the
 * language being edited.
 */
import { useDocumentInfo, useFormFields, useLocale, useTranslation } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { adminMessage } from '@/i18n/admin-text'
import { DEFAULT_LOCALE, LANGUAGES, type Locale, isLocale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'

interface LocalizedPath {
  path: string[]
  label: Record<string, string>
}

interface Props {
  paths: LocalizedPath[]
  page: { route: string; by?: 'slug' } | null
  drafts: boolean
}

type Doc = Record<string, unknown>

/** Whether a value holds any text: a string, or a rich-text tree with a text node that is not blank. */
function hasText(value: unknown): boolean {
  if (value === null || value === undefined) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (typeof value === 'number' || typeof value === 'boolean') return true
  if (Array.isArray(value)) return value.some(hasText)
  if (typeof value === 'object') {
    const node = value as Doc
    if (typeof node.text === 'string') return node.text.trim() !== ''
    if (node.root) return hasText(node.root)
    if (Array.isArray(node.children)) return node.children.some(hasText)
  }
  return false
}

/** The per-language values found at a path ('*' walks every row of an array). */
function valuesAt(doc: unknown, path: string[]): Doc[] {
  if (path.length === 0) return doc && typeof doc === 'object' && !Array.isArray(doc) ? [doc as Doc] : []
  const [head, ...rest] = path
  if (head === '*') return Array.isArray(doc) ? doc.flatMap((row) => valuesAt(row, rest)) : []
  if (!doc || typeof doc !== 'object' || !head) return []
  return valuesAt((doc as Doc)[head], rest)
}

const OTHER_LOCALES = LANGUAGES.map((language) => language.code).filter((code) => code !== DEFAULT_LOCALE)

interface Gaps {
  missing: Record<string, string[]>
  outdated: Record<string, string[]>
}

function missingTexts(doc: Doc, paths: LocalizedPath[], language: string): Record<string, string[]> {
  const missing: Record<string, string[]> = {}
  for (const { path, label } of paths) {
    const name = label[language] ?? label.en ?? path.join('.')
    for (const values of valuesAt(doc, path)) {
      if (!hasText(values[DEFAULT_LOCALE])) continue
      for (const code of OTHER_LOCALES) {
        if (!hasText(values[code]) && !(missing[code] ??= []).includes(name)) missing[code].push(name)
      }
    }
  }
  return missing
}

/** Texts whose English changed in a later version than their translation (versions oldest first). */
function outdatedTexts(versions: Doc[], current: Doc, paths: LocalizedPath[], language: string): Record<string, string[]> {
  const outdated: Record<string, string[]> = {}
  for (const { path, label } of paths) {
    const name = label[language] ?? label.en ?? path.join('.')
    const lastChange: Record<string, number> = {}
    let previous: Record<string, string> = {}
    versions.forEach((version, index) => {
      const now: Record<string, string> = {}
      for (const code of [DEFAULT_LOCALE, ...OTHER_LOCALES]) {
        now[code] = JSON.stringify(valuesAt(version, path).map((values) => values[code] ?? null))
        if (index === 0 || now[code] !== previous[code]) lastChange[code] = index
      }
      previous = now
    })
    const values = valuesAt(current, path)
    for (const code of OTHER_LOCALES) {
      const translatedNow = values.some((value) => hasText(value[code]))
      if (translatedNow && (lastChange[DEFAULT_LOCALE] ?? 0) > (lastChange[code] ?? 0)) (outdated[code] ??= []).push(name)
    }
  }
  return outdated
}

export function TranslationStatus({ paths, page, drafts }: Props) {
  const { id, collectionSlug, globalSlug, lastUpdateTime, hasPublishedDoc, savedDocumentData } = useDocumentInfo()
  const { i18n } = useTranslation()
  const locale = useLocale()
  const slug = useFormFields(([fields]) => fields.slug?.value)
  const [gaps, setGaps] = useState<Gaps | null>(null)
  const language = i18n.language
  const editing: Locale = locale && 'code' in locale && isLocale(locale.code) ? locale.code : DEFAULT_LOCALE
  const saved = Boolean(globalSlug || id)
  const savedAt = typeof savedDocumentData?.updatedAt === 'string' ? savedDocumentData.updatedAt : null

  useEffect(() => {
    if (!saved) return
    let live = true
    const base = globalSlug ? `/cms-api/globals/${globalSlug}` : `/cms-api/${collectionSlug}/${id}`
    const read = (url: string) => fetch(url, { credentials: 'include' }).then((response) => (response.ok ? response.json() : null))
    const versions =
      drafts && collectionSlug && id
        ? read(`/cms-api/${collectionSlug}/versions?where[parent][equals]=${encodeURIComponent(String(id))}&sort=-updatedAt&limit=20&locale=all&depth=0`)
        : Promise.resolve(null)
    void Promise.all([read(`${base}?locale=all&depth=0&draft=true`), versions])
      .then(([doc, history]: [Doc | null, { docs?: { version?: Doc }[] } | null]) => {
        if (!live || !doc) return
        const snapshots = (history?.docs ?? []).map((entry) => entry.version ?? {}).reverse()
        setGaps({ missing: missingTexts(doc, paths, language), outdated: outdatedTexts(snapshots, doc, paths, language) })
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [saved, globalSlug, collectionSlug, id, lastUpdateTime, savedAt, drafts, paths, language])

  const route = page ? (routes as Record<string, (slug?: string) => string>)[page.route] : undefined
  const sitePath = route && (!page?.by || (typeof slug === 'string' && slug)) ? localizedPath(editing, route(typeof slug === 'string' ? slug : undefined)) : null
  const languageName = (code: string) => `${LANGUAGES.find((item) => item.code === code)?.label ?? code} (${code})`
  const languages = OTHER_LOCALES.filter((code) => gaps?.missing[code]?.length || gaps?.outdated[code]?.length)

  return (
    <section data-testid="translation-status" aria-labelledby="translation-status-title" style={{ margin: '0 0 1.5rem' }}>
      {sitePath ? (
        <p style={{ display: 'flex', flexDirection: 'column', gap: '0.35rem', margin: '0 0 1rem' }}>
          {!drafts || hasPublishedDoc ? (
            <a href={sitePath} target="_blank" rel="noopener noreferrer" data-testid="view-on-site">
              {adminMessage(language, 'viewOnSite', { language: languageName(editing) })} ↗
            </a>
          ) : null}
          {drafts ? (
            <a href={`/api/preview?path=${encodeURIComponent(sitePath)}`} target="_blank" rel="noopener noreferrer" data-testid="preview-draft">
              {adminMessage(language, 'previewDraft', { language: languageName(editing) })} ↗
            </a>
          ) : null}
        </p>
      ) : null}
      <h3 id="translation-status-title" style={{ margin: '0 0 0.5rem', fontSize: '1rem' }}>
        {adminMessage(language, 'translations')}
      </h3>
      {!saved ? (
        <p style={{ margin: 0 }}>{adminMessage(language, 'translationsUnsaved')}</p>
      ) : !gaps ? null : languages.length === 0 ? (
        <p style={{ margin: 0 }}>{adminMessage(language, 'translationsComplete')}</p>
      ) : (
        <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
          {languages.map((code) => (
            <li key={code} data-locale={code} style={{ marginBottom: '0.5rem' }}>
              <strong>{languageName(code)}</strong>
              {gaps.missing[code]?.length ? <div>{adminMessage(language, 'translationsMissing', { fields: gaps.missing[code].join(', ') })}</div> : null}
              {gaps.outdated[code]?.length ? <div>{adminMessage(language, 'translationsOutdated', { fields: gaps.outdated[code].join(', ') })}</div> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
