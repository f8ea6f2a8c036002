'use client'

/**
 * The back office's "Cancel booking" button on a booking: asks once, cancels through the booking engine
 * (the rooms go back on sale, the guest and the hotel are e-mailed) and reloads the booking to show its new status.
 */
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'

import { useStaffAction } from './staff-action'

export function CancelBooking() {
  const { id } = useDocumentInfo()
  const reference = useFormFields(([fields]) => fields.reference?.value) as string | undefined
  const status = useFormFields(([fields]) => fields.status?.value) as string | undefined
  const { state, setState, message, run: cancel } = useStaffAction(`/api/staff/bookings/${encodeURIComponent(reference ?? '')}/cancel`)

  if (!id || !reference) return null
  if (status === 'cancelled' || state === 'done') {
    return <p style={{ margin: '0 0 1.5rem' }}>This booking is cancelled; its rooms are back on sale.</p>
  }

  return (
    <div style={{ margin: '0 0 1.5rem', display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
      {state === 'confirm' || state === 'busy' ? (
        <>
          <span>Cancel booking {reference}? The guest and the hotel are e-mailed and the rooms go back on sale. This cannot be undone.</span>
          <button type="button" className="btn btn--style-primary btn--size-small" disabled={state === 'busy'} onClick={() => cancel()}>
            {state === 'busy' ? 'Cancelling…' : 'Yes, cancel it'}
          </button>
          <button type="button" className="btn btn--style-secondary btn--size-small" disabled={state === 'busy'} onClick={() => setState('idle')}>
            Keep it
          </button>
        </>
      ) : (
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setState('confirm')}>
          Cancel booking…
        </button>
      )}
      {state === 'error' ? <span role="alert">Not cancelled: {message}</span> : null}
    </div>
  )
}
