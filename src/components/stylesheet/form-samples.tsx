import type React from 'react'

/**
 * The site's form controls. The boundary (ink at 55 %) keeps 3:1 against the page for WCAG 1.4.11;
 * an invalid control turns terracotta (5.4:1 on ivory) and names its error by aria-describedby.
 */
export const CONTROL =
  'block w-full rounded-none border border-ink/55 bg-white/80 px-4 py-3 text-base text-ink transition-colors placeholder:text-ink-soft hover:border-ink focus-visible:border-ink disabled:cursor-not-allowed disabled:border-ink/25 disabled:bg-sand/70 disabled:text-ink-soft aria-[invalid=true]:border-terracotta'
export const LABEL = 'block text-sm font-medium'
export const CHOICE = 'h-5 w-5 shrink-0 accent-ink disabled:cursor-not-allowed'
export const ERROR = 'mt-2 flex items-start gap-2 text-sm text-terracotta'

type State = 'default' | 'valid' | 'invalid' | 'disabled'

export interface FormSampleLabels {
  state: string
  email: string
  hotel: string
  chooseHotel: string
  message: string
  consent: string
  contactBy: string
  phone: string
  /** "E-mail is not valid." */
  emailInvalid: string
  required: string
  /** Something a guest might write, for the filled-in message box. */
  messageSample: string
}

/** One column of the showcase: the same five controls in one state. */
export function FormSample({ state, hotels, labels }: { state: State; hotels: string[]; labels: FormSampleLabels }) {
  const id = (name: string) => `sample-${state}-${name}`
  const disabled = state === 'disabled'
  const invalid = state === 'invalid'
  const valid = state === 'valid'
  return (
    <fieldset className="space-y-6 border border-ink/10 bg-white/50 p-6 disabled:text-ink-soft" disabled={disabled}>
      <legend className="-ml-2 bg-ivory px-2 text-xs font-medium uppercase tracking-[0.14em] text-ink-soft">{labels.state}</legend>

      <div>
        <label htmlFor={id('email')} className={LABEL}>
          {labels.email}
        </label>
        <div className="relative mt-2">
          <input
            id={id('email')}
            type="email"
            autoComplete="off"
            defaultValue={valid ? 'guest@example.com' : invalid ? 'guest@example' : ''}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? id('email-error') : undefined}
            className={`${CONTROL} ${valid ? '!border-teal pr-11' : ''}`}
          />
          {valid && <Check className="pointer-events-none absolute right-4 top-1/2 h-5 w-5 -translate-y-1/2 text-teal" />}
        </div>
        {invalid && <ErrorMessage id={id('email-error')}>{labels.emailInvalid}</ErrorMessage>}
      </div>

      <div>
        <label htmlFor={id('hotel')} className={LABEL}>
          {labels.hotel}
        </label>
        <div className="relative mt-2">
          <select
            id={id('hotel')}
            defaultValue={valid ? hotels[0] : ''}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? id('hotel-error') : undefined}
            className={`${CONTROL} appearance-none pr-11 ${valid ? '!border-teal' : ''}`}
          >
            <option value="">{labels.chooseHotel}</option>
            {hotels.map((hotel) => (
              <option key={hotel}>{hotel}</option>
            ))}
          </select>
          <svg
            viewBox="0 0 24 24"
            className="pointer-events-none absolute right-4 top-1/2 h-4 w-4 -translate-y-1/2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            aria-hidden="true"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </div>
        {invalid && <ErrorMessage id={id('hotel-error')}>{labels.required}</ErrorMessage>}
      </div>

      <div>
        <label htmlFor={id('message')} className={LABEL}>
          {labels.message}
        </label>
        <textarea
          id={id('message')}
          rows={3}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? id('message-error') : undefined}
          defaultValue={valid ? labels.messageSample : ''}
          className={`${CONTROL} mt-2 resize-y ${valid ? '!border-teal' : ''}`}
        />
        {invalid && <ErrorMessage id={id('message-error')}>{labels.required}</ErrorMessage>}
      </div>

      <div>
        <div className="flex items-start gap-3">
          <input
            id={id('consent')}
            type="checkbox"
            defaultChecked={valid}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? id('consent-error') : undefined}
            className={`${CHOICE} mt-0.5`}
          />
          <label htmlFor={id('consent')} className="text-sm leading-snug">
            {labels.consent}
          </label>
        </div>
        {invalid && <ErrorMessage id={id('consent-error')}>{labels.required}</ErrorMessage>}
      </div>

      <fieldset aria-describedby={invalid ? id('contact-error') : undefined}>
        <legend className={LABEL}>{labels.contactBy}</legend>
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {[
            { value: 'email', label: labels.email },
            { value: 'phone', label: labels.phone },
          ].map((option, index) => (
            <label key={option.value} className="flex items-center gap-3 text-sm">
              <input type="radio" name={id('contact')} value={option.value} defaultChecked={valid && index === 0} className={CHOICE} />
              {option.label}
            </label>
          ))}
        </div>
        {invalid && <ErrorMessage id={id('contact-error')}>{labels.required}</ErrorMessage>}
      </fieldset>
    </fieldset>
  )
}

function ErrorMessage({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={id} className={ERROR}>
      <svg viewBox="0 0 24 24" className="mt-0.5 h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 8v5M12 16h.01" />
      </svg>
      {children}
    </p>
  )
}

function Check({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
      <path d="m5 12 5 5 9-10" />
    </svg>
  )
}
