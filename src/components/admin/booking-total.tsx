'use client'

/**
 * A booking's total on its page, in major units and the booking's own currency — "€981.20", not the
 * stored 98120 minor units — in the staff member's language. Read-only: the booking engine wrote it.
 */
import { FieldLabel, useField, useFormFields, useTranslation } from '@payloadcms/ui'
import type { NumberFieldClientProps } from 'payload'

import { formatExactPrice, isCurrency } from '@/lib/money'

export function BookingTotal({ field, path: pathFromProps }: NumberFieldClientProps) {
  const { i18n } = useTranslation()
  const { value, path } = useField<number | null>({ potentiallyStalePath: pathFromProps })
  const currency = useFormFields(([fields]) => fields.currency?.value)
  const text = typeof value === 'number' ? (isCurrency(currency) ? formatExactPrice(value, currency, i18n.language) : String(value)) : '—'
  return (
    <div className="field-type booking-total" style={{ flex: '1 1 12rem' }}>
      <FieldLabel label={field.label} path={path} />
      <output data-testid="booking-total" style={{ display: 'block', fontSize: '1.25rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums', padding: '0.5rem 0' }}>
        {text}
      </output>
    </div>
  )
}
