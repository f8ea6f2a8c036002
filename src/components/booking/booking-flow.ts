/**
 * The booking flow's state besides the URL (./booking-query holds the stay, the chosen rate and the
 * step): the rooms and rates fetched for a stay, the guest's details, the booking attempt and its
 * outcome, and what the screen reader is told. One reducer, pure: the caller fetches, navigates, mints
 * idempotency keys and moves the focus, and tells the reducer what happened.
 */
import type { AvailabilityResponse, BookingSummary, RateOption, RoomOption } from '@/lib/booking-api'
import type { GuestDetails, GuestDetailsInput } from '@/lib/booking-guest'

import type { ApiError } from './api-client'
import type { BookingQuery, Step } from './booking-query'
import { agesKnown, placedParties, PROMO_CODE, type Stay, stayParams } from './stay-query'

/** The hotel the rates page books. */
export interface BookingProperty {
  slug: string
  name: string
  timeZone: string
  currency: string
}

/** The rooms and rates of one request (see `availabilityKey`); a request under way has no entry yet. */
export type Availability = { key: string; status: 'ready'; data: AvailabilityResponse } | { key: string; status: 'error'; error: ApiError }

export type ReviewProblem = { kind: 'sold_out' } | { kind: 'price_changed'; previous: string } | { kind: 'rate_limited' } | { kind: 'network' } | { kind: 'server' }

/** A label and its values, translated when drawn. */
export interface Message {
  key: string
  values?: Record<string, string | number>
}

/** POST /api/bookings */
export interface BookingRequest {
  property: string
  room_type: string
  rate_plan: string
  check_in: string
  check_out: string
  adults: number
  children: number
  child_ages: number[]
  rooms: number
  /** Who sleeps in each room, when the guest placed them room by room. */
  room_parties?: { adults: number; child_ages: number[] }[]
  promo?: string
  guest: GuestDetails['guest']
  special_requests?: string
  expected_total_minor: number
  language: string
}

/** One booking attempt: its idempotency key and the request it was made for (JSON). */
export interface Attempt {
  key: string
  signature: string
}

export interface BookingFlowState {
  availability: Availability | null
  /** Bumped to fetch the same stay's rates again (a retry, or after the rates changed under a booking). */
  reloads: number
  /** Everything typed into the details form, kept while the form is off the screen. */
  draft: GuestDetailsInput
  /** The details as the form accepted them: what the review shows and the booking sends. */
  details: GuestDetails | null
  /** Details the server refused (422), 'guest.email' → 'invalid'. */
  serverErrors: Record<string, string> | null
  problem: ReviewProblem | null
  posting: boolean
  booking: BookingSummary | null
  announcement: Message | null
  attempt: Attempt | null
}

export type BookingFlowAction =
  /** The answer to a request for rates, or its error. */
  | { type: 'availability_answered'; availability: Availability }
  | { type: 'availability_reloaded' }
  | { type: 'rate_chosen'; room: RoomOption; rate: RateOption }
  | { type: 'draft_kept'; draft: GuestDetailsInput }
  | { type: 'details_submitted'; details: GuestDetails; draft: GuestDetailsInput }
  /** The review shows `request`; `key` is a fresh idempotency key, taken only if the request is new. */
  | { type: 'review_shown'; request: BookingRequest; key: string }
  | { type: 'booking_started' }
  | { type: 'booking_succeeded'; booking: BookingSummary }
  | { type: 'booking_failed'; failure: BookingFailure }

export const EMPTY_DRAFT: GuestDetailsInput = {
  guest: { first_name: '', last_name: '', email: '', phone: '', country: '' },
  special_requests: '',
}

export const INITIAL_BOOKING_FLOW: BookingFlowState = {
  availability: null,
  reloads: 0,
  draft: EMPTY_DRAFT,
  details: null,
  serverErrors: null,
  problem: null,
  posting: false,
  booking: null,
  announcement: null,
  attempt: null,
}

/** How a refused booking reaches the guest: back on the details form, or a problem on the review. */
export type BookingFailure = { kind: 'details'; fields: Record<string, string> } | ReviewProblem

/** `previous`: the total the guest confirmed, said beside the new one when the price changed. */
export function bookingFailure(error: ApiError, previous: string): BookingFailure {
  if (error.code === 'sold_out') return { kind: 'sold_out' }
  if (error.code === 'price_changed') return { kind: 'price_changed', previous }
  if (error.status === 422 && error.fields && Object.keys(error.fields).some((field) => field.startsWith('guest.') || field === 'special_requests'))
    return { kind: 'details', fields: error.fields }
  if (error.code === 'too_many_requests' || error.status === 429) return { kind: 'rate_limited' }
  if (error.code === 'network') return { kind: 'network' }
  return { kind: 'server' }
}

