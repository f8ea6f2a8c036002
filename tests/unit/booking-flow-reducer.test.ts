import { describe, expect, it } from 'vitest'

import type { ApiError } from '@/components/booking/api-client'
import {
  availabilityKey,
  bookingFailure,
  bookingFlow,
  type BookingFlowAction,
  type BookingFlowState,
  bookingRequest,
  chosenRate,
  currentAvailability,
  EMPTY_DRAFT,
  INITIAL_BOOKING_FLOW,
  isPriced,
  mustReturnToDetails,
  noRoomsMessage,
} from '@/components/booking/booking-flow'
import { type BookingQuery, parseBookingQuery } from '@/components/booking/booking-query'
import { translator } from '@/components/booking/labels'
import { LANGUAGES } from '@/i18n/locales'
import type { AvailabilityResponse, BookingSummary, RateOption, RoomOption } from '@/lib/booking-api'
import { type GuestDetailsInput, guestDetailsSchema } from '@/lib/booking-guest'

import { labels } from '../../seed/content/labels'

const HOTEL = 'aurelia-kyoto-higashiyama'
const STAY_A = 'check_in=2027-03-10&check_out=2027-03-13&adults=2&children=0&rooms=1'
const STAY_B = 'check_in=2027-04-02&check_out=2027-04-04&adults=2&children=0&rooms=1'
const query = (search: string): BookingQuery => parseBookingQuery(new URLSearchParams(search))

function rate(code: string, totalMinor: number): RateOption {
  return {
    rate_plan: {
      code,
      name: code === 'FLEX' ? 'Flexible' : 'Saver',
      description: '',
      board: 'breakfast',
      refundable: code === 'FLEX',
      cancellation_policy: 'Free cancellation until the day before',
      cancellation_deadline: null,
      guarantee: 'Pay at the hotel',
      payment: 'pay_at_property',
    },
    nightly: [],
    room_total_minor: totalMinor,
    discount_minor: 0,
    taxes_and_fees: [],
    taxes_and_fees_minor: 0,
    taxes_included_minor: 0,
    total_minor: totalMinor,
    total_formatted: `¥${totalMinor.toLocaleString('en-US')}`,
    average_nightly_minor: totalMinor,
    average_nightly_formatted: `¥${totalMinor.toLocaleString('en-US')}`,
  }
}

function room(slug: string, rates: RateOption[], { available = 3, reason = null }: { available?: number; reason?: RoomOption['unavailable_reason'] } = {}): RoomOption {
  return {
    room_type: { slug, name: slug === 'garden-room' ? 'Garden Room' : 'Suite', description: '', beds: '', max_adults: 2, max_children: 1, size_sqm: null, photo: null },
    available,
    unavailable_reason: reason,
    rates,
  }
}

function availability(stay: BookingQuery, rooms: RoomOption[]): AvailabilityResponse {
  return {
    property: { slug: HOTEL, name: 'Aurelia Kyoto', currency: 'JPY', time_zone: 'Asia/Tokyo', check_in_time: '15:00', check_out_time: '11:00' },
    check_in: stay.check_in!,
    check_out: stay.check_out!,
    nights: 3,
    adults: stay.adults,
    children: stay.children,
    child_ages: [],
    rooms_requested: stay.rooms,
    currency: 'JPY',
    promo: null,
    rooms,
  }
}

const input = (email = 'ada@example.com'): GuestDetailsInput => ({
  guest: { first_name: 'Ada', last_name: 'Lovelace', email, phone: '', country: 'GB' },
  special_requests: '',
})
const details = (email?: string) => guestDetailsSchema.parse(input(email))

const networkError: ApiError = { code: 'network', status: 0, message: 'TypeError: Failed to fetch' }

/** The rates for `stay` arrive, answering its request after `reloads` reloads. */
function loaded(stay: BookingQuery, reloads: number, data: AvailabilityResponse): BookingFlowAction {
  return { type: 'availability_answered', availability: { key: availabilityKey(stay, reloads), status: 'ready', data } }
}

/** The booking is refused with `error`, the guest having confirmed `previous`. */
function refused(error: ApiError, previous = '¥96,000'): BookingFlowAction {
  return { type: 'booking_failed', failure: bookingFailure(error, previous) }
}

