'use client'

import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form'

import type { Enquiry, EnquiryFormValues } from '@/lib/enquiry'
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

type Problem = 'rate_limited' | 'server' | 'network'

const ENDPOINT = '/api/enquiries'

const noSubscription = () => () => {}

type EnquiryResolver = Resolver<EnquiryFormValues, unknown, Enquiry>
let resolverModule: Promise<EnquiryResolver> | null = null

/** The zod schema and its resolver, downloaded once, when a visitor starts on a form. */
function loadResolver(): Promise<EnquiryResolver> {
  resolverModule ??= import('./enquiry-resolver').then((module) => module.enquiryResolver)
  // A failed download (offline) is tried again at the next validation.
  resolverModule.catch(() => (resolverModule = null))
  return resolverModule
}

const lazyResolver: EnquiryResolver = async (values, context, options) => (await loadResolver())(values, context, options)

/**
 * The contact, host and demo forms: one zod schema (src/lib/enquiry.ts) validates here and on the
 * server. A field is checked when the visitor leaves it, then on every change (react-hook-form's
 * onTouched); a submit with errors lists them in a summary that takes focus. Whatever goes wrong on
 * the way to the server, everything typed stays in the form.
 */
export function EnquiryForm({
  kind,
  labels,
  properties,
  requireSubject = kind !== 'contact',
}: {
  kind: EnquiryKind
  labels: EnquiryFormLabels
  /** Hotels to choose from, grouped by country (the contact form); none: no hotel field. */
  properties?: PropertyChoice[]
  requireSubject?: boolean
}) {
  const prefix = `enquiry-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const idOf = (field: string) => `${prefix}-${field}`
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EnquiryFormValues, unknown, Enquiry>({
    resolver: lazyResolver,
    // Spec §5: validate on blur and on change, not while the visitor is still typing a first time.
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: { kind, name: '', email: '', phone: '', property: '', subject: '', message: '', [HONEYPOT_FIELD]: '' },
  })
  const [problem, setProblem] = useState<Problem | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [summaryShown, setSummaryShown] = useState(false)
  // Set when the summary should take focus; honoured once it is on screen (errors may arrive a render later).
  const summaryFocusPending = useRef(false)
  // Until React has taken over the form, a click would submit it natively (the fields into a URL).
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false)
  const summaryRef = useRef<HTMLDivElement>(null)
  const successRef = useRef<HTMLDivElement>(null)

  const fields: EnquiryField[] = ['name', 'email', 'phone', ...(properties ? (['property'] as const) : []), 'subject', 'message']
  const required = (field: EnquiryField) => field === 'name' || field === 'email' || field === 'message' || (field === 'subject' && requireSubject)
  const errorOf = (field: EnquiryField): string | null => {
    const code = (errors as FieldErrors<Record<EnquiryField, string>>)[field]?.message
    if (!code) return null
    return code === 'required' ? labels.required : labels.invalid[field]
  }
  const listed = fields.filter((field) => errorOf(field))

  useEffect(() => {
    if (summaryFocusPending.current && summaryRef.current) {
      summaryFocusPending.current = false
      summaryRef.current.focus()
    }
  })
  useEffect(() => {
    if (sentTo) successRef.current?.focus()
  }, [sentTo])

  const showSummary = () => {
    summaryFocusPending.current = true
    setSummaryShown(true)
  }

  const send = async (enquiry: Enquiry) => {
    setProblem(null)
    let response: Response
    try {
      response = await fetch(ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(enquiry),
      })
    } catch {
      setProblem('network')
      return
    }
    if (response.status === 201) {
      setSummaryShown(false)
      setSentTo(enquiry.email)
      reset()
      return
    }
    if (response.status === 422) {
      const body = (await response.json().catch(() => null)) as { error?: { fields?: Record<string, string> } } | null
      const invalid = fields.filter((field) => body?.error?.fields?.[field])
      if (invalid.length > 0) {
        for (const field of invalid) setError(field, { type: 'server', message: 'invalid' })
        showSummary()
        return
      }
    }
    setProblem(response.status === 429 ? 'rate_limited' : 'server')
  }

  if (sentTo) {
    return (
      <div ref={successRef} tabIndex={-1} role="status" className="border border-teal/30 bg-white/70 p-8 [word-break:auto-phrase] sm:p-10" data-testid="enquiry-success">
        <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-full bg-teal text-ivory">
          <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        <h3 className="mt-6 font-display text-2xl leading-snug sm:text-3xl">{labels.successTitle}</h3>
        <p className="mt-3 leading-relaxed text-ink-soft">{labels.successMessage.replace('{email}', sentTo)}</p>
        <button
          type="button"
          className="btn-outline mt-8"
          onClick={() => {
            setSentTo(null)
            setProblem(null)
            requestAnimationFrame(() => setFocus('name'))
          }}
        >
          {labels.sendAnother}
        </button>
      </div>
    )
  }

  return (
    <form
      method="post"
      noValidate
      onFocus={() => void loadResolver().catch(() => undefined)}
      aria-busy={isSubmitting}
      onSubmit={(event) => {
        if (isSubmitting) {
          event.preventDefault()
          return
        }
        // The schema could not be downloaded (offline): say so, keep everything typed.
        handleSubmit(send, showSummary)(event).catch(() => setProblem('network'))
      }}
      className="space-y-7 [word-break:auto-phrase]"
    >
      <p className="text-sm text-ink-soft">{labels.requiredNote}</p>

      {summaryShown && listed.length > 0 && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          aria-labelledby={idOf('summary-title')}
          className="border-l-4 border-terracotta bg-white/80 p-5"
          data-testid="enquiry-errors"
        >
          <h3 id={idOf('summary-title')} className="font-medium text-ink">
            {labels.errorsTitle}
          </h3>
          <ul className="mt-3 space-y-1.5 text-sm">
            {listed.map((field) => (
              <li key={field}>
                <a
                  href={`#${idOf(field)}`}
                  className="text-terracotta underline underline-offset-4 hover:text-ink"
                  onClick={(event) => {
                    event.preventDefault()
                    setFocus(field)
                  }}
                >
                  {labels.fields[field]}: {errorOf(field)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

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
                <input
                  {...control}
                  {...inputAttributes(field)}
                  {...register(field as 'name' | 'email' | 'phone' | 'subject')}
                />
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

      {problem && (
        <div role="alert" className="flex items-start gap-3 border-l-4 border-terracotta bg-white/80 p-5 text-sm leading-relaxed text-ink" data-testid="enquiry-problem">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-5 w-5 shrink-0 text-terracotta" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M12 3.5l9.5 16.5h-19L12 3.5Z" strokeLinejoin="round" />
            <path d="M12 10v4.5M12 17.5h.01" strokeLinecap="round" />
          </svg>
          <p>{problem === 'rate_limited' ? labels.errorRateLimited : problem === 'network' ? labels.errorNetwork : labels.errorServer}</p>
        </div>
      )}

      <div className="flex flex-col gap-5 border-t border-ink/10 pt-7 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-soft">{labels.privacyNote}</p>
        <button type="submit" disabled={!hydrated} className="btn-primary min-w-40 shrink-0" aria-disabled={isSubmitting || undefined}>
          {isSubmitting && (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 animate-spin" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 3a9 9 0 1 0 9 9" strokeLinecap="round" />
            </svg>
          )}
          {isSubmitting ? labels.sending : labels.send}
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
