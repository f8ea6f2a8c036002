import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { bookingLabels } from '@/components/booking/booking-labels'
import { PropertyBookingLater } from '@/components/booking/property-booking-later'
import { Stars } from '@/components/property/stars'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageHero } from '@/components/ui/page-hero'
import { getPropertyBySlug } from '@/data/properties'
import { localeTag } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'
import { absoluteUrl } from '@/lib/site-url'
import { isValidSlug } from '@/lib/validators'

import { localeOf } from '../../locale-param'
import { NotFoundHere } from '../../not-found-here'
import { pageMetadata } from '../../page-metadata'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Static: one shell per property and language, served from the cache; the stay, the rates and the
// booking steps come from the query string in the browser (the booking API is never cached here).
export const dynamic = 'error'

export function generateStaticParams() {
  return []
}

async function load(slug: string) {
  return isValidSlug(slug) ? getPropertyBySlug(slug) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([localeOf(params), params])
  const property = await load(slug)
  if (!property) return {}
  const t = await getTranslations('booking')
  const name = pick(property.name, locale)
  return pageMetadata({
    locale,
    path: routes.property(slug),
    title: t('page_title', { hotel: name }),
    description: pick(property.summary, locale),
    image: property.hero,
  })
}

export default async function PropertyRatesPage({ params }: Props) {
  const [locale, { slug }] = await Promise.all([localeOf(params), params])
  const property = await load(slug)
  if (!property) return <NotFoundHere />
  const [t, labels] = await Promise.all([getTranslations(), bookingLabels()])
  const name = pick(property.name, locale)
  const place = [pick(property.city?.name, locale), pick(property.country?.name, locale)].filter(Boolean).join(' · ')
  const basePath = localizedPath(locale, routes.property(property.slug))
  const tag = localeTag(locale)

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
          <PropertyBookingLater
            property={{
              slug: property.slug,
              name,
              timeZone: property.time_zone,
              currency: property.currency,
            }}
            labels={labels}
            lang={locale}
            localeTag={tag}
            basePath={basePath}
            managePath={localizedPath(locale, routes.manageBooking())}
            hotelUrl={absoluteUrl(localizedPath(locale, routes.listing(property.slug)))}
          />
        </div>
      </div>
    </article>
  )
}
