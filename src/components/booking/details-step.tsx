import { lazy, Suspense } from 'react'

import type { GuestDetails, GuestDetailsInput } from '@/lib/booking-guest'

import type { Translate } from './labels'

// The details form (react-hook-form, zod) downloads when a guest has chosen a rate, not with the page.
export const loadDetailsForm = () => import('./guest-details-form')
const GuestDetailsForm = lazy(loadDetailsForm)

/** The guest's details, with everything typed before and any the server refused. */
export function DetailsStep({
  draft,
  serverErrors,
  t,
  localeTag,
  headingRef,
  onDraft,
  onSubmit,
}: {
  draft: GuestDetailsInput
  serverErrors: Record<string, string> | null
  t: Translate
  localeTag: string
  headingRef: React.RefObject<HTMLHeadingElement | null>
  onDraft: (input: GuestDetailsInput) => void
  onSubmit: (details: GuestDetails, input: GuestDetailsInput) => void
}) {
  return (
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
            onDraft={onDraft}
            onSubmit={onSubmit}
          />
        </Suspense>
      </div>
    </div>
  )
}
