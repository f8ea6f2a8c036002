import type { FocusEventHandler, FormEventHandler, PointerEventHandler, ReactNode, Ref } from 'react'

import { ENQUIRY_MAX_LENGTH, type EnquiryField, type EnquiryKind, HONEYPOT_FIELD } from '@/lib/enquiry-fields'

/** Every text the form shows, in the page's language (see ./enquiry-labels.ts). */
export interface EnquiryFormLabels {
  fields: Record<EnquiryField, string>
  required: string
  /** '{field} is not valid.' already filled in for each field. */
  invalid: Record<EnquiryField, string>
  requiredNote: string
  errorsTitle: string
  send: string
  sending: string
  successTitle: string
  /** Contains {email}. */
  successMessage: string
  sendAnother: string
  errorRateLimited: string
  errorServer: string
  errorNetwork: string
  honeypot: string
  privacyNote: string
  propertyNone: string
}

export interface PropertyChoice {
  label: string
  options: { slug: string; name: string }[]
}

export type EnquiryProblem = 'rate_limited' | 'server' | 'network'

/** The names a form control of the enquiry form carries. */
export type EnquiryControl = EnquiryField | 'kind' | typeof HONEYPOT_FIELD

/** What a control gets from its form: react-hook-form's registration once it runs, its name and first value before. */
export interface ControlRegistration {
  name: string
  defaultValue?: string
  onChange?: (event: { target: unknown; type?: unknown }) => Promise<void | boolean>
  onBlur?: (event: { target: unknown; type?: unknown }) => Promise<void | boolean>
  ref?: (instance: HTMLElement | null) => void
}

/** What a page gives the enquiry form. */
export interface EnquiryFormProps {
  kind: EnquiryKind
  labels: EnquiryFormLabels
  /** Hotels to choose from, grouped by country (the contact form); none: no hotel field. */
  properties?: PropertyChoice[]
  requireSubject?: boolean
}

export interface EnquiryFormViewProps {
  labels: EnquiryFormLabels
  properties?: PropertyChoice[]
  requireSubject: boolean
  /** Prefix of every id in the form (stable from the first render to the working form). */
  idPrefix: string
  register: (control: EnquiryControl) => ControlRegistration
  errorOf: (field: EnquiryField) => string | null
  /** The error summary, when a submit found errors (drawn by the working form). */
  summary?: ReactNode
  /** What went wrong on the way to the server (drawn by the working form). */
  problem?: ReactNode
  submitting: boolean
  /** The form can be sent (the page has hydrated: a send before the form's code has loaded waits for it). */
  ready: boolean
  formRef?: Ref<HTMLFormElement>
  onFocus?: FocusEventHandler<HTMLFormElement>
  onBlur?: FocusEventHandler<HTMLFormElement>
  /** A pointer over or on the form: the visitor is coming to it. */
  onPointerEnter?: PointerEventHandler<HTMLFormElement>
  onPointerDown?: PointerEventHandler<HTMLFormElement>
  onSubmit?: FormEventHandler<HTMLFormElement>
}

