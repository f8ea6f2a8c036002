'use client'

/**
 * The bookings list's "Export (CSV)" button: the bookings the list shows — its search and filters, all
 * pages — as a CSV file, from the site's staff route (/api/staff/bookings/export), which reads them with
 * the signed-in staff member's access (a property manager gets their hotels' bookings only).
 */
import { useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { adminMessage } from '@/i18n/admin-text'

export function ExportBookings() {
  const { i18n } = useTranslation()
  const language = i18n.language
  const [state, setState] = useState<'idle' | 'busy' | 'error'>('idle')
  const [reason, setReason] = useState('')

  async function exportCsv() {
    setState('busy')
    try {
      const response = await fetch(`/api/staff/bookings/export${window.location.search}`, { method: 'POST', credentials: 'include' })
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
        throw new Error(body?.error?.message ?? `The server answered ${response.status}.`)
      }
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'bookings.csv'
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = name
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      setState('idle')
    } catch (error) {
      setReason(error instanceof Error ? error.message : String(error))
      setState('error')
    }
  }

  return (
    <div style={{ margin: '0 0 1rem', display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} disabled={state === 'busy'} onClick={exportCsv}>
        {state === 'busy' ? adminMessage(language, 'exportBusy') : adminMessage(language, 'exportCsv')}
      </button>
      {state === 'error' ? <span role="alert">{adminMessage(language, 'exportFailed', { reason })}</span> : null}
    </div>
  )
}
