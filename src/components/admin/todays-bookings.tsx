/**
 * Above the bookings list, for the front desk: who arrives and who leaves today at each hotel, "today"
 * being the date on that hotel's own calendar (Kyoto's today is not Paris's). Read as the signed-in
 * staff member, so a property manager sees their hotels only. Cancelled bookings are left out.
 */
import type { I18nClient } from '@payloadcms/translations'
import type { Payload, TypedUser } from 'payload'

import { adminMessage } from '@/i18n/admin-text'
import { DEFAULT_LOCALE } from '@/i18n/locales'

import { hotelsToday, idOf, onHotelToday } from './hotels-today'

interface Props {
  payload: Payload
  user?: TypedUser | null
  i18n: I18nClient
}

interface Row {
  id: number
  reference: string
  property: unknown
  guest_name?: string | null
  guest: { first_name: string; last_name: string }
  rooms: number
}

export async function TodaysBookings({ payload, user, i18n }: Props) {
  if (!user) return null
  const language = i18n.language
  const asStaff = { overrideAccess: false, user, locale: DEFAULT_LOCALE, fallbackLocale: DEFAULT_LOCALE } as const
  const hotels = await hotelsToday(payload, user)
  if (hotels.length === 0) return null
  const today = new Map(hotels.map((hotel) => [String(hotel.id), hotel.today]))
  const select = { reference: true, property: true, guest: true, guest_name: true, rooms: true } as const
  const find = (field: 'check_in' | 'check_out') =>
    payload.find({ collection: 'bookings', ...asStaff, depth: 0, limit: 200, pagination: false, where: onHotelToday(hotels, field), sort: 'guest_name', select })
  const [arrivals, departures] = await Promise.all([find('check_in'), find('check_out')])
  const admin = payload.config.routes.admin
  const byHotel = (docs: unknown[], hotel: string) => (docs as Row[]).filter((booking) => idOf(booking.property) === hotel)
  const busy = hotels.filter((hotel) => byHotel(arrivals.docs, String(hotel.id)).length + byHotel(departures.docs, String(hotel.id)).length > 0)
  const dateFormat = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
  const listOf = (rows: Row[]) => (
    <ul style={{ margin: '0.25rem 0 0', paddingLeft: '1.1rem' }}>
      {rows.map((booking) => (
        <li key={booking.id}>
          <a href={`${admin}/collections/bookings/${booking.id}`}>{booking.guest_name || `${booking.guest.first_name} ${booking.guest.last_name}`}</a>{' '}
          <span style={{ opacity: 0.75 }}>
            ({booking.reference}
            {booking.rooms > 1 ? ` × ${booking.rooms}` : ''})
          </span>
        </li>
      ))}
    </ul>
  )

  return (
    <section
      data-testid="todays-bookings"
      aria-label={`${adminMessage(language, 'arrivalsToday')} / ${adminMessage(language, 'departuresToday')}`}
      style={{ margin: '0 0 1.5rem' }}
    >
      {busy.length === 0 ? (
        <p style={{ margin: 0 }}>{adminMessage(language, 'noMovementsToday')}</p>
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem' }}>
          {busy.map((hotel) => {
            const id = String(hotel.id)
            const date = today.get(id) ?? ''
            const arriving = byHotel(arrivals.docs, id)
            const leaving = byHotel(departures.docs, id)
            return (
              <div
                key={id}
                data-testid={`today-${id}`}
                style={{
                  flex: '1 1 20rem',
                  padding: '0.75rem 1rem',
                  border: '1px solid var(--theme-elevation-150)',
                  borderRadius: 'var(--style-radius-m)',
                }}
              >
                <h2 style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>
                  {adminMessage(language, 'todayAtHotel', { hotel: hotel.name, date: dateFormat.format(Date.parse(`${date}T00:00:00Z`)) })}
                </h2>
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 2rem' }}>
                  <div>
                    <a href={`${admin}/collections/bookings?where[property][equals]=${id}&where[check_in][equals]=${date}&where[status][equals]=confirmed`}>
                      <strong>{adminMessage(language, 'arrivalsToday')}</strong>
                    </a>{' '}
                    ({arriving.length}){arriving.length > 0 ? listOf(arriving) : null}
                  </div>
                  <div>
                    <a href={`${admin}/collections/bookings?where[property][equals]=${id}&where[check_out][equals]=${date}&where[status][equals]=confirmed`}>
                      <strong>{adminMessage(language, 'departuresToday')}</strong>
                    </a>{' '}
                    ({leaving.length}){leaving.length > 0 ? listOf(leaving) : null}
                  </div>
                </div>
              </div>
            )
          })}
        </div>
      )}
    </section>
  )
}
