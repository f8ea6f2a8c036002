'use client'

import { useEffect, useState } from 'react'

import type { BookingSummary } from '@/lib/booking-api'
import { stayCalendar } from '@/lib/ics'

import { BookingSummaryView } from './booking-summary'
import { focusHeading } from './focus-heading'
import type { Translate } from './labels'

/** Offers the stay as an .ics file, made in the browser from the booking on screen. */
export function downloadCalendar(booking: BookingSummary, t: Translate) {
  const file = stayCalendar({
    uid: `${booking.reference}@${window.location.host}`,
    checkIn: booking.check_in,
    checkOut: booking.check_out,
    summary: t('calendar_event', { hotel: booking.property_name }),
    location: [booking.property_name, booking.contact.address].filter(Boolean).join(', '),
    description: `${t('reference')}: ${booking.reference}\n${booking.room_type_name} · ${booking.rate_plan_name}\n${window.location.origin}`,
  })
  const url = URL.createObjectURL(new Blob([file], { type: 'text/calendar;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `${booking.reference}.ics`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * The booking's confirmation: its reference, large and copyable, the e-mail it was sent to, a print
 * button (the print stylesheet keeps only this), an "Add to calendar" file and the way to manage it.
 */
export function BookingConfirmation({
  booking,
  t,
  localeTag,
  manageHref,
  headingRef,
}: {
  booking: BookingSummary
  t: Translate
  localeTag: string
  manageHref: string
  headingRef: React.RefObject<HTMLHeadingElement | null>
}) {
  const [copied, setCopied] = useState(false)
  // Shown only just after booking: its heading takes the focus as soon as it is drawn.
  useEffect(() => focusHeading(headingRef.current), [headingRef])
  return (
    <div role="region" aria-labelledby="confirmation-heading" className="booking-printable space-y-8" data-testid="confirmation">
      <div className="border border-teal/30 bg-white/80 p-6 sm:p-10">
        <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-teal text-ivory print:hidden">
          <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        <h2 id="confirmation-heading" ref={headingRef} tabIndex={-1} className="mt-5 font-display text-3xl outline-none sm:text-4xl">
          {t('confirmed_heading')}
        </h2>
        <p className="mt-3 text-ink-soft">{t('confirmed_email', { email: booking.guest.email })}</p>
        <div className="mt-6">
          <p className="eyebrow">{t('reference')}</p>
          <div className="mt-2 flex flex-wrap items-center gap-4">
            <p className="select-all break-all font-mono text-3xl font-semibold tracking-wider sm:text-4xl" data-testid="booking-reference">
              {booking.reference}
            </p>
            <button
              type="button"
              className="btn-outline print:hidden"
              onClick={() => {
                void navigator.clipboard?.writeText(booking.reference).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }}
            >
              {t('copy_reference')}
            </button>
          </div>
          <p role="status" className="mt-2 min-h-5 text-sm text-teal print:hidden">
            {copied ? t('reference_copied') : ''}
          </p>
        </div>
        <div className="mt-6 flex flex-wrap gap-3 print:hidden">
          <button type="button" className="btn-primary" onClick={() => window.print()}>
            {t('print')}
          </button>
          <button type="button" className="btn-outline" onClick={() => downloadCalendar(booking, t)} data-testid="add-to-calendar">
            {t('add_to_calendar')}
          </button>
          <a href={manageHref} className="btn-outline">
            {t('manage_link')}
          </a>
        </div>
      </div>
      <BookingSummaryView booking={booking} t={t} localeTag={localeTag} />
    </div>
  )
}
