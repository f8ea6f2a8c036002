'use client'

import { useEffect, useMemo, useRef, useState } from 'react'

import type { BookingSummary } from '@/lib/booking-api'

import { useUrlQuery } from '../ui/url-query'

import { callApi, type ApiError, postJson } from './api-client'
import { BookingSummaryView, longDate } from './booking-summary'
import { translator, type BookingLabels } from './labels'

type Lookup = { status: 'idle' } | { status: 'loading' } | { status: 'found'; booking: BookingSummary; email: string } | { status: 'failed'; error: ApiError }

type Cancel = { status: 'idle' } | { status: 'confirming' } | { status: 'posting' } | { status: 'failed'; error: ApiError } | { status: 'done' }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const REFERENCE = /^[A-Za-z0-9 -]{4,40}$/

/**
 * Manage my booking: the reference and the e-mail it was booked with find a booking (a wrong pair and
 * an unknown reference get the same answer); a confirmed booking whose rate still allows it can be
 * cancelled after a second, explicit confirmation.
 */
export function ManageBooking({ labels, localeTag }: { labels: BookingLabels; localeTag: string }) {
  const t = useMemo(() => translator(labels, localeTag), [labels, localeTag])
  // The page is drawn on the server without its query: a link's ?reference= fills the field once the
  // query is known, unless the visitor has typed one already.
  const [query, queryReader] = useUrlQuery()
  const [reference, setReference] = useState('')
  const [linked, setLinked] = useState<string | null>(null)
  if (query && linked === null) {
    const fromLink = query.get('reference') ?? ''
    setLinked(fromLink)
    if (fromLink && !reference) setReference(fromLink)
  }
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<{ reference?: string; email?: string }>({})
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' })
  const [cancel, setCancel] = useState<Cancel>({ status: 'idle' })
  const resultRef = useRef<HTMLHeadingElement>(null)
  const cancelRef = useRef<HTMLHeadingElement>(null)
  const problemRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (lookup.status === 'found') resultRef.current?.focus()
    if (lookup.status === 'failed') problemRef.current?.focus()
  }, [lookup.status])
  useEffect(() => {
    if (cancel.status === 'confirming' || cancel.status === 'done') cancelRef.current?.focus()
  }, [cancel.status])

  const check = (field: 'reference' | 'email', value: string): string | undefined => {
    const clean = value.trim()
    if (!clean) return t('required')
    const valid = field === 'email' ? EMAIL.test(clean) : REFERENCE.test(clean)
    return valid ? undefined : t('invalid', { field: field === 'email' ? t('email') : t('reference') })
  }

  const find = async (event: React.FormEvent) => {
    event.preventDefault()
    const found = { reference: check('reference', reference), email: check('email', email) }
    setErrors(found)
    if (found.reference || found.email) {
      document.getElementById(found.reference ? 'manage-reference' : 'manage-email')?.focus()
      return
    }
    setLookup({ status: 'loading' })
    setCancel({ status: 'idle' })
    const ref = reference.trim().toUpperCase()
    const result = await callApi<BookingSummary>(`/api/bookings/${encodeURIComponent(ref)}?email=${encodeURIComponent(email.trim())}`)
    setLookup(result.ok ? { status: 'found', booking: result.data, email: email.trim() } : { status: 'failed', error: result.error })
  }

  const cancelBooking = async () => {
    if (lookup.status !== 'found' || cancel.status === 'posting') return
    setCancel({ status: 'posting' })
    const result = await postJson<{ reference: string; status: string }>(`/api/bookings/${encodeURIComponent(lookup.booking.reference)}/cancel`, { email: lookup.email })
    if (!result.ok) {
      setCancel({ status: 'failed', error: result.error })
      return
    }
    setLookup({ ...lookup, booking: { ...lookup.booking, status: 'cancelled', cancellable: false } })
    setCancel({ status: 'done' })
  }

  const lookupProblem =
    lookup.status !== 'failed'
      ? ''
      : lookup.error.status === 404 || lookup.error.code === 'not_found'
        ? t('manage_not_found')
        : lookup.error.code === 'too_many_requests'
          ? t('error_rate_limited')
          : lookup.error.code === 'network'
            ? t('error_network_manage')
            : t('error_server_manage')

  const fieldClass = (invalid: boolean) =>
    `mt-2 block w-full rounded-none border bg-white/80 px-4 py-3 text-base hover:border-ink/50 ${invalid ? 'border-terracotta' : 'border-ink/25'}`

  return (
    <div className="space-y-10 [word-break:auto-phrase]">
      {queryReader}
      <form
        noValidate
        onSubmit={find}
        className="grid gap-6 border border-ink/10 bg-white/70 p-6 sm:grid-cols-[1fr_1fr_auto] sm:items-start sm:p-8"
        data-testid="manage-form"
      >
        <div>
          <label htmlFor="manage-reference" className="block text-sm font-medium">
            {t('reference')}
          </label>
          <input
            id="manage-reference"
            name="reference"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={reference}
            onChange={(event) => {
              setReference(event.target.value)
              if (errors.reference) setErrors({ ...errors, reference: check('reference', event.target.value) })
            }}
            onBlur={() => setErrors({ ...errors, reference: check('reference', reference) })}
            aria-invalid={errors.reference ? true : undefined}
            aria-describedby="manage-reference-error"
            className={`${fieldClass(Boolean(errors.reference))} font-mono uppercase`}
          />
          <p id="manage-reference-error" aria-live="polite" className="mt-1 text-sm text-terracotta">
            {errors.reference}
          </p>
        </div>
        <div>
          <label htmlFor="manage-email" className="block text-sm font-medium">
            {t('email')}
          </label>
          <input
            id="manage-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={254}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              if (errors.email) setErrors({ ...errors, email: check('email', event.target.value) })
            }}
            onBlur={() => setErrors({ ...errors, email: check('email', email) })}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby="manage-email-error"
            className={fieldClass(Boolean(errors.email))}
          />
          <p id="manage-email-error" aria-live="polite" className="mt-1 text-sm text-terracotta">
            {errors.email}
          </p>
        </div>
        <button type="submit" className="btn-primary sm:mt-7" aria-disabled={lookup.status === 'loading' || undefined} data-testid="manage-find">
          {lookup.status === 'loading' ? t('finding') : t('find_booking')}
        </button>
      </form>

      {lookup.status === 'failed' && (
        <div ref={problemRef} tabIndex={-1} role="alert" className="border-l-4 border-terracotta bg-white/80 p-5" data-testid="manage-problem">
          {lookupProblem}
        </div>
      )}

      {lookup.status === 'found' && (
        <div role="region" aria-labelledby="manage-result" className="booking-printable space-y-8" data-testid="manage-result">
          <div className="flex flex-wrap items-center gap-4">
            <h2 id="manage-result" ref={resultRef} tabIndex={-1} className="font-display text-3xl outline-none sm:text-4xl">
              {/* The reference in a monospaced face, where 0 and O, 1 and I cannot be confused. */}
              {t('booking_heading', { reference: '\u0000' })
                .split('\u0000')
                .map((part, index) =>
                  index === 0 ? (
                    part
                  ) : (
                    <span key={index}>
                      <span className="font-mono text-[0.8em] font-semibold tracking-wider">{lookup.booking.reference}</span>
                      {part}
                    </span>
                  ),
                )}
            </h2>
            <p
              className={`rounded-full border px-3 py-1 text-sm font-medium ${lookup.booking.status === 'cancelled' ? 'border-terracotta text-terracotta' : 'border-teal text-teal'}`}
              data-testid="booking-status"
            >
              {lookup.booking.status === 'cancelled' ? t('status_cancelled') : t('status_confirmed')}
            </p>
          </div>
          <BookingSummaryView booking={lookup.booking} t={t} localeTag={localeTag} />

          <div className="border-t border-ink/10 pt-6 print:hidden">
            {cancel.status === 'done' ? (
              <div className="border border-teal/30 bg-white/80 p-6">
                <h3 ref={cancelRef} tabIndex={-1} className="font-display text-2xl outline-none">
                  {t('cancelled_heading')}
                </h3>
                <p className="mt-2 text-sm">{t('cancelled_text', { email: lookup.email })}</p>
              </div>
            ) : lookup.booking.status === 'cancelled' ? null : lookup.booking.cancellable ? (
              cancel.status === 'confirming' || cancel.status === 'posting' || cancel.status === 'failed' ? (
                <div className="border border-terracotta/40 bg-white/80 p-6" data-testid="cancel-confirm">
                  <h3 ref={cancelRef} tabIndex={-1} className="font-display text-2xl outline-none">
                    {t('cancel_confirm_heading')}
                  </h3>
                  <p className="mt-2 text-sm">{lookup.booking.cancellation_policy}</p>
                  {cancel.status === 'failed' && (
                    <p role="alert" className="mt-4 border-l-4 border-terracotta pl-4 text-sm">
                      {cancel.error.code === 'not_cancellable'
                        ? lookup.booking.cancellation_deadline
                          ? t('not_cancellable_deadline', { deadline: longDate(lookup.booking.cancellation_deadline.slice(0, 10), localeTag) })
                          : t('not_cancellable')
                        : cancel.error.code === 'network'
                          ? t('error_network_manage')
                          : cancel.error.code === 'too_many_requests'
                            ? t('error_rate_limited')
                            : t('error_server_manage')}
                    </p>
                  )}
                  <div className="mt-5 flex flex-wrap gap-3">
                    <button
                      type="button"
                      className="btn-primary !bg-terracotta"
                      onClick={() => void cancelBooking()}
                      aria-disabled={cancel.status === 'posting' || undefined}
                      data-testid="cancel-yes"
                    >
                      {cancel.status === 'posting' ? t('cancelling') : t('cancel_yes')}
                    </button>
                    <button type="button" className="btn-outline" onClick={() => setCancel({ status: 'idle' })}>
                      {t('cancel_keep')}
                    </button>
                  </div>
                </div>
              ) : (
                <button type="button" className="btn-outline" onClick={() => setCancel({ status: 'confirming' })} data-testid="cancel-booking">
                  {t('cancel_booking')}
                </button>
              )
            ) : (
              <p className="text-sm">
                {lookup.booking.cancellation_deadline
                  ? t('not_cancellable_deadline', { deadline: longDate(lookup.booking.cancellation_deadline.slice(0, 10), localeTag) })
                  : t('not_cancellable')}
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  )
}