function run(state: BookingFlowState, ...actions: BookingFlowAction[]): BookingFlowState {
  return actions.reduce(bookingFlow, state)
}

/** The review's request as the page builds it from the state and the URL. */
function requestOf(state: BookingFlowState, at: BookingQuery) {
  const current = currentAvailability(state, at)
  const data = current?.status === 'ready' ? current.data : null
  return bookingRequest({ property: HOTEL, stay: at, selection: chosenRate(data, at), details: state.details, lang: 'en' })
}

/** A guest on the review of Garden Room, FLEX for stay A, with the rates loaded and the details given. */
function onReview(total = 96_000) {
  const at = query(`${STAY_A}&room=garden-room&rate=FLEX&step=review`)
  const given = run(INITIAL_BOOKING_FLOW, loaded(at, 0, availability(at, [room('garden-room', [rate('FLEX', total), rate('SAVER', 80_000)])])), {
    type: 'details_submitted',
    details: details(),
    draft: input(),
  })
  const request = requestOf(given, at)!
  return { at, request, state: bookingFlow(given, { type: 'review_shown', request, key: 'key-1' }) }
}

describe('the booking flow’s rates', () => {
  it('starts with nothing fetched, typed or announced', () => {
    expect(INITIAL_BOOKING_FLOW).toMatchObject({
      availability: null,
      reloads: 0,
      draft: EMPTY_DRAFT,
      details: null,
      posting: false,
      booking: null,
      announcement: null,
      attempt: null,
    })
    expect(currentAvailability(INITIAL_BOOKING_FLOW, query(STAY_A))).toBeNull()
  })

  it('asks for rates only for a stay with dates and every child’s age', () => {
    expect(isPriced(query(STAY_A))).toBe(true)
    expect(isPriced(query('adults=2&children=0&rooms=1'))).toBe(false)
    expect(isPriced(query('check_in=2027-03-10&check_out=2027-03-13&adults=2&children=2&ages=4,&rooms=1'))).toBe(false)
    expect(isPriced(query('check_in=2027-03-10&check_out=2027-03-13&adults=2&children=2&ages=4,9&rooms=1'))).toBe(true)
  })

  it('shows the rates that arrive for the stay on screen and announces how many rooms can be booked', () => {
    const stay = query(STAY_A)
    const data = availability(stay, [
      room('garden-room', [rate('FLEX', 96_000)]),
      room('suite', [rate('FLEX', 150_000)], { available: 0, reason: 'sold_out' }),
      room('loft', []),
    ])
    const state = bookingFlow(INITIAL_BOOKING_FLOW, loaded(stay, 0, data))
    expect(currentAvailability(state, stay)).toEqual({ key: availabilityKey(stay, 0), status: 'ready', data })
    expect(state.announcement).toEqual({ key: 'results_found', values: { count: 1 } })

    const none = bookingFlow(INITIAL_BOOKING_FLOW, loaded(stay, 0, availability(stay, [room('loft', [])])))
    expect(none.announcement).toEqual({ key: 'results_none' })
  })

  it('advises a room more, not other dates, when no room holds the party (4 adults in 1 room)', () => {
    const four = query('check_in=2027-03-10&check_out=2027-03-13&adults=4&children=0&rooms=1')
    const tooSmall = availability(four, [room('garden-room', [], { reason: 'too_many_guests' }), room('suite', [], { reason: 'too_many_guests' })])
    const state = bookingFlow(INITIAL_BOOKING_FLOW, loaded(four, 0, tooSmall))
    expect(state.announcement).toEqual({ key: 'results_add_room', values: { guests: 4, rooms: 1 } })
    expect(noRoomsMessage(tooSmall)).toEqual(state.announcement)

    // A room that would hold the party is sold out: other dates may help, so the old advice stands.
    const soldOut = availability(four, [room('garden-room', [], { reason: 'too_many_guests' }), room('suite', [], { available: 0, reason: 'sold_out' })])
    expect(bookingFlow(INITIAL_BOOKING_FLOW, loaded(four, 0, soldOut)).announcement).toEqual({ key: 'results_none' })
  })

  it('says the add-a-room advice in all 8 languages, with the party and the rooms filled in', () => {
    const advice = labels['booking.results_add_room'] as Record<string, string>
    for (const { code, locale } of LANGUAGES) {
      const said = translator({ results_add_room: advice[code]! }, locale)('results_add_room', { guests: 4, rooms: 1 })
      expect(said, code).toMatch(/4/)
      expect(said, code).toMatch(/1/)
      expect(said, code).not.toMatch(/[{}]/)
    }
    const english = translator({ results_add_room: advice.en! }, 'en-US')
    expect(english('results_add_room', { guests: 4, rooms: 1 })).toBe('No room here holds 4 guests in 1 room. Add a room to your stay to share your party out.')
    expect(advice.en).not.toMatch(/other dates/i)
  })

  it('keeps a failed request’s error, and a retry asks again', () => {
    const stay = query(STAY_A)
    const failed = bookingFlow(INITIAL_BOOKING_FLOW, {
      type: 'availability_answered',
      availability: { key: availabilityKey(stay, 0), status: 'error', error: networkError },
    })
    expect(currentAvailability(failed, stay)).toMatchObject({ status: 'error', error: { code: 'network' } })
    expect(failed.announcement).toBeNull()

    const retried = bookingFlow(failed, { type: 'availability_reloaded' })
    expect(retried.reloads).toBe(1)
    // A new request: the old error is no longer the stay's answer, the rates show as loading.
    expect(currentAvailability(retried, stay)).toBeNull()
    const data = availability(stay, [room('garden-room', [rate('FLEX', 96_000)])])
    expect(currentAvailability(bookingFlow(retried, loaded(stay, 1, data)), stay)?.status).toBe('ready')
  })

  it('announces the chosen rate with its total, and finds it only while the room can be booked', () => {
    const stay = query(`${STAY_A}&room=garden-room&rate=FLEX`)
    const garden = room('garden-room', [rate('FLEX', 96_000), rate('SAVER', 80_000)])
    const chosen = bookingFlow(INITIAL_BOOKING_FLOW, { type: 'rate_chosen', room: garden, rate: garden.rates[0]! })
    expect(chosen.announcement).toEqual({ key: 'selected_announcement', values: { room: 'Garden Room', rate: 'Flexible', total: '¥96,000' } })
    expect({ ...chosen, announcement: null }).toEqual(INITIAL_BOOKING_FLOW)

    expect(chosenRate(availability(stay, [garden]), stay)).toEqual({ room: garden, rate: garden.rates[0] })
    expect(chosenRate(availability(stay, [room('garden-room', garden.rates, { available: 0, reason: 'sold_out' })]), stay)).toBeNull()
    expect(chosenRate(availability(stay, [garden]), query(`${STAY_A}&room=garden-room&rate=NOPE`))).toBeNull()
    expect(chosenRate(null, stay)).toBeNull()
  })

  it('changing the stay after choosing a rate drops the old stay’s rates and prices the choice anew', () => {
    const { state } = onReview()
    const moved = query(`${STAY_B}&room=garden-room&rate=FLEX&step=review`)
    // The new stay's rates are asked for: nothing is chosen meanwhile and nothing can be booked.
    expect(currentAvailability(state, moved)).toBeNull()
    expect(requestOf(state, moved)).toBeNull()
    // An answer for the old stay is not the new stay's.
    const late = bookingFlow(state, loaded(query(STAY_A), 0, availability(query(STAY_A), [])))
    expect(currentAvailability(late, moved)).toBeNull()

    const repriced = bookingFlow(state, loaded(moved, 0, availability(moved, [room('garden-room', [rate('FLEX', 64_000)])])))
    const request = requestOf(repriced, moved)!
    expect(request).toMatchObject({ check_in: '2027-04-02', check_out: '2027-04-04', room_type: 'garden-room', rate_plan: 'FLEX', expected_total_minor: 64_000 })
    // The details typed are kept; the booking for the new stay is a new attempt with a new key.
    expect(repriced.details).toEqual(details())
    expect(bookingFlow(repriced, { type: 'review_shown', request, key: 'key-2' }).attempt?.key).toBe('key-2')
  })
})

