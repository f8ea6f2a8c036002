import { SampleLabel } from './showcase-section'

export interface ButtonStateLabels {
  default: string
  hover: string
  focus: string
  disabled: string
  loading: string
  /** Announced by the busy button. */
  busy: string
}

/** Outline buttons fill with their own colour on hover, as the slideshow's call to action does. */
export const OUTLINE_HOVER = 'hover:border-ink hover:bg-ink hover:text-ivory'

const VARIANTS = [
  { name: 'btn-primary', base: 'btn-primary', hover: '!bg-teal' },
  { name: 'btn-outline', base: `btn-outline ${OUTLINE_HOVER}`, hover: '!border-ink !bg-ink !text-ivory' },
] as const

/**
 * Every button in every state, side by side. The first column is live (hover it, tab to it); the
 * others pin a state with the same styles so it can be seen without the mouse or keyboard.
 */
export function ButtonStates({ primary, outline, labels }: { primary: string; outline: string; labels: ButtonStateLabels }) {
  const disabled = 'disabled:cursor-not-allowed disabled:opacity-45'
  return (
    <div className="space-y-10">
      {VARIANTS.map((variant) => {
        const text = variant.name === 'btn-primary' ? primary : outline
        return (
          <div key={variant.name}>
            <p className="mb-5">
              <code className="bg-sand px-2 py-1 text-sm">.{variant.name}</code>
            </p>
            <ul className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3 lg:grid-cols-5">
              <li>
                <SampleLabel>{labels.default}</SampleLabel>
                <button type="button" className={`${variant.base} ${disabled}`}>
                  {text}
                </button>
              </li>
              <li>
                <SampleLabel>{labels.hover}</SampleLabel>
                <button type="button" className={`${variant.base} ${variant.hover}`}>
                  {text}
                </button>
              </li>
              <li>
                <SampleLabel>{labels.focus}</SampleLabel>
                <button type="button" className={`${variant.base} outline-2 outline-offset-[3px] outline-brass [outline-style:solid]`}>
                  {text}
                </button>
              </li>
              <li>
                <SampleLabel>{labels.disabled}</SampleLabel>
                <button type="button" disabled className={`${variant.base} ${disabled}`}>
                  {text}
                </button>
              </li>
              <li>
                <SampleLabel>{labels.loading}</SampleLabel>
                <button type="button" aria-disabled="true" aria-busy="true" className={`${variant.base} cursor-progress`}>
                  <svg viewBox="0 0 24 24" className="h-4 w-4 motion-safe:animate-spin" fill="none" aria-hidden="true">
                    <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="2" />
                    <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                  </svg>
                  {text}
                  <span className="sr-only">({labels.busy})</span>
                </button>
              </li>
            </ul>
          </div>
        )
      })}
    </div>
  )
}
