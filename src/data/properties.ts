import type { City, Country, MasterFacility, Media, Property, RatePlan as RatePlanDoc, RoomType as RoomTypeDoc } from '../cms/payload-types'
import { POLICIES, POLICY_KEYS } from '../lib/hotel-details'
import { paginate } from '../lib/paging'
import { parseCoordinates } from '../lib/validators'
import { facilityFrom } from './facilities'
import { cachedRead, findPublic } from './read'
import { image, ml, mlRichText, num, type Raw, raw, relId, rows, seo, str } from './reshape'
import type { Image, Pagination, PropertyDetail, PropertySummary, RatePlan, RoomType } from './types'

function placeRef(value: unknown) {
  const place = raw<City | Country>(value)
  if (!place) return null
  return { slug: str(place.slug), name: ml(place.name), code: str(raw<Country>(place)?.code) }
}

function summaryFrom(doc: Raw<Property>): PropertySummary {
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
  }
}

const images = (value: unknown): Image[] =>
  rows<Media>(value)
    .map(image)
    .filter((item): item is Image => item !== null)

function roomTypeFrom(doc: Raw<RoomTypeDoc>): RoomType {
  return {
    slug: str(doc.slug),
    name: ml(doc.name),
    description: ml(doc.description),
    beds: ml(doc.beds),
    view: str(doc.view) || null,
    max_adults: num(doc.max_adults, 1),
    max_children: num(doc.max_children),
    size_sqm: typeof doc.size_sqm === 'number' ? doc.size_sqm : null,
    rooms_on_sale: num(doc.rooms_on_sale),
    photos: images(doc.photos),
    amenities: rows<MasterFacility>(doc.amenities).map(facilityFrom),
  }
}

function policiesFrom(value: unknown): PropertyDetail['policies'] {
  const group = raw<Record<string, unknown>>(value)
  return Object.fromEntries(
    POLICY_KEYS.map((key) => {
      const answer = str(group?.[key])
      const known = POLICIES[key].some((option) => option.value === answer)
      return [key, { value: known ? answer : POLICIES[key][0].value, note: ml(group?.[`${key}_note`]) }]
    }),
  ) as PropertyDetail['policies']
}

type PriceRow = NonNullable<RatePlanDoc['prices']>[number]

function ratePlanFrom(doc: Raw<RatePlanDoc>, roomSlugs: ReadonlyMap<unknown, string>): RatePlan {
  return {
    code: str(doc.code),
    name: ml(doc.name),
    description: ml(doc.description),
    refundable: doc.refundable === true,
    cancellation_days: num(doc.cancellation_days),
    board: str(doc.board),
    prices: rows<PriceRow>(doc.prices)
      .map((row) => ({ room_type: roomSlugs.get(relId(row.room_type)) ?? '', nightly_minor: num(row.nightly_minor) }))
      .filter((row) => row.room_type !== ''),
  }
}

const SUMMARY_FIELDS = {
  slug: true,
  order: true,
  name: true,
  summary: true,
  city: true,
  country: true,
  coordinates: true,
  currency: true,
  star_rating: true,
  hero: true,
} satisfies Partial<Record<keyof Property, true>>

interface PropertyIndex {
  summaries: PropertySummary[]
  /** Database id → slug of every published property, for reads that hold a property's id. */
  slugById: Record<string, string>
}

/**
 * Every published property by `order`, then slug. Its "from" price is the booking engine's, for a stated
 * stay: src/services/from-price.ts.
 */
const getPropertyIndex = cachedRead('properties', ['properties', 'cities', 'countries', 'media'], async (): Promise<PropertyIndex> => {
  // Only what a summary shows: the gallery and facilities are not populated for the list.
  const docs = await findPublic('properties', { sort: ['order', 'slug'], select: SUMMARY_FIELDS })
  return {
    summaries: docs.map(summaryFrom),
    slugById: Object.fromEntries(docs.map((doc) => [String(doc.id), str(doc.slug)])),
  }
})

export async function getAllProperties(): Promise<PropertySummary[]> {
  return (await getPropertyIndex()).summaries
}

/**
 * The slug of a published property by its id, or null. Reads that store a property's id (reviews,
 * attractions) resolve it here, so publishing a property does not invalidate them.
 */
export async function publishedPropertySlug(id: unknown): Promise<string | null> {
  return id === null || id === undefined ? null : ((await getPropertyIndex()).slugById[String(id)] ?? null)
}

/** One page of the published properties (spec §9: sorted by 'order'). */
export async function getProperties(page: number, pageSize: number): Promise<{ properties: PropertySummary[]; pagination: Pagination }> {
  const { items, pagination } = paginate(await getAllProperties(), page, pageSize)
  return { properties: items, pagination }
}

const getPropertyDetail = cachedRead(
  'property-detail',
  ['properties', 'room-types', 'rate-plans', 'master-facilities', 'cities', 'countries', 'media'],
  async (slug: string): Promise<PropertyDetail | null> => {
    const [doc] = await findPublic('properties', { where: { slug: { equals: slug } }, depth: 1 })
    if (!doc) return null
    const [rooms, plans] = await Promise.all([
      findPublic('room-types', { where: { property: { equals: doc.id } }, sort: ['order', 'slug'], depth: 1 }),
      findPublic('rate-plans', { where: { property: { equals: doc.id } }, sort: ['order', 'code'], depth: 0 }),
    ])
    const roomSlugs = new Map<unknown, string>(rooms.map((room) => [room.id, str(room.slug)]))
    const contact = raw<NonNullable<Property['contact']>>(doc.contact)
    return {
      ...summaryFrom(doc),
      description: mlRichText(doc.description),
      address: ml(doc.address),
      time_zone: str(doc.time_zone),
      check_in_time: str(doc.check_in_time),
      check_out_time: str(doc.check_out_time),
      facilities: rows<MasterFacility>(doc.facilities).map(facilityFrom),
      gallery: images(doc.gallery),
      contact: { phone: str(contact?.phone), email: str(contact?.email) },
      room_types: rooms.map(roomTypeFrom),
      rate_plans: plans.map((plan) => ratePlanFrom(plan, roomSlugs)),
      policies: policiesFrom(doc.policies),
      venues: rows<NonNullable<Property['venues']>[number]>(doc.venues).map((venue) => ({
        kind: venue.kind === 'spa' ? 'spa' : 'dining',
        name: ml(venue.name),
        description: ml(venue.description),
        hours: str(venue.hours),
        image: image(venue.image),
      })),
      meta: seo(doc.meta),
    }
  },
)

/**
 * One published property with its rooms and rates, or null. The slug comes from a visitor's URL, so
 * it is looked up in the cached list first: an unknown slug never becomes a cache entry.
 */
export async function getPropertyBySlug(slug: string): Promise<PropertyDetail | null> {
  const known = (await getAllProperties()).some((property) => property.slug === slug)
  return known ? getPropertyDetail(slug) : null
}

/** The published properties in a country or a city (by its slug), by `order`. */
export async function getPropertiesInPlace(placeSlug: string): Promise<PropertySummary[]> {
  return (await getAllProperties()).filter((property) => property.country?.slug === placeSlug || property.city?.slug === placeSlug)
}