describe('the booking flow’s details', () => {
  it('keeps everything typed while the form is off the screen', () => {
    const typed = { ...EMPTY_DRAFT, guest: { ...EMPTY_DRAFT.guest, first_name: 'Ad' } }
    const state = bookingFlow(INITIAL_BOOKING_FLOW, { type: 'draft_kept', draft: typed })
    expect(state.draft).toBe(typed)
    expect(state.details).toBeNull()
  })

  it('takes the accepted details and clears the server’s errors and the last problem', () => {
    const refused = { ...INITIAL_BOOKING_FLOW, serverErrors: { 'guest.email': 'invalid' }, problem: { kind: 'network' as const } }
    const state = bookingFlow(refused, { type: 'details_submitted', details: details(), draft: input() })
    expect(state).toMatchObject({ details: details(), draft: input(), serverErrors: null, problem: null })
  })

  it('sends a reload on the review back to the details, which are not in the URL', () => {
    expect(mustReturnToDetails(INITIAL_BOOKING_FLOW, 'review')).toBe(true)
    expect(mustReturnToDetails(INITIAL_BOOKING_FLOW, 'details')).toBe(false)
    expect(mustReturnToDetails(onReview().state, 'review')).toBe(false)
  })
})

describe('the booking request and its idempotency key', () => {
  it('builds the request from the stay, the rate and the details, leaving out what is empty', () => {
    const { request } = onReview()
    expect(request).toEqual({
      property: HOTEL,
      room_type: 'garden-room',
      rate_plan: 'FLEX',
      check_in: '2027-03-10',
      check_out: '2027-03-13',
      adults: 2,
      children: 0,
      child_ages: [],
      rooms: 1,
      guest: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', country: 'GB' },
      expected_total_minor: 96_000,
      language: 'en',
    })
    const family = query('check_in=2027-03-10&check_out=2027-03-13&adults=2&children=2&ages=4,9&rooms=1&promo=SPRING&room=garden-room&rate=FLEX')
    const garden = room('garden-room', [rate('FLEX', 96_000)])
    const withRequests = guestDetailsSchema.parse({ ...input(), special_requests: 'A quiet room' })
    expect(
      bookingRequest({ property: HOTEL, stay: family, selection: chosenRate(availability(family, [garden]), family), details: withRequests, lang: 'ja' }),
    ).toMatchObject({ children: 2, child_ages: [4, 9], promo: 'SPRING', special_requests: 'A quiet room', language: 'ja' })
    expect(bookingRequest({ property: HOTEL, stay: family, selection: null, details: withRequests, lang: 'ja' })).toBeNull()
    expect(bookingRequest({ property: HOTEL, stay: family, selection: chosenRate(availability(family, [garden]), family), details: null, lang: 'ja' })).toBeNull()
  })

  it('takes a new key only when the review shows a booking that differs from the last attempt', () => {
    const { state, request } = onReview()
    expect(state.attempt).toEqual({ key: 'key-1', signature: JSON.stringify(request) })
    // The same booking shown again (a render, a retry): the same key, the state untouched.
    expect(bookingFlow(state, { type: 'review_shown', request, key: 'key-2' })).toBe(state)
    const otherEmail = { ...request, guest: { ...request.guest, email: 'ada.l@example.com' } }
    expect(bookingFlow(state, { type: 'review_shown', request: otherEmail, key: 'key-2' }).attempt).toEqual({ key: 'key-2', signature: JSON.stringify(otherEmail) })
  })

  it('going back a step keeps the details, and the same details again book with the same key', () => {
    const { state, at } = onReview()
    // Back to the details (the URL's step only): nothing in the state is lost.
    const back = { ...at, step: 'details' as const }
    expect(mustReturnToDetails(state, back.step)).toBe(false)
    expect(state.draft).toEqual(input())
    const resubmitted = bookingFlow(state, { type: 'details_submitted', details: details(), draft: input() })
    const request = requestOf(resubmitted, at)!
    expect(bookingFlow(resubmitted, { type: 'review_shown', request, key: 'key-2' }).attempt?.key).toBe('key-1')
    // Changed details are another booking.
    const changed = bookingFlow(state, { type: 'details_submitted', details: details('ada.l@example.com'), draft: input('ada.l@example.com') })
    expect(bookingFlow(changed, { type: 'review_shown', request: requestOf(changed, at)!, key: 'key-2' }).attempt?.key).toBe('key-2')
  })
})

