/**
 * What the booking engine sells, as published: a property's room types, rate plans, taxes and the
 * promo codes of its offers. Read as an anonymous visitor (drafts never price a stay, not even in a
 * staff preview) and kept through the read model's cache primitive (src/lib/cached.ts) under its
 * collections' tags, so a publish in the back office prices the next request.
 * Availability rules and booked counts are never cached: src/booking/store.ts reads them live.
 */
import 'server-only'

import type { CollectionSlug, DataFromCollectionSlug, Payload, Where } from 'payload'

import { getPayloadClient } from '../cms/client'
import type { Offer, Property, RatePlan, RoomType } from '../cms/payload-types'
import { dateOnly, ml, num, type Raw, raw, relNumber, rows, str } from '../cms/raw'
import type { ML } from '../i18n/text'
import type { PromoReason } from '../lib/booking-api'
import { cachedRead, keptPerVersion } from '../lib/cached'
import { addDays, nightsBetween, todayIn } from '../lib/stay'
import type { PricedRatePlan, PricedRoomType, Season, Tax } from './pricing'
import { taxFromRow } from './tax-rows'

export interface CatalogRoomType extends PricedRoomType {
  slug: string
  name: ML
  rooms_on_sale: number
}

export type Board = 'room_only' | 'breakfast' | 'half_board' | 'full_board'

export interface CatalogRatePlan extends PricedRatePlan {
  code: string
  name: ML
  description: ML
  board: Board
  refundable: boolean
  cancellation_days: number
}

export { PROMO_REASONS, type PromoReason } from '../lib/booking-api'

/** A promo code with its offer's terms. */
export interface Promo {
  code: string
  discount_percent: number
  /** The offer's hotels by id; empty: every hotel of the group. */
  hotels: number[]
  /** Nights of the stay must fall between these calendar dates (both included); null: open-ended. */
  valid_from: string | null
  valid_to: string | null
  /** The days it can be booked on, judged on the hotel's calendar (both included); null: open-ended. */
  bookable_from: string | null
  bookable_to: string | null
  /** Room types by id; empty: every room type. */
  room_types: number[]
  /** Rate plans by id; empty: every rate plan. */
  rate_plans: number[]
  /** Whether it also discounts non-refundable rate plans (the offer has to say so). */
  non_refundable: boolean
  min_nights: number
}

export interface CatalogProperty {
  id: number
  slug: string
  name: ML
  address: ML
  currency: string
  time_zone: string
  check_in_time: string
  check_out_time: string
  booking_cutoff_time: string
  contact: { phone: string | null; email: string | null }
  taxes: Tax[]
  room_types: CatalogRoomType[]
  rate_plans: CatalogRatePlan[]
  promos: Promo[]
}

type PlanPrice = NonNullable<RatePlan['prices']>[number]
type PlanSeason = NonNullable<RatePlan['seasons']>[number]
type ChildRate = NonNullable<RatePlan['child_rates']>[number]
type PropertyTax = NonNullable<Property['taxes']>[number]

/** Every published document of a collection matching `where`, in every language, as the generated type reads it. */
async function findAll<C extends CollectionSlug>(payload: Payload, collection: C, where: Where, sort?: string[]): Promise<Raw<DataFromCollectionSlug<C>>[]> {
  const result = await payload.find({ collection, where, sort, depth: 0, locale: 'all', overrideAccess: false, pagination: false, limit: 0 })
  // With locale 'all' a localized field is an object keyed by language, not the generated string type.
  return result.docs as unknown as Raw<DataFromCollectionSlug<C>>[]
}

const BOARDS: readonly Board[] = ['room_only', 'breakfast', 'half_board', 'full_board']

const roomTypeOf = (room: Raw<RoomType>): CatalogRoomType => ({
  id: num(room.id),
  slug: str(room.slug),
  name: ml(room.name),
  base_occupancy: num(room.base_occupancy, 2),
  max_adults: num(room.max_adults, 1),
  max_children: num(room.max_children),
  rooms_on_sale: Math.max(0, Math.floor(num(room.rooms_on_sale))),
})

