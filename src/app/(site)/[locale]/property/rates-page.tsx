import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import { type Availability, availabilityKey, isPriced, stayProblem } from '@/components/booking/booking-flow'
import { bookingLabels } from '@/components/booking/booking-labels'
import { parseBookingQuery } from '@/components/booking/booking-query'
import type { BookingLabels } from '@/components/booking/labels'
import type { BookingProperty } from '@/components/booking/property-booking'
import { PropertyBookingLater } from '@/components/booking/property-booking-later'
import { ratesJsonLd } from '@/components/booking/rates-json-ld'
import { Stars } from '@/components/property/stars'
import { JsonLd } from '@/components/seo/json-ld'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageHero } from '@/components/ui/page-hero'
import { getPropertyBySlug } from '@/data/properties'
import { type Locale, localeTag } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'
import { absoluteImageUrls } from '@/lib/image-urls'
import { absoluteUrl } from '@/lib/site-url'
import { isValidSlug } from '@/lib/validators'
import { stayRates } from '@/services/availability'

import { notFoundMetadata } from '../not-found-here'
import { pageMetadata } from '../page-metadata'

/*
 * A hotel's rates page, drawn two ways from this one module:
 * - `/property/{slug}` (no dates in the address): static, one page per hotel and language, served from
 *   Next's cache like every other page; the browser reads any query and asks for rates itself.
 * - `/property/{slug}?check_in=…&check_out=…`: next.config's rewrites (src/i18n/prefix-rules.ts) send
 *   a dated address to `/property/{slug}/stay`, drawn per request: the first rates for the address's
 *   stay (check_in, check_out, adults, children, ages, rooms, promo) are read on the server, so the
 *   page's HTML has the prices (for the guest's first paint and for machines) and the browser does not
 *   ask for them again. The hero, the breadcrumbs and the stay box come first; the rates stream in
 *   behind a Suspense boundary.
 * Both carry the undated page's address as canonical and as the booking flow's base path.
 */

export type SearchRecord = Record<string, string | string[] | undefined>

/** The query string as the browser sent it (one value per name: the first). */
export function searchOf(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(record)) {
    const first = Array.isArray(value) ? value[0] : value
    if (typeof first === 'string') search.set(name, first)
  }
  return search
}

/** The address asks for dates: a stay page, which carries rates for one stay only. */
export const asksForDates = (search: URLSearchParams) => search.has('check_in') || search.has('check_out')

export async function loadRatesHotel(slug: string) {
  return isValidSlug(slug) ? getPropertyBySlug(slug) : null
}

export async function ratesMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const property = await loadRatesHotel(slug)
  if (!property) return notFoundMetadata(locale)
  const t = await getTranslations('booking')
  const name = pick(property.name, locale)
  // Indexing of dated addresses: indexable, with the undated page as their canonical (pageMetadata's),
  // and no `noindex`. Every stay, party and promo is its own address (millions per hotel) whose prices
  // last only until the next booking or rate change: the canonical folds them all into the hotel's one
  // rates page, the one to find. Not `noindex`: with a canonical it sends crawlers two contradicting
  // signals (search engines advise against combining them), and a crawler or meta-search tool given a
  // dated address must still read its prices (the JSON-LD offers below) and follow its links. Prices
  // reach meta-search through price feeds built from the same engine, not through indexed pages.
  return pageMetadata({
    locale,
    path: routes.property(slug),
    title: t('page_title', { hotel: name }),
    description: pick(property.summary, locale),
    image: property.hero,
  })
}

type RatesHotel = NonNullable<Awaited<ReturnType<typeof loadRatesHotel>>>

/**
 * The page for `property` (found: each route answers its own 404 first) and the address's query: empty
 * for the static page, whose browser reads the query itself.
 */
