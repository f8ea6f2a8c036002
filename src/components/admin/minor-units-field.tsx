'use client'

/**
 * A price typed and shown in major units with the hotel's currency beside it — "160.50 €" on a Paris
 * rate, "8100000.00 Rp" on the Ubud one — and stored as integer minor units (16050, 810000000). The
 * currency is the document's own (a hotel) or that of the hotel it belongs to (rates, availability).
 * Text that is not an amount (or has more decimals than the currency) stays in the field, so the form
 * refuses to save it, and the reason is shown under the input in the staff member's language.
 */
import { FieldDescription, FieldError, FieldLabel, useField, useFormFields, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps, NumberFieldClientProps } from 'payload'
import { useEffect, useId, useState } from 'react'

import { adminMessage } from '@/i18n/admin-text'
import { currencyExponent, currencySymbol, formatExactPrice, isCurrency, minorToMajorText, parseMajorUnits } from '@/lib/money'

const currencyByProperty = new Map<string, Promise<string | null>>()

function propertyCurrency(id: string): Promise<string | null> {
  let pending = currencyByProperty.get(id)
  if (!pending) {
    pending = fetch(`/cms-api/properties/${encodeURIComponent(id)}?depth=0&draft=true&select[currency]=true`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((doc: { currency?: unknown } | null) => (isCurrency(doc?.currency) ? doc.currency : null))
      .catch(() => null)
    currencyByProperty.set(id, pending)
  }
  return pending
}

const idOf = (value: unknown): string | null => {
  if (typeof value === 'number' || typeof value === 'string') return value === '' ? null : String(value)
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return null
}

/** The currency of a document's hotel: its own `currency`, or that of the hotel in its `property` field. */
function useHotelCurrency(own: unknown, property: string | null): string | null {
  const [fetched, setFetched] = useState<string | null>(null)
  const ownCurrency = isCurrency(own) ? own : null
  useEffect(() => {
    if (ownCurrency || !property) return
    let live = true
    void propertyCurrency(property).then((code) => {
      if (live) setFetched(code)
    })
    return () => {
      live = false
    }
  }, [ownCurrency, property])
  return ownCurrency ?? (property ? fetched : null)
}

const EXAMPLE_MINOR = 16050

export function MinorUnitsField(props: NumberFieldClientProps) {
  const { field, path: pathFromProps, readOnly } = props
  const { i18n } = useTranslation()
  const language = i18n.language
  const inputId = useId()
  const { value, setValue, showError, path, disabled } = useField<number | string | null>({ potentiallyStalePath: pathFromProps })
  const own = useFormFields(([fields]) => fields.currency?.value)
  const property = useFormFields(([fields]) => idOf(fields.property?.value))
  const currency = useHotelCurrency(own, property)

  // What the input shows: the text being typed while it means the stored amount (or is not an amount
  // yet), otherwise the stored amount in major units; leaving the field shows the amount as saved.
  const [typed, setTyped] = useState<string | null>(null)
  const stored = typeof value === 'number' && currency ? minorToMajorText(value, currency) : ''
  const text = (() => {
    if (typeof value === 'string') return typed ?? value
    if (typed === null || !currency) return stored
    if (typed.trim() === '') return value === null || value === undefined ? typed : stored
    const reading = parseMajorUnits(typed, currency)
    return reading.ok && reading.minor === value ? typed : stored
  })()

  const parsed = currency && text.trim() !== '' ? parseMajorUnits(text, currency) : null
  const problem =
    parsed && !parsed.ok
      ? parsed.error === 'decimals'
        ? adminMessage(language, 'priceDecimals', { currency: currency ?? '', count: currencyExponent(currency ?? 'USD') })
        : parsed.error === 'too-large'
          ? adminMessage(language, 'priceTooLarge')
          : adminMessage(language, 'priceFormat', { example: minorToMajorText(EXAMPLE_MINOR, currency ?? 'EUR') })
      : null

  const onChange = (next: string) => {
    setTyped(next)
    if (!currency) return
    if (next.trim() === '') return setValue(null)
    const result = parseMajorUnits(next, currency)
    setValue(result.ok ? result.minor : next)
  }

  const symbol = currency ? currencySymbol(currency) : null
  const hintId = `${inputId}-hint`
  return (
    <div className={`field-type number minor-units-field${showError ? ' error' : ''}`} style={{ flex: '1 1 12rem' }}>
      <FieldLabel htmlFor={inputId} label={field.label} required={field.required} path={path} localized={field.localized} />
      <div className="field-type__wrap">
        <FieldError path={path} showError={showError} />
        <div style={{ display: 'flex', alignItems: 'stretch' }}>
          <input
            id={inputId}
            name={path}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            disabled={disabled || readOnly || !currency}
            aria-invalid={problem ? true : undefined}
            aria-describedby={hintId}
            onChange={(event) => onChange(event.target.value)}
            onBlur={() => {
              if (typeof value !== 'string') setTyped(null)
            }}
            style={{ flex: '1 1 auto', minWidth: 0, borderTopRightRadius: 0, borderBottomRightRadius: 0 }}
          />
          <span
            aria-hidden="true"
            data-currency={currency ?? ''}
            style={{
              display: 'flex',
              alignItems: 'center',
              padding: '0 0.75rem',
              border: '1px solid var(--theme-elevation-150)',
              borderLeft: 0,
              borderRadius: '0 var(--style-radius-s) var(--style-radius-s) 0',
              background: 'var(--theme-elevation-50)',
              whiteSpace: 'nowrap',
            }}
          >
            {symbol ? `${symbol} ${currency}` : '—'}
          </span>
        </div>
        <p id={hintId} aria-live="polite" style={{ margin: '0.35rem 0 0', fontSize: '0.8125rem', color: problem ? 'var(--theme-error-500)' : undefined }}>
          {!currency ? adminMessage(language, 'priceNoHotel') : (problem ?? (typeof value === 'number' ? formatExactPrice(value, currency, 'en-GB') : ''))}
        </p>
        <FieldDescription path={path} description={field.admin?.description} />
      </div>
    </div>
  )
}

/** A price in a list: the row's own currency (bookings) or its hotel's, in major units. */
export function MinorUnitsCell({ cellData, rowData }: DefaultCellComponentProps) {
  const row = rowData as { currency?: unknown; property?: unknown }
  const currency = useHotelCurrency(row.currency, idOf(row.property))
  if (typeof cellData !== 'number') return null
  return <span>{currency ? formatExactPrice(cellData, currency, 'en-GB') : cellData}</span>
}
