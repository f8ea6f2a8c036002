/**
 * The booking engine's answer to a search across properties: for each property, the lowest all-in
 * price of the stay for the party and how many rooms are left, or why nothing can be booked and the
 * nearest dates that can. The catalogs come from the cache; the inventory of every property's room
 * types is read live, for the whole window, in one query (rules and booked counts), never per
 * property or per night.
 */
import 'server-only'

import { type CatalogProperty, type CatalogRoomType, getCatalog } from './catalog'
import { fitsRoom, type Occupancy, quoteStay } from './pricing'
import { type AvailabilityRule, firstBookableArrival, stayRestriction } from './rules'
import { addDays, nightsBetween } from '../lib/stay'
import { liveInventory, type LiveInventory } from './store'

export type StayUnavailability = 'sold_out' | 'closed_to_arrival' | 'min_stay' | 'too_many_guests' | 'not_bookable_yet' | 'no_rates'

export interface StayOffer {
  slug: string
  currency: string
  nights: number
  /** The lowest all-in total (taxes and fees included) of the stay over the room types and plans that can be booked; null when none. */
  total_minor: number | null
  /** Rooms free for the whole stay in the room types that hold the party and can be booked. */
  rooms_left: number
  unavailable: StayUnavailability | null
  /** When nothing can be booked: the nearest arrival (same length of stay) that can, within the window. */
  nearest_dates: { check_in: string; check_out: string } | null
}

export interface SearchStay extends Occupancy {
  check_in: string
  check_out: string
}

/** How far around the dates asked to look for the nearest dates with rooms. */
export const NEAREST_DATES_WINDOW = { before: 14, after: 60 } as const

/** The published catalogs of some properties (cached), leaving out slugs that are not published. */
export async function getCatalogs(slugs: readonly string[]): Promise<CatalogProperty[]> {
  const catalogs = await Promise.all(slugs.map((slug) => getCatalog(slug)))
  return catalogs.filter((catalog): catalog is CatalogProperty => catalog !== null)
}

interface Priced {
  total_minor: number | null
  rooms_left: number
  unavailable: StayUnavailability | null
}

/** The live inventory with each room type's rules apart, as a stay is checked against them. */
interface RoomInventory {
  rules: ReadonlyMap<number, AvailabilityRule[]>
  booked: LiveInventory['booked']
}

function byRoomType(inventory: LiveInventory): RoomInventory {
  const rules = new Map<number, AvailabilityRule[]>()
  for (const rule of inventory.rules) rules.set(rule.room_type, [...(rules.get(rule.room_type) ?? []), rule])
  return { rules, booked: inventory.booked }
}

/**
 * `firstBookableArrival`, worked out once a minute per time zone and cut-off: it reads the clock to the
 * minute, and every property's search result needs it.
 */
const firstArrivals = new Map<string, { minute: number; date: string }>()
function firstArrivalOf(catalog: CatalogProperty, now: Date): string {
  const key = `${catalog.time_zone} ${catalog.booking_cutoff_time}`
  const minute = Math.floor(now.getTime() / 60_000)
  const known = firstArrivals.get(key)
  if (known?.minute === minute) return known.date
  const date = firstBookableArrival(catalog.time_zone, catalog.booking_cutoff_time, now)
  firstArrivals.set(key, { minute, date })
  return date
}

function restrictionOf(room: CatalogRoomType, inventory: RoomInventory, stay: SearchStay) {
  return stayRestriction({
    defaultOnSale: room.rooms_on_sale,
    rules: inventory.rules.get(room.id) ?? [],
    booked: inventory.booked.get(room.id) ?? new Map(),
    check_in: stay.check_in,
    check_out: stay.check_out,
    rooms: stay.rooms,
  })
}

/** A room type that holds the party, with its lowest all-in total for the stay over the plans (null: no plan prices it). */
interface RoomQuote {
  room: CatalogRoomType
  lowest: number | null
}

/**
 * Quotes depend only on the catalog, the stay and the party, never on the inventory, and the same few
 * stays are asked again and again: they are kept per catalog object (a new content version brings new
 * catalogs, src/services/search-index.ts), for at most this many stays and parties each.
 */
const QUOTES_KEPT_PER_CATALOG = 2_000
const quotesByCatalog = new WeakMap<CatalogProperty, Map<string, RoomQuote[]>>()

