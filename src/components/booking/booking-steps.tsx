import type React from 'react'

import { translator, type BookingLabels, type Translate } from './labels'

/** The booking flow's steps (room, details, review), the current one marked. Markup only: the server draws it too. */
export function BookingSteps({ t, current }: { t: Translate; current: number }) {
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

/** The page's first drawing, before the browser has read the query string: the steps and an empty stay box. */
export function BookingShell({ labels, localeTag, children }: { labels: BookingLabels; localeTag: string; children: React.ReactNode }) {
  const t = translator(labels, localeTag)
  return (
    <div>
      <BookingSteps t={t} current={0} />
      {children}
    </div>
  )
}
