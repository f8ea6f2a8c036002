'use client'

import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'

import type { AvailabilityResponse, BookingSummary } from '@/lib/booking-api'
import type { GuestDetails, GuestDetailsInput } from '@/lib/booking-guest'

import { callApi, postJson } from './api-client'
import {
  type Availability,
  availabilityKey,
  bookingFailure,
  bookingFlow,
  type BookingProperty,
  bookingRequest,
  chosenRate,
  currentAvailability,
  INITIAL_BOOKING_FLOW,
  isPriced,
  mustReturnToDetails,
  stayProblem,
} from './booking-flow'
import { availabilityUrl, type BookingQuery, bookingSearch, parseBookingQuery, type Step, STEPS } from './booking-query'
import { BookingSteps } from './booking-steps'
import { ChosenRateLayout } from './chosen-rate-layout'
import { ConfirmationStep, loadConfirmation } from './confirmation-step'
import { DetailsStep, loadDetailsForm } from './details-step'
import { focusHeading } from './focus-heading'
import { translator, type BookingLabels } from './labels'
import { RatesStep } from './rates-step'
import { ReviewStep } from './review-step'
import { type Stay, stayParams } from './stay-query'
import { useUrlQuery } from '../ui/url-query'

export type { BookingProperty } from './booking-flow'

/** One key per booking attempt: a double click or a retry of the same attempt can never book twice. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

const NO_QUERY = new URLSearchParams()

/** The rates page as the server drew it: its query string and the rates it found for that stay. */
export interface ServerRates {
  /** The page's query string, as the server read it. */
  search: string
  /** The answer for the query's stay (keyed by `availabilityKey(stay, 0)`); null: none asked for yet. */
  availability: Availability | null
  /** The server is still asking (a streamed page's placeholder): the browser must not ask as well. */
  pending?: boolean
  /** The address asked for dates that are not calendar dates or not a possible stay. */
  invalidDates?: boolean
}

/** A promo code is typed a letter at a time: the stay is priced again once the typing pauses. */
const PROMO_TYPING_MS = 450

/** Moves the address without asking the server for the page: the flow draws every step itself. */
function moveTo(url: string, replace: boolean) {
  if (replace) window.history.replaceState(null, '', url)
  else window.history.pushState(null, '', url)
}

/**
 * The rates page's booking flow, all in the URL but the guest's personal details: the stay box, the
 * rooms and rates for the stay in the query string (fetched again whenever it changes), a chosen rate
 * (`room`, `rate`) with its total, then `step=details` → `step=review` → `step=confirmation`. Each step
 * moves focus to its heading and is announced; nothing typed is lost when a step fails or goes back.
 * The state besides the URL is ./booking-flow's reducer; this component fetches, navigates and moves
 * the focus, and draws one component per step.
 * Its regions are divs with role="region", not <section>s: the site's scroll reveal would hide
 * sections that this component draws after the page has loaded.
 */