export async function RatesPage({ locale, property, search }: { locale: Locale; property: RatesHotel; search: URLSearchParams }) {
  const [t, labels] = await Promise.all([getTranslations(), bookingLabels()])
  const name = pick(property.name, locale)
  const place = [pick(property.city?.name, locale), pick(property.country?.name, locale)].filter(Boolean).join(' · ')
  const basePath = localizedPath(locale, routes.property(property.slug))
  const tag = localeTag(locale)
  const booking: BookingFlowProps = {
    property: { slug: property.slug, name, timeZone: property.time_zone, currency: property.currency },
    labels,
    lang: locale,
    localeTag: tag,
    basePath,
    managePath: localizedPath(locale, routes.manageBooking()),
    hotelUrl: absoluteUrl(localizedPath(locale, routes.listing(property.slug))),
  }

  return (
    <article>
      <PageHero image={property.hero} alt="" className="h-56 sm:h-72" shade="from-ink/90 via-ink/50 to-ink/20" textClassName="pb-8">
        <p className="eyebrow !text-ivory/90">{place}</p>
        <h1 className="mt-2 font-display text-3xl leading-tight sm:text-5xl">{name}</h1>
        <Stars count={property.star_rating} label={t('property.stars', { count: property.star_rating })} className="text-brass-light" />
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <Breadcrumbs
          locale={locale}
          className="pt-6"
          items={[
            { label: t('nav.hotels'), href: routes.listings() },
            { label: name, href: routes.listing(property.slug) },
            {
              label: t('booking.breadcrumb'),
              href: routes.property(property.slug),
            },
          ]}
        />
        <p className="mt-4 max-w-3xl text-ink-soft">{pick(property.summary, locale)}</p>
        <p className="mt-2 text-sm text-ink-soft">
          {t('property.check_in_from', { time: property.check_in_time })} · {t('property.check_out_until', { time: property.check_out_time })} ·{' '}
          {t('booking.pay_at_property')}
        </p>

        <div className="mt-8 pb-28 lg:pb-0">
          <Suspense fallback={<PropertyBookingLater {...booking} server={{ search: search.toString(), availability: null, pending: true }} />}>
            <FirstRates
              booking={booking}
              search={search}
              locale={locale}
              image={property.hero ? (absoluteImageUrls({ url: property.hero.url }) as { url: string }).url : undefined}
            />
          </Suspense>
        </div>
      </div>
    </article>
  )
}

interface BookingFlowProps {
  property: BookingProperty
  labels: BookingLabels
  lang: Locale
  localeTag: string
  basePath: string
  managePath: string
  hotelUrl: string
}

/**
 * The booking flow with the first rates for the address's stay, read on the server (the same answer as
 * GET /api/availability), and the same rates as schema.org JSON-LD. A stay that cannot be priced (no
 * dates, an age missing) is the flow's prompt; dates that are not possible are said so, never a 500.
 */
async function FirstRates({ booking, search, locale, image }: { booking: BookingFlowProps; search: URLSearchParams; locale: Locale; image?: string }) {
  const stay = parseBookingQuery(search)
  let availability: Availability | null = null
  if (isPriced(stay) && !stayProblem(stay) && stay.check_in && stay.check_out) {
    const key = availabilityKey(stay, 0)
    const child_ages = stay.ages.filter((age): age is number => age !== null)
    const result = await stayRates(
      booking.property.slug,
      { check_in: stay.check_in, check_out: stay.check_out, adults: stay.adults, child_ages, rooms: stay.rooms, promo: stay.promo },
      locale,
    )
    availability = result.ok
      ? { key, status: 'ready', data: result.data }
      : {
          key,
          status: 'error',
          error: { code: result.code === 'unavailable' ? 'server' : result.code, status: result.status, message: result.message, fields: result.fields },
        }
  }
  const invalidDates = asksForDates(search) && !stay.check_in
  const pageUrl = absoluteUrl(`${booking.basePath}?${search.toString()}`)
  return (
    <>
      {availability?.status === 'ready' && <JsonLd data={ratesJsonLd({ data: availability.data, hotelUrl: booking.hotelUrl, pageUrl, image })} />}
      <PropertyBookingLater {...booking} server={{ search: search.toString(), availability, invalidDates }} />
    </>
  )
}