/** The room types that hold the party, in the catalog's order, each with its lowest total for the stay. */
function roomQuotes(catalog: CatalogProperty, stay: SearchStay): RoomQuote[] {
  const key = `${stay.check_in} ${stay.check_out} ${stay.adults} ${stay.rooms} ${stay.child_ages.join(',')}`
  let kept = quotesByCatalog.get(catalog)
  if (!kept) {
    kept = new Map()
    quotesByCatalog.set(catalog, kept)
  }
  const known = kept.get(key)
  if (known) return known
  const quotes = catalog.room_types
    .filter((room) => fitsRoom(room, stay))
    .map((room): RoomQuote => {
      let lowest: number | null = null
      for (const plan of catalog.rate_plans) {
        const quote = quoteStay({ plan, room, taxes: catalog.taxes, check_in: stay.check_in, check_out: stay.check_out, occupancy: stay })
        if (quote && (lowest === null || quote.total_minor < lowest)) lowest = quote.total_minor
      }
      return { room, lowest }
    })
  // The oldest stay goes first once the bound is reached.
  if (kept.size >= QUOTES_KEPT_PER_CATALOG) kept.delete(kept.keys().next().value as string)
  kept.set(key, quotes)
  return quotes
}

/**
 * The room types a party can be sold for stays of some length: those that hold it and have a price on
 * some plan. Whether a plan prices a room does not depend on the dates (a quote is null only for a room
 * the plan has no price for, or a party the room cannot hold), so this holds for every arrival.
 */
function sellableRooms(catalog: CatalogProperty, stay: SearchStay): CatalogRoomType[] {
  return roomQuotes(catalog, stay)
    .filter((quote) => quote.lowest !== null)
    .map((quote) => quote.room)
}

/** One property's answer for one stay, from inventory already read. */
function priceStay(catalog: CatalogProperty, inventory: RoomInventory, stay: SearchStay, firstArrival: string): Priced {
  // Today on the hotel's calendar after its same-day cut-off, or a day that is already past there.
  if (stay.check_in < firstArrival) return { total_minor: null, rooms_left: 0, unavailable: 'not_bookable_yet' }
  const fitting = roomQuotes(catalog, stay)
  if (fitting.length === 0) return { total_minor: null, rooms_left: 0, unavailable: 'too_many_guests' }
  let lowest: number | null = null
  let roomsLeft = 0
  let firstRestriction: StayUnavailability | null = null
  for (const { room, lowest: roomLowest } of fitting) {
    const check = restrictionOf(room, inventory, stay)
    if (check.restriction) {
      firstRestriction ??= check.restriction
      continue
    }
    if (roomLowest === null) {
      firstRestriction ??= 'no_rates'
      continue
    }
    if (lowest === null || roomLowest < lowest) lowest = roomLowest
    roomsLeft += check.available
  }
  if (lowest !== null) return { total_minor: lowest, rooms_left: roomsLeft, unavailable: null }
  return { total_minor: null, rooms_left: 0, unavailable: firstRestriction ?? 'sold_out' }
}

/**
 * Each property's lowest all-in price and rooms left for a stay (dates already checked against the
 * search's rules), in the properties' order. Where nothing can be booked, the nearest arrival of the
 * same length of stay that can, looking alternately later and earlier, up to NEAREST_DATES_WINDOW.
 */
export async function stayOffers(catalogs: readonly CatalogProperty[], stay: SearchStay, now: Date = new Date()): Promise<StayOffer[]> {
  const nights = nightsBetween(stay.check_in, stay.check_out)
  const first = addDays(stay.check_in, -NEAREST_DATES_WINDOW.before)
  const last = addDays(stay.check_out, NEAREST_DATES_WINDOW.after)
  const inventory = byRoomType(
    await liveInventory(
      catalogs.flatMap((catalog) => catalog.room_types.map((room) => room.id)),
      first,
      last,
    ),
  )
  return catalogs.map((catalog): StayOffer => {
    const firstArrival = firstArrivalOf(catalog, now)
    const priced = priceStay(catalog, inventory, stay, firstArrival)
    let nearest: StayOffer['nearest_dates'] = null
    if (priced.total_minor === null && priced.unavailable !== 'too_many_guests') {
      // Another arrival has a price exactly when one of these rooms is free then and not restricted.
      const sellable = sellableRooms(catalog, stay)
      for (let offset = 1; offset <= NEAREST_DATES_WINDOW.after && !nearest && sellable.length > 0; offset++) {
        for (const shift of offset <= NEAREST_DATES_WINDOW.before ? [offset, -offset] : [offset]) {
          const check_in = addDays(stay.check_in, shift)
          if (check_in < firstArrival) continue
          const candidate = { ...stay, check_in, check_out: addDays(check_in, nights) }
          if (sellable.some((room) => restrictionOf(room, inventory, candidate).restriction === null)) {
            nearest = { check_in: candidate.check_in, check_out: candidate.check_out }
            break
          }
        }
      }
    }
    return {
      slug: catalog.slug,
      currency: catalog.currency,
      nights,
      total_minor: priced.total_minor,
      rooms_left: priced.rooms_left,
      unavailable: priced.unavailable,
      nearest_dates: nearest,
    }
  })
}
