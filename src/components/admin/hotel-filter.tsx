'use client'

/**
 * Above every list of things that belong to hotels (rooms, rates, availability, reviews, bookings…): a
 * hotel picker that narrows the list to one hotel, kept in the address (`where[property][equals]=…`) so
 * the choice survives paging, sorting and a reload, and can be shared as a link.
 */
import { useLocale, useTranslation } from '@payloadcms/ui'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useId, useState } from 'react'

import { adminMessage } from '@/i18n/admin-text'

interface Hotel {
  id: number | string
  name: string
}

export function HotelFilter({ field = 'property' }: { field?: 'property' | 'properties' }) {
  const { i18n } = useTranslation()
  const locale = useLocale()
  const router = useRouter()
  const pathname = usePathname()
  const params = useSearchParams()
  const id = useId()
  const [hotels, setHotels] = useState<Hotel[]>([])
  const operator = field === 'properties' ? 'in' : 'equals'
  const key = `where[${field}][${operator}]`
  const current = params.get(key) ?? ''
  const code = locale && 'code' in locale ? locale.code : 'en'

  useEffect(() => {
    let live = true
    fetch(`/cms-api/properties?depth=0&limit=200&sort=order&draft=true&locale=${encodeURIComponent(code)}&select[name]=true`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { docs: [] }))
      .then((result: { docs?: Hotel[] }) => {
        if (live) setHotels(result.docs ?? [])
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [code])

  const choose = (hotel: string) => {
    const next = new URLSearchParams(params.toString())
    for (const name of [...next.keys()]) if (name.startsWith(`where[${field}]`)) next.delete(name)
    next.delete('page')
    if (hotel) next.set(key, hotel)
    router.replace(`${pathname}?${next.toString()}`)
  }

  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', margin: '0 0 1rem' }}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {adminMessage(i18n.language, 'showHotel')}
      </label>
      <select
        id={id}
        data-testid="hotel-filter"
        value={current}
        onChange={(event) => choose(event.target.value)}
        style={{
          font: 'inherit',
          padding: '0.4rem 0.6rem',
          borderRadius: 'var(--style-radius-s)',
          border: '1px solid var(--theme-elevation-250)',
          background: 'var(--theme-input-bg)',
          color: 'var(--theme-text)',
        }}
      >
        <option value="">{adminMessage(i18n.language, 'allHotels')}</option>
        {hotels.map((hotel) => (
          <option key={hotel.id} value={String(hotel.id)}>
            {hotel.name}
          </option>
        ))}
      </select>
    </div>
  )
}
