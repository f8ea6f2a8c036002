'use client'

/**
 * A price typed in minor units (cents, or whole yen) with what it means beside it, in the hotel's own
 * currency: "72000" on a Paris rate reads "= €720.00 (EUR)", on a Kyoto rate "= ¥72,000 (JPY)". The
 * currency is the document's own (a hotel) or that of the hotel it belongs to (rates, availability).
 */
import { NumberField, useFormFields } from '@payloadcms/ui'
import type { NumberFieldClientProps } from 'payload'
import { useEffect, useState } from 'react'

import { currencyExponent, formatExactPrice, isCurrency } from '@/lib/money'

const currencyByProperty = new Map<string, Promise<string | null>>()

function propertyCurrency(id: string): Promise<string | null> {
  let pending = currencyByProperty.get(id)
  if (!pending) {
    pending = fetch(`/cms-api/properties/${encodeURIComponent(id)}?depth=0&draft=true&select[currency]=true`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : null))
      .then((doc: { currency?: unknown } | null) => (typeof doc?.currency === 'string' ? doc.currency : null))
      .catch(() => null)
    currencyByProperty.set(id, pending)
  }
  return pending
}

const idOf = (value: unknown): string | null => {
  if (typeof value === 'number' || typeof value === 'string') return String(value)
  if (value && typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return null
}

export function MinorUnitsField(props: NumberFieldClientProps) {
  const { path } = props
  const value = useFormFields(([fields]) => fields[path]?.value)
  const ownCurrency = useFormFields(([fields]) => fields.currency?.value)
  const property = useFormFields(([fields]) => idOf(fields.property?.value))
  const own = isCurrency(ownCurrency) ? ownCurrency : null
  const [fetched, setFetched] = useState<string | null>(null)

  useEffect(() => {
    if (own || !property) return
    let live = true
    void propertyCurrency(property).then((code) => {
      if (live) setFetched(code)
    })
    return () => {
      live = false
    }
  }, [own, property])

  const currency = own ?? fetched
  const amount = typeof value === 'number' && Number.isFinite(value) ? value : null
  const hint = currency
    ? amount === null
      ? `${currency}: ${currencyExponent(currency) === 0 ? 'whole units' : `${10 ** currencyExponent(currency)} minor units = 1 ${currency}`}`
      : `= ${formatExactPrice(Math.round(amount), currency, 'en-GB')} (${currency})`
    : null

  return (
    <div>
      <NumberField {...props} />
      {hint ? (
        <p style={{ margin: '-0.75rem 0 1rem', fontSize: '0.8125rem', opacity: 0.8 }} aria-live="polite">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