function ratePlanOf(plan: Raw<RatePlan>, roomIds: ReadonlySet<number>): CatalogRatePlan {
  const prices = new Map<number, number>()
  for (const row of rows<PlanPrice>(plan.prices)) {
    const room = relNumber(row.room_type)
    if (room !== null && roomIds.has(room)) prices.set(room, num(row.nightly_minor))
  }
  const seasons: Season[] = rows<PlanSeason>(plan.seasons).flatMap((row) => {
    const from = dateOnly(row.from)
    const to = dateOnly(row.to)
    return from && to ? [{ from, to, room_type: relNumber(row.room_type), nightly_minor: num(row.nightly_minor) }] : []
  })
  return {
    id: num(plan.id),
    code: str(plan.code),
    name: ml(plan.name),
    description: ml(plan.description),
    board: BOARDS.includes(plan.board as Board) ? (plan.board as Board) : 'room_only',
    refundable: plan.refundable === true,
    cancellation_days: num(plan.cancellation_days),
    prices,
    seasons,
    extra_adult_minor: num(plan.extra_adult_minor),
    child_rates: rows<ChildRate>(plan.child_rates)
      .map((row) => ({ max_age: num(row.max_age), nightly_minor: num(row.nightly_minor) }))
      .sort((a, b) => a.max_age - b.max_age),
  }
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.map(relNumber).filter((item): item is number => item !== null) : [])

/** The offer's promo code with its terms, if it has one that takes something off. */
function promoOf(offer: Raw<Offer>): Promo[] {
  const code = str(offer.promo_code).trim().toUpperCase()
  const percent = num(offer.discount_percent)
  if (!code || percent <= 0) return []
  return [
    {
      code,
      discount_percent: Math.min(100, percent),
      // An offer without hotels is the whole group's (the site says "All hotels").
      hotels: ids(offer.properties),
      valid_from: dateOnly(offer.valid_from),
      valid_to: dateOnly(offer.valid_to),
      bookable_from: dateOnly(offer.bookable_from),
      bookable_to: dateOnly(offer.bookable_to),
      room_types: ids(offer.promo_room_types),
      rate_plans: ids(offer.promo_rate_plans),
      non_refundable: offer.promo_non_refundable === true,
      min_nights: Math.max(1, num(offer.promo_min_nights, 1)),
    },
  ]
}

async function readCatalog(slug: string): Promise<CatalogProperty | null> {
  const payload = await getPayloadClient()
  const [property] = await findAll(payload, 'properties', { slug: { equals: slug } })
  if (!property) return null
  const propertyId = num(property.id)
  const [rooms, plans, offers] = await Promise.all([
    findAll(payload, 'room-types', { property: { equals: propertyId } }, ['order', 'slug']),
    findAll(payload, 'rate-plans', { property: { equals: propertyId } }, ['order', 'code']),
    findAll(payload, 'offers', { promo_code: { exists: true } }),
  ])
  const room_types = rooms.map(roomTypeOf)
  const roomIds = new Set(room_types.map((room) => room.id))
  const contact = raw<NonNullable<Property['contact']>>(property.contact)
  return {
    id: propertyId,
    slug: str(property.slug),
    name: ml(property.name),
    address: ml(property.address),
    currency: str(property.currency, 'USD'),
    time_zone: str(property.time_zone, 'UTC'),
    check_in_time: str(property.check_in_time, '15:00'),
    check_out_time: str(property.check_out_time, '12:00'),
    booking_cutoff_time: str(property.booking_cutoff_time, '22:00'),
    contact: { phone: str(contact?.phone) || null, email: str(contact?.email) || null },
    // The row's fields by the rules of src/lib/tax-rows.ts; its name as every text of the catalog.
    taxes: rows<PropertyTax>(property.taxes).map((row) => ({ ...taxFromRow(row as Record<string, unknown>), name: ml(row.name) })),
    room_types,
    rate_plans: plans.map((plan) => ratePlanOf(plan, roomIds)),
    // Every code of the group with its hotels: another hotel's code is refused as such, not as unknown.
    promos: offers.flatMap(promoOf),
  }
}

async function readSlugs(): Promise<string[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({ collection: 'properties', depth: 0, overrideAccess: false, pagination: false, limit: 0, select: { slug: true } })
  return result.docs.map((doc) => doc.slug)
}

/** What a catalog is read from: it is cached under these collections' tags, as the read model's reads are. */
export const CATALOG_SOURCES = ['properties', 'room-types', 'rate-plans', 'offers'] as const satisfies readonly CollectionSlug[]

// Maps do not survive the cache's JSON: prices travel as entries.
type Stored = Omit<CatalogProperty, 'rate_plans'> & { rate_plans: (Omit<CatalogRatePlan, 'prices'> & { prices: [number, number][] })[] }
const store = (catalog: CatalogProperty | null): Stored | null =>
  catalog && { ...catalog, rate_plans: catalog.rate_plans.map((plan) => ({ ...plan, prices: [...plan.prices] })) }