export function bookingFlow(state: BookingFlowState, action: BookingFlowAction): BookingFlowState {
  switch (action.type) {
    case 'availability_answered': {
      const { availability } = action
      if (availability.status === 'error') return { ...state, availability }
      const count = openRooms(availability.data)
      return { ...state, availability, announcement: count > 0 ? { key: 'results_found', values: { count } } : noRoomsMessage(availability.data) }
    }
    case 'availability_reloaded':
      return { ...state, reloads: state.reloads + 1 }
    case 'rate_chosen':
      return {
        ...state,
        announcement: {
          key: 'selected_announcement',
          values: { room: action.room.room_type.name, rate: action.rate.rate_plan.name, total: action.rate.total_formatted },
        },
      }
    case 'draft_kept':
      return { ...state, draft: action.draft }
    case 'details_submitted':
      return { ...state, draft: action.draft, details: action.details, serverErrors: null, problem: null }
    case 'review_shown': {
      // A new attempt (a new key) only when the review shows a booking that differs from the last attempt.
      const signature = JSON.stringify(action.request)
      return state.attempt?.signature === signature ? state : { ...state, attempt: { key: action.key, signature } }
    }
    case 'booking_started':
      return { ...state, posting: true, problem: null }
    case 'booking_succeeded':
      return { ...state, posting: false, booking: action.booking }
    case 'booking_failed': {
      const { failure } = action
      // The details the server refused go back onto their fields, everything typed kept.
      if (failure.kind === 'details') return { ...state, posting: false, serverErrors: failure.fields }
      // Sold out or repriced: the stay's rates are fetched again, so the review shows what is true now.
      const reloads = state.reloads + Number(failure.kind === 'sold_out' || failure.kind === 'price_changed')
      return { ...state, posting: false, problem: failure, reloads }
    }
  }
}

/** Rooms that can be booked for the stay asked for. */
export function openRooms(data: AvailabilityResponse): number {
  return data.rooms.filter((room) => room.unavailable_reason === null && room.available > 0 && room.rates.length > 0).length
}

/**
 * Why nothing can be booked, as the guest can act on it: when no room type holds the party in the rooms
 * asked for (every room answers too_many_guests), more rooms will, other dates will not.
 */
export function noRoomsMessage(data: AvailabilityResponse): Message {
  const noneHoldsTheParty = data.rooms.length > 0 && data.rooms.every((room) => room.unavailable_reason === 'too_many_guests')
  return noneHoldsTheParty ? { key: 'results_add_room', values: { guests: data.adults + data.children, rooms: data.rooms_requested } } : { key: 'results_none' }
}

/** A stay with dates and every child's age: its rates can be asked for. */
export function isPriced(stay: Stay): boolean {
  return Boolean(stay.check_in && stay.check_out && agesKnown(stay))
}

/** Why a stay in the stay box cannot be priced yet, as the box says it; null when it can. */
export type StayProblem = 'dates' | 'ages' | 'rooms' | 'promo'

export function stayProblem(stay: Stay): StayProblem | null {
  if (!stay.check_in || !stay.check_out || stay.check_out <= stay.check_in) return 'dates'
  if (!agesKnown(stay)) return 'ages'
  if (stay.rooms > stay.adults) return 'rooms'
  if (stay.promo && !PROMO_CODE.test(stay.promo)) return 'promo'
  return null
}

/** The request for a stay's rooms and rates: a new one whenever the stay changes or is reloaded. */
export function availabilityKey(stay: Stay, reloads: number): string {
  return `${stayParams(stay)}#${reloads}`
}

/** The answer for the stay on screen, or null while it is asked for. */
export function currentAvailability(state: BookingFlowState, stay: Stay): Availability | null {
  return state.availability?.key === availabilityKey(stay, state.reloads) ? state.availability : null
}

export interface Selection {
  room: RoomOption
  rate: RateOption
}

/** The room and rate the URL chose, if the rates on screen offer them and the room can still be booked. */
export function chosenRate(data: AvailabilityResponse | null, query: Pick<BookingQuery, 'room' | 'rate'>): Selection | null {
  const room = data?.rooms.find((option) => option.room_type.slug === query.room)
  const rate = room?.rates.find((option) => option.rate_plan.code === query.rate)
  return room && rate && room.unavailable_reason === null && room.available > 0 ? { room, rate } : null
}

/** Review needs the details, which are not in the URL: a reload on review goes back to them. */
export function mustReturnToDetails(state: BookingFlowState, step: Step): boolean {
  return step === 'review' && !state.details
}

/** The booking the review shows, as POST /api/bookings takes it; null until everything it needs is known. */
export function bookingRequest({
  property,
  stay,
  selection,
  details,
  lang,
}: {
  property: string
  stay: Stay
  selection: Selection | null
  details: GuestDetails | null
  lang: string
}): BookingRequest | null {
  if (!selection || !details || !stay.check_in || !stay.check_out) return null
  return {
    property,
    room_type: selection.room.room_type.slug,
    rate_plan: selection.rate.rate_plan.code,
    check_in: stay.check_in,
    check_out: stay.check_out,
    adults: stay.adults,
    children: stay.children,
    child_ages: stay.ages.filter((age): age is number => age !== null),
    rooms: stay.rooms,
    ...roomParties(stay),
    // A rate the code does not discount is booked at its own price, without the code (the API would refuse it).
    ...(stay.promo && selection.rate.promo_applied !== false ? { promo: stay.promo } : {}),
    guest: details.guest,
    ...(details.special_requests ? { special_requests: details.special_requests } : {}),
    expected_total_minor: selection.rate.total_minor,
    language: lang,
  }
}

/** The booking's `room_parties` when the guest placed the party room by room: each room's adults and its children's ages. */
function roomParties(stay: Stay): Pick<BookingRequest, 'room_parties'> {
  const parties = placedParties(stay)
  if (!parties) return {}
  const ages = stay.ages.filter((age): age is number => age !== null)
  let next = 0
  return {
    room_parties: parties.map((party) => {
      const childAges = ages.slice(next, next + party.children)
      next += party.children
      return { adults: party.adults, child_ages: childAges }
    }),
  }
}
