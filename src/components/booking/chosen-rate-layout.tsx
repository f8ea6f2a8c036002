import type { AvailabilityResponse } from '@/lib/booking-api'

import { AvailabilityError, RatesSkeleton } from './availability-status'
import type { Availability, ReviewProblem, Selection } from './booking-flow'
import type { Translate } from './labels'
import { SelectionSummary } from './selection-summary'
import type { Stay } from './stay-query'

/**
 * The steps after the rates (details, review): the step beside the chosen rate and its total, once the
 * stay's rates have arrived and still offer the chosen rate; otherwise a skeleton, why the rates could
 * not be had, or the way back to another room.
 */
export function ChosenRateLayout({
  stay,
  priced,
  current,
  selection,
  problem,
  nightsText,
  t,
  localeTag,
  onRetry,
  onDropPromo,
  onChooseAnother,
  onChange,
  children,
}: {
  stay: Stay
  priced: boolean
  current: Availability | null
  selection: Selection | null
  problem: ReviewProblem | null
  nightsText: string
  t: Translate
  localeTag: string
  onRetry: () => void
  onDropPromo: () => void
  onChooseAnother: () => void
  onChange: () => void
  /** The step itself, drawn with the chosen rate and the rates it is among. */
  children: (selection: Selection, data: AvailabilityResponse) => React.ReactNode
}) {
  const data = current?.status === 'ready' ? current.data : null
  return (
    <div className="grid gap-10 lg:grid-cols-12">
      <div className="lg:col-span-8">
        {selection && data && (
          // Phones and tablets: the stay's summary sits below the form, so its total is said here too.
          <p className="mb-6 border-l-4 border-brass bg-white/70 px-4 py-3 text-sm lg:hidden" data-testid="selection-line">
            {selection.room.room_type.name} · {selection.rate.rate_plan.name} · <span className="font-medium tabular-nums">{selection.rate.total_formatted}</span> (
            {nightsText})
          </p>
        )}
        {current?.status !== 'ready' && priced ? (
          current?.status === 'error' ? (
            <AvailabilityError error={current.error} t={t} promo={stay.promo} onRetry={onRetry} onDropPromo={onDropPromo} />
          ) : (
            <RatesSkeleton label={t('loading_rates')} />
          )
        ) : !selection || !data ? (
          <div role="alert" className="border-l-4 border-terracotta bg-white/80 p-6">
            <p>{problem?.kind === 'sold_out' ? t('error_sold_out') : t('selection_unavailable')}</p>
            <button type="button" className="btn-primary mt-4" onClick={onChooseAnother}>
              {t('choose_another_room')}
            </button>
          </div>
        ) : (
          children(selection, data)
        )}
      </div>
      <aside aria-label={t('your_stay')} className="lg:col-span-4">
        {selection && data && (
          <div className="lg:sticky lg:top-28">
            <SelectionSummary data={data} room={selection.room} rate={selection.rate} stay={stay} t={t} localeTag={localeTag} onChange={onChange} />
          </div>
        )}
      </aside>
    </div>
  )
}
