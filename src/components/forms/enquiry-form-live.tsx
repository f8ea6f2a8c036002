'use client'

import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form'

import type { Enquiry, EnquiryFormValues } from '@/lib/enquiry'
import { type EnquiryField, HONEYPOT_FIELD } from '@/lib/enquiry-fields'
import type { EnquiryHandover } from './enquiry-form'
import { type EnquiryFormProps, EnquiryFormView, type EnquiryProblem } from './enquiry-form-view'

const ENDPOINT = '/api/enquiries'

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
export function LiveEnquiryForm({
  kind,
  labels,
  properties,
  requireSubject = kind !== 'contact',
  idPrefix,
  handover,
}: EnquiryFormProps & {
  idPrefix: string
  /** What the visitor did in the form before its code loaded. */
  handover?: EnquiryHandover
}) {
  const idOf = (field: string) => `${idPrefix}-${field}`
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<EnquiryFormValues, unknown, Enquiry>({
    resolver: lazyResolver,
    // Spec §5: validate on blur and on change, not while the visitor is still typing a first time.
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: { name: '', email: '', phone: '', property: '', subject: '', message: '', [HONEYPOT_FIELD]: '', ...handover?.values, kind },
  })
  const [problem, setProblem] = useState<EnquiryProblem | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [summaryShown, setSummaryShown] = useState(false)
  // Set when the summary should take focus; honoured once it is on screen (errors may arrive a render later).
  const summaryFocusPending = useRef(false)
  const summaryRef = useRef<HTMLDivElement>(null)
  const successRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)

  const fields: EnquiryField[] = ['name', 'email', 'phone', ...(properties ? (['property'] as const) : []), 'subject', 'message']
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
  // The visitor may have been in a field while the form's code loaded: they stay in it, caret and all,
  // before the browser handles their next key (a layout effect: no keystroke lands between the forms).
  useLayoutEffect(() => {
    const focus = handover?.focus
    if (!focus || focus.control === 'kind' || focus.control === HONEYPOT_FIELD) return
    const control = formRef.current?.elements.namedItem(focus.control)
    if (!(control instanceof HTMLElement)) return
    control.focus({ preventScroll: true })
    if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && focus.start !== null && focus.end !== null) {
      try {
        control.setSelectionRange(focus.start, focus.end)
      } catch {
        // An e-mail field has no caret to place.
      }
    }
    // Once, when the working form replaces the one drawn with the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // The fields already left are checked, as leaving them would have; a send already asked for is made.
  useEffect(() => {
    for (const field of handover?.touched ?? []) {
      if (field === 'property' && !properties) continue
      setValue(field, getValues(field), { shouldTouch: true, shouldValidate: true })
    }
    if (handover?.submit) formRef.current?.requestSubmit()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

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
    <EnquiryFormView
      labels={labels}
      properties={properties}
      requireSubject={requireSubject}
      idPrefix={idPrefix}
      register={register}
      errorOf={errorOf}
      summary={
        summaryShown &&
        listed.length > 0 && (
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
        )
      }
      problem={
        problem && (
          <div
            role="alert"
            className="flex items-start gap-3 border-l-4 border-terracotta bg-white/80 p-5 text-sm leading-relaxed text-ink"
            data-testid="enquiry-problem"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-5 w-5 shrink-0 text-terracotta" fill="none" stroke="currentColor" strokeWidth="1.8">
              <path d="M12 3.5l9.5 16.5h-19L12 3.5Z" strokeLinejoin="round" />
              <path d="M12 10v4.5M12 17.5h.01" strokeLinecap="round" />
            </svg>
            <p>{problem === 'rate_limited' ? labels.errorRateLimited : problem === 'network' ? labels.errorNetwork : labels.errorServer}</p>
          </div>
        )
      }
      submitting={isSubmitting}
      ready
      formRef={formRef}
      onFocus={() => void loadResolver().catch(() => undefined)}
      onSubmit={(event) => {
        if (isSubmitting) {
          event.preventDefault()
          return
        }
        // The schema could not be downloaded (offline): say so, keep everything typed.
        handleSubmit(send, showSummary)(event).catch(() => setProblem('network'))
      }}
    />
  )
}
