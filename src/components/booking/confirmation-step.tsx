import { lazy, Suspense } from 'react'

import type { BookingSummary } from '@/lib/booking-api'

import type { Translate } from './labels'

// The confirmation (with its calendar file) downloads while the booking is being made.
export const loadConfirmation = () => import('./booking-confirmation')
const BookingConfirmation = lazy(() => loadConfirmation().then((module) => ({ default: module.BookingConfirmation })))

/**
 * The booking just made, in full; a confirmation URL opened later (the booking is not in it) shows its
 * reference and the way to manage it.
 */
export function ConfirmationStep({
  booking,
  reference,
  managePath,
  t,
  localeTag,
  headingRef,
}: {
  /** The booking made on this page, if any. */
  booking: BookingSummary | null
  /** The URL's reference. */
  reference: string | null
  managePath: string
  t: Translate
  localeTag: string
  headingRef: React.RefObject<HTMLHeadingElement | null>
}) {
  if (booking && booking.reference === reference)
    return (
      <Suspense fallback={<p className="py-10 text-sm text-ink-soft">{t('loading_form')}</p>}>
        <BookingConfirmation
          booking={booking}
          t={t}
          localeTag={localeTag}
          manageHref={`${managePath}?reference=${encodeURIComponent(booking.reference)}`}
          headingRef={headingRef}
        />
      </Suspense>
    )
  return (
    <div role="region" aria-labelledby="confirmation-heading" className="border border-teal/30 bg-white/80 p-6 sm:p-10">
      <h2 id="confirmation-heading" ref={headingRef} tabIndex={-1} className="font-display text-3xl outline-none">
        {reference ? t('confirmed_heading') : t('rates_heading')}
      </h2>
      {reference && (
        <p className="mt-4">
          {t('reference')}: <span className="font-mono text-2xl font-semibold">{reference}</span>
        </p>
      )}
      <a href={`${managePath}${reference ? `?reference=${encodeURIComponent(reference)}` : ''}`} className="btn-primary mt-6">
        {t('manage_link')}
      </a>
    </div>
  )
}
