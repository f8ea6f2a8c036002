/**
 * Feeds for meta-search, in the formats Google Hotel Center documents:
 *
 * - the Hotel List (`<listings>`, one file per language): each hotel's id (its slug, never reused),
 *   name, address, country, coordinates, phone and category;
 * - a price feed of Transaction messages (`<Transaction><Result>…`): for each hotel, each check-in date
 *   of the next PRICE_FEED_DAYS days and each length of stay in PRICE_FEED_LENGTHS, for two adults in
 *   one room, the lowest all-in price the booking engine quotes (what /api/availability offers for that
 *   stay), as Baserate, Tax and OtherFees in the hotel's currency.
 *
 * Both are built from cached reads and kept in Next's cache under the tags of what they read: the price
 * feed is dropped when a room type, rate plan, tax, offer or availability rule is published, and when
 * a booking is made or cancelled (the bookings tag, revalidated by the bookings collection's hook), so
 * the next fetch rebuilds it; it is rebuilt hourly as well, as the window moves with the calendar.
 */
import 'server-only'

import { unstable_cache } from 'next/cache'

import { CATALOG_SOURCES } from '@/booking/catalog'
import { getCatalog } from '@/booking/engine'
import { type FeedPrice, lowestStayPrices } from '@/booking/feed-prices'
import { getAllProperties, getPropertyBySlug } from '@/data/properties'
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales'
import { pick } from '@/i18n/text'
import { collectionTag } from '@/lib/cache-tags'
import { minorToMajorText } from '@/lib/money'

export const PRICE_FEED_DAYS = 90
export const PRICE_FEED_LENGTHS = [1, 2, 3] as const
export const PRICE_FEED_PARTY = { adults: 2, child_ages: [] as number[], rooms: 1 }

/** What the price feed reads: the booking catalog, the availability rules and the bookings. */
const PRICE_TAGS = [...CATALOG_SOURCES, 'room-availability', 'bookings'].map((slug) => collectionTag(slug as Parameters<typeof collectionTag>[0]))
const LIST_TAGS = ['properties', 'cities', 'countries'].map((slug) => collectionTag(slug as Parameters<typeof collectionTag>[0]))

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** A number for Google's decimal fields: major units with the currency's own decimals (EUR 12.30, JPY 1230). */
const amount = (minor: number, currency: string) => minorToMajorText(minor, currency)

export interface HotelPrices {
  slug: string
  currency: string
  prices: FeedPrice[]
}

/** Every published hotel's lowest price per stay of the window: one catalog and one inventory read per hotel. */
async function buildPrices(): Promise<HotelPrices[]> {
  const hotels = await getAllProperties()
  return Promise.all(
    hotels.map(async (hotel) => {
      const catalog = await getCatalog(hotel.slug)
      if (!catalog) return { slug: hotel.slug, currency: hotel.currency, prices: [] }
      const prices = await lowestStayPrices(catalog, { days: PRICE_FEED_DAYS, lengths: PRICE_FEED_LENGTHS, occupancy: PRICE_FEED_PARTY })
      return { slug: catalog.slug, currency: catalog.currency, prices }
    }),
  )
}

/** The window starts on each hotel's own calendar: the UTC date keys the kept copy so a new day builds a new one. */
const keptPrices = unstable_cache((_day: string) => buildPrices(), ['hotel-feed-prices'], { tags: PRICE_TAGS, revalidate: 3600 })

export async function getFeedPrices(now: Date = new Date()): Promise<HotelPrices[]> {
  if (!process.env.NEXT_RUNTIME) return buildPrices()
  return keptPrices(now.toISOString().slice(0, 10))
}

/** The price feed: one Transaction message with a Result per hotel, check-in date and length of stay. */
export async function priceFeedXml(now: Date = new Date()): Promise<string> {
  const hotels = await getFeedPrices(now)
  const results = hotels.flatMap(({ slug, currency, prices }) =>
    prices.map(
      (price) =>
        `  <Result>\n` +
        `    <Property>${escapeXml(slug)}</Property>\n` +
        `    <Checkin>${price.check_in}</Checkin>\n` +
        `    <Nights>${price.nights}</Nights>\n` +
        `    <Baserate currency="${currency}">${amount(price.base_minor, currency)}</Baserate>\n` +
        `    <Tax currency="${currency}">${amount(price.tax_minor, currency)}</Tax>\n` +
        `    <OtherFees currency="${currency}">${amount(price.other_fees_minor, currency)}</OtherFees>\n` +
        `    <Occupancy>${PRICE_FEED_PARTY.adults}</Occupancy>\n` +
        `  </Result>\n`,
    ),
  )
  const timestamp = now.toISOString()
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Transaction timestamp="${timestamp}" id="prices-${timestamp.replace(/[^0-9]/g, '')}">\n${results.join('')}</Transaction>\n`
}

interface ListedHotel {
  slug: string
  name: string
  address: string
  city: string
  country: string
  lat: number | null
  lng: number | null
  phone: string
}

async function buildHotelList(locale: Locale): Promise<ListedHotel[]> {
  const hotels = await getAllProperties()
  const details = await Promise.all(hotels.map((hotel) => getPropertyBySlug(hotel.slug)))
  return hotels.map((hotel, index) => {
    const detail = details[index]
    return {
      slug: hotel.slug,
      name: pick(hotel.name, locale),
      address: pick(detail?.address, locale),
      city: pick(hotel.city?.name, locale),
      country: hotel.country?.code ?? '',
      lat: hotel.lat,
      lng: hotel.lng,
      phone: detail?.contact.phone ?? '',
    }
  })
}

const keptHotelList = unstable_cache(buildHotelList, ['hotel-feed-list'], { tags: LIST_TAGS, revalidate: false })

/** The Hotel List in one language: the hotels' ids, names, addresses, coordinates, phones and category. */
export async function hotelListXml(locale: Locale = DEFAULT_LOCALE): Promise<string> {
  const hotels = process.env.NEXT_RUNTIME ? await keptHotelList(locale) : await buildHotelList(locale)
  const listings = hotels.map((hotel) =>
    [
      '  <listing>',
      `    <id>${escapeXml(hotel.slug)}</id>`,
      `    <name>${escapeXml(hotel.name)}</name>`,
      '    <address format="simple">',
      `      <component name="addr1">${escapeXml(hotel.address)}</component>`,
      ...(hotel.city ? [`      <component name="city">${escapeXml(hotel.city)}</component>`] : []),
      '    </address>',
      `    <country>${escapeXml(hotel.country)}</country>`,
      ...(hotel.lat !== null && hotel.lng !== null ? [`    <latitude>${hotel.lat}</latitude>`, `    <longitude>${hotel.lng}</longitude>`] : []),
      ...(hotel.phone ? [`    <phone type="main">${escapeXml(hotel.phone)}</phone>`] : []),
      '    <category>hotel</category>',
      '  </listing>',
    ].join('\n'),
  )
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<listings xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.gstatic.com/localfeed/local_feed.xsd">\n' +
    `  <language>${locale}</language>\n` +
    `${listings.join('\n')}\n` +
    '</listings>\n'
  )
}
