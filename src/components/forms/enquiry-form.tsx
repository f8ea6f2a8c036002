'use client'

import { type ComponentType, useId, useRef, useState, useSyncExternalStore } from 'react'

import type { EnquiryFormValues } from '@/lib/enquiry'
import { type EnquiryField, HONEYPOT_FIELD } from '@/lib/enquiry-fields'
import { type ControlRegistration, type EnquiryControl, type EnquiryFormProps, EnquiryFormView } from './enquiry-form-view'

export type { EnquiryFormLabels, PropertyChoice } from './enquiry-form-view'

/** What the visitor did in the form before its code loaded, carried over to the working form. */
export interface EnquiryHandover {
  values: Partial<EnquiryFormValues>
  /** The control that had focus, and the caret in it. */
  focus: { control: EnquiryControl; start: number | null; end: number | null } | null
  /** The fields the visitor had already left (checked at once, as leaving them would have). */
  touched: EnquiryField[]
  /** The visitor sent the form: it is sent (checked first) as soon as the code is there. */
  submit: boolean
}

type LiveForm = ComponentType<EnquiryFormProps & { idPrefix: string; handover?: EnquiryHandover }>

let liveModule: Promise<LiveForm> | null = null

/** The working form (react-hook-form and the sending), downloaded once, when the visitor comes to a form. */
function loadLiveForm(): Promise<LiveForm> {
  liveModule ??= import('./enquiry-form-live').then((module) => module.LiveEnquiryForm)
  // A failed download (offline) is tried again at the visitor's next move in the form.
  liveModule.catch(() => (liveModule = null))
  return liveModule
}

const noSubscription = () => () => {}

const FIELDS = new Set<string>(['name', 'email', 'phone', 'property', 'subject', 'message'])
const CONTROLS = new Set<string>([...FIELDS, HONEYPOT_FIELD])

/**
 * The contact, host and demo forms. The page draws the form at once; the code that validates and
 * sends it (react-hook-form; the zod schema later still) is downloaded when the visitor comes to the
 * form — a pointer over or on it, a field focused, a send — and not with the page, whose first seconds
 * it used to block on a phone (Lighthouse: /contact-us TBT 340 ms). It takes over the same markup with
 * everything typed, the focused field and its caret, the fields already left (checked at once) and a
 * send already asked for. The send button is disabled only until the page has hydrated, so nothing is
 * submitted natively (which would put the message in the URL).
 */
export function EnquiryForm(props: EnquiryFormProps) {
  const idPrefix = `enquiry-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const [live, setLive] = useState<{ Form: LiveForm; handover: EnquiryHandover } | null>(null)
  // False on the server and while React hydrates the form, true once it is the browser's.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const formRef = useRef<HTMLFormElement>(null)
  const touched = useRef(new Set<EnquiryField>())
  const submitAsked = useRef(false)
  // A press on the form not yet released, and the swap that waits for it: a click whose press began on
  // a control the swap removed would be dropped (the send button, most of all).
  const pressing = useRef(false)
  const waiting = useRef<(() => void) | null>(null)

  const takeOver = () =>
    loadLiveForm().then(
      (Form) => {
        // Read while React renders the working form (render and commit are one task): nothing typed is lost.
        const swap = () => setLive((current) => current ?? { Form, handover: handoverOf(formRef.current, [...touched.current], submitAsked.current) })
        if (pressing.current) waiting.current = swap
        else swap()
      },
      () => undefined,
    )

  const press = () => {
    pressing.current = true
    const release = () => {
      removeEventListener('pointerup', release, true)
      removeEventListener('pointercancel', release, true)
      pressing.current = false
      // After the click that this release makes.
      setTimeout(() => {
        const swap = waiting.current
        waiting.current = null
        swap?.()
      })
    }
    addEventListener('pointerup', release, true)
    addEventListener('pointercancel', release, true)
    void takeOver()
  }

  if (live) return <live.Form {...props} idPrefix={idPrefix} handover={live.handover} />

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
      ready={hydrated}
      formRef={formRef}
      onPointerEnter={() => void takeOver()}
      onPointerDown={press}
      onFocus={() => void takeOver()}
      onBlur={(event) => {
        const name = event.target.getAttribute('name')
        if (name && FIELDS.has(name)) touched.current.add(name as EnquiryField)
      }}
      onSubmit={(event) => {
        event.preventDefault()
        submitAsked.current = true
        void takeOver()
      }}
    />
  )
}

function handoverOf(form: HTMLFormElement | null, touched: EnquiryField[], submit: boolean): EnquiryHandover {
  const values: Partial<EnquiryFormValues> = {}
  let focus: EnquiryHandover['focus'] = null
  if (form) {
    for (const [name, value] of new FormData(form)) {
      if (CONTROLS.has(name) && typeof value === 'string') Object.assign(values, { [name]: value })
    }
    const active = document.activeElement
    const name = active && form.contains(active) ? active.getAttribute('name') : null
    if (name && CONTROLS.has(name)) {
      const text = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement ? active : null
      let start: number | null = null
      let end: number | null = null
      try {
        start = text?.selectionStart ?? null
        end = text?.selectionEnd ?? null
      } catch {
        // An e-mail field has no caret position to read.
      }
      focus = { control: name as EnquiryControl, start, end }
    }
  }
  return { values, focus, touched, submit }
}
