import type { Translate } from './labels'

/** Where the guest is in the flow: room, details, review (the confirmation needs no steps). */
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
