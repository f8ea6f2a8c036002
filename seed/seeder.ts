import { existsSync } from 'node:fs'
import path from 'node:path'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type FlattenedField,
  type GlobalSlug,
  type Payload,
  type PayloadRequest,
  type Where,
} from 'payload'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '../src/i18n/locales'
import type { ImageSpec, L } from './content/types'
import { type Data, inLocale, sameContent, withRowIds } from './fields'
import { imageBase, MediaFileMaker, type MediaFiles, type Picture } from './media-files'

export type Id = number | string

/** Payload's generated types are per collection; the seeder writes many collections generically. */
type Options = { depth: 0; locale: Locale | 'all'; req: PayloadRequest; draft?: boolean }
type AnyFind = (args: Options & { collection: CollectionSlug; where?: Where; limit?: number; pagination?: boolean }) => Promise<{ docs: Data[] }>
type AnyCreate = (args: Options & { collection: CollectionSlug; data: Data }) => Promise<Data & { id: Id }>
type AnyUpdate = (args: Options & { collection: CollectionSlug; id: Id; data: Data }) => Promise<Data & { id: Id }>
type AnyFindGlobal = (args: Options & { slug: GlobalSlug }) => Promise<Data>
type AnyUpdateGlobal = (args: Options & { slug: GlobalSlug; data: Data }) => Promise<Data>

interface StoredMedia {
  id: Id
  doc: Data
}

/**
 * Idempotent writes of demo content, all in one transaction: every item is found by its natural key
 * (slug, key, file name) and written only when it is new or differs from what is stored, so running
 * the seed twice leaves one copy of everything and rewrites nothing.
 *
 * A new document is written once with all its languages (`locale: 'all'`, data holding each localized
 * field as `{ en, fr, … }`): Payload 3.90 has nothing stored to merge those values with on create, so
 * it writes them as given. An update with `locale: 'all'` would keep the stored languages instead, so
 * a changed document is written one language at a time (the rare path: only when the content changed).
 */
export class Seeder {
  readonly counts = new Map<string, number>()
  readonly writes = { created: 0, updated: 0, unchanged: 0 }
  private readonly find: AnyFind
  private readonly create: AnyCreate
  private readonly update: AnyUpdate
  private readonly findGlobal: AnyFindGlobal
  private readonly updateGlobal: AnyUpdateGlobal
  private req: PayloadRequest | undefined
  private readonly media = new Map<string, StoredMedia>()
  private readonly files = new Map<string, Promise<MediaFiles>>()
  private readonly mediaIds = new Map<string, Id>()
  /** Per collection: the natural keys written so far if it was empty at its first write, else undefined (see upsert). */
  private readonly keysWritten = new Map<CollectionSlug, Promise<Set<string> | undefined>>()
  private readonly maker: MediaFileMaker
  private readonly mediaDir: string
  private alreadyStored = 0

  constructor(private readonly payload: Payload) {
    this.find = payload.find.bind(payload) as unknown as AnyFind
    this.create = payload.create.bind(payload) as unknown as AnyCreate
    this.update = payload.update.bind(payload) as unknown as AnyUpdate
    this.findGlobal = payload.findGlobal.bind(payload) as unknown as AnyFindGlobal
    this.updateGlobal = payload.updateGlobal.bind(payload) as unknown as AnyUpdateGlobal
    const upload = payload.collections.media.config.upload
    if (!upload.staticDir) throw new Error("The seed writes media files to the media collection's staticDir, which is not set")
    this.mediaDir = upload.staticDir
    this.maker = new MediaFileMaker(this.mediaDir, upload)
  }

  /** How the pictures' files were come by: drawn now, copied from the cache, or already in place. */
  get images() {
    return { drawn: this.maker.rendered, fromCache: this.maker.fromCache, stored: this.alreadyStored }
  }

