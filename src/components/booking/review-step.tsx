import type { AvailabilityResponse, RateOption, RoomOption } from '@/lib/booking-api'
import type { GuestDetails } from '@/lib/booking-guest'

import type { ReviewProblem } from './booking-flow'
import { fullName, guestsText, longDate, PriceBreakdown } from './booking-summary'
import type { Translate } from './labels'
import { boardLabel } from './rate-list'
import type { Stay } from './stay-query'

/** 'JP' → 'Japan' in the page's language. */
function countryName(code: string, localeTag: string): string {
  try {
    return new Intl.DisplayNames([localeTag], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

/** The label saying why a booking was refused. */
const PROBLEMS: Record<ReviewProblem['kind'], string> = {
  sold_out: 'error_sold_out',
  price_changed: 'error_price_changed',
  rate_limited: 'error_rate_limited',
  network: 'error_network_booking',
  server: 'error_server_booking',
}

/**
 * The review step: the whole booking as it will be made, the price's breakdown and the rate's terms,
 * then one button that books. A refused booking says why here; while the booking is made the button
 * says so and ignores presses.
 */
export function ReviewStep({
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
  const problemText = problem
    ? t(PROBLEMS[problem.kind], problem.kind === 'price_changed' ? { previous: problem.previous, current: rate.total_formatted } : undefined)
    : ''
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
          rooms={rate.rooms}
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
        <div role="alert" className="mt-8 flex items-start gap-3 border-l-4 border-terracotta bg-white/80 p-5 text-sm leading-relaxed" data-testid="booking-problem">
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
