'use client'

/**
 * A booking's stay in the list — "12–14 Dec 2026 · 2 nights" in the staff member's language — and an
 * empty form field for the list-only columns (the guest's name is shown by the guest's own fields).
 */
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { adminMessage } from '@/i18n/admin-text'

const DAY_MS = 86_400_000

/** The stay as a range of calendar dates (hotel-local dates, so formatted in UTC) and its nights. */
export function stayText(checkIn: string, checkOut: string, language: string): string {
  const from = Date.parse(`${checkIn}T00:00:00Z`)
  const to = Date.parse(`${checkOut}T00:00:00Z`)
  if (Number.isNaN(from) || Number.isNaN(to)) return `${checkIn} – ${checkOut}`
  let range: string
  try {
    range = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(from, to)
  } catch {
    range = `${checkIn} – ${checkOut}`
  }
  return `${range} · ${adminMessage(language, 'nights', { count: Math.round((to - from) / DAY_MS) })}`
}

export function BookingStayCell({ rowData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const row = rowData as { check_in?: unknown; check_out?: unknown }
  if (typeof row.check_in !== 'string' || typeof row.check_out !== 'string') return null
  return <span style={{ whiteSpace: 'nowrap' }}>{stayText(row.check_in, row.check_out, i18n.language)}</span>
}

export function NoField() {
  return null
}
