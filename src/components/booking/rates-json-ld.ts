/**
 * The rates of one stay as schema.org JSON-LD (issue 23, "rates that machines can read"): the Hotel, each
 * room type that can be booked as a HotelRoom it contains, and an Offer per rate with a
 * CompoundPriceSpecification that states what the price is for — the stay (check-in and check-out
 * dates, nights), the guests and rooms, the currency, the all-in total and whether the taxes and fees
 * are in it — with the room price and each tax or fee as its components. Numbers are the engine's, as
 * GET /api/availability gives them (major units as decimal strings, see `schemaPrice`).
 */
import type { AvailabilityResponse } from '@/lib/booking-api'
import { currencyExponent } from '@/lib/money'

/** A price as schema.org wants it: major units as a decimal string ('1234.50', JPY '48000'). */
export function schemaPrice(amountMinor: number, currency: string): string {
  const exponent = currencyExponent(currency)
  return (amountMinor / 10 ** exponent).toFixed(exponent)
}

export function ratesJsonLd({
  data,
  hotelUrl,
  pageUrl,
  image,
}: {
  data: AvailabilityResponse
  /** The hotel's own page (its @id). */
  hotelUrl: string
  /** The rates page for this stay (absolute, with its query): each offer links to it with its rate chosen. */
  pageUrl: string
  image?: string
}): Record<string, unknown> {
  const { currency } = data
  const price = (minor: number) => schemaPrice(minor, currency)
  const guests = data.adults + data.children
  const stay = {
    '@type': 'QuantitativeValue',
    value: data.nights,
    unitCode: 'DAY',
    unitText: 'nights',
  }
  const bookable = data.rooms.filter((room) => room.unavailable_reason === null && room.available > 0 && room.rates.length > 0)
  const roomId = (slug: string) => `${hotelUrl}#room-${slug}`
  return {
    '@type': 'Hotel',
    '@id': hotelUrl,
    name: data.property.name,
    url: hotelUrl,
    ...(image ? { image } : {}),
    checkinTime: data.property.check_in_time,
    checkoutTime: data.property.check_out_time,
    currenciesAccepted: currency,
    containsPlace: bookable.map((room) => ({
      '@type': 'HotelRoom',
      '@id': roomId(room.room_type.slug),
      name: room.room_type.name,
      ...(room.room_type.description ? { description: room.room_type.description } : {}),
      ...(room.room_type.beds ? { bed: room.room_type.beds } : {}),
      ...(room.room_type.size_sqm !== null ? { floorSize: { '@type': 'QuantitativeValue', value: room.room_type.size_sqm, unitCode: 'MTK' } } : {}),
      occupancy: { '@type': 'QuantitativeValue', maxValue: room.room_type.max_adults + room.room_type.max_children, unitText: 'guests' },
      ...(room.room_type.photo ? { image: room.room_type.photo.url } : {}),
    })),
    makesOffer: bookable.flatMap((room) =>
      room.rates.map((rate) => {
        const url = new URL(pageUrl)
        url.searchParams.set('room', room.room_type.slug)
        url.searchParams.set('rate', rate.rate_plan.code)
        const added = rate.taxes_and_fees.filter((line) => !line.included)
        return {
          '@type': 'Offer',
          name: `${room.room_type.name} · ${rate.rate_plan.name}`,
          url: url.toString(),
          itemOffered: {
            '@type': 'HotelRoom',
            '@id': roomId(room.room_type.slug),
            name: room.room_type.name,
            // The party the price is for: this many guests in this many rooms.
            occupancy: { '@type': 'QuantitativeValue', value: guests, unitText: 'guests' },
          },
          // The stay: arrival and departure dates.
          availabilityStarts: data.check_in,
          availabilityEnds: data.check_out,
          availability: 'https://schema.org/InStock',
          inventoryLevel: { '@type': 'QuantitativeValue', value: room.available },
          price: price(rate.total_minor),
          priceCurrency: currency,
          priceSpecification: {
            '@type': 'CompoundPriceSpecification',
            name: `${data.nights} nights from ${data.check_in}, ${data.adults} adults, ${data.children} children, ${data.rooms_requested} rooms`,
            price: price(rate.total_minor),
            priceCurrency: currency,
            // The all-in total: every tax and fee is in it (the included ones were in the room price).
            valueAddedTaxIncluded: true,
            validFrom: data.check_in,
            validThrough: data.check_out,
            eligibleQuantity: stay,
            priceComponent: [
              {
                '@type': 'UnitPriceSpecification',
                name: 'room',
                price: price(rate.room_total_minor),
                priceCurrency: currency,
                // VAT a European rate includes is in the room price; the other taxes are added below.
                valueAddedTaxIncluded: rate.taxes_included_minor > 0,
                referenceQuantity: stay,
              },
              ...added.map((line) => ({
                '@type': 'UnitPriceSpecification',
                name: line.label,
                price: price(line.amount_minor),
                priceCurrency: currency,
                referenceQuantity: stay,
              })),
            ],
          },
          description: rate.rate_plan.cancellation_policy,
        }
      }),
    ),
  }
}
