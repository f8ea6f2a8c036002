import type { CollectionSlug, GlobalSlug, Payload, Where } from 'payload'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '../src/i18n/locales'
import type { ImageSpec, L } from './content/types'
import { renderImage } from './images/render'

type Data = Record<string, unknown>
export type Id = number | string

/** Payload's generated types are per collection; the seeder writes many collections generically. */
type AnyCreate = (args: { collection: CollectionSlug; data: Data; draft?: boolean; locale?: Locale; depth?: number }) => Promise<{ id: Id }>
type AnyUpdate = (args: { collection: CollectionSlug; id: Id; data: Data; draft?: boolean; locale?: Locale; depth?: number }) => Promise<{ id: Id }>
type AnyUpdateGlobal = (args: { slug: GlobalSlug; data: Data; locale?: Locale; depth?: number }) => Promise<unknown>

/**
 * Idempotent writes of demo content: every item is found by its natural key (slug, key, file name)
 * and updated in place, so running the seed twice leaves one copy of everything.
 */
export class Seeder {
  private readonly create: AnyCreate
  private readonly update: AnyUpdate
  private readonly updateGlobal: AnyUpdateGlobal
  private readonly mediaIds = new Map<string, Id>()
  private readonly rendered = new Map<string, Promise<Buffer>>()
  readonly counts = new Map<string, number>()

  constructor(private readonly payload: Payload) {
    this.create = payload.create.bind(payload) as unknown as AnyCreate
    this.update = payload.update.bind(payload) as unknown as AnyUpdate
    this.updateGlobal = payload.updateGlobal.bind(payload) as unknown as AnyUpdateGlobal
  }

  /**
   * Creates or updates one document in every language. `build(locale)` returns the fields for that
   * language; fields that are not localized are written with the default language.
   */
  async upsert(
    collection: CollectionSlug,
    where: Where,
    build: (locale: Locale) => Data,
    options: { drafts?: boolean; localized?: boolean } = {},
  ): Promise<Id> {
    const { drafts = false, localized = true } = options
    const status = drafts ? { _status: 'published' } : {}
    const existing = await this.payload.find({ collection, where, limit: 1, depth: 0, pagination: false })
    const first = existing.docs[0] as { id: Id } | undefined
    const base = { ...build(DEFAULT_LOCALE), ...status }
    const id = first
      ? (await this.update({ collection, id: first.id, data: base, locale: DEFAULT_LOCALE, draft: false, depth: 0 })).id
      : (await this.create({ collection, data: base, locale: DEFAULT_LOCALE, draft: false, depth: 0 })).id
    if (localized) {
      for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
        await this.update({ collection, id, data: { ...build(locale), ...status }, locale, draft: false, depth: 0 })
      }
    }
    this.counts.set(collection, (this.counts.get(collection) ?? 0) + 1)
    return id
  }

  async global(slug: GlobalSlug, build: (locale: Locale) => Data): Promise<void> {
    for (const locale of LOCALES) {
      await this.updateGlobal({ slug, data: build(locale), locale, depth: 0 })
    }
  }

  /**
   * Starts rendering, two at a time, every picture the database does not have yet, so that drawing
   * overlaps with the database writes instead of waiting for them.
   */
  async prerender(specs: ImageSpec[]): Promise<void> {
    const existing = await this.payload.find({ collection: 'media', limit: 0, pagination: false, depth: 0 })
    const stored = new Set(existing.docs.map((doc) => (doc.filename ?? '').replace(/\.[^.]+$/, '')))
    const run = limitConcurrency(2)
    for (const spec of specs) {
      const base = imageBase(spec)
      if (stored.has(base) || this.rendered.has(base)) continue
      const rendering = run(() => renderImage(spec))
      rendering.catch(() => {}) // reported when image() awaits it
      this.rendered.set(base, rendering)
    }
  }

  /** Renders (once) and uploads (once) a generated picture; alt text in every language. */
  async image(spec: ImageSpec, alt: L): Promise<Id> {
    const base = imageBase(spec)
    const known = this.mediaIds.get(base)
    if (known !== undefined) return known
    let id = await this.findMedia(base)
    if (id === undefined) {
      const buffer = await (this.rendered.get(base) ?? renderImage(spec))
      this.rendered.delete(base)
      const created = await this.payload.create({
        collection: 'media',
        data: { alt: alt[DEFAULT_LOCALE] },
        locale: DEFAULT_LOCALE,
        file: { data: buffer, mimetype: 'image/jpeg', name: `${base}.jpg`, size: buffer.length },
        depth: 0,
      })
      id = created.id
      this.counts.set('media', (this.counts.get('media') ?? 0) + 1)
    }
    for (const locale of LOCALES) {
      await this.payload.update({ collection: 'media', id, data: { alt: alt[locale] }, locale, depth: 0 })
    }
    this.mediaIds.set(base, id)
    return id
  }

  /** A stored upload by its file name without extension (Payload may have converted it to webp). */
  private async findMedia(stem: string): Promise<Id | undefined> {
    const existing = await this.payload.find({
      collection: 'media',
      where: { filename: { like: `${stem}.` } },
      limit: 1,
      depth: 0,
      pagination: false,
    })
    return (existing.docs[0] as { id: Id } | undefined)?.id
  }

  /** Uploads a ready-made file (logo, favicon) once, found again by its file name. */
  async file(name: string, data: Buffer, mimetype: string, alt: string): Promise<Id> {
    const found = await this.findMedia(name.replace(/\.[^.]+$/, ''))
    if (found !== undefined) return found
    const created = await this.payload.create({
      collection: 'media',
      data: { alt },
      file: { data, mimetype, name, size: data.length },
    })
    return created.id
  }
}

const imageBase = (spec: ImageSpec) => `${spec.scene}-${spec.seed}-${spec.mood ?? 'day'}`

/** Runs at most `limit` of the given tasks at once. */
function limitConcurrency(limit: number) {
  let active = 0
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    active += 1
    try {
      return await task()
    } finally {
      active -= 1
      waiting.shift()?.()
    }
  }
}
