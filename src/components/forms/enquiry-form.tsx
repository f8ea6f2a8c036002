'use client'

import { type ComponentType, useEffect, useId, useRef, useState } from 'react'

import type { EnquiryFormValues } from '@/lib/enquiry'
import { HONEYPOT_FIELD } from '@/lib/enquiry-fields'
import { type ControlRegistration, type EnquiryControl, type EnquiryFormProps, EnquiryFormView } from './enquiry-form-view'

export type { EnquiryFormLabels, PropertyChoice } from './enquiry-form-view'

type LiveForm = ComponentType<EnquiryFormProps & { idPrefix: string; initialValues?: Partial<EnquiryFormValues>; focusControl?: EnquiryControl | null }>

let liveModule: Promise<LiveForm> | null = null

/** The working form (react-hook-form and the sending), downloaded once, after the page has hydrated. */
function loadLiveForm(): Promise<LiveForm> {
  liveModule ??= import('./enquiry-form-live').then((module) => module.LiveEnquiryForm)
  // A failed download (offline) is tried again when the visitor comes to the form.
  liveModule.catch(() => (liveModule = null))
  return liveModule
}

const CONTROLS = new Set<string>(['name', 'email', 'phone', 'property', 'subject', 'message', HONEYPOT_FIELD])

/**
 * The contact, host and demo forms. The page draws the form at once; the code that validates and
 * sends it (react-hook-form; the zod schema later still, on first focus) loads after hydration, out of
 * the page's first-load JavaScript, and takes over the same markup with whatever was already typed.
 * Until then the send button is disabled, so nothing is submitted natively.
 */
export function EnquiryForm(props: EnquiryFormProps) {
  const idPrefix = `enquiry-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const [live, setLive] = useState<{ Form: LiveForm; values: Partial<EnquiryFormValues>; focus: EnquiryControl | null } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  const takeOver = () =>
    loadLiveForm().then(
      (Form) =>
        setLive((current) => {
          if (current) return current
          const form = formRef.current
          const values: Partial<EnquiryFormValues> = {}
          let focus: EnquiryControl | null = null
          if (form) {
            for (const [name, value] of new FormData(form)) {
              if (CONTROLS.has(name) && typeof value === 'string') Object.assign(values, { [name]: value })
            }
            const active = document.activeElement
            const name = active && form.contains(active) ? active.getAttribute('name') : null
            if (name && CONTROLS.has(name)) focus = name as EnquiryControl
          }
          return { Form, values, focus }
        }),
      () => undefined,
    )

  useEffect(() => {
    void takeOver()
  }, [])

  if (live) return <live.Form {...props} idPrefix={idPrefix} initialValues={live.values} focusControl={live.focus} />

  const requireSubject = props.requireSubject ?? props.kind !== 'contact'
  const register = (control: EnquiryControl): ControlRegistration => ({ name: control, defaultValue: control === 'kind' ? props.kind : undefined })
  return (
    <EnquiryFormView
      labels={props.labels}
      properties={props.properties}
      requireSubject={requireSubject}
      idPrefix={idPrefix}
      register={register}
      errorOf={() => null}
      submitting={false}
      ready={false}
      formRef={formRef}
      onFocus={() => void takeOver()}
    />
  )
}
