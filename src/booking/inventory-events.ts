/**
 * A booking made or cancelled changes what can be sold: what is cached from the live inventory (the
 * meta-search price feed, src/services/hotel-feeds.ts) is tagged with the bookings collection and is
 * dropped here, once the change is committed. Nothing else carries the tag, so pages stay cached.
 */
import { collectionTag } from '../lib/cache-tags'

export async function inventoryChanged(): Promise<void> {
  // Outside a Next server (seed, scripts, integration tests) there is no cache, and next/cache cannot load.
  if (!process.env.NEXT_RUNTIME) return
  try {
    const { revalidateTag } = await import('next/cache')
    revalidateTag(collectionTag('bookings'), { expire: 0 })
  } catch (error) {
    console.error('[cache] could not revalidate the bookings tag: the price feed may stay stale until its hourly rebuild', error)
  }
}
