/**
 * The one "from" price of a hotel: the lowest all-in nightly price — taxes and fees included — that the
 * booking engine quotes for FROM_PRICE_STAY, over every room type that holds that party and every rate
 * plan that prices the room. The content API (`/api/properties`, `/api/properties-detail`), the hotel
 * cards, the map pins, the hotel page and the search without dates all take it from here, so a hotel
 * has one "from" price wherever it is shown or answered.
 *
 * The stay has no dates: a card, a pin and a cached page have none, and a price for "the next night"
 * would change with the calendar while the page that shows it stays cached until the next publish. So
 * each rate plan's own nightly price is used, never a seasonal one. The catalog is the booking engine's
 * cached one (src/booking/catalog.ts); the properties are the read model's cached reads (src/data).
 */
import 'server-only'

import { cache } from 'react'

import { CATALOG_SOURCES, type CatalogProperty, getCatalog } from '@/booking/catalog'
import { getAllProperties, getProperties, getPropertiesInPlace, getPropertyBySlug } from '@/data/properties'
import { noteSources } from '@/data/read'
import type { Pagination, PropertyDetail, PropertySummary } from '@/data/types'

import { type FromPrices, fromPricesOf, FROM_PRICE_STAY, type FromPriceStay } from './from-price-rule'

export { type FromPrices, fromPricesOf, FROM_PRICE_STAY, type FromPriceStay }

export interface FromPrice {
  /** The lowest all-in price of FROM_PRICE_STAY, in minor units of the hotel's currency; null when no room and rate prices it. */
  from_price_minor: number | null
  /** The stay `from_price_minor` is the price of. */
  from_price_stay: FromPriceStay
}

export type PricedProperty = PropertySummary & FromPrice
export type PricedPropertyDetail = PropertyDetail & FromPrice

/**
 * A hotel's booking catalog, noted as a source of what is being built: the catalog is cached by the
 * booking engine under the same tags as the read model, so an API answer built from it (`withSourcesNoted`)
 * is dropped when its rooms, rates or taxes are published.
 */
async function catalogOf(slug: string): Promise<CatalogProperty | null> {
  noteSources(CATALOG_SOURCES)
  return getCatalog(slug)
}

const priced = async <P extends PropertySummary>(property: P): Promise<P & FromPrice> => {
  const catalog = await catalogOf(property.slug)
  return { ...property, from_price_minor: catalog ? fromPricesOf(catalog).property : null, from_price_stay: FROM_PRICE_STAY }
}

/** Every published property, in the group's order, with its "from" price. */
export async function getPricedProperties(): Promise<PricedProperty[]> {
  return Promise.all((await getAllProperties()).map(priced))
}

/** One page of the published properties with their "from" prices (only the page's catalogs are read). */
export async function getPricedPropertiesPage(page: number, pageSize: number): Promise<{ properties: PricedProperty[]; pagination: Pagination }> {
  const { properties, pagination } = await getProperties(page, pageSize)
  return { properties: await Promise.all(properties.map(priced)), pagination }
}

/** The published properties in a country or a city, with their "from" prices. */
export async function getPricedPropertiesInPlace(placeSlug: string): Promise<PricedProperty[]> {
  return Promise.all((await getPropertiesInPlace(placeSlug)).map(priced))
}

/** The same "from" prices for properties a page already holds (a hotel's own offers, a selection). */
export async function withFromPrices<P extends PropertySummary>(properties: readonly P[]): Promise<(P & FromPrice)[]> {
  return Promise.all(properties.map(priced))
}

export interface PricedHotel {
  property: PricedPropertyDetail
  /** Each room's all-in price for FROM_PRICE_STAY by rate plan code (the hotel's "from" is the lowest). */
  rooms: Map<string, Map<string, number>>
  /** The hotel's booking catalog, for callers that go on to price a stay; null in a staff preview of a hotel not yet published. */
  catalog: CatalogProperty | null
}

/**
 * One published hotel with its rooms and rates and their "from" prices, or null. The hotel and its
 * catalog are read side by side; each checks the slug against its own cached list of published hotels.
 * Within one render a page and its generateMetadata share the answer (React's cache()).
 */
export const getPricedHotel = cache(async (slug: string): Promise<PricedHotel | null> => {
  const [property, catalog] = await Promise.all([getPropertyBySlug(slug), catalogOf(slug)])
  if (!property) return null
  const prices = catalog ? fromPricesOf(catalog) : { property: null, rooms: new Map<string, Map<string, number>>() }
  return { property: { ...property, from_price_minor: prices.property, from_price_stay: FROM_PRICE_STAY }, rooms: prices.rooms, catalog }
})
