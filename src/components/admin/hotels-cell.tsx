'use client'

/**
 * A hotel (or owner) column in a list where no value means something, and where a value may be one the
 * staff member cannot open: an offer or an attraction for every hotel says "All hotels", an enquiry for
 * no hotel says "The group" — not Payload's "<No Hotels>" — and an enquiry nobody owns yet says
 * "Unassigned". A property manager sees an offer shared with hotels that are not theirs as "Aurelia Nice
 * Promenade and 2 other hotels", and an enquiry owned by a colleague they cannot open as "A colleague".
 *
 * The names are read here, not through Payload's list relationships: those mark every hotel of a row
 * "Untitled - ID: n" as soon as one of them cannot be read (its bookkeeping compares text ids with
 * number ids and discards the wrong ones).
 */
import { useConfig, useLocale, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { useEffect, useState } from 'react'

import { adminMessage } from '@/i18n/admin-text'

type Id = string | number
/** A document's title, or null when the staff member may not read it. */
type Title = string | null

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

/** The ids of a relationship's value (ids or populated documents). */
export function idsOf(value: unknown): Id[] {
  const list = Array.isArray(value) ? value : [value]
  return list.flatMap((item) => {
    if (typeof item === 'number' || typeof item === 'string') return [item]
    if (item && typeof item === 'object' && 'id' in item) return [(item as { id: Id }).id]
    return []
  })
}

/** Titles already asked for, for a minute (a list is drawn several times as it loads and filters). */
const titles = new Map<string, { at: number; title: Promise<Title> }>()
const KEPT_MS = 60_000
/** The ids every cell of a list asks for in one task, fetched in one request per collection. */
const batches = new Map<string, Map<string, (title: Title) => void>>()

function titleOf(api: string, collection: string, field: string, locale: string, id: Id): Promise<Title> {
  const key = `${collection}|${locale}|${id}`
  const known = titles.get(key)
  if (known && Date.now() - known.at < KEPT_MS) return known.title
  const title = new Promise<Title>((resolve) => {
    const batchKey = `${collection}|${field}|${locale}`
    let batch = batches.get(batchKey)
    if (!batch) {
      const fresh = new Map<string, (title: Title) => void>()
      batches.set(batchKey, fresh)
      batch = fresh
      setTimeout(() => {
        batches.delete(batchKey)
        void fetchTitles(api, collection, field, locale, fresh)
      }, 0)
    }
    batch.set(String(id), resolve)
  })
  titles.set(key, { at: Date.now(), title })
  return title
}

async function fetchTitles(api: string, collection: string, field: string, locale: string, batch: Map<string, (title: Title) => void>) {
  const found = new Map<string, string>()
  let answered = false
  try {
    const params = new URLSearchParams({
      depth: '0',
      draft: 'true',
      limit: String(batch.size),
      locale,
      'where[id][in]': [...batch.keys()].join(','),
      [`select[${field}]`]: 'true',
    })
    const response = await fetch(`${api}/${collection}?${params}`, { credentials: 'include' })
    if (response.ok) {
      answered = true
      const { docs } = (await response.json()) as { docs?: Record<string, unknown>[] }
      for (const doc of docs ?? []) found.set(String(doc.id), typeof doc[field] === 'string' && doc[field] ? (doc[field] as string) : `#${String(doc.id)}`)
    }
  } finally {
    // Whatever an answer left out is a document this staff member may not read. No answer at all (the
    // network, the server) says nothing: those ids are asked again when the list is next drawn.
    for (const [id, resolve] of batch) {
      if (!answered) titles.delete(`${collection}|${locale}|${id}`)
      resolve(found.get(id) ?? null)
    }
  }
}

/** The titles of a relationship's documents, in order; undefined while they load. */
export function useRelationTitles(relationTo: unknown, value: unknown): Title[] | undefined {
  const { config, getEntityConfig } = useConfig()
  const { code: locale } = useLocale()
  const collection = typeof relationTo === 'string' ? relationTo : null
  const field = (collection && getEntityConfig({ collectionSlug: collection })?.admin?.useAsTitle) || 'id'
  const ids = idsOf(value)
  const idsKey = ids.join(',')
  const [state, setState] = useState<{ key: string; titles: Title[] } | null>(null)
  const key = `${collection}|${field}|${locale}|${idsKey}`
  useEffect(() => {
    if (!collection || ids.length === 0) return
    let current = true
    Promise.all(ids.map((id) => titleOf(config.routes.api, collection, field, locale, id))).then((found) => {
      if (current) setState({ key, titles: found })
    })
    return () => {
      current = false
    }
    // `ids` is read through its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
  return state?.key === key ? state.titles : undefined
}

/** "Aurelia Nice Promenade and 2 other hotels": the titles the reader may see and a count of the others, listed as the language lists. */
export function describeTitles(found: Title[], unreadable: 'hotels' | 'colleague', language: string): string {
  const named = found.filter((title): title is string => title !== null)
  const hidden = found.length - named.length
  if (hidden > 0) {
    if (unreadable === 'colleague') named.push(adminMessage(language, 'aColleague'))
    else named.push(hidden === 1 ? adminMessage(language, 'oneOtherHotel') : adminMessage(language, 'otherHotels', { count: hidden }))
  }
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(named)
}

function RelationCell({
  props,
  empty,
  unreadable,
}: {
  props: DefaultCellComponentProps
  empty: 'allHotels' | 'groupWide' | 'unassigned'
  unreadable: 'hotels' | 'colleague'
}) {
  const { i18n } = useTranslation()
  const found = useRelationTitles('relationTo' in props.field ? props.field.relationTo : null, props.cellData)
  if (isEmpty(props.cellData)) return <span>{adminMessage(i18n.language, empty)}</span>
  if (!found) return <span aria-busy="true">…</span>
  return <span>{describeTitles(found, unreadable, i18n.language)}</span>
}

export function AllHotelsCell(props: DefaultCellComponentProps) {
  return <RelationCell props={props} empty="allHotels" unreadable="hotels" />
}

export function GroupWideCell(props: DefaultCellComponentProps) {
  return <RelationCell props={props} empty="groupWide" unreadable="hotels" />
}

/** An enquiry nobody looks after yet, or one a colleague the reader cannot open looks after. */
export function UnassignedCell(props: DefaultCellComponentProps) {
  return <RelationCell props={props} empty="unassigned" unreadable="colleague" />
}
