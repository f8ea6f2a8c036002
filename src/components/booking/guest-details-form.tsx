'use client'

import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { type FieldPath, useForm } from 'react-hook-form'

import { GUEST_FIELDS, GUEST_MAX_LENGTH, type GuestDetails, type GuestDetailsInput, type GuestField } from '@/lib/booking-guest'
import { COUNTRY_CODES } from '@/lib/country-codes'

import { guestDetailsResolver } from './guest-resolver'
import type { Translate } from './labels'

type FieldName = FieldPath<GuestDetailsInput>

const REQUIRED: ReadonlySet<GuestField> = new Set(['first_name', 'last_name', 'email'])

export const EMPTY_DETAILS: GuestDetailsInput = {
  guest: { first_name: '', last_name: '', email: '', phone: '', country: '' },
  special_requests: '',
}

/**
 * The guest's details: name, e-mail, optional phone and country, and requests to the hotel — each
 * asked once, with the browser's autofill token, validated by the schema the booking API uses. A field
 * is checked when the guest leaves it and then on every change (spec §5); a submit with errors lists
 * them in a summary that takes focus. Errors the server found (422) arrive as `serverErrors`.
 */
export default function GuestDetailsForm({
  defaultValues,
  serverErrors,
  onSubmit,
  onDraft,
  t,
  localeTag,
  submitLabel,
}: {
  defaultValues: GuestDetailsInput
  /** 'guest.email' → 'invalid' */
  serverErrors: Record<string, string> | null
  onSubmit: (details: GuestDetails, input: GuestDetailsInput) => void
  /** Everything typed so far, kept by the page when the form leaves the screen. */
  onDraft: (input: GuestDetailsInput) => void
  t: Translate
  localeTag: string
  submitLabel: string
}) {
  const prefix = `guest-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const idOf = (field: string) => `${prefix}-${field.replace('.', '-')}`
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors },
  } = useForm<GuestDetailsInput, unknown, GuestDetails>({
    resolver: guestDetailsResolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues,
  })
  // Errors the server found show their summary at once (the form is drawn anew for them).
  const [summaryShown, setSummaryShown] = useState(Boolean(serverErrors))
  const summaryRef = useRef<HTMLDivElement>(null)
  const focusSummary = useRef(Boolean(serverErrors))

  const fieldLabel = (name: string) => t(name.replace('guest.', ''))
  // Japanese and Chinese write (and ask for) the family name first.
  const guestFields = /^(ja|zh)\b/.test(localeTag)
    ? [...GUEST_FIELDS].sort((a, b) => (a.name === 'last_name' && b.name === 'first_name' ? -1 : a.name === 'first_name' && b.name === 'last_name' ? 1 : 0))
    : GUEST_FIELDS
  const fields: FieldName[] = [...guestFields.map((field) => `guest.${field.name}` as FieldName), 'special_requests']
  const errorCode = (name: FieldName): string | undefined => {
    if (name === 'special_requests') return errors.special_requests?.message
    const field = name.replace('guest.', '') as GuestField
    return errors.guest?.[field]?.message
  }
  const messageOf = (name: FieldName): string | null => {
    const code = errorCode(name)
    if (!code) return null
    return code === 'required' ? t('required') : t('invalid', { field: fieldLabel(name) })
  }
  const listed = fields.filter((name) => messageOf(name))

  // What the server refused comes back onto its field, with the summary.
  useEffect(() => {
    if (!serverErrors) return
    for (const [field, code] of Object.entries(serverErrors)) {
      if (!fields.includes(field as FieldName)) continue
      // The server sends the spec's sentence ('Required', 'E-mail is not valid.') in the page's language.
      const required = code === 'required' || code === t('required')
      setError(field as FieldName, { type: 'server', message: required ? 'required' : 'invalid' })
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer of the server
  }, [serverErrors])

  useEffect(() => {
    if (focusSummary.current && summaryRef.current) {
      focusSummary.current = false
      summaryRef.current.focus()
    }
  })

  // Keep the draft when the form leaves the screen (back to the rates, on to the review).
  useEffect(() => () => onDraft(getValues()), [getValues, onDraft])

  const countries = useMemo(() => {
    let names: Intl.DisplayNames | null = null
    try {
      names = new Intl.DisplayNames([localeTag], { type: 'region' })
    } catch {
      names = null
    }
    const collator = new Intl.Collator(localeTag)
    return COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name))
  }, [localeTag])

  const inputClass = (invalid: boolean) =>
    `mt-2 block w-full rounded-none border bg-white/80 px-4 py-3 text-base text-ink transition-colors hover:border-ink/50 ${invalid ? 'border-terracotta' : 'border-ink/25'}`

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit(
          (details) => onSubmit(details, getValues()),
          () => {
            focusSummary.current = true
            setSummaryShown(true)
          },
        )(event)
      }
      className="space-y-6 [word-break:auto-phrase]"
      data-testid="guest-form"
    >
      <p className="text-sm text-ink-soft">{t('required_note')}</p>

      {summaryShown && listed.length > 0 && (
        <div ref={summaryRef} tabIndex={-1} aria-labelledby={`${prefix}-summary`} className="border-l-4 border-terracotta bg-white/80 p-5" data-testid="guest-errors">
          <h3 id={`${prefix}-summary`} className="font-medium">
            {t('errors_title')}
          </h3>
          <ul className="mt-3 space-y-1.5 text-sm">
            {listed.map((name) => (
              <li key={name}>
                <a
                  href={`#${idOf(name)}`}
                  className="text-terracotta underline underline-offset-4 hover:text-ink"
                  onClick={(event) => {
                    event.preventDefault()
                    setFocus(name)
                  }}
                >
                  {fieldLabel(name)}: {messageOf(name)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="grid gap-6 sm:grid-cols-2">
        {guestFields.map(({ name, autoComplete }) => {
          const path = `guest.${name}` as FieldName
          const id = idOf(path)
          const message = messageOf(path)
          const required = REQUIRED.has(name)
          const control = {
            id,
            autoComplete,
            'aria-invalid': message ? true : undefined,
            'aria-required': required || undefined,
            'aria-describedby': name === 'email' ? `${id}-error ${id}-hint` : `${id}-error`,
            className: inputClass(Boolean(message)),
          }
          return (
            <div key={name} className={name === 'email' ? 'sm:col-span-2' : undefined}>
              <label htmlFor={id} className="block text-sm font-medium">
                {fieldLabel(path)}
                {required ? (
                  <span aria-hidden="true" className="ml-1 text-terracotta">
                    *
                  </span>
                ) : (
                  <span className="ml-1 font-normal text-ink-soft">{t('optional')}</span>
                )}
              </label>
              {name === 'country' ? (
                <select {...control} {...register(path)}>
                  <option value="">{t('country_choose')}</option>
                  {countries.map((country) => (
                    <option key={country.code} value={country.code}>
                      {country.name}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...control}
                  type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
                  inputMode={name === 'email' ? 'email' : name === 'phone' ? 'tel' : undefined}
                  spellCheck={name === 'email' ? false : undefined}
                  maxLength={GUEST_MAX_LENGTH[name]}
                  {...register(path)}
                />
              )}
              {name === 'email' && (
                <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-soft">
                  {t('email_hint')}
                </p>
              )}
              <FieldError id={`${id}-error`} message={message} />
            </div>
          )
        })}
        <div className="sm:col-span-2">
          <label htmlFor={idOf('special_requests')} className="block text-sm font-medium">
            {fieldLabel('special_requests')}
            <span className="ml-1 font-normal text-ink-soft">{t('optional')}</span>
          </label>
          <textarea
            id={idOf('special_requests')}
            rows={4}
            maxLength={GUEST_MAX_LENGTH.special_requests}
            aria-invalid={messageOf('special_requests') ? true : undefined}
            aria-describedby={`${idOf('special_requests')}-error ${idOf('special_requests')}-hint`}
            className={`${inputClass(Boolean(messageOf('special_requests')))} resize-y`}
            {...register('special_requests')}
          />
          <p id={`${idOf('special_requests')}-hint`} className="mt-1.5 text-xs text-ink-soft">
            {t('special_requests_hint')}
          </p>
          <FieldError id={`${idOf('special_requests')}-error`} message={messageOf('special_requests')} />
        </div>
      </div>

      <div className="flex justify-end border-t border-ink/10 pt-6">
        <button type="submit" className="btn-primary w-full sm:w-auto sm:min-w-48" data-testid="details-continue">
          {submitLabel}
        </button>
      </div>
    </form>
  )
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} aria-live="polite" className="text-sm text-terracotta">
      {message && (
        <span className="mt-2 flex items-start gap-2">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7.5v5.5M12 16.5h.01" strokeLinecap="round" />
          </svg>
          {message}
        </span>
      )}
    </p>
  )
}
