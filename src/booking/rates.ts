import { money, multiplyMoney, roundMinor, sumMoney } from './money'
import { nightsOfStay, type StayDates } from './stay'

/** What pricing needs of a property (src/data's PropertyDetail has this shape). */
export interface PricedProperty {
  currency: string
  rate_plans: readonly { code: string; prices: readonly { room_type: string; nightly_minor: number }[] }[]
}

export interface StayRequest extends StayDates {
  rooms?: number
}

/** One night's price for one room; `date` is null for a price indication without stay dates. */
export interface NightPrice {
  date: string | null
  amount_minor: number
}

/** The price of a stay in one room type on one rate plan. */
export interface RateLine {
  room_type: string
  rate_plan: string
  /** The plan's price for one night in one room, in whole minor units. */
  nightly_minor: number
  /** Each night of the stay, for one room. */
  nightly: NightPrice[]
  nights: number
  rooms: number
  /** The sum of the nightly lines, times rooms: never rounded again, so it always adds up. */
  total_minor: number
  currency: string
}

/**
 * Base rates for a stay: each rate plan's nightly price for each room type, for every night and room.
 * Without stay dates it prices one undated night. Each night is rounded to a whole minor unit once (the
 * CMS does not forbid fractional prices); the total is then an exact sum. Availability, taxes and
 * promotions belong to the booking engine of a later issue.
 */
export function rateLines(property: PricedProperty, stay: StayRequest): RateLine[] {
  const dates: (string | null)[] = stay.check_in && stay.check_out ? nightsOfStay(stay.check_in, stay.check_out) : [null]
  const rooms = stay.rooms ?? 1
  const { currency } = property
  return property.rate_plans.flatMap((plan) =>
    plan.prices.map((price) => {
      const nightlyMinor = roundMinor(price.nightly_minor)
      const nightly = dates.map((date) => ({ date, amount_minor: nightlyMinor }))
      const perRoom = sumMoney(
        nightly.map((night) => money(night.amount_minor, currency)),
        currency,
      )
      return {
        room_type: price.room_type,
        rate_plan: plan.code,
        nightly_minor: nightlyMinor,
        nightly,
        nights: nightly.length,
        rooms,
        total_minor: multiplyMoney(perRoom, rooms).amount_minor,
        currency,
      }
    }),
  )
}