export function PropertyBooking({
  property,
  labels,
  lang,
  localeTag,
  basePath,
  managePath,
  hotelUrl,
  server,
}: {
  property: BookingProperty
  labels: BookingLabels
  lang: string
  localeTag: string
  /** This page's path in its language, e.g. '/ja/property/aurelia-kyoto-higashiyama'. */
  basePath: string
  /** The manage-my-booking page in the same language. */
  managePath: string
  hotelUrl: string
  /** What the server drew: the stay of the address and its rates, so the browser does not ask again. */
  server?: ServerRates
}) {
  const t = useMemo(() => translator(labels, localeTag), [labels, localeTag])
  // The server draws the flow for the address's stay with its first rates; the browser then follows
  // the address (each change of the stay box, each step) without asking the server for the page again.
  const [params, queryReader] = useUrlQuery()
  const serverQuery = server?.search
  const query = useMemo(() => parseBookingQuery(params ?? (serverQuery !== undefined ? new URLSearchParams(serverQuery) : NO_QUERY)), [params, serverQuery])
  const stayKey = stayParams(query).toString()
  // The stay only changes identity when the stay part of the query does.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by its query string
  const stay: Stay = useMemo(() => ({ ...query }), [stayKey])
  const priced = isPriced(stay) && stayProblem(stay) === null

  const [state, dispatch] = useReducer(bookingFlow, server?.availability ?? null, (availability) => ({ ...INITIAL_BOOKING_FLOW, availability }))
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Set at the press, before React draws the button busy: a second press never posts twice.
  const postingRef = useRef(false)

  const go = useCallback(
    (change: Partial<BookingQuery>, { replace = false }: { replace?: boolean } = {}) => {
      moveTo(`${basePath}?${bookingSearch({ ...query, ...change })}`, replace)
    },
    [basePath, query],
  )

  // The stay box's stay while it differs from the address's: the rates on screen are not for it, so
  // none is shown (no price, no "Choose") until the address follows the box and its rates are in.
  const [draft, setDraft] = useState<{ stay: Stay; basis: string } | null>(null)
  const pendingStay = draft && draft.basis === stayKey && stayParams(draft.stay).toString() !== stayKey ? draft.stay : null
  const commitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(commitTimer.current), [])
  const commitStay = useCallback(
    (next: Stay) => {
      clearTimeout(commitTimer.current)
      // A new stay: the rate chosen for the old one goes, and the rates step shows the new stay's rates.
      moveTo(`${basePath}?${bookingSearch({ ...next, room: null, rate: null })}`, true)
    },
    [basePath],
  )
  // Every change in the stay box re-prices at once (a promo code once the typing pauses); a stay that
  // cannot be priced yet (a check-out to pick, an age to choose) waits, with the rates hidden.
  const changeStay = useCallback(
    (next: Stay) => {
      clearTimeout(commitTimer.current)
      const nextKey = stayParams(next).toString()
      setDraft({ stay: next, basis: stayKey })
      if (nextKey === stayKey || stayProblem(next)) return
      const onlyPromo = stayParams({ ...next, promo: stay.promo }).toString() === stayKey
      if (onlyPromo) commitTimer.current = setTimeout(() => commitStay(next), PROMO_TYPING_MS)
      else commitStay(next)
    },
    [stayKey, stay.promo, commitStay],
  )

  // The rooms and rates for the stay in the URL, again whenever it changes.
  const requestKey = availabilityKey(stay, state.reloads)
  // The answer the server drew the page with (or is still streaming) is not asked for again.
  const serverKey = useRef(server?.availability?.key ?? (server?.pending ? availabilityKey(stay, 0) : null))
  useEffect(() => {
    if (!priced) return
    if (serverKey.current === requestKey) return
    serverKey.current = null
    const controller = new AbortController()
    void callApi<AvailabilityResponse>(availabilityUrl(property.slug, stay, lang), { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return
      dispatch({
        type: 'availability_answered',
        availability: result.ok ? { key: requestKey, status: 'ready', data: result.data } : { key: requestKey, status: 'error', error: result.error },
      })
    })
    return () => controller.abort()
  }, [requestKey, priced, property.slug, stay, lang])

  const current = currentAvailability(state, stay)
  const data = current?.status === 'ready' ? current.data : null
  const selection = useMemo(() => chosenRate(data, { room: query.room, rate: query.rate }), [data, query.room, query.rate])

  // Focus goes to the heading of each new step (not on arrival: the page keeps the visitor's place).
  const shownStep = useRef<Step | null>(null)
  const queryRead = params !== null
  useEffect(() => {
    if (!queryRead) return
    if (shownStep.current === null) {
      shownStep.current = query.step
      return
    }
    if (shownStep.current === query.step) return
    shownStep.current = query.step
    requestAnimationFrame(() => focusHeading(headingRef.current))
  }, [query.step, queryRead])

  const returnToDetails = mustReturnToDetails(state, query.step)
  useEffect(() => {
    if (returnToDetails) go({ step: 'details' }, { replace: true })
  }, [returnToDetails, go])

  const request = useMemo(
    () => bookingRequest({ property: property.slug, stay, selection, details: state.details, lang }),
    [selection, state.details, stay, property.slug, lang],
  )

  // A new attempt (a new key) each time the review shows a booking that differs from the last attempt.
  useEffect(() => {
    if (query.step === 'review' && request) dispatch({ type: 'review_shown', request, key: newIdempotencyKey() })
  }, [query.step, request])

  const confirm = async () => {
    const { attempt } = state
    if (postingRef.current || !request || !attempt || !selection) return
    postingRef.current = true
    dispatch({ type: 'booking_started' })
    void loadConfirmation().catch(() => undefined)
    const result = await postJson<BookingSummary>('/api/bookings', JSON.parse(attempt.signature), { 'Idempotency-Key': attempt.key })
    postingRef.current = false
    if (result.ok) {
      dispatch({ type: 'booking_succeeded', booking: result.data })
      go({ step: 'confirmation', reference: result.data.reference }, { replace: true })
      return
    }
    const failure = bookingFailure(result.error, selection.rate.total_formatted)
    dispatch({ type: 'booking_failed', failure })
    if (failure.kind === 'details') go({ step: 'details' })
  }

  const keepDraft = useCallback((draft: GuestDetailsInput) => dispatch({ type: 'draft_kept', draft }), [])
  const submitDetails = (details: GuestDetails, draft: GuestDetailsInput) => {
    dispatch({ type: 'details_submitted', details, draft })
    go({ step: 'review' })
  }
  const reload = () => dispatch({ type: 'availability_reloaded' })
  const toDetails = () => go({ step: 'details' })
  const chooseAnother = () => go({ step: 'rates', room: null, rate: null })
  const nightsText = data ? t('nights', { count: data.nights }) : ''

  return (
    <div className="[word-break:auto-phrase]">
      {queryReader}
      <p role="status" aria-live="polite" className="sr-only" data-testid="booking-announcer">
        {state.announcement ? t(state.announcement.key, state.announcement.values) : ''}
      </p>

      {query.step !== 'confirmation' && <BookingSteps t={t} current={STEPS.indexOf(query.step)} />}

      {query.step === 'rates' && (
        <RatesStep
          property={property}
          basePath={basePath}
          stay={pendingStay ?? stay}
          priced={pendingStay ? !stayProblem(pendingStay) : priced}
          current={pendingStay ? null : current}
          problem={pendingStay ? stayProblem(pendingStay) : server?.invalidDates && !stay.check_in ? 'invalid_dates' : stay.check_in ? stayProblem(stay) : null}
          unavailableChoice={!pendingStay && Boolean(query.room) && !selection}
          selection={pendingStay ? null : selection}
          nightsText={pendingStay ? '' : nightsText}
          labels={labels}
          lang={lang}
          localeTag={localeTag}
          hotelUrl={hotelUrl}
          t={t}
          headingRef={headingRef}
          onRetry={reload}
          onDropPromo={() => go({ promo: '', room: null, rate: null })}
          onChoose={(room, rate) => {
            dispatch({ type: 'rate_chosen', room, rate })
            go({ room: room.room_type.slug, rate: rate.rate_plan.code })
          }}
          onContinue={toDetails}
          onPrefetch={loadDetailsForm}
          onStayChange={changeStay}
          onStaySubmit={commitStay}
        />
      )}

      {(query.step === 'details' || query.step === 'review') && (
        <ChosenRateLayout
          stay={stay}
          priced={priced}
          current={current}
          selection={selection}
          problem={state.problem}
          nightsText={nightsText}
          t={t}
          localeTag={localeTag}
          onRetry={reload}
          onDropPromo={() => go({ promo: '', step: 'rates' })}
          onChooseAnother={chooseAnother}
          onChange={() => go({ step: 'rates' })}
        >
          {(chosen, rates) =>
            query.step === 'details' ? (
              <DetailsStep
                draft={state.draft}
                serverErrors={state.serverErrors}
                t={t}
                localeTag={localeTag}
                headingRef={headingRef}
                onDraft={keepDraft}
                onSubmit={submitDetails}
              />
            ) : state.details ? (
              <ReviewStep
                data={rates}
                room={chosen.room}
                rate={chosen.rate}
                stay={stay}
                details={state.details}
                problem={state.problem}
                posting={state.posting}
                onConfirm={() => void confirm()}
                onEdit={toDetails}
                onChooseAnother={chooseAnother}
                t={t}
                localeTag={localeTag}
                headingRef={headingRef}
              />
            ) : null
          }
        </ChosenRateLayout>
      )}

      {query.step === 'confirmation' && (
        <ConfirmationStep booking={state.booking} reference={query.reference} managePath={managePath} t={t} localeTag={localeTag} headingRef={headingRef} />
      )}
    </div>
  )
}
