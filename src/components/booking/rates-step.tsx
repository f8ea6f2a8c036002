import { useId } from 'react'

import type { RateOption, RoomOption } from '@/lib/booking-api'

import { AvailabilityError, RatesSkeleton } from './availability-status'
import { type Availability, type BookingProperty, noRoomsMessage, openRooms, type Selection, type StayProblem } from './booking-flow'
import { guestsText, longDate } from './booking-summary'
import type { BookingLabels, Translate } from './labels'
import { promoRefusal } from './promo-message'
import { RateList } from './rate-list'
import { SelectionSummary } from './selection-summary'
import { StayBox } from './stay-box'
import { agesKnown, type Stay } from './stay-query'

/**
 * The first step: the stay box, then the rooms and rates for the stay (a prompt without dates, a
 * skeleton while they are asked for, or why they cannot be shown), with the chosen rate and its total
 * beside them — at the bottom of the screen on phones and tablets.
 */
export function RatesStep({
  property,
  basePath,
  stay,
  priced,
  current,
  problem,
  unavailableChoice,
  selection,
  nightsText,
  labels,
  lang,
  localeTag,
  hotelUrl,
  t,
  headingRef,
  onRetry,
  onDropPromo,
  onChoose,
  onContinue,
  onPrefetch,
  onStayChange,
  onStaySubmit,
}: {
  property: BookingProperty
  basePath: string
  stay: Stay
  /** The stay has dates and every child's age: its rates are asked for. */
  priced: boolean
  /** The answer for this stay; null while it is asked for. */
  current: Availability | null
  /** Why the stay cannot be priced (the box's stay while the guest is changing it, or the address's). */
  problem: StayProblem | 'invalid_dates' | null
  /** The URL chose a room and rate that cannot be booked for this stay. */
  unavailableChoice: boolean
  selection: Selection | null
  nightsText: string
  labels: BookingLabels
  lang: string
  localeTag: string
  hotelUrl: string
  t: Translate
  headingRef: React.RefObject<HTMLHeadingElement | null>
  onRetry: () => void
  onDropPromo: () => void
  onChoose: (room: RoomOption, rate: RateOption) => void
  onContinue: () => void
  onPrefetch: () => void
  /** Each change in the stay box: the rates follow it at once. */
  onStayChange: (stay: Stay) => void
  onStaySubmit: (stay: Stay) => void
}) {
  const data = current?.status === 'ready' ? current.data : null
  // Said on the page as well as to screen readers (the announcer): why nothing can be booked.
  const noRooms = data ? noRoomsMessage(data) : null
  // Not a fixed id: while the server's rates stream in, the page holds this step twice (the waiting copy
  // and the one that replaces it), and an id may appear once.
  const headingId = useId()
  return (
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
        onStayChange={onStayChange}
        onStaySubmit={onStaySubmit}
      />
      <div role="region" aria-labelledby={headingId} className="mt-10" aria-busy={(priced && current === null) || undefined}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-display text-3xl outline-none sm:text-4xl">
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
                {promptText(t, problem, stay)}
              </p>
            ) : current === null ? (
              <RatesSkeleton label={t('loading_rates')} />
            ) : current.status === 'error' ? (
              <AvailabilityError error={current.error} t={t} promo={stay.promo} onRetry={onRetry} onDropPromo={onDropPromo} />
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
                      <p>{t(promoRefusal(current.data, stay.promo).key, promoRefusal(current.data, stay.promo).values)}</p>
                      <button type="button" className="mt-2 underline underline-offset-4" onClick={onDropPromo}>
                        {t('remove_promo')}
                      </button>
                    </div>
                  ))}
                {unavailableChoice && (
                  <p role="alert" className="mb-6 border-l-4 border-terracotta bg-white/80 p-4 text-sm">
                    {t('selection_unavailable')}
                  </p>
                )}
                {noRooms && openRooms(current.data) === 0 && (
                  <p className="mb-6 border-l-4 border-terracotta bg-white/80 p-4 text-sm" data-testid="rates-none">
                    {t(noRooms.key, noRooms.values)}
                  </p>
                )}
                <RateList data={current.data} selected={selection} onChoose={onChoose} t={t} localeTag={localeTag} hotelUrl={hotelUrl} />
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
                  onContinue={onContinue}
                  onPrefetch={onPrefetch}
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
            <button type="button" className="btn-primary shrink-0" onPointerEnter={onPrefetch} onClick={onContinue}>
              {t('continue')}
            </button>
          </div>
        </div>
      )}
    </>
  )
}

/** What the rates step says instead of rates for a stay that cannot be priced. */
function promptText(t: Translate, problem: StayProblem | 'invalid_dates' | null, stay: Stay): string {
  switch (problem) {
    case 'invalid_dates':
      return t('error_dates')
    case 'ages':
      return t('choose_ages_first')
    case 'rooms':
      return t('rooms_need_adults')
    case 'promo':
      return t('invalid', { field: t('promo_code') })
    case 'dates':
      return t('choose_dates_prompt')
    default:
      return stay.check_in && !agesKnown(stay) ? t('choose_ages_first') : t('choose_dates_prompt')
  }
}