const restore = (stored: Stored | null): CatalogProperty | null =>
  stored && { ...stored, rate_plans: stored.rate_plans.map((plan) => ({ ...plan, prices: new Map(plan.prices) })) }

// Through the read model's cache primitive: misses at the same moment (a page's room cards, the page
// and the content API) share one read, and a content API answer priced from a catalog notes its tags.
const cachedSlugs = cachedRead('booking-slugs', CATALOG_SOURCES, readSlugs)
const cachedCatalog = cachedRead('booking-catalog', CATALOG_SOURCES, async (slug: string) => store(await readCatalog(slug)))

/**
 * The catalogs as objects, per content version of their sources: the published slugs, and each
 * catalog once it is asked for. Availability and bookings ask for a catalog on every request; kept
 * this way a request costs one small cache read (the version) instead of two JSON parses (the slugs
 * and the catalog) and rebuilding its Maps. Catalogs are shared: never change one.
 */
const catalogShelf = keptPerVersion('booking-catalogs', CATALOG_SOURCES, async () => ({
  slugs: new Set(await cachedSlugs()),
  catalogs: new Map<string, Promise<CatalogProperty | null>>(),
}))

/**
 * A published property's catalog by slug, or null. The slug comes from a visitor, so it becomes a cache
 * key only once it is found in the cached list of published slugs.
 */
export async function getCatalog(slug: string): Promise<CatalogProperty | null> {
  if (!process.env.NEXT_RUNTIME) return readCatalog(slug)
  const { slugs, catalogs } = await catalogShelf('')
  if (!slugs.has(slug)) return null
  let catalog = catalogs.get(slug)
  if (!catalog) {
    const read = cachedCatalog(slug).then(restore)
    catalogs.set(slug, read)
    read.catch(() => {
      if (catalogs.get(slug) === read) catalogs.delete(slug)
    })
    catalog = read
  }
  return catalog
}

const servesHotel = (promo: Promo, hotel: number) => promo.hotels.length === 0 || promo.hotels.includes(hotel)

/** The promo a code names, with why it takes nothing off this stay (null: it may, rate by rate). */
export function promoForStay(
  catalog: CatalogProperty,
  code: string,
  stay: { check_in: string; check_out: string },
  now: Date = new Date(),
): { promo: Promo; reason: Exclude<PromoReason, 'unknown' | 'room_type' | 'rate_plan'> | null } | { promo: null; reason: 'unknown' } {
  const key = code.trim().toUpperCase()
  const promo = catalog.promos.find((item) => item.code === key && servesHotel(item, catalog.id)) ?? catalog.promos.find((item) => item.code === key)
  if (!promo) return { promo: null, reason: 'unknown' }
  if (!servesHotel(promo, catalog.id)) return { promo, reason: 'hotel' }
  // Booked today on the hotel's calendar.
  const today = todayIn(catalog.time_zone, now)
  if ((promo.bookable_from && today < promo.bookable_from) || (promo.bookable_to && today > promo.bookable_to)) return { promo, reason: 'booking_window' }
  // Every night of the stay, check-in up to the day before check-out, within the offer's dates.
  if ((promo.valid_from && stay.check_in < promo.valid_from) || (promo.valid_to && stay.check_out > addDays(promo.valid_to, 1))) return { promo, reason: 'stay_dates' }
  if (nightsBetween(stay.check_in, stay.check_out) < promo.min_nights) return { promo, reason: 'min_nights' }
  return { promo, reason: null }
}

/** Whether a promo the stay allows discounts this room on this plan, or why not. */
export function promoForRate(promo: Promo, room: { id: number }, plan: { id: number; refundable: boolean }): Promo | 'room_type' | 'rate_plan' {
  if (promo.room_types.length > 0 && !promo.room_types.includes(room.id)) return 'room_type'
  if (promo.rate_plans.length > 0 && !promo.rate_plans.includes(plan.id)) return 'rate_plan'
  if (!plan.refundable && !promo.non_refundable) return 'rate_plan'
  return promo
}

/** The promo a code names for a stay in a room on a plan, or why it takes nothing off. */
export function promoFor(
  catalog: CatalogProperty,
  code: string,
  room: { id: number },
  plan: { id: number; refundable: boolean },
  stay: { check_in: string; check_out: string },
  now: Date = new Date(),
): Promo | PromoReason {
  const found = promoForStay(catalog, code, stay, now)
  if (!found.promo || found.reason) return found.reason ?? 'unknown'
  return promoForRate(found.promo, room, plan)
}
