/**
 * The booking API's response shapes (api-contract: Booking endpoints), shared by the route handlers
 * that produce them and the pages that read them. Money is always integer minor units of `currency`,
 * with a `*_formatted` string in the request's language beside every amount a guest sees.
 */

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

export interface RateOption {
  rate_plan: RatePlanSummary
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
  currency: string
  promo: { code: string; discount_percent: number } | null
  /** Set when the `promo` asked for is no offer's code: the rates are shown without it. */
  promo_error?: 'unknown'
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

/** Every error: { error: { code, message, fields? } } */
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
  | 'too_many_requests'
