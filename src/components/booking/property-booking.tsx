'use client'

import { useRouter } from 'next/navigation'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'

import type { AvailabilityResponse, BookingSummary, RateOption, RoomOption } from '@/lib/booking-api'
import type { GuestDetails, GuestDetailsInput } from '@/lib/booking-guest'

import { callApi, type ApiError, postJson } from './api-client'
import { fullName, guestsText, longDate, PriceBreakdown } from './booking-summary'
import { translator, type BookingLabels, type Translate } from './labels'
import { boardLabel, RateList } from './rate-list'
import { StayBox } from './stay-box'
import { availabilityUrl, type BookingQuery, bookingSearch, parseBookingQuery, type Step } from './booking-query'
import { agesKnown, type Stay, stayParams } from './stay-query'
import { useUrlQuery } from '../ui/url-query'

// The details form (react-hook-form, zod) downloads when a guest has chosen a rate, not with the page.
const loadDetailsForm = () => import('./guest-details-form')
const GuestDetailsForm = lazy(loadDetailsForm)
// The confirmation (with its calendar file) downloads while the booking is being made.
const loadConfirmation = () => import('./booking-confirmation')
const BookingConfirmation = lazy(() =>
  loadConfirmation().then((module) => ({
    default: module.BookingConfirmation,
  })),
)
const EMPTY_DRAFT: GuestDetailsInput = {
  guest: { first_name: '', last_name: '', email: '', phone: '', country: '' },
  special_requests: '',
}

export interface BookingProperty {
  slug: string
  name: string
  timeZone: string
  currency: string
}

// A request under way is any whose key differs from the last answer's.
type Availability = { key: string; status: 'ready'; data: AvailabilityResponse } | { key: string; status: 'error'; error: ApiError }

type ReviewProblem = { kind: 'sold_out' } | { kind: 'price_changed'; previous: string } | { kind: 'rate_limited' } | { kind: 'network' } | { kind: 'server' }

interface BookingRequest {
  property: string
  room_type: string
  rate_plan: string
  check_in: string
  check_out: string
  adults: number
  children: number
  child_ages: number[]
  rooms: number
  promo?: string
  guest: GuestDetails['guest']
  special_requests?: string
  expected_total_minor: number
  language: string
}

