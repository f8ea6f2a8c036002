/**
 * The back office's "Rates and availability" screen (/admin/rates-calendar): the calendar of one of the
 * hotels the staff member may read (a property manager: their own), in their admin language, inside
 * Payload's own frame (navigation, account menu). The numbers come from the booking engine through the
 * site's staff route; see ./rates-calendar.tsx.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { adminMessage } from '@/i18n/admin-text'
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales'

import { type CalendarHotel, RatesCalendar } from './rates-calendar'

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export async function RatesCalendarView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const { payload, user, i18n } = req
  if (!user) redirect(`${payload.config.routes.admin}/login?redirect=${encodeURIComponent(`${payload.config.routes.admin}/rates-calendar`)}`)
  const language = i18n.language
  const contentLocale = isLocale(language) ? language : DEFAULT_LOCALE
  const { docs } = await payload.find({
    collection: 'properties',
    user,
    overrideAccess: false,
    draft: true,
    depth: 0,
    pagination: false,
    limit: 0,
    sort: 'name',
    locale: contentLocale,
    fallbackLocale: DEFAULT_LOCALE,
    select: { name: true, currency: true },
  })
  const hotels: CalendarHotel[] = docs.map((doc) => ({ id: Number(doc.id), name: String(doc.name ?? doc.id), currency: String(doc.currency ?? '') }))
  const asked = Number(first(searchParams?.property))
  const initialHotel = hotels.some((hotel) => hotel.id === asked) ? asked : (hotels[0]?.id ?? null)
  const month = first(searchParams?.month)
  const initialMonth = month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? `${month}-01` : `${new Date().toISOString().slice(0, 7)}-01`
  const title = adminMessage(language, 'calendarNav')

  return (
    <DefaultTemplate
      i18n={i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1 style={{ margin: '1.5rem 0 0.75rem' }}>{title}</h1>
        <RatesCalendar hotels={hotels} language={language} initialHotel={initialHotel} initialMonth={initialMonth} />
      </Gutter>
    </DefaultTemplate>
  )
}

/** The screen's entry in the navigation, under the hotels. */
export function RatesCalendarNavLink({ i18n }: { i18n?: { language: string } }) {
  const language = i18n?.language ?? 'en'
  return (
    <Link className="nav__link" href="/admin/rates-calendar" id="nav-rates-calendar" prefetch={false}>
      <span className="nav__link-label">{adminMessage(language, 'calendarNav')}</span>
    </Link>
  )
}
