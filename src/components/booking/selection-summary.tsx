import type { AvailabilityResponse, RateOption, RoomOption } from '@/lib/booking-api'

import { guestsText, longDate } from './booking-summary'
import type { Translate } from './labels'
import { boardLabel } from './rate-list'
import type { Stay } from './stay-query'

/** The chosen room and rate with the stay's total: beside the rates, and beside the later steps. */
export function SelectionSummary({
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
        <button type="button" className="btn-primary mt-5 w-full" onPointerEnter={onPrefetch} onFocus={onPrefetch} onClick={onContinue} data-testid="continue-to-details">
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
