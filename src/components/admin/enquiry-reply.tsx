'use client'

/**
 * The reply box on an enquiry: staff write an answer, and it is e-mailed to the visitor through the
 * outbox (POST /api/staff/enquiries/{id}/reply), kept under "Replies sent" and the enquiry marked
 * answered; the page then reloads to show it. Texts in the staff member's admin language.
 */
import { useDocumentInfo, useFormFields, useRowLabel, useTranslation } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { adminMessage } from '@/i18n/admin-text'

import { useStaffAction } from './staff-action'

export function EnquiryReply() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const language = i18n.language
  const name = useFormFields(([fields]) => fields.name?.value) as string | undefined
  const email = useFormFields(([fields]) => fields.email?.value) as string | undefined
  const [text, setText] = useState('')
  const [empty, setEmpty] = useState(false)
  const inputId = useId()
  const { state, setState, message, run } = useStaffAction(`/api/staff/enquiries/${encodeURIComponent(String(id ?? ''))}/reply`)

  if (!id || !email) return null

  const send = () => {
    if (!text.trim()) return setEmpty(true)
    setEmpty(false)
    void run({ message: text })
  }

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      style={{ margin: '0 0 2rem', padding: '1rem 1.25rem', border: '1px solid var(--theme-elevation-150)', borderRadius: 'var(--style-radius-m)' }}
    >
      <h2 id={`${inputId}-heading`} style={{ fontSize: '1.1rem', margin: '0 0 0.25rem' }}>
        {adminMessage(language, 'replyHeading', { name: name ?? email })}
      </h2>
      <p style={{ margin: '0 0 0.75rem', opacity: 0.8 }}>{adminMessage(language, 'replyHint', { email })}</p>
      {state === 'done' ? (
        <p role="status" style={{ margin: 0 }}>
          {adminMessage(language, 'replyQueued')}{' '}
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            style={{ margin: 0 }}
            onClick={() => {
              setText('')
              setState('idle')
            }}
          >
            {adminMessage(language, 'replySend')}…
          </button>
        </p>
      ) : (
        <>
          <label htmlFor={inputId} style={{ display: 'block', fontWeight: 600, marginBottom: '0.25rem' }}>
            {adminMessage(language, 'replyLabel')}
          </label>
          <textarea
            id={inputId}
            value={text}
            rows={6}
            maxLength={10_000}
            aria-invalid={empty || undefined}
            onChange={(event) => setText(event.target.value)}
            style={{ width: '100%', font: 'inherit', padding: '0.5rem', boxSizing: 'border-box', resize: 'vertical' }}
          />
          <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap', marginTop: '0.5rem' }}>
            <button type="button" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }} disabled={state === 'busy'} onClick={send}>
              {state === 'busy' ? adminMessage(language, 'replyBusy') : adminMessage(language, 'replySend')}
            </button>
            {empty ? <span role="alert">{adminMessage(language, 'replyEmpty')}</span> : null}
            {state === 'error' ? <span role="alert">{adminMessage(language, 'replyFailed', { reason: message })}</span> : null}
          </div>
        </>
      )}
    </section>
  )
}

/** A sent reply's row: when and by whom ("28 Nov 2026, 07:33, by manager@…"), not "Reply 01". */
export function ReplyRowLabel() {
  const { data } = useRowLabel<{ sent_at?: string; by_email?: string }>()
  const { i18n } = useTranslation()
  const when = data?.sent_at ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(data.sent_at)) : ''
  return <span>{adminMessage(i18n.language, 'repliedBy', { date: when, who: data?.by_email ?? '' })}</span>
}
