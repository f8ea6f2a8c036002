import type { OfferHotel } from '@/components/offers/offer-card'
import type { Offer, PropertySummary } from '@/data/types'
import type { Locale } from '@/i18n/locales'
import { pick } from '@/i18n/text'

/** The published hotels an offer names, in the group's order, or null when it applies at every hotel. */
export function offerHotels(offer: Offer, properties: PropertySummary[], locale: Locale): OfferHotel[] | null {
  if (offer.properties.length === 0) return null
  return properties.filter((property) => offer.properties.includes(property.slug)).map((property) => ({ slug: property.slug, name: pick(property.name, locale) }))
}
