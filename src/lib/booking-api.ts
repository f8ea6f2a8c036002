/**
 * The booking API's response shapes (api-contract: Booking endpoints), shared by the route handlers
 * that produce them and the pages that read them. Money is always integer minor units of `currency`,
 * with a `*_formatted` string in the request's language beside every amount a guest sees.
 */

/**
 * Why a promo code takes nothing off. For the whole stay: 'unknown' (no offer has the code), 'hotel' (an
 * offer of other hotels), 'booking_window' (it cannot be booked today on the hotel's calendar),
 * 'stay_dates' (a night outside the offer's dates), 'min_nights' (the stay is too short); for a rate:
 * 'room_type' (a room the offer does not name), 'rate_plan' (a plan it does not name, or a non-refundable
 * one where the offer excludes those).
 */
export type PromoReason = 'unknown' | 'hotel' | 'booking_window' | 'stay_dates' | 'min_nights' | 'room_type' | 'rate_plan'
export const PROMO_REASONS: readonly PromoReason[] = ['unknown', 'hotel', 'booking_window', 'stay_dates', 'min_nights', 'room_type', 'rate_plan']

/** An offer's promo code with its terms, as this hotel sells it. */
export interface PromoTerms {
  code: string
  discount_percent: number
  /** The fewest nights a stay needs. */
  min_nights: number
  /** The nights of the stay must fall between these dates (both included); null: open-ended. */
  valid_from: string | null
  valid_to: string | null
  /** The days it can be booked on, on the hotel's calendar (both included); null: open-ended. */
  bookable_from: string | null
  bookable_to: string | null
  /** This hotel's room types (slugs) and rate plans (codes) it applies to; empty: all. */
  room_types: string[]
  rate_plans: string[]
  /** Whether it also discounts non-refundable rates. */
  non_refundable: boolean
}

/** A day of the date picker: the lowest all-in price of one night from that date, or why not. */
export interface CalendarDay {
  date: string
  /** 'open': can be chosen as arrival; otherwise the reason it cannot. */
  status: 'open' | 'sold_out' | 'closed_to_arrival' | 'past'
  /** The fewest nights a stay arriving that day must have (1 when no rule applies). */
  min_stay: number
  /** Cheapest all-in price of one night for the asked occupancy, taxes and fees included; null when none. */
  lowest_minor: number | null
  lowest_formatted: string | null
}

/** GET /api/availability/calendar?property=&from=YYYY-MM-DD&days=N&adults=&children=&rooms=[&lang=] */
export interface CalendarResponse {
  property: string
  currency: string
  /** Today on the property's calendar. */
  today: string
  days: CalendarDay[]
}

export interface RoomTypeSummary {
  slug: string
  name: string
  description: string
  beds: string
  max_adults: number
  max_children: number
  size_sqm: number | null
  photo: { url: string; width: number; height: number; alt: string } | null
}

export interface RatePlanSummary {
  code: string
  name: string
  description: string
  board: 'room_only' | 'breakfast' | 'half_board' | 'full_board'
  refundable: boolean
  /** The plan's terms in the request's language, e.g. 'Free cancellation until 12 Dec 2026, 23:59 (Asia/Tokyo)'. */
  cancellation_policy: string
  /** Last moment a free cancellation is possible, as the property's local 'YYYY-MM-DDTHH:mm'; null when never. */
  cancellation_deadline: string | null
  /** What secures the booking: guests pay at the property; no online payment is taken. */
  guarantee: string
  payment: 'pay_at_property'
}

export interface PriceLine {
  label: string
  amount_minor: number
  formatted: string
  /** Already in the room price (VAT in Europe): shown as included, not added to the total. */
  included: boolean
}

/** One room of a stay: who sleeps there, its nights and each child's supplement, before any promo discount. */
export interface RoomLines {
  adults: number
  child_ages: number[]
  /** Each night's price of the room with its adults. */
  nightly: { date: string; amount_minor: number }[]
  /** What each child adds over the stay (nightly_minor a night). */
  children: { age: number; nightly_minor: number; amount_minor: number }[]
  total_minor: number
}

