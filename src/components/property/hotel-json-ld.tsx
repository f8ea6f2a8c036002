import { JsonLd } from '@/components/seo/json-ld'
import type { Review } from '@/data/types'
import { localeTag, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'
import { averageRating } from '@/lib/hotel-details'
import { formatMoney } from '@/lib/money'
import { absoluteUrl } from '@/lib/site-url'
import type { PricedPropertyDetail } from '@/services/from-price'

const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : absoluteUrl(url))

/** schema.org Time: "15:00" → "15:00:00". */
const time = (value: string) => (/^\d{2}:\d{2}$/.test(value) ? `${value}:00` : value || undefined)

/**
 * The property as a schema.org Hotel for search engines: address, position, stars, check-in and -out,
 * contact, the range of its nightly prices — all-in, for the stay of its "from" price, as on the page —
 * and, when guests have reviewed it, their average rating.
 */
export function HotelJsonLd({
  property,
  roomPrices,
  reviews,
  locale,
}: {
  property: PricedPropertyDetail
  /** Each room's all-in price by rate plan, for the stay of the hotel's "from" price. */
  roomPrices: ReadonlyMap<string, ReadonlyMap<string, number>>
  reviews: Review[]
  locale: Locale
}) {
  const countryName = pick(property.country?.name, locale)
  const address = pick(property.address, locale)
  // Addresses are written "street, postcode city, Country"; the country has its own field.
  const street = countryName && address.endsWith(`, ${countryName}`) ? address.slice(0, -`, ${countryName}`.length) : address
  const prices = [...roomPrices.values()].flatMap((byPlan) => [...byPlan.values()])
  const price = (minor: number) => formatMoney(minor, property.currency, localeTag(locale))
  const low = prices.length > 0 ? Math.min(...prices) : null
  const high = prices.length > 0 ? Math.max(...prices) : null
  const { average, count } = averageRating(reviews.map((review) => review.rating))
  const images = [property.hero, ...property.gallery].filter((image) => image !== null).map((image) => absolute(image.url))

  return (
    <JsonLd
      data={{
        '@type': 'Hotel',
        name: pick(property.name, locale),
        description: pick(property.summary, locale) || undefined,
        url: absoluteUrl(localizedPath(locale, routes.listing(property.slug))),
        image: images.length > 0 ? images : undefined,
        address: {
          '@type': 'PostalAddress',
          streetAddress: street || undefined,
          addressLocality: pick(property.city?.name, locale) || undefined,
          addressCountry: property.country?.code || undefined,
        },
        geo: property.lat !== null && property.lng !== null ? { '@type': 'GeoCoordinates', latitude: property.lat, longitude: property.lng } : undefined,
        starRating: property.star_rating > 0 ? { '@type': 'Rating', ratingValue: property.star_rating } : undefined,
        checkinTime: time(property.check_in_time),
        checkoutTime: time(property.check_out_time),
        telephone: property.contact.phone || undefined,
        email: property.contact.email || undefined,
        priceRange: low !== null && high !== null ? (low === high ? price(low) : `${price(low)} – ${price(high)}`) : undefined,
        currenciesAccepted: property.currency,
        amenityFeature: property.facilities.map((facility) => ({
          '@type': 'LocationFeatureSpecification',
          name: pick(facility.name, locale),
          value: true,
        })),
        aggregateRating: average !== null ? { '@type': 'AggregateRating', ratingValue: average, reviewCount: count, bestRating: 5, worstRating: 1 } : undefined,
      }}
    />
  )
}