  /**
   * Makes the files of every picture that is not stored yet (or whose files are gone), drawing them
   * in parallel or copying them from the cache. Runs before the transaction, which then stays short.
   * (Writing while drawing was measured too: no faster on two cores, and ~15 % more CPU — the SQLite
   * driver blocks the main thread, which each picture needs for its SVG and grain.)
   */
  async prepareImages(pictures: Picture[]): Promise<void> {
    const req = await createLocalReq({}, this.payload)
    const stored = await this.find({ collection: 'media', pagination: false, depth: 0, locale: 'all', req })
    const byStem = new Map(stored.docs.map((doc) => [String(doc.filename ?? '').replace(/\.[^.]+$/, ''), doc]))
    for (const picture of pictures) {
      const { base } = picture
      if (this.files.has(base) || this.media.has(base)) continue
      const doc = byStem.get(base)
      if (doc) this.media.set(base, { id: doc.id as Id, doc })
      if (doc && existsSync(path.join(this.mediaDir, String(doc.filename)))) this.alreadyStored += 1
      else this.files.set(base, this.maker.make(picture))
    }
    await Promise.all(this.files.values())
  }

  /** Runs the writes in one transaction (where the database adapter has them), undone on failure. */
  async transaction<T>(work: () => Promise<T>): Promise<T> {
    const req = await createLocalReq({}, this.payload)
    await initTransaction(req)
    this.req = req
    try {
      const result = await work()
      await commitTransaction(req)
      return result
    } catch (error) {
      await killTransaction(req)
      throw error
    } finally {
      this.req = undefined
    }
  }

  private get request(): PayloadRequest {
    if (!this.req) throw new Error('Seeder writes run inside seeder.transaction()')
    return this.req
  }

  private fields(collection: CollectionSlug): FlattenedField[] {
    return this.payload.collections[collection].config.flattenedFields
  }

  /**
   * Creates or updates one document, `data` holding every localized field in all languages. Drafts
   * collections get a published document.
   *
   * In a collection that was empty when the seed first wrote to it, a document can only be one the
   * seed wrote since: a natural key (`where`) not written yet is created without being looked up —
   * on a fresh database, a query less for each document. Each collection is written with one shape
   * of key, equalities only, so two different keys never find the same document.
   */
  async upsert(collection: CollectionSlug, where: Where, data: Data, options: { drafts?: boolean } = {}): Promise<Id> {
    const req = this.request
    const wanted = options.drafts ? { ...data, _status: 'published' } : data
    const key = JSON.stringify(where)
    const written = await this.keysWrittenTo(collection)
    const stored = written && !written.has(key) ? undefined : (await this.find({ collection, where, limit: 1, pagination: false, depth: 0, locale: 'all', req })).docs[0]
    let id: Id
    if (!stored) {
      id = (await this.create({ collection, data: wanted, locale: 'all', draft: false, depth: 0, req })).id
      written?.add(key)
      this.writes.created += 1
    } else {
      id = stored.id as Id
      if (sameContent(this.fields(collection), stored, wanted)) {
        this.writes.unchanged += 1
      } else {
        await this.updateEachLanguage(collection, id, wanted)
        this.writes.updated += 1
      }
    }
    this.counts.set(collection, (this.counts.get(collection) ?? 0) + 1)
    return id
  }

  /** The keys upsert() wrote to a collection that was empty at its first write; undefined for one that was not. */
  private keysWrittenTo(collection: CollectionSlug): Promise<Set<string> | undefined> {
    let keys = this.keysWritten.get(collection)
    if (!keys) {
      keys = this.payload.count({ collection, req: this.request }).then(({ totalDocs }) => (totalDocs === 0 ? new Set<string>() : undefined))
      this.keysWritten.set(collection, keys)
    }
    return keys
  }

