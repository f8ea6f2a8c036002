'use client'

/**
 * A booking's price as the guest was quoted it, for staff: each night, the discount, each tax and fee,
 * and the total, in the hotel's currency — and the children's ages. Read from the booking's stored price.
 */
import { useFormFields } from '@payloadcms/ui'

import { formatExactPrice } from '@/lib/money'

interface StoredPrice {
  nightly?: { date: string; amount_minor: number }[]
  /** Room by room, before the discount (bookings made since rooms were priced one by one). */
  rooms?: {
    adults: number
    child_ages: number[]
    nightly: { date: string; amount_minor: number }[]
    children: { age: number; amount_minor: number }[]
    total_minor: number
  }[]
  discount_minor?: number
  discount_percent?: number
  taxes_and_fees?: { name: Record<string, string>; amount_minor: number; included?: boolean }[]
}

export function BookingPrice() {
  const price = useFormFields(([fields]) => fields.price?.value) as StoredPrice | undefined
  const currency = useFormFields(([fields]) => fields.currency?.value) as string | undefined
  const total = useFormFields(([fields]) => fields.total_minor?.value) as number | undefined
  const ages = useFormFields(([fields]) => fields.child_ages?.value) as number[] | undefined
  if (!price || !currency) return null
  const money = (amount: number) => formatExactPrice(amount, currency, 'en-GB')
  const rooms = price.rooms ?? []
  // Several rooms, or a child's supplement: room by room, each night and child, before the discount.
  const byRoom = rooms.length > 1 || rooms.some((room) => room.children.some((child) => child.amount_minor > 0))
  const roomRows = rooms.flatMap((room, index): [string, string][] => [
    [`Room ${index + 1} · ${room.adults} adult(s)${room.child_ages.length > 0 ? `, children aged ${room.child_ages.join(', ')}` : ''}`, money(room.total_minor)],
    ...room.nightly.map((night): [string, string] => [`    Night of ${night.date}`, money(night.amount_minor)]),
    ...room.children
      .filter((child) => child.amount_minor > 0)
      .map((child): [string, string] => [`    Child aged ${child.age}, ${room.nightly.length} night(s)`, money(child.amount_minor)]),
  ])
  const rows: [string, string][] = [
    ...(byRoom ? roomRows : (price.nightly ?? []).map((night): [string, string] => [`Night of ${night.date}`, money(night.amount_minor)])),
    ...(price.discount_minor
      ? [
          [
            `Promo discount (${price.discount_percent ?? 0} %), ${byRoom ? 'taken off the rooms above' : 'already taken off the nights'}`,
            `−${money(price.discount_minor)}`,
          ] as [string, string],
        ]
      : []),
    ...(price.taxes_and_fees ?? []).map((line): [string, string] => {
      const name = line.name.en ?? Object.values(line.name)[0] ?? 'Tax'
      return [line.included ? `${name} (included in the rate, not added)` : name, money(line.amount_minor)]
    }),
  ]
  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <h3 style={{ margin: '0 0 0.5rem' }}>Price quoted to the guest</h3>
      <table style={{ borderCollapse: 'collapse', minWidth: '22rem' }}>
        <tbody>
          {rows.map(([label, amount], index) => (
            <tr key={index}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', padding: '0.25rem 1.5rem 0.25rem 0', whiteSpace: 'pre' }}>
                {label}
              </th>
              <td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{amount}</td>
            </tr>
          ))}
          {typeof total === 'number' ? (
            <tr>
              <th scope="row" style={{ textAlign: 'left', padding: '0.5rem 1.5rem 0 0', borderTop: '1px solid currentColor' }}>
                Total, taxes and fees included (pay at the hotel)
              </th>
              <td style={{ textAlign: 'right', fontWeight: 600, paddingTop: '0.5rem', borderTop: '1px solid currentColor' }}>{money(total)}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      {ages && ages.length > 0 ? <p style={{ marginTop: '0.5rem' }}>Children&apos;s ages: {ages.join(', ')}</p> : null}
    </div>
  )
}
