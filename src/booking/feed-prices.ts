/**
 * The lowest all-in price of every short stay a meta-search price feed lists (Google Hotel Center's
 * Transaction messages): for one hotel, each check-in date of a window and each length of stay, the
 * cheapest room and rate that /api/availability would offer the party, split into the base rate,
 * taxes and other fees. One catalog and one read of the live inventory per hotel price the whole
 * window (days × lengths × rooms × plans quotes in memory), rather than one availability call per stay.
 */
import 'server-only'

import type { CatalogProperty } from './catalog'
import { fitsRoom, type Occupancy, type Quote, quoteStay } from './pricing'
import { firstBookableArrival, stayRestriction } from './rules'
import { liveInventory } from './store'
import { addDays } from '../lib/stay'

export interface FeedPrice {
  check_in: string
  nights: number
  /** The stay's all-in total (what /api/availability calls total_minor): base + tax + other fees. */
  total_minor: number
  /** Room price without any tax or fee (included ones taken out). */
  base_minor: number
  /** Taxes, added and included. */
  tax_minor: number
  /** Service charges and other fees, added and included. */
  other_fees_minor: number
}

/** A quote's total split as Google's Result wants it: Baserate, Tax, OtherFees (adding up to the total). */
export function splitQuote(catalog: CatalogProperty, quote: Quote): Omit<FeedPrice, 'check_in' | 'nights'> {
  let tax = 0
  let fees = 0
  for (const line of quote.taxes_and_fees) {
    // Each line carries its tax's own name object: that is how it is told apart.
    const kind = catalog.taxes.find((item) => item.name === line.name)?.kind ?? 'tax'
    if (kind === 'tax') tax += line.amount_minor
    else fees += line.amount_minor
  }
  return { total_minor: quote.total_minor, base_minor: quote.total_minor - tax - fees, tax_minor: tax, other_fees_minor: fees }
}

/**
 * For each check-in date from the hotel's first bookable arrival (its calendar today, or tomorrow past
 * the same-day cut-off) over `days` days, and each length of stay in `lengths`: the lowest total among
 * the room types that hold the party, are free every night and open for that arrival (no stop-sell,
 * closed-to-arrival or minimum stay against it), over every rate plan that prices them, without any
 * promo code. Stays nothing can sell are left out.
 */
export async function lowestStayPrices(
  catalog: CatalogProperty,
  options: { days: number; lengths: readonly number[]; occupancy: Occupancy; now?: Date },
): Promise<FeedPrice[]> {
  const { days, lengths, occupancy } = options
  const first = firstBookableArrival(catalog.time_zone, catalog.booking_cutoff_time, options.now ?? new Date())
  const longest = Math.max(...lengths)
  const rooms = catalog.room_types.filter((room) => fitsRoom(room, occupancy))
  if (rooms.length === 0) return []
  const inventory = await liveInventory(
    rooms.map((room) => room.id),
    first,
    addDays(first, days - 1 + longest - 1),
  )
  const rulesOf = new Map(rooms.map((room) => [room.id, inventory.rules.filter((rule) => rule.room_type === room.id)]))
  const prices: FeedPrice[] = []
  for (let day = 0; day < days; day++) {
    const checkIn = addDays(first, day)
    for (const nights of lengths) {
      const checkOut = addDays(checkIn, nights)
      let best: Quote | null = null
      for (const room of rooms) {
        const check = stayRestriction({
          defaultOnSale: room.rooms_on_sale,
          rules: rulesOf.get(room.id) ?? [],
          booked: inventory.booked.get(room.id) ?? new Map(),
          check_in: checkIn,
          check_out: checkOut,
          rooms: occupancy.rooms,
        })
        if (check.restriction !== null) continue
        for (const plan of catalog.rate_plans) {
          const quote = quoteStay({ plan, room, taxes: catalog.taxes, check_in: checkIn, check_out: checkOut, occupancy })
          if (quote && (best === null || quote.total_minor < best.total_minor)) best = quote
        }
      }
      if (best) prices.push({ check_in: checkIn, nights, ...splitQuote(catalog, best) })
    }
  }
  return prices
}