  /** Writes all-language data over a stored document, one language at a time, the default first. */
  private async updateEachLanguage(collection: CollectionSlug, id: Id, data: Data): Promise<void> {
    const req = this.request
    const fields = this.fields(collection)
    const options = { collection, id, draft: false, depth: 0 as const, req }
    const saved = await this.update({ ...options, data: inLocale(fields, data, DEFAULT_LOCALE), locale: DEFAULT_LOCALE })
    for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
      await this.update({ ...options, data: withRowIds(fields, inLocale(fields, data, locale), saved), locale })
    }
  }

  async global(slug: GlobalSlug, data: Data): Promise<void> {
    const req = this.request
    const config = this.payload.globals.config.find((global) => global.slug === slug)
    if (!config) throw new Error(`Unknown global: ${slug}`)
    const fields = config.flattenedFields
    const stored = await this.findGlobal({ slug, depth: 0, locale: 'all', req })
    if (sameContent(fields, stored, data)) {
      this.writes.unchanged += 1
      return
    }
    if (stored.updatedAt === undefined || stored.updatedAt === null) {
      // Never saved: like a create, nothing stored to merge with, so all languages go in one write.
      await this.updateGlobal({ slug, data, locale: 'all', depth: 0, req })
      this.writes.created += 1
      return
    }
    const saved = await this.updateGlobal({ slug, data: inLocale(fields, data, DEFAULT_LOCALE), locale: DEFAULT_LOCALE, depth: 0, req })
    for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
      await this.updateGlobal({ slug, data: withRowIds(fields, inLocale(fields, data, locale), saved), locale, depth: 0, req })
    }
    this.writes.updated += 1
  }

  /**
   * The media document of a generated picture (made by prepareImages), with its alt text in every
   * language. The first alt text given for a picture is the one it keeps.
   */
  async image(spec: ImageSpec, alt: L): Promise<Id> {
    return this.picture(imageBase(spec), alt)
  }

  /** The media document of a picture given to prepareImages by its file name (without extension). */
  async picture(base: string, alt: Partial<L>): Promise<Id> {
    const known = this.mediaIds.get(base)
    if (known !== undefined) return known
    const req = this.request
    const stored = this.media.get(base)
    let id: Id
    const files = await this.files.get(base)
    if (stored) {
      id = stored.id
      const altChanged = !sameContent(this.fields('media'), stored.doc, { alt })
      // Files made again because they were gone from the media directory: their sizes may differ.
      if (files) await this.payload.db.updateOne({ collection: 'media', id, data: this.fileData(files), req })
      if (altChanged) await this.updateEachLanguage('media', id, { alt })
      if (files || altChanged) this.writes.updated += 1
      else this.writes.unchanged += 1
    } else {
      if (!files) throw new Error(`No files made for picture ${base}: prepareImages() did not get it`)
      // Payload's upload path would decode and re-encode the files just made (media-files.ts), so the
      // document goes to the database adapter as Payload itself would hand it over.
      const created = await this.payload.db.create({ collection: 'media', data: { alt, ...this.fileData(files) }, req })
      id = created.id as Id
      this.writes.created += 1
      this.counts.set('media', (this.counts.get('media') ?? 0) + 1)
    }
    this.mediaIds.set(base, id)
    return id
  }

  /** The file fields of a media document, as Payload's upload hooks fill them in. */
  private fileData(files: MediaFiles): Data {
    const url = (filename: string) => `${this.payload.config.routes.api}/media/file/${encodeURIComponent(filename)}`
    const none = { url: null, width: null, height: null, mimeType: null, filesize: null, filename: null }
    const { sizes, ...original } = files
    return {
      ...original,
      url: url(original.filename),
      thumbnailURL: null,
      focalX: 50,
      focalY: 50,
      sizes: Object.fromEntries(Object.entries(sizes).map(([name, file]) => [name, file ? { ...file, url: url(file.filename) } : none])),
    }
  }

  /** Finds one document by a natural key, in the seed's transaction. */
  async findOne(collection: CollectionSlug, where: Where): Promise<Data | undefined> {
    const found = await this.find({ collection, where, limit: 1, pagination: false, depth: 0, locale: DEFAULT_LOCALE, req: this.request })
    return found.docs[0]
  }

  /** Creates a document in the default language (users), in the seed's transaction. */
  async createOne(collection: CollectionSlug, data: Data): Promise<Id> {
    const created = await this.create({ collection, data, locale: DEFAULT_LOCALE, depth: 0, req: this.request })
    this.writes.created += 1
    return created.id
  }
}
