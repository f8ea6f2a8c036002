/**
 * The "from" price rule on one hotel's booking catalog, pure: the stay it is for and the booking
 * engine's all-in quote of every room and rate for it. Read and applied by ./from-price.ts.
 */
import type { CatalogProperty } from '@/booking/catalog'
import { quoteStay } from '@/booking/pricing'

/**
 * The stay every "from" price is for: one night, two adults, no children, one room, taxes and fees
 * included; no dates, so at each rate plan's own nightly price (seasonal prices need dates).
 * The content API answers it beside each `from_price_minor`, as `from_price_stay`.
 */
export const FROM_PRICE_STAY = {
  nights: 1,
  adults: 2,
  children: 0,
  rooms: 1,
  dates: null,
  taxes_and_fees_included: true,
} as const

export type FromPriceStay = typeof FROM_PRICE_STAY

export interface FromPrices {
  /** The hotel's "from" price (the lowest of `rooms`), or null. */
  property: number | null
  /** Each room type that holds the party (by slug), with its all-in price for the stay on each rate plan that prices it (by code). */
  rooms: Map<string, Map<string, number>>
}

// Any night: with the seasons left out, every night costs each plan's own price.
const UNDATED_NIGHT = { check_in: '2000-01-01', check_out: '2000-01-02' } as const
const PARTY = { adults: FROM_PRICE_STAY.adults, child_ages: [], rooms: FROM_PRICE_STAY.rooms }

/** The rule, on one hotel's booking catalog: every room and rate priced for FROM_PRICE_STAY by the engine. */
export function fromPricesOf(catalog: CatalogProperty): FromPrices {
  const rooms = new Map<string, Map<string, number>>()
  let lowest: number | null = null
  for (const room of catalog.room_types) {
    const byPlan = new Map<string, number>()
    for (const plan of catalog.rate_plans) {
      const quote = quoteStay({ plan: { ...plan, seasons: [] }, room, taxes: catalog.taxes, ...UNDATED_NIGHT, occupancy: PARTY })
      // Null: the plan has no price for the room, or the room cannot hold the party.
      if (!quote) continue
      byPlan.set(plan.code, quote.total_minor)
      if (lowest === null || quote.total_minor < lowest) lowest = quote.total_minor
    }
    if (byPlan.size > 0) rooms.set(room.slug, byPlan)
  }
  return { property: lowest, rooms }
}
