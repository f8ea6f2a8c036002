import { availability, stayDateProblems } from '@/booking/engine'
import { firstBookableArrival } from '@/booking/rules'
import { addDays } from '@/lib/stay'
import { contentRoute } from '@/app/(site)/api/_shared/content-route'
import { isTrue, queryParams, requiredSlug } from '@/app/(site)/api/_shared/query'
import { partyOf, stayQueryShape } from '@/app/(site)/api/_shared/booking'
import { DEFAULT_LOCALE, localeTag } from '@/i18n/locales'
import { formatExactPrice } from '@/lib/money'
import { getPricedHotel } from '@/services/from-price'

/**
 * GET /api/properties-detail (spec §7, api-contract): the property and its rooms; with show_rate=true
 * its rates for the stay asked about (or one night from the first bookable date), priced by the booking
 * engine — the same all-in totals, taxes and fees included, as /api/availability and the rates page.
 * `from_price_minor` is the hotel's "from" price for the stay in `from_price_stay`, as /api/properties.
 */
export const GET = contentRoute(
  {
    corporate_id: queryParams.id,
    slug: requiredSlug,
    show_rate: queryParams.flag,
    check_in: stayQueryShape.check_in.optional(),
    check_out: stayQueryShape.check_out.optional(),
    adults: stayQueryShape.adults,
    children: stayQueryShape.children,
    ages: stayQueryShape.ages,
    rooms: stayQueryShape.rooms,
    promo: stayQueryShape.promo,
    currency: stayQueryShape.currency,
  },
  async (query) => {
    const hotel = await getPricedHotel(query.slug)
    const property = hotel?.property
    const catalog = hotel?.catalog
    if (!property || !catalog) return { notFound: `No property is published at '${query.slug}'.` }
    if (Boolean(query.check_in) !== Boolean(query.check_out)) {
      return { invalid: { [query.check_in ? 'check_out' : 'check_in']: 'is required with the other stay date' } }
    }
    const checkIn = query.check_in ?? firstBookableArrival(catalog.time_zone, catalog.booking_cutoff_time)
    const stay = { check_in: checkIn, check_out: query.check_out ?? addDays(checkIn, 1) }
    const problems = stayDateProblems(catalog, stay)
    if (Object.keys(problems).length > 0) return { invalid: problems }
    if (!isTrue(query.show_rate)) return { body: { properties: [property] } }
    const party = partyOf(query)
    if ('fields' in party) return { invalid: party.fields }
    const result = await availability(catalog, { ...stay, ...party.party, promo: query.promo })
    const tag = localeTag(DEFAULT_LOCALE)
    const rates = result.rooms.flatMap((room) =>
      room.rates.map((rate) => ({
        room_type: room.room.slug,
        rate_plan: rate.plan.code,
        available: room.available,
        nights: result.nights,
        rooms: party.party.rooms,
        nightly: rate.quote.nightly,
        room_total_minor: rate.quote.room_total_minor,
        taxes_and_fees_minor: rate.quote.taxes_and_fees_minor,
        // VAT the rate already includes (Europe), as /api/availability names it: shown, never added.
        taxes_included_minor: rate.quote.taxes_included_minor,
        discount_minor: rate.quote.discount_minor,
        total_minor: rate.quote.total_minor,
        currency: catalog.currency,
        total_formatted: formatExactPrice(rate.quote.total_minor, catalog.currency, tag),
      })),
    )
    return { body: { properties: [{ ...property, stay: { ...stay, ...party.party }, rates }] } }
  },
  // Today's first bookable night and the live inventory: built for every request.
  { live: true },
)
