/**
 * What the stay search derives from published content, built once per content version rather than on
 * every request: the searchable properties, the destinations a query can name, each property's booking
 * catalog and "from" price, and the exchange rates. A search then costs one read of the shared cache
 * (the version token, src/data/search.ts) instead of a read per property, place and review; prices
 * still come from the booking engine's catalogs and the live inventory is still read per search.
 *
 * The index lives in this process's memory against the token. A publish on any app server drops the
 * token from the shared cache, the next search draws a new one and rebuilds the index from the (also
 * dropped) cached reads. A staff member's draft preview builds its own index and never keeps it.
 *
 * Why a module cache and not the site's cache primitive (src/lib/cached.ts): the index is derived only
 * from reads kept through it (the catalogs included), but it holds Maps, a resolver and the catalog
 * objects the booking engine keeps its quotes against (src/booking/search.ts); a JSON round trip
 * through the cache handler on every search would cost what it saves. It is keyed by a cached read
 * (the token), so it is dropped with them.
 */
import 'server-only'

import type { CatalogProperty } from '@/booking/catalog'
import { getCatalogs } from '@/booking/search'
import { getExchangeRates } from '@/data/exchange-rates'
import { previewRequested } from '@/data/read'
import {
  type DestinationOption,
  type DestinationResolution,
  getDestinationOptions,
  getSearchableProperties,
  getSearchContentVersion,
  resolveDestinationIn,
  type SearchableProperty,
} from '@/data/search'
import type { ExchangeRates } from '@/lib/exchange'

import { fromPricesOf } from './from-price'

export interface SearchIndex {
  /** Every published property, in the group's order. */
  properties: SearchableProperty[]
  /** The booking catalog of each property that has one, by slug. */
  catalogs: Map<string, CatalogProperty>
  /** Each property's "from" price (./from-price.ts: FROM_PRICE_STAY, its own currency), by slug; null without one. */
  fromPrices: Map<string, number | null>
  rates: ExchangeRates
  /** What a destination parameter names (remembered per text: the same few are asked again and again). */
  resolve(text: string): DestinationResolution
}

/** How many distinct destination texts an index remembers the resolution of. */
const RESOLUTIONS_KEPT = 500

async function buildIndex(): Promise<SearchIndex> {
  const [properties, options, rates] = await Promise.all([getSearchableProperties(), getDestinationOptions(), getExchangeRates()])
  const catalogs = new Map((await getCatalogs(properties.map((property) => property.slug))).map((catalog) => [catalog.slug, catalog]))
  const fromPrices = new Map([...catalogs].map(([slug, catalog]) => [slug, fromPricesOf(catalog).property]))
  return { properties, catalogs, fromPrices, rates, resolve: destinationResolver(options) }
}

function destinationResolver(options: readonly DestinationOption[]): SearchIndex['resolve'] {
  const resolved = new Map<string, DestinationResolution>()
  return (text) => {
    const known = resolved.get(text)
    if (known) return known
    const resolution = resolveDestinationIn(options, text)
    // Visitors can type anything: past the bound, a text is resolved anew each time.
    if (resolved.size < RESOLUTIONS_KEPT) resolved.set(text, resolution)
    return resolution
  }
}

let current: { version: string; index: Promise<SearchIndex> } | null = null

/** The search index of the content published now. */
export async function getSearchIndex(): Promise<SearchIndex> {
  // The version first: a publish after this read drops it, so an index built from older reads below is
  // never kept under a version that outlives them.
  const version = await getSearchContentVersion()
  if (await previewRequested()) return buildIndex()
  if (current?.version === version) return current.index
  const entry = { version, index: buildIndex() }
  current = entry
  // A failed build is not kept: the next search tries again.
  entry.index.catch(() => {
    if (current === entry) current = null
  })
  return entry.index
}
