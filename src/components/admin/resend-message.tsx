'use client'

/**
 * The back office's "Send again" button on a failed message: queues it again through the outbox and
 * reloads the message to show its new status. Shown only while the message is failed.
 */
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { postStaffAction } from './staff-action'

export function ResendMessage() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value) as string | undefined
  const router = useRouter()
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'error'>('idle')
  const [message, setMessage] = useState('')

  if (!id) return null
  if (state === 'done')
    return (
      <p style={{ margin: '0 0 1.5rem' }} role="status">
        Queued again: it goes out within a few seconds.
      </p>
    )
  if (status !== 'failed') return null

  async function resend() {
    setState('busy')
    try {
      await postStaffAction(`/api/staff/messages/${encodeURIComponent(String(id))}/resend`)
      setState('done')
      router.refresh()
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error))
      setState('error')
    }
  }

  return (
    <div style={{ margin: '0 0 1.5rem', display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <span>This message could not be delivered: the last error below says why.</span>
      <button type="button" className="btn btn--style-primary btn--size-small" disabled={state === 'busy'} onClick={resend}>
        {state === 'busy' ? 'Queuing…' : 'Send again'}
      </button>
      {state === 'error' ? <span role="alert">Not queued: {message}</span> : null}
    </div>
  )
}
