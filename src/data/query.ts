import type { CollectionSlug, GlobalSlug, Where } from 'payload'

import { getPayloadClient } from '../cms/client'
import type { Doc } from './reshape'
import type { Pagination } from './types'

export const DEFAULT_PAGE = 1
export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 100

interface FindArgs {
  where?: Where
  sort?: string | string[]
  depth?: number
  page?: number
  pageSize?: number
}

/**
 * Every public read: all languages at once, as an anonymous visitor (`overrideAccess: false`), so
 * drafts, bookings, enquiries and users can never come out of here.
 */
export async function findPublic(collection: CollectionSlug, args: FindArgs = {}) {
  const payload = await getPayloadClient()
  const paginate = args.page !== undefined || args.pageSize !== undefined
  const result = await payload.find({
    collection,
    where: args.where,
    sort: args.sort,
    depth: args.depth ?? 1,
    locale: 'all',
    overrideAccess: false,
    ...(paginate
      ? { page: args.page ?? DEFAULT_PAGE, limit: args.pageSize ?? DEFAULT_PAGE_SIZE }
      : { pagination: false, limit: 0 }),
  })
  const docs = result.docs as unknown as Doc[]
  const pagination: Pagination = {
    page: paginate ? (args.page ?? DEFAULT_PAGE) : 1,
    page_size: paginate ? (args.pageSize ?? DEFAULT_PAGE_SIZE) : docs.length,
    total: result.totalDocs,
    total_pages: paginate ? result.totalPages : 1,
  }
  return { docs, pagination }
}

export async function findGlobalPublic(slug: GlobalSlug, depth = 1): Promise<Doc> {
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug, depth, locale: 'all', overrideAccess: false })
  return doc as unknown as Doc
}

/** Pagination for a list that was filtered in memory. */
export function paginate<T>(items: T[], page: number, pageSize: number) {
  const start = (page - 1) * pageSize
  return {
    items: items.slice(start, start + pageSize),
    pagination: {
      page,
      page_size: pageSize,
      total: items.length,
      total_pages: Math.max(1, Math.ceil(items.length / pageSize)),
    } satisfies Pagination,
  }
}