/** The contact, host and demo forms' markup, the same before and after their code has loaded. */
export function EnquiryFormView({
  labels,
  properties,
  requireSubject,
  idPrefix,
  register,
  errorOf,
  summary,
  problem,
  submitting,
  ready,
  formRef,
  onFocus,
  onBlur,
  onPointerEnter,
  onPointerDown,
  onSubmit,
}: EnquiryFormViewProps) {
  const idOf = (field: string) => `${idPrefix}-${field}`
  const fields: EnquiryField[] = ['name', 'email', 'phone', ...(properties ? (['property'] as const) : []), 'subject', 'message']
  const required = (field: EnquiryField) => field === 'name' || field === 'email' || field === 'message' || (field === 'subject' && requireSubject)
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onPointerDown={onPointerDown}
      aria-busy={submitting}
      onSubmit={onSubmit}
      className="space-y-7 [word-break:auto-phrase]"
    >
      <p className="text-sm text-ink-soft">{labels.requiredNote}</p>

      {summary}

      <input type="hidden" {...register('kind')} />

      <div className="grid gap-7 sm:grid-cols-2">
        {fields.map((field) => {
          const id = idOf(field)
          const error = errorOf(field)
          const errorId = `${id}-error`
          const wide = field === 'subject' || field === 'message' || (field === 'property' && !properties)
          const control = {
            id,
            'aria-invalid': error ? true : undefined,
            'aria-required': required(field) || undefined,
            'aria-describedby': error ? errorId : undefined,
            className: `mt-2 block w-full rounded-none border bg-white/80 px-4 py-3 text-base text-ink transition-colors hover:border-ink/50 ${
              error ? 'border-terracotta' : 'border-ink/25'
            }`,
          }
          return (
            <div key={field} className={wide ? 'sm:col-span-2' : undefined}>
              <label htmlFor={id} className="block text-sm font-medium text-ink">
                {labels.fields[field]}
                {required(field) && (
                  <span aria-hidden="true" className="ml-1 text-terracotta">
                    *
                  </span>
                )}
              </label>
              {field === 'message' ? (
                <textarea rows={6} maxLength={ENQUIRY_MAX_LENGTH.message} {...control} className={`${control.className} resize-y`} {...register('message')} />
              ) : field === 'property' && properties ? (
                <div className="relative">
                  <select {...control} className={`${control.className} appearance-none pr-12`} {...register('property')}>
                    <option value="">{labels.propertyNone}</option>
                    {properties.map((group) => (
                      <optgroup key={group.label} label={group.label}>
                        {group.options.map((option) => (
                          <option key={option.slug} value={option.slug}>
                            {option.name}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="pointer-events-none absolute right-4 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-soft"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                  >
                    <path d="M6 9l6 6 6-6" />
                  </svg>
                </div>
              ) : (
                <input {...control} {...inputAttributes(field)} {...register(field as 'name' | 'email' | 'phone' | 'subject')} />
              )}
              <p id={errorId} aria-live="polite" className="text-sm text-terracotta">
                {error && (
                  <span className="mt-2 flex items-start gap-2">
                    <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
                      <circle cx="12" cy="12" r="9" />
                      <path d="M12 7.5v5.5M12 16.5h.01" strokeLinecap="round" />
                    </svg>
                    {error}
                  </span>
                )}
              </p>
            </div>
          )
        })}
      </div>

      {/* The honeypot: off-screen and out of the tab order, so only bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={idOf(HONEYPOT_FIELD)}>{labels.honeypot}</label>
        <input id={idOf(HONEYPOT_FIELD)} type="text" tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </div>

      {problem}

      <div className="flex flex-col gap-5 border-t border-ink/10 pt-7 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-soft">{labels.privacyNote}</p>
        <button type="submit" disabled={!ready} className="btn-primary min-w-40 shrink-0" aria-disabled={submitting || undefined}>
          {submitting && (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 animate-spin" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 3a9 9 0 1 0 9 9" strokeLinecap="round" />
            </svg>
          )}
          {submitting ? labels.sending : labels.send}
        </button>
      </div>
    </form>
  )
}

function inputAttributes(field: EnquiryField) {
  switch (field) {
    case 'name':
      return { type: 'text', autoComplete: 'name', maxLength: ENQUIRY_MAX_LENGTH.name }
    case 'email':
      return { type: 'email', autoComplete: 'email', inputMode: 'email' as const, maxLength: ENQUIRY_MAX_LENGTH.email, spellCheck: false }
    case 'phone':
      return { type: 'tel', autoComplete: 'tel', inputMode: 'tel' as const, maxLength: ENQUIRY_MAX_LENGTH.phone }
    default:
      return { type: 'text', maxLength: ENQUIRY_MAX_LENGTH.subject }
  }
}