describe('making the booking', () => {
  it('is busy while posting and clears the last problem', () => {
    const { state } = onReview()
    const posting = run({ ...state, problem: { kind: 'network' } }, { type: 'booking_started' })
    expect(posting).toMatchObject({ posting: true, problem: null })
  })

  it('keeps the booking made', () => {
    const booking = { reference: 'AUR-7Q2K9X', status: 'confirmed' } as BookingSummary
    const state = run(onReview().state, { type: 'booking_started' }, { type: 'booking_succeeded', booking })
    expect(state).toMatchObject({ posting: false, booking, problem: null })
  })

  it('a failed booking keeps everything typed, and its retry posts the same key', () => {
    const { state, request } = onReview()
    const failed = run(state, { type: 'booking_started' }, refused(networkError))
    expect(failed).toMatchObject({ posting: false, problem: { kind: 'network' }, details: details(), draft: input(), reloads: 0, booking: null })
    expect(failed.attempt).toEqual(state.attempt)
    // The retry: the review is shown again with the same booking, then posted with the first key.
    const retry = run(failed, { type: 'review_shown', request, key: 'key-2' }, { type: 'booking_started' })
    expect(retry).toMatchObject({ posting: true, problem: null, attempt: { key: 'key-1' } })
  })

  it('a room sold out meanwhile is said, and the rates are asked for again', () => {
    const { state, at } = onReview()
    const failed = run(state, { type: 'booking_started' }, refused({ code: 'sold_out', status: 409, message: '' }))
    expect(failed).toMatchObject({ posting: false, problem: { kind: 'sold_out' }, reloads: 1 })
    expect(currentAvailability(failed, at)).toBeNull()
  })

  it('a price changed meanwhile says both totals, and the new price is a new attempt', () => {
    const { state, at } = onReview()
    const failed = run(state, { type: 'booking_started' }, refused({ code: 'price_changed', status: 409, message: '' }))
    expect(failed).toMatchObject({ posting: false, problem: { kind: 'price_changed', previous: '¥96,000' }, reloads: 1 })
    const repriced = bookingFlow(failed, loaded(at, 1, availability(at, [room('garden-room', [rate('FLEX', 99_000)])])))
    const request = requestOf(repriced, at)!
    expect(request.expected_total_minor).toBe(99_000)
    expect(bookingFlow(repriced, { type: 'review_shown', request, key: 'key-2' }).attempt?.key).toBe('key-2')
  })

  it('details the server refused go back onto their fields, with no problem on the review', () => {
    const { state } = onReview()
    const error: ApiError = { code: 'invalid_guest', status: 422, message: '', fields: { 'guest.email': 'invalid' } }
    expect(bookingFailure(error, '¥96,000')).toEqual({ kind: 'details', fields: { 'guest.email': 'invalid' } })
    const failed = run(state, { type: 'booking_started' }, refused(error))
    expect(failed).toMatchObject({ posting: false, problem: null, serverErrors: { 'guest.email': 'invalid' }, details: details(), reloads: 0 })
  })

  it('says a refusal it cannot place on a field as the server’s, and a busy server as such', () => {
    expect(bookingFailure({ code: 'invalid_body', status: 422, message: '', fields: { rooms: 'invalid' } }, '')).toEqual({ kind: 'server' })
    expect(bookingFailure({ code: 'too_many_requests', status: 429, message: '' }, '')).toEqual({ kind: 'rate_limited' })
    expect(bookingFailure({ code: 'server', status: 429, message: '' }, '')).toEqual({ kind: 'rate_limited' })
    expect(bookingFailure({ code: 'server', status: 500, message: '' }, '')).toEqual({ kind: 'server' })
    const { state } = onReview()
    expect(run(state, { type: 'booking_started' }, refused({ code: 'server', status: 503, message: '' })).problem).toEqual({ kind: 'server' })
  })
})