export interface RateOption {
  rate_plan: RatePlanSummary
  /** Room by room, before the discount: their totals add up to room_total_minor + discount_minor. */
  rooms?: RoomLines[]
  /** Each night's price for all the rooms asked for, after any promo, before taxes and fees. */
  nightly: { date: string; amount_minor: number }[]
  room_total_minor: number
  discount_minor: number
  /** Each tax and fee for the stay, in the hotel's order: added ones and those the rate includes. */
  taxes_and_fees: PriceLine[]
  /** The lines added to the room price (not the included ones). */
  taxes_and_fees_minor: number
  /** The lines already in the room price, for information. */
  taxes_included_minor: number
  /** room_total_minor + taxes_and_fees_minor: what the guest pays, always shown. */
  total_minor: number
  total_formatted: string
  /** The all-in total divided by the nights, rounded: what a "per night" figure shows. */
  average_nightly_minor: number
  average_nightly_formatted: string
  /** With a promo asked for: whether it takes something off this rate, and if not why. */
  promo_applied?: boolean
  promo_reason?: PromoReason
}

export interface RoomOption {
  room_type: RoomTypeSummary
  /** Rooms of this type free on every night of the stay (0: sold out). */
  available: number
  /** Why the room cannot be booked for these dates and guests, when it cannot: */
  unavailable_reason: null | 'sold_out' | 'too_many_guests' | 'min_stay' | 'closed_to_arrival'
  rates: RateOption[]
}

/** GET /api/availability */
export interface AvailabilityResponse {
  property: { slug: string; name: string; currency: string; time_zone: string; check_in_time: string; check_out_time: string }
  check_in: string
  check_out: string
  nights: number
  adults: number
  children: number
  child_ages: number[]
  rooms_requested: number
  /** Who sleeps in each room: as asked (adults=2,1&children=0,1), or the party spread evenly. */
  room_parties?: { adults: number; child_ages: number[] }[]
  currency: string
  /** The promo asked for when it takes something off at least one rate of this stay; null otherwise. */
  promo: { code: string; discount_percent: number } | null
  /** Set when the `promo` asked for takes nothing off this stay, saying why: the rates are shown without it. */
  promo_error?: PromoReason
  /** Set when the `promo` asked for is an offer's code, applied or not: its terms. */
  promo_terms?: PromoTerms
  rooms: RoomOption[]
}

/** 201 from POST /api/bookings, and GET /api/bookings/{reference}?email= */
export interface BookingSummary {
  reference: string
  status: 'confirmed' | 'cancelled'
  property: string
  property_name: string
  room_type: string
  room_type_name: string
  rate_plan: string
  rate_plan_name: string
  check_in: string
  check_out: string
  nights: number
  guests: { adults: number; children: number; child_ages: number[] }
  rooms: number
  guest: { first_name: string; last_name: string; email: string; phone?: string; country?: string }
  special_requests?: string
  nightly: { date: string; amount_minor: number }[]
  /** Room by room (empty for bookings made before rooms were priced one by one). */
  room_lines?: RoomLines[]
  room_total_minor: number
  discount_minor: number
  taxes_and_fees: PriceLine[]
  total_minor: number
  currency: string
  total_formatted: string
  cancellation_policy: string
  cancellation_deadline: string | null
  cancellable: boolean
  language: string
  contact: { phone: string | null; email: string | null; address: string }
  check_in_time: string
  check_out_time: string
  created_at: string
}

/** Every error: { error: { code, message, reason?, fields? } }; `reason` (a PromoReason) with 'promo_not_applicable'. */
export type BookingErrorCode =
  | 'invalid_query'
  | 'invalid_body'
  | 'invalid_guest'
  | 'missing_idempotency_key'
  | 'idempotency_key_reused'
  | 'not_found'
  | 'sold_out'
  | 'price_changed'
  | 'not_cancellable'
  | 'unknown_promo'
  | 'promo_not_applicable'
  | 'too_many_requests'
