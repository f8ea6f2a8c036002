'use client'

import type { BookingSummary, PriceLine, RoomLines } from '@/lib/booking-api'
import { shortDate } from '@/lib/calendar-date'
import { formatExactPrice } from '@/lib/money'

import type { Translate } from './labels'

/** 'YYYY-MM-DD' as the guest reads it: 'Friday, 12 December 2026'. */
export function longDate(date: string, localeTag: string): string {
  return new Intl.DateTimeFormat(localeTag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
}

/** '2 adults, 1 child, 1 room' with the language's own list punctuation ('大人2名 子供1名 1室'). */
export function guestsText(t: Translate, adults: number, children: number, rooms: number, localeTag = 'en-US'): string {
  const parts = [t('adults_count', { count: adults }), children > 0 ? t('children_count', { count: children }) : '', t('rooms_count', { count: rooms })].filter(Boolean)
  try {
    return new Intl.ListFormat(localeTag, { type: 'unit', style: 'short' }).format(parts)
  } catch {
    return parts.join(', ')
  }
}

/** One room's guests: '2 adults, 1 child'. */
export function roomGuestsText(t: Translate, adults: number, children: number, localeTag = 'en-US'): string {
  const parts = [t('adults_count', { count: adults }), children > 0 ? t('children_count', { count: children }) : ''].filter(Boolean)
  try {
    return new Intl.ListFormat(localeTag, { type: 'unit', style: 'short' }).format(parts)
  } catch {
    return parts.join(', ')
  }
}

/** Whether a stay's breakdown goes room by room: several rooms, or children with a supplement of their own. */
export function byRoom(rooms: readonly RoomLines[] | undefined): rooms is RoomLines[] {
  return rooms !== undefined && rooms.length > 0 && (rooms.length > 1 || rooms.some((room) => room.children.some((child) => child.amount_minor > 0)))
}

/** The guest's name as their language writes it: family name first in Japanese and Chinese. */
export function fullName(first: string, last: string, localeTag: string): string {
  return /^(ja|zh)\b/.test(localeTag) ? `${last} ${first}` : `${first} ${last}`
}

/**
 * A stay's price line by line: each night, any promo discount, each tax and fee, and the total the
 * guest pays (the sum of the lines; amounts in minor units of `currency`). With several rooms (or a
 * child's supplement) room by room: 'Room 1 · 2 adults', its nights and each child's supplement, then the
 * promo discount taken off them all.
 */
export function PriceBreakdown({
  nightly,
  rooms,
  discountMinor,
  taxesAndFees,
  totalFormatted,
  currency,
  t,
  localeTag,
}: {
  nightly: { date: string; amount_minor: number }[]
  rooms?: RoomLines[]
  discountMinor: number
  taxesAndFees: PriceLine[]
  totalFormatted: string
  currency: string
  t: Translate
  localeTag: string
}) {
  // To the last minor unit, like the API's own lines: the lines visibly add up to the total.
  const money = (amount: number) => formatExactPrice(amount, currency, localeTag)
  return (
    <table className="w-full text-sm" data-testid="price-breakdown">
      <caption className="sr-only">{t('price_breakdown')}</caption>
      {byRoom(rooms) &&
        rooms.map((room, index) => (
          <tbody key={index} data-testid={`breakdown-room-${index + 1}`}>
            <tr className="border-b border-ink/10">
              <th scope="rowgroup" colSpan={2} className="pb-1 pt-3 text-left font-medium">
                {t('room_party', { number: index + 1, guests: roomGuestsText(t, room.adults, room.child_ages.length, localeTag) })}
              </th>
            </tr>
            {room.nightly.map((line) => (
              <tr key={line.date} className="border-b border-ink/10">
                <th scope="row" className="py-2 pl-3 text-left font-normal">
                  {t('night_of', { date: shortDate(line.date, localeTag) })}
                </th>
                <td className="py-2 text-right tabular-nums">{money(line.amount_minor)}</td>
              </tr>
            ))}
            {room.children
              .filter((child) => child.amount_minor > 0)
              .map((child, at) => (
                <tr key={`child-${at}`} className="border-b border-ink/10" data-testid="child-supplement">
                  <th scope="row" className="py-2 pl-3 text-left font-normal">
                    {t('child_supplement', { age: child.age, nights: room.nightly.length })}
                  </th>
                  <td className="py-2 text-right tabular-nums">{money(child.amount_minor)}</td>
                </tr>
              ))}
          </tbody>
        ))}
      <tbody>
        {!byRoom(rooms) &&
          nightly.map((line) => (
            <tr key={line.date} className="border-b border-ink/10">
              <th scope="row" className="py-2 text-left font-normal">
                {t('night_of', { date: shortDate(line.date, localeTag) })}
              </th>
              <td className="py-2 text-right tabular-nums">{money(line.amount_minor)}</td>
            </tr>
          ))}
        {discountMinor > 0 && (
          <tr className="border-b border-ink/10">
            <th scope="row" className="py-2 text-left font-normal">
              {/* Room by room the lines are before the discount, which comes off here; night by night it is in them already. */}
              {byRoom(rooms) ? t('promo_discount') : t('discount_included')}
            </th>
            <td className="py-2 text-right tabular-nums">−{money(discountMinor)}</td>
          </tr>
        )}
        {taxesAndFees.map((line) => (
          <tr key={line.label} className="border-b border-ink/10" data-included={line.included ? 'true' : undefined}>
            <th scope="row" className="py-2 text-left font-normal">
              {line.label}
              {/* Already in the nights' prices: shown, not added to the total. */}
              {line.included && <span className="block text-xs text-ink-soft">{t('tax_included')}</span>}
            </th>
            <td className={line.included ? 'py-2 text-right text-ink-soft tabular-nums' : 'py-2 text-right tabular-nums'}>{line.formatted}</td>
          </tr>
        ))}
        <tr>
          <th scope="row" className="pt-3 text-left text-base font-medium">
            {t('total')}
            <span className="block text-xs font-normal text-ink-soft">{t('total_includes')}</span>
          </th>
          <td className="pt-3 text-right align-top text-xl font-medium tabular-nums" data-testid="breakdown-total">
            {totalFormatted}
          </td>
        </tr>
      </tbody>
    </table>
  )
}

/** A booking as the guest keeps it: the stay, the guest, the price and the terms. */
export function BookingSummaryView({ booking, t, localeTag }: { booking: BookingSummary; t: Translate; localeTag: string }) {
  const rows: [string, React.ReactNode][] = [
    [t('hotel'), booking.property_name],
    [t('room'), booking.room_type_name],
    [t('rate'), booking.rate_plan_name],
    [t('check_in'), `${longDate(booking.check_in, localeTag)} · ${t('from_time', { time: booking.check_in_time })}`],
    [t('check_out'), `${longDate(booking.check_out, localeTag)} · ${t('until_time', { time: booking.check_out_time })}`],
    [t('length_of_stay'), t('nights', { count: booking.nights })],
    [t('guests'), guestsText(t, booking.guests.adults, booking.guests.children, booking.rooms, localeTag)],
    [t('guest_name'), fullName(booking.guest.first_name, booking.guest.last_name, localeTag)],
    [t('email'), booking.guest.email],
    ...(booking.guest.phone ? ([[t('phone'), booking.guest.phone]] as [string, string][]) : []),
    ...(booking.special_requests ? ([[t('special_requests'), booking.special_requests]] as [string, string][]) : []),
  ]
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <dl className="divide-y divide-ink/10 border-y border-ink/10 text-sm">
        {rows.map(([term, detail]) => (
          <div key={term} className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-4 py-2.5">
            <dt className="text-ink-soft">{term}</dt>
            <dd className="break-words">{detail}</dd>
          </div>
        ))}
      </dl>
      <div className="space-y-6">
        <PriceBreakdown
          nightly={booking.nightly}
          rooms={booking.room_lines}
          discountMinor={booking.discount_minor}
          taxesAndFees={booking.taxes_and_fees}
          totalFormatted={booking.total_formatted}
          currency={booking.currency}
          t={t}
          localeTag={localeTag}
        />
        <div className="bg-sand/70 p-4 text-sm leading-relaxed">
          <p className="font-medium">{t('cancellation_heading')}</p>
          <p className="mt-1">{booking.cancellation_policy}</p>
          <p className="mt-3 font-medium">{t('payment_heading')}</p>
          <p className="mt-1">{t('pay_at_property_long')}</p>
        </div>
        <div className="text-sm leading-relaxed">
          <p className="font-medium">{t('hotel_contact')}</p>
          <p className="mt-1 text-ink-soft">{booking.contact.address}</p>
          {booking.contact.phone && (
            <p>
              <a href={`tel:${booking.contact.phone.replace(/[^\d+]/g, '')}`} className="underline underline-offset-4">
                {booking.contact.phone}
              </a>
            </p>
          )}
          {booking.contact.email && (
            <p>
              <a href={`mailto:${booking.contact.email}`} className="break-all underline underline-offset-4">
                {booking.contact.email}
              </a>
            </p>
          )}
        </div>
      </div>
    </div>
  )
}
