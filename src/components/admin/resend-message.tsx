'use client'

/**
 * The back office's "Send again" button on a failed message: queues it again through the outbox and
 * reloads the message to show its new status. Shown only while the message is failed.
 */
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

import { useStaffAction } from './staff-action'

export function ResendMessage() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value) as string | undefined
  const { state, message, run: resend } = useStaffAction(`/api/staff/messages/${encodeURIComponent(String(id ?? ''))}/resend`)

  if (!id) return null
  if (state === 'done')
    return (
      <p style={{ margin: '0 0 1.5rem' }} role="status">
        Queued again: it goes out within a few seconds.
      </p>
    )
  if (status !== 'failed') return null

  return (
    <div style={{ margin: '0 0 1.5rem', display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <span>This message could not be delivered: the last error below says why.</span>
      <button type="button" className="btn btn--style-primary btn--size-small" disabled={state === 'busy'} onClick={() => resend()}>
        {state === 'busy' ? 'Queuing…' : 'Send again'}
      </button>
      {state === 'error' ? <span role="alert">Not queued: {message}</span> : null}
    </div>
  )
}
