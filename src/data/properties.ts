import { cachedRead } from './cache'

import { parseCoordinates } from '../lib/validators'
import { facilityFrom } from './catalog'
import { findPublic } from './query'
import { type Doc, docs, image, isDoc, ml, mlRichText, num, relId, str } from './reshape'
import type { Image, Pagination, PropertyDetail, PropertySummary, RatePlan, RoomType } from './types'

function placeRef(value: unknown) {
  if (!isDoc(value)) return null
  return { slug: str(value.slug), name: ml(value.name), code: str(value.code) }
}

function summaryFrom(doc: Doc, fromPrice: number | null): PropertySummary {
  const coordinates = str(doc.coordinates)
  const point = parseCoordinates(coordinates)
  const city = placeRef(doc.city)
  return {
    slug: str(doc.slug),
    order: num(doc.order),
    name: ml(doc.name),
    summary: ml(doc.summary),
    city: city && { slug: city.slug, name: city.name },
    country: placeRef(doc.country),
    coordinates,
    lat: point?.lat ?? null,
    lng: point?.lng ?? null,
    currency: str(doc.currency) || 'USD',
    star_rating: num(doc.star_rating, 0),
    hero: image(doc.hero),
    from_price_minor: fromPrice,
  }
}

function roomTypeFrom(doc: Doc): RoomType {
  return {
    slug: str(doc.slug),
    name: ml(doc.name),
    description: ml(doc.description),
    beds: ml(doc.beds),
    max_adults: num(doc.max_adults, 1),
    max_children: num(doc.max_children),
    size_sqm: typeof doc.size_sqm === 'number' ? doc.size_sqm : null,
    rooms_on_sale: num(doc.rooms_on_sale),
    photos: docs(doc.photos).map(image).filter((item): item is Image => item !== null),
    amenities: docs(doc.amenities).map(facilityFrom),
  }
}

function ratePlanFrom(doc: Doc, roomSlugs: Map<unknown, string>): RatePlan {
  return {
    code: str(doc.code),
    name: ml(doc.name),
    description: ml(doc.description),
    refundable: doc.refundable === true,
    cancellation_days: num(doc.cancellation_days),
    board: str(doc.board),
    prices: docs(doc.prices)
      .map((row) => ({ room_type: roomSlugs.get(relId(row.room_type)) ?? '', nightly_minor: num(row.nightly_minor) }))
      .filter((row) => row.room_type !== ''),
  }
}

/** Lowest nightly price per property id, over every published rate plan. */
const lowestNightlyPrices = cachedRead('lowestNightlyPrices', ['rate-plans', 'properties'], async (): Promise<Map<unknown, number>> => {
  const { docs: plans } = await findPublic('rate-plans', { depth: 0 })
  const lowest = new Map<unknown, number>()
  for (const plan of plans) {
    const property = relId(plan.property)
    for (const row of docs(plan.prices)) {
      const price = num(row.nightly_minor, Number.NaN)
      if (!Number.isFinite(price)) continue
      const current = lowest.get(property)
      if (current === undefined || price < current) lowest.set(property, price)
    }
  }
  return lowest
})

/** Published properties by `order`, then slug; paginated. */
export const getProperties = cachedRead('getProperties', ['properties', 'rate-plans', 'cities', 'countries', 'media'], async (page: number, pageSize: number): Promise<{ properties: PropertySummary[]; pagination: Pagination }> => {
    const [{ docs: found, pagination }, prices] = await Promise.all([
      findPublic('properties', { sort: ['order', 'slug'], page, pageSize }),
      lowestNightlyPrices(),
    ])
    return {
      properties: found.map((doc) => summaryFrom(doc, prices.get(doc.id) ?? null)),
      pagination,
    }
  },
)

/** One published property with its rooms and rates, or null. */
export const getPropertyBySlug = cachedRead('getPropertyBySlug', ['properties', 'room-types', 'rate-plans', 'master-facilities', 'cities', 'countries', 'media'], async (slug: string): Promise<PropertyDetail | null> => {
  const { docs: found } = await findPublic('properties', { where: { slug: { equals: slug } }, depth: 1 })
  const doc = found[0]
  if (!doc) return null
  const [{ docs: rooms }, { docs: plans }] = await Promise.all([
    findPublic('room-types', { where: { property: { equals: doc.id } }, sort: ['order', 'slug'], depth: 1 }),
    findPublic('rate-plans', { where: { property: { equals: doc.id } }, sort: ['order', 'code'], depth: 0 }),
  ])
  const roomSlugs = new Map<unknown, string>(rooms.map((room) => [room.id, str(room.slug)]))
  const ratePlans = plans.map((plan) => ratePlanFrom(plan, roomSlugs))
  const prices = ratePlans.flatMap((plan) => plan.prices.map((row) => row.nightly_minor))
  const contact = isDoc(doc.contact) ? doc.contact : {}
  return {
    ...summaryFrom(doc, prices.length > 0 ? Math.min(...prices) : null),
    description: mlRichText(doc.description),
    address: ml(doc.address),
    time_zone: str(doc.time_zone),
    check_in_time: str(doc.check_in_time),
    check_out_time: str(doc.check_out_time),
    facilities: docs(doc.facilities).map(facilityFrom),
    gallery: docs(doc.gallery).map(image).filter((item): item is Image => item !== null),
    contact: { phone: str(contact.phone), email: str(contact.email) },
    room_types: rooms.map(roomTypeFrom),
    rate_plans: ratePlans,
  }
})
