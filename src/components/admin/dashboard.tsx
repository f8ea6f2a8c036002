/**
 * The first thing staff see after signing in: today's arrivals (today on each hotel's own calendar, so
 * Kyoto's today is not Paris's), the bookings and the enquiries of the last 7 days, each with a link to
 * it. Read as the signed-in staff member (their access rules apply: a hotel's manager sees their hotels).
 */
import type { I18nClient } from '@payloadcms/translations'
import type { Locale as PayloadLocale, Payload, TypedUser } from 'payload'

import { adminMessage } from '@/i18n/admin-text'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'

import { hotelsToday, idOf, onHotelToday } from './hotels-today'

interface Props {
  payload: Payload
  user?: TypedUser | null
  i18n: I18nClient
  locale?: PayloadLocale
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000

const cardStyle = {
  flex: '1 1 18rem',
  padding: '1rem 1.25rem',
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-m)',
  background: 'var(--theme-elevation-0)',
} as const

function Card({
  title,
  total,
  href,
  language,
  testId,
  children,
}: {
  title: string
  total: number
  href: string
  language: string
  testId: string
  children: React.ReactNode
}) {
  return (
    <section style={cardStyle} data-testid={testId} aria-label={title}>
      <h2 style={{ fontSize: '1.05rem', margin: '0 0 0.75rem', display: 'flex', justifyContent: 'space-between', gap: '1rem' }}>
        <span>
          {title} <span style={{ fontWeight: 400 }}>({total})</span>
        </span>
        <a href={href} style={{ fontSize: '0.875rem', fontWeight: 400 }}>
          {adminMessage(language, 'seeAll')}
        </a>
      </h2>
      {children}
    </section>
  )
}

export async function StaffDashboard({ payload, user, i18n, locale }: Props) {
  if (!user) return null
  const language = i18n.language
  const contentLocale = locale?.code && isLocale(locale.code) ? locale.code : DEFAULT_LOCALE
  const now = new Date()
  const since = new Date(now.getTime() - WEEK_MS).toISOString()
  const asStaff = { overrideAccess: false, user, locale: contentLocale, fallbackLocale: DEFAULT_LOCALE } as const

  const hotels = await hotelsToday(payload, user, contentLocale, now)
  const hotelName = new Map(hotels.map((hotel) => [String(hotel.id), hotel.name]))

  const [arrivals, bookings, enquiries] = await Promise.all([
    hotels.length
      ? payload.find({ collection: 'bookings', ...asStaff, depth: 0, limit: 20, where: onHotelToday(hotels, 'check_in'), sort: 'check_in' })
      : Promise.resolve({ docs: [], totalDocs: 0 }),
    payload.find({ collection: 'bookings', ...asStaff, depth: 0, limit: 8, where: { createdAt: { greater_than_equal: since } }, sort: '-createdAt' }),
    payload.find({ collection: 'enquiries', ...asStaff, depth: 0, limit: 8, where: { createdAt: { greater_than_equal: since } }, sort: '-createdAt' }),
  ])

  const admin = payload.config.routes.admin
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
  const none = <p style={{ margin: 0 }}>{adminMessage(language, 'nothingYet')}</p>
  const nights = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
  const since7 = encodeURIComponent(since)

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', margin: '0 0 2rem' }}>
      <p style={{ flex: '1 1 100%', margin: 0 }}>
        <a href={`${admin}/rates-calendar`} className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} data-testid="dashboard-rates-calendar">
          {adminMessage(language, 'calendarNav')} →
        </a>
      </p>
      <Card
        title={adminMessage(language, 'arrivalsToday')}
        total={arrivals.totalDocs}
        href={`${admin}/collections/bookings?sort=check_in`}
        language={language}
        testId="dashboard-arrivals"
      >
        {arrivals.docs.length === 0 ? (
          none
        ) : (
          <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
            {arrivals.docs.map((booking) => (
              <li key={booking.id}>
                <a href={`${admin}/collections/bookings/${booking.id}`}>{booking.reference}</a> — {booking.guest.first_name} {booking.guest.last_name},{' '}
                {hotelName.get(idOf(booking.property))} · {adminMessage(language, 'nights', { count: nights(booking.check_in, booking.check_out) })}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card
        title={adminMessage(language, 'newBookings')}
        total={bookings.totalDocs}
        href={`${admin}/collections/bookings?where[createdAt][greater_than_equal]=${since7}`}
        language={language}
        testId="dashboard-bookings"
      >
        {bookings.docs.length === 0 ? (
          none
        ) : (
          <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
            {bookings.docs.map((booking) => (
              <li key={booking.id}>
                <a href={`${admin}/collections/bookings/${booking.id}`}>{booking.reference}</a> — {hotelName.get(idOf(booking.property))}, {booking.check_in} →{' '}
                {booking.check_out} <span style={{ opacity: 0.75 }}>({dateTime.format(new Date(booking.createdAt))})</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card
        title={adminMessage(language, 'newEnquiries')}
        total={enquiries.totalDocs}
        href={`${admin}/collections/enquiries?where[createdAt][greater_than_equal]=${since7}`}
        language={language}
        testId="dashboard-enquiries"
      >
        {enquiries.docs.length === 0 ? (
          none
        ) : (
          <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
            {enquiries.docs.map((enquiry) => (
              <li key={enquiry.id}>
                <a href={`${admin}/collections/enquiries/${enquiry.id}`}>{enquiry.name}</a>
                {enquiry.subject ? ` — ${enquiry.subject}` : ''} <span style={{ opacity: 0.75 }}>({dateTime.format(new Date(enquiry.createdAt))})</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}