/** One key per booking attempt: a double click or a retry of the same attempt can never book twice. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The rates page's booking flow, all in the URL but the guest's personal details: the stay box, the
 * rooms and rates for the stay in the query string (fetched again whenever it changes), a chosen rate
 * (`room`, `rate`) with its total, then `step=details` → `step=review` → `step=confirmation`. Each step
 * moves focus to its heading and is announced; nothing typed is lost when a step fails or goes back.
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
}) {
  const t = useMemo(() => translator(labels, localeTag), [labels, localeTag])
  const router = useRouter()
  // The rates page is one static page per hotel and the stay in its query is the visitor's: the server
  // draws the flow for no stay (the steps and an empty stay box), the browser reads the query after.
  const [params, queryReader] = useUrlQuery()
  const query = useMemo(() => parseBookingQuery(params ?? NO_QUERY), [params])
  const stayKey = stayParams(query).toString()
  // The stay only changes identity when the stay part of the query does.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by its query string
  const stay: Stay = useMemo(() => ({ ...query }), [stayKey])
  const priced = Boolean(stay.check_in && stay.check_out && agesKnown(stay))

  const [availability, setAvailability] = useState<Availability | null>(null)
  const [reloads, setReloads] = useState(0)
  const [draft, setDraft] = useState<GuestDetailsInput>(EMPTY_DRAFT)
  const [details, setDetails] = useState<GuestDetails | null>(null)
  const [serverErrors, setServerErrors] = useState<Record<string, string> | null>(null)
  const [problem, setProblem] = useState<ReviewProblem | null>(null)
  const [posting, setPosting] = useState(false)
  const [booking, setBooking] = useState<BookingSummary | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const postingRef = useRef(false)
  const attempt = useRef<{ key: string; signature: string } | null>(null)

  const go = useCallback(
    (change: Partial<BookingQuery>, { replace = false }: { replace?: boolean } = {}) => {
      const url = `${basePath}?${bookingSearch({ ...query, ...change })}`
      if (replace) router.replace(url, { scroll: false })
      else router.push(url, { scroll: false })
    },
    [basePath, query, router],
  )

  // The rooms and rates for the stay in the URL, again whenever it changes.
  const requestKey = `${stayKey}#${reloads}`
  useEffect(() => {
    if (!priced) return
    const controller = new AbortController()
    void callApi<AvailabilityResponse>(availabilityUrl(property.slug, stay, lang), { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return
      if (result.ok) {
        setAvailability({
          key: requestKey,
          status: 'ready',
          data: result.data,
        })
        const open = result.data.rooms.filter((room) => room.unavailable_reason === null && room.available > 0 && room.rates.length > 0).length
        setAnnouncement(open > 0 ? t('results_found', { count: open }) : t('results_none'))
      } else {
        setAvailability({
          key: requestKey,
          status: 'error',
          error: result.error,
        })
      }
    })
    return () => controller.abort()
  }, [requestKey, priced, property.slug, stay, lang, t])

  const current = availability?.key === requestKey ? availability : null
  const data = current?.status === 'ready' ? current.data : null
  const room: RoomOption | undefined = data?.rooms.find((option) => option.room_type.slug === query.room)
  const rate: RateOption | undefined = room?.rates.find((option) => option.rate_plan.code === query.rate)
  const selection = useMemo(() => (room && rate && room.unavailable_reason === null && room.available > 0 ? { room, rate } : null), [room, rate])

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
    requestAnimationFrame(() => headingRef.current?.focus())
  }, [query.step, queryRead])

  // Review needs the details; a reload on review (the details are not in the URL) goes back to them.
  useEffect(() => {
    if (query.step === 'review' && !details) go({ step: 'details' }, { replace: true })
  }, [query.step, details, go])

  const request: BookingRequest | null = useMemo(() => {
    if (!selection || !details || !stay.check_in || !stay.check_out) return null
    return {
      property: property.slug,
      room_type: selection.room.room_type.slug,
      rate_plan: selection.rate.rate_plan.code,
      check_in: stay.check_in,
      check_out: stay.check_out,
      adults: stay.adults,
      children: stay.children,
      child_ages: stay.ages.filter((age): age is number => age !== null),
      rooms: stay.rooms,
      ...(stay.promo ? { promo: stay.promo } : {}),
      guest: details.guest,
      ...(details.special_requests ? { special_requests: details.special_requests } : {}),
      expected_total_minor: selection.rate.total_minor,
      language: lang,
    }
  }, [selection, details, stay, property.slug, lang])

  // A new attempt (a new key) each time the review shows a booking that differs from the last attempt.
  useEffect(() => {
    if (query.step !== 'review' || !request) return
    const signature = JSON.stringify(request)
    if (attempt.current?.signature !== signature) attempt.current = { key: newIdempotencyKey(), signature }
  }, [query.step, request])

  const confirm = async () => {
    if (postingRef.current || !request || !attempt.current || !selection) return
    postingRef.current = true
    setPosting(true)
    void loadConfirmation().catch(() => undefined)
    setProblem(null)
    const { key, signature } = attempt.current
    const result = await postJson<BookingSummary>('/api/bookings', JSON.parse(signature), { 'Idempotency-Key': key })
    postingRef.current = false
    setPosting(false)
    if (result.ok) {
      setBooking(result.data)
      go({ step: 'confirmation', reference: result.data.reference }, { replace: true })
      return
    }
    const { error } = result
    if (error.code === 'sold_out') {
      setProblem({ kind: 'sold_out' })
      setReloads((count) => count + 1)
    } else if (error.code === 'price_changed') {
      setProblem({
        kind: 'price_changed',
        previous: selection.rate.total_formatted,
      })
      setReloads((count) => count + 1)
    } else if (error.status === 422 && error.fields && Object.keys(error.fields).some((field) => field.startsWith('guest.') || field === 'special_requests')) {
      // The details the server refused go back onto their fields, everything typed kept.
      setServerErrors(error.fields)
      go({ step: 'details' })
    } else if (error.code === 'too_many_requests' || error.status === 429) {
      setProblem({ kind: 'rate_limited' })
    } else if (error.code === 'network') {
      setProblem({ kind: 'network' })
    } else {
      setProblem({ kind: 'server' })
    }
  }

  const keepDraft = useCallback((input: GuestDetailsInput) => setDraft(input), [])
  const stepIndex = { rates: 0, details: 1, review: 2, confirmation: 3 }[query.step]
  const nightsText = data ? t('nights', { count: data.nights }) : ''

  return (
    <div className="[word-break:auto-phrase]">
      {queryReader}
      <p role="status" aria-live="polite" className="sr-only" data-testid="booking-announcer">
        {announcement}
      </p>

      {query.step !== 'confirmation' && <BookingSteps t={t} current={stepIndex} />}

      {query.step === 'rates' && (
        <>
          <StayBox
            property={property.slug}
            timeZone={property.timeZone}
            currency={property.currency}
            action={basePath}
            initial={stay}
            labels={labels}
            lang={lang}
            localeTag={localeTag}
          />
          <div role="region" aria-labelledby="rates-heading" className="mt-10" aria-busy={(priced && current === null) || undefined}>
            <h2 id="rates-heading" ref={headingRef} tabIndex={-1} className="font-display text-3xl outline-none sm:text-4xl">
              {t('rates_heading')}
            </h2>
            {stay.check_in && stay.check_out && (
              <p className="mt-2 text-sm text-ink-soft">
                {longDate(stay.check_in, localeTag)} → {longDate(stay.check_out, localeTag)}
                {nightsText && ` · ${nightsText}`} · {guestsText(t, stay.adults, stay.children, stay.rooms, localeTag)}
              </p>
            )}
            <div className="mt-8 grid gap-8 lg:grid-cols-12">
              <div className="lg:col-span-8">
                {!priced ? (
                  <p className="border border-dashed border-ink/25 p-6 text-ink-soft" data-testid="rates-prompt">
                    {stay.check_in && !agesKnown(stay) ? t('choose_ages_first') : t('choose_dates_prompt')}
                  </p>
                ) : current === null ? (
                  <RatesSkeleton label={t('loading_rates')} />
                ) : current.status === 'error' ? (
                  <AvailabilityError
                    error={current.error}
                    t={t}
                    promo={stay.promo}
                    onRetry={() => setReloads((count) => count + 1)}
                    onDropPromo={() => go({ promo: '', room: null, rate: null })}
                  />
                ) : (
                  <>
                    {stay.promo &&
                      (current.data.promo ? (
                        <p role="status" className="mb-6 border-l-4 border-teal bg-white/80 p-4 text-sm" data-testid="promo-applied">
                          {t('promo_applied', { code: current.data.promo.code, percent: current.data.promo.discount_percent })}
                        </p>
                      ) : (
                        // A code that does not apply here: the rates are shown without it, and said so.
                        <div role="status" className="mb-6 border-l-4 border-terracotta bg-white/80 p-4 text-sm" data-testid="promo-refused">
                          <p>{t('error_promo', { code: stay.promo })}</p>
                          <button type="button" className="mt-2 underline underline-offset-4" onClick={() => go({ promo: '', room: null, rate: null })}>
                            {t('remove_promo')}
                          </button>
                        </div>
                      ))}
                    {query.room && !selection && (
                      <p role="alert" className="mb-6 border-l-4 border-terracotta bg-white/80 p-4 text-sm">
                        {t('selection_unavailable')}
                      </p>
                    )}
                    <RateList
                      data={current.data}
                      selected={
                        selection
                          ? {
                              room: selection.room.room_type.slug,
                              rate: selection.rate.rate_plan.code,
                            }
                          : null
                      }
                      onChoose={(roomSlug, rateCode) => {
                        const chosenRoom = current.data.rooms.find((option) => option.room_type.slug === roomSlug)
                        const chosenRate = chosenRoom?.rates.find((option) => option.rate_plan.code === rateCode)
                        if (chosenRoom && chosenRate) {
                          setAnnouncement(
                            t('selected_announcement', {
                              room: chosenRoom.room_type.name,
                              rate: chosenRate.rate_plan.name,
                              total: chosenRate.total_formatted,
                            }),
                          )
                        }
                        go({ room: roomSlug, rate: rateCode })
                      }}
                      t={t}
                      localeTag={localeTag}
                      hotelUrl={hotelUrl}
                    />
                  </>
                )}
              </div>
              <aside aria-label={t('your_stay')} className="hidden lg:col-span-4 lg:block">
                <div className="sticky top-28">
                  {selection && data ? (
                    <SelectionSummary
                      data={data}
                      room={selection.room}
                      rate={selection.rate}
                      stay={stay}
                      t={t}
                      localeTag={localeTag}
                      onContinue={() => go({ step: 'details' })}
                      onPrefetch={() => void loadDetailsForm()}
                    />
                  ) : (
                    <p className="border border-ink/10 bg-white/60 p-6 text-sm text-ink-soft">{t('nothing_chosen')}</p>
                  )}
                </div>
              </aside>
            </div>
          </div>
          {selection && data && (
            // Phones and tablets: the chosen rate and its total stay in view at the bottom of the screen.
            <div
              className="fixed inset-x-0 bottom-0 z-30 border-t border-ink/15 bg-ivory/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur lg:hidden"
              data-testid="selection-bar"
            >
              <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
                <p className="min-w-0 text-sm">
                  <span className="block truncate text-ink-soft">
                    {selection.room.room_type.name} · {selection.rate.rate_plan.name}
                  </span>
                  <span className="text-lg font-medium tabular-nums">{selection.rate.total_formatted}</span>
                  <span className="text-xs text-ink-soft"> · {nightsText}</span>
                </p>
                <button type="button" className="btn-primary shrink-0" onPointerEnter={() => void loadDetailsForm()} onClick={() => go({ step: 'details' })}>
                  {t('continue')}
                </button>
              </div>
            </div>
          )}
        </>
      )}

      {query.step !== 'rates' && query.step !== 'confirmation' && (
        <div className="grid gap-10 lg:grid-cols-12">
          <div className="lg:col-span-8">
            {selection && data && (
              // Phones and tablets: the stay's summary sits below the form, so its total is said here too.
              <p className="mb-6 border-l-4 border-brass bg-white/70 px-4 py-3 text-sm lg:hidden" data-testid="selection-line">
                {selection.room.room_type.name} · {selection.rate.rate_plan.name} ·{' '}
                <span className="font-medium tabular-nums">{selection.rate.total_formatted}</span> ({nightsText})
              </p>
            )}
            {current?.status !== 'ready' && priced ? (
              current?.status === 'error' ? (
                <AvailabilityError
                  error={current.error}
                  t={t}
                  promo={stay.promo}
                  onRetry={() => setReloads((count) => count + 1)}
                  onDropPromo={() => go({ promo: '', step: 'rates' })}
                />
              ) : (
                <RatesSkeleton label={t('loading_rates')} />
              )
            ) : !selection ? (
              <div role="alert" className="border-l-4 border-terracotta bg-white/80 p-6">
                <p>{problem?.kind === 'sold_out' ? t('error_sold_out') : t('selection_unavailable')}</p>
                <button type="button" className="btn-primary mt-4" onClick={() => go({ step: 'rates', room: null, rate: null })}>
                  {t('choose_another_room')}
                </button>
              </div>
            ) : query.step === 'details' ? (
              <div role="region" aria-labelledby="details-heading">
                <h2 id="details-heading" ref={headingRef} tabIndex={-1} className="font-display text-3xl outline-none sm:text-4xl">
                  {t('details_heading')}
                </h2>
                <div className="mt-6">
                  <Suspense fallback={<p className="py-10 text-sm text-ink-soft">{t('loading_form')}</p>}>
                    <GuestDetailsForm
                      defaultValues={draft}
                      serverErrors={serverErrors}
                      t={t}
                      localeTag={localeTag}
                      submitLabel={t('continue_to_review')}
                      onDraft={keepDraft}
                      onSubmit={(parsed, input) => {
                        setDraft(input)
                        setDetails(parsed)
                        setServerErrors(null)
                        setProblem(null)
                        go({ step: 'review' })
                      }}
                    />
                  </Suspense>
                </div>
              </div>
            ) : details ? (
              <Review
                data={data!}
                room={selection.room}
                rate={selection.rate}
                stay={stay}
                details={details}
                problem={problem}
                posting={posting}
                onConfirm={() => void confirm()}
                onEdit={() => go({ step: 'details' })}
                onChooseAnother={() => go({ step: 'rates', room: null, rate: null })}
                t={t}
                localeTag={localeTag}
                headingRef={headingRef}
              />
            ) : null}
          </div>
          <aside aria-label={t('your_stay')} className="lg:col-span-4">
            {selection && data && (
              <div className="lg:sticky lg:top-28">
                <SelectionSummary
                  data={data}
                  room={selection.room}
                  rate={selection.rate}
                  stay={stay}
                  t={t}
                  localeTag={localeTag}
                  onChange={() => go({ step: 'rates' })}
                />
              </div>
            )}
          </aside>
        </div>
      )}

      {query.step === 'confirmation' &&
        (booking && booking.reference === query.reference ? (
          <Suspense fallback={<p className="py-10 text-sm text-ink-soft">{t('loading_form')}</p>}>
            <BookingConfirmation
              booking={booking}
              t={t}
              localeTag={localeTag}
              manageHref={`${managePath}?reference=${encodeURIComponent(booking.reference)}`}
              headingRef={headingRef}
            />
          </Suspense>
        ) : (
          <div role="region" aria-labelledby="confirmation-heading" className="border border-teal/30 bg-white/80 p-6 sm:p-10">
            <h2 id="confirmation-heading" ref={headingRef} tabIndex={-1} className="font-display text-3xl outline-none">
              {query.reference ? t('confirmed_heading') : t('rates_heading')}
            </h2>
            {query.reference && (
              <p className="mt-4">
                {t('reference')}: <span className="font-mono text-2xl font-semibold">{query.reference}</span>
              </p>
            )}
            <a href={`${managePath}${query.reference ? `?reference=${encodeURIComponent(query.reference)}` : ''}`} className="btn-primary mt-6">
              {t('manage_link')}
            </a>
          </div>
        ))}
    </div>
  )
}

/** 'JP' → 'Japan' in the page's language. */
function countryName(code: string, localeTag: string): string {
  try {
    return new Intl.DisplayNames([localeTag], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** Where the guest is in the flow: room, details, review (the confirmation needs no steps). */
function BookingSteps({ t, current }: { t: Translate; current: number }) {
  return (
    <nav aria-label={t('steps_label')} className="mb-6">
      <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {[t('step_room'), t('step_details'), t('step_review')].map((label, index) => (
          <li
            key={label}
            aria-current={index === current ? 'step' : undefined}
            className={`flex items-center gap-2 ${index === current ? 'font-medium text-ink' : 'text-ink-soft'}`}
          >
            <span
              aria-hidden="true"
              className={`flex h-6 w-6 items-center justify-center rounded-full border text-xs ${index < current ? 'border-teal bg-teal text-ivory' : index === current ? 'border-ink bg-ink text-ivory' : 'border-ink/30'}`}
            >
              {index < current ? '✓' : index + 1}
            </span>
            <span>
              <span className="sr-only">{t('step_of', { number: index + 1, total: 3 })} </span>
              {label}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  )
}

const NO_QUERY = new URLSearchParams()

function RatesSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-6" data-testid="rates-loading">
      <p className="text-sm text-ink-soft">{label}</p>
      {[0, 1].map((index) => (
        <div key={index} className="grid animate-pulse gap-4 border border-ink/10 bg-white/50 p-6 md:grid-cols-3">
          <div className="aspect-[4/3] bg-sand" />
          <div className="space-y-3 md:col-span-2">
            <div className="h-6 w-1/2 bg-sand" />
            <div className="h-4 w-3/4 bg-sand" />
            <div className="h-4 w-2/3 bg-sand" />
          </div>
        </div>
      ))}
    </div>
  )
}

function AvailabilityError({
  error,
  t,
  promo,
  onRetry,
  onDropPromo,
}: {
  error: ApiError
  t: Translate
  promo: string
  onRetry: () => void
  onDropPromo: () => void
}) {
  const message =
    error.code === 'unknown_promo'
      ? t('error_promo', { code: promo })
      : error.code === 'invalid_query'
        ? t('error_dates')
        : error.code === 'not_found'
          ? t('error_not_bookable')
          : error.code === 'too_many_requests'
            ? t('error_rate_limited')
            : error.code === 'network'
              ? t('error_network_rates')
              : t('error_server_rates')
  return (
    <div role="alert" className="border-l-4 border-terracotta bg-white/80 p-6" data-testid="rates-error">
      <p>{message}</p>
      {error.code === 'unknown_promo' ? (
        <button type="button" className="btn-outline mt-4" onClick={onDropPromo}>
          {t('remove_promo')}
        </button>
      ) : error.code !== 'invalid_query' && error.code !== 'not_found' ? (
        <button type="button" className="btn-outline mt-4" onClick={onRetry}>
          {t('try_again')}
        </button>
      ) : null}
    </div>
  )
}

/** The chosen room and rate with the stay's total: beside the rates, and beside the later steps. */
function SelectionSummary({
  data,
  room,
  rate,
  stay,
  t,
  localeTag,
  onContinue,
  onPrefetch,
  onChange,
}: {
  data: AvailabilityResponse
  room: RoomOption
  rate: RateOption
  stay: Stay
  t: Translate
  localeTag: string
  onContinue?: () => void
  onPrefetch?: () => void
  onChange?: () => void
}) {
  return (
    <div className="border border-ink/10 bg-white/80 p-6" data-testid="selection-summary">
      <p className="eyebrow">{t('your_stay')}</p>
      <p className="mt-3 font-display text-2xl">{room.room_type.name}</p>
      <p className="text-sm">
        {rate.rate_plan.name} · {boardLabel(t, rate.rate_plan.board)}
      </p>
      <dl className="mt-4 space-y-2 text-sm">
        <div>
          <dt className="text-ink-soft">{t('check_in')}</dt>
          <dd>{longDate(data.check_in, localeTag)}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">{t('check_out')}</dt>
          <dd>{longDate(data.check_out, localeTag)}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">{t('guests')}</dt>
          <dd>{guestsText(t, stay.adults, stay.children, stay.rooms, localeTag)}</dd>
        </div>
      </dl>
      <div className="mt-5 border-t border-ink/10 pt-4">
        <p className="flex items-baseline justify-between gap-3">
          <span className="text-sm">
            {t('total_for', {
              nights: data.nights,
              rooms: data.rooms_requested,
            })}
          </span>
          <span className="text-2xl font-medium tabular-nums" data-testid="summary-total">
            {rate.total_formatted}
          </span>
        </p>
        <p className="mt-1 text-xs text-ink-soft">{t('total_includes')}</p>
        <p className="mt-1 text-xs text-ink-soft">{rate.rate_plan.cancellation_policy}</p>
      </div>
      {onContinue && (
        <button
          type="button"
          className="btn-primary mt-5 w-full"
          onPointerEnter={onPrefetch}
          onFocus={onPrefetch}
          onClick={onContinue}
          data-testid="continue-to-details"
        >
          {t('continue')}
        </button>
      )}
      {onChange && (
        <button type="button" className="mt-4 text-sm underline underline-offset-4" onClick={onChange}>
          {t('change_room')}
        </button>
      )}
    </div>
  )
}

function Review({
  data,
  room,
  rate,
  stay,
  details,
  problem,
  posting,
  onConfirm,
  onEdit,
  onChooseAnother,
  t,
  localeTag,
  headingRef,
}: {
  data: AvailabilityResponse
  room: RoomOption
  rate: RateOption
  stay: Stay
  details: GuestDetails
  problem: ReviewProblem | null
  posting: boolean
  onConfirm: () => void
  onEdit: () => void
  onChooseAnother: () => void
  t: Translate
  localeTag: string
  headingRef: React.RefObject<HTMLHeadingElement | null>
}) {
  const problemText = !problem
    ? ''
    : problem.kind === 'sold_out'
      ? t('error_sold_out')
      : problem.kind === 'price_changed'
        ? t('error_price_changed', {
            previous: problem.previous,
            current: rate.total_formatted,
          })
        : problem.kind === 'rate_limited'
          ? t('error_rate_limited')
          : problem.kind === 'network'
            ? t('error_network_booking')
            : t('error_server_booking')
  const rows: [string, string][] = [
    [t('room'), room.room_type.name],
    [t('rate'), `${rate.rate_plan.name} · ${boardLabel(t, rate.rate_plan.board)}`],
    [t('check_in'), `${longDate(data.check_in, localeTag)} · ${t('from_time', { time: data.property.check_in_time })}`],
    [t('check_out'), `${longDate(data.check_out, localeTag)} · ${t('until_time', { time: data.property.check_out_time })}`],
    [t('length_of_stay'), t('nights', { count: data.nights })],
    [t('guests'), guestsText(t, stay.adults, stay.children, stay.rooms, localeTag)],
    [t('guest_name'), fullName(details.guest.first_name, details.guest.last_name, localeTag)],
    [t('email'), details.guest.email],
    ...(details.guest.phone ? ([[t('phone'), details.guest.phone]] as [string, string][]) : []),
    ...(details.guest.country ? ([[t('country'), countryName(details.guest.country, localeTag)]] as [string, string][]) : []),
    ...(details.special_requests ? ([[t('special_requests'), details.special_requests]] as [string, string][]) : []),
  ]
  return (
    <div role="region" aria-labelledby="review-heading" data-testid="review">
      <h2 id="review-heading" ref={headingRef} tabIndex={-1} className="font-display text-3xl outline-none sm:text-4xl">
        {t('review_heading')}
      </h2>
      <dl className="mt-6 divide-y divide-ink/10 border-y border-ink/10 text-sm">
        {rows.map(([term, detail]) => (
          <div key={term} className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-4 py-2.5">
            <dt className="text-ink-soft">{term}</dt>
            <dd className="break-words">{detail}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="mt-3 text-sm underline underline-offset-4" onClick={onEdit}>
        {t('edit_details')}
      </button>

      <h3 className="mt-8 font-display text-2xl">{t('price_breakdown')}</h3>
      <div className="mt-3">
        <PriceBreakdown
          nightly={rate.nightly}
          discountMinor={rate.discount_minor}
          taxesAndFees={rate.taxes_and_fees}
          totalFormatted={rate.total_formatted}
          currency={data.currency}
          t={t}
          localeTag={localeTag}
        />
      </div>

      <div className="mt-8 bg-sand/70 p-5 text-sm leading-relaxed">
        <h3 className="font-medium">{t('cancellation_heading')}</h3>
        <p className="mt-1">{rate.rate_plan.cancellation_policy}</p>
        <h3 className="mt-4 font-medium">{t('payment_heading')}</h3>
        <p className="mt-1">{rate.rate_plan.guarantee}</p>
      </div>

      {problem && (
        <div
          role="alert"
          className="mt-8 flex items-start gap-3 border-l-4 border-terracotta bg-white/80 p-5 text-sm leading-relaxed"
          data-testid="booking-problem"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-5 w-5 shrink-0 text-terracotta" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M12 3.5l9.5 16.5h-19L12 3.5Z" strokeLinejoin="round" />
            <path d="M12 10v4.5M12 17.5h.01" strokeLinecap="round" />
          </svg>
          <div>
            <p>{problemText}</p>
            {problem.kind === 'sold_out' && (
              <button type="button" className="btn-outline mt-3" onClick={onChooseAnother}>
                {t('choose_another_room')}
              </button>
            )}
          </div>
        </div>
      )}

      <div className="mt-8 flex flex-col gap-4 border-t border-ink/10 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-soft">{t('confirm_note')}</p>
        <button
          type="button"
          className="btn-primary min-w-52 shrink-0 py-4 text-base"
          onClick={onConfirm}
          // While posting the button says so and ignores presses, but keeps the keyboard focus.
          disabled={problem?.kind === 'sold_out'}
          aria-disabled={posting || undefined}
          data-testid="confirm-booking"
        >
          {posting && (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 animate-spin" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 3a9 9 0 1 0 9 9" strokeLinecap="round" />
            </svg>
          )}
          {posting ? t('confirming') : t('confirm_booking')}
        </button>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {posting ? t('confirming') : ''}
      </p>
    </div>
  )
}
