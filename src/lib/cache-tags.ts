/**
 * The names of the cache tags, in one place. A cached read (src/data) is tagged with every collection
 * and global it read; a published change to one of them (src/cms/hooks) revalidates that tag, which
 * drops the reads, the pages and the API responses built from it — and nothing else.
 */
import type { CollectionSlug, GlobalSlug } from 'payload'

export type CacheTag = `collection:${CollectionSlug}` | `global:${GlobalSlug}`

export const collectionTag = (slug: CollectionSlug): CacheTag => `collection:${slug}`
export const globalTag = (slug: GlobalSlug): CacheTag => `global:${slug}`

/**
 * Collections the public read model never reads (staff-only): a change to them revalidates nothing,
 * so a booking, an enquiry or a staff login never throws away cached pages.
 */
export const PRIVATE_COLLECTIONS: readonly CollectionSlug[] = ['users', 'bookings', 'enquiries', 'messages']
