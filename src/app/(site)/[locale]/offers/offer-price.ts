import type { Locale } from '@/i18n/locales'
import { pick } from '@/i18n/text'
import { convertMinor, type ExchangeRates } from '@/lib/exchange'
import { minorToMajorText } from '@/lib/money'
import type { PricedProperty } from '@/services/from-price'

/**
 * An offer's price as schema.org reads it: the "from" prices the offer page shows on its hotels' cards
 * ("From €681 per night": the engine's lowest all-in nightly price for two adults), one
 * UnitPriceSpecification per hotel in the hotel's own currency, and the offer's headline `price` and
 * `priceCurrency`: the cheapest hotel's, chosen by comparing through the group's exchange rates but
 * stated in that hotel's own currency (what the guest would pay). Validity is the offer's own.
 */
export function offerPriceData(
  hotels: readonly PricedProperty[],
  locale: Locale,
  rates: ExchangeRates,
  validity: { validFrom?: string; validThrough?: string },
): Record<string, unknown> {
  const priced = hotels.filter((hotel): hotel is PricedProperty & { from_price_minor: number } => hotel.from_price_minor !== null)
  if (priced.length === 0) return {}
  const comparable = (hotel: (typeof priced)[number]) => convertMinor(hotel.from_price_minor, hotel.currency, rates.base, rates) ?? Number.POSITIVE_INFINITY
  const cheapest = priced.reduce((best, hotel) => (comparable(hotel) < comparable(best) ? hotel : best))
  return {
    price: minorToMajorText(cheapest.from_price_minor, cheapest.currency),
    priceCurrency: cheapest.currency,
    priceSpecification: priced.map((hotel) => ({
      '@type': 'UnitPriceSpecification',
      name: pick(hotel.name, locale),
      price: minorToMajorText(hotel.from_price_minor, hotel.currency),
      priceCurrency: hotel.currency,
      // Per night, for two adults, taxes and fees included (FROM_PRICE_STAY).
      referenceQuantity: { '@type': 'QuantitativeValue', value: hotel.from_price_stay.nights, unitCode: 'DAY' },
      // C62: UN/CEFACT's "one", a count (of adults); Google's rich-results rules ask every quantity for a unit code.
      eligibleQuantity: { '@type': 'QuantitativeValue', value: hotel.from_price_stay.adults, unitCode: 'C62', unitText: 'adults' },
      valueAddedTaxIncluded: hotel.from_price_stay.taxes_and_fees_included,
      ...validity,
    })),
  }
}
