import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageHeader } from '@/components/ui/page-header'
import { Picture } from '@/components/ui/picture'
import { SiteLink } from '@/components/ui/site-link'
import { getCities, getCountries } from '@/data/places'
import { getAllProperties } from '@/data/properties'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'

import { localeOf } from '../locale-param'
import { pageMetadata } from '../page-metadata'

type Props = { params: Promise<{ locale: string }> }

// Static: rendered once per language, then served from the cache (a dynamic read fails the build).
export const dynamic = 'error'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations()
  return pageMetadata({ locale, path: routes.destinations(), title: t('destination.heading'), description: t('destination.intro') })
}

export default async function DestinationsPage({ params }: Props) {
  const locale = await localeOf(params)
  const [t, countries, cities, properties] = await Promise.all([getTranslations(), getCountries(), getCities(), getAllProperties()])
  const hotelsIn = (slug: string) => properties.filter((property) => property.country?.slug === slug || property.city?.slug === slug).length
  // Places with a hotel lead; the others are listed quietly at the end (they still have a page).
  const withHotels = countries.filter((country) => hotelsIn(country.slug) > 0)
  const withoutHotels = countries.filter((country) => hotelsIn(country.slug) === 0)

  return (
    <>
      <PageHeader eyebrow={t('destination.eyebrow')} title={t('destination.heading')} intro={t('destination.intro')}>
        <Breadcrumbs locale={locale} className="mt-8" items={[{ label: t('nav.destinations'), href: routes.destinations() }]} />
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {withHotels.map((country, index) => {
          const name = pick(country.name, locale)
          const countryCities = cities.filter((city) => city.country === country.slug)
          return (
            <section
              key={country.slug}
              aria-labelledby={`country-${country.slug}`}
              data-testid="destination-country"
              className="grid items-center gap-8 border-t border-ink/10 py-14 lg:grid-cols-12 lg:gap-16 lg:py-20"
            >
              <div className={`lg:col-span-7 ${index % 2 === 1 ? 'lg:order-2' : ''}`}>
                <Picture
                  image={country.image}
                  priority={index === 0}
                  alt={pick(country.image?.alt, locale) || name}
                  sizes="(min-width: 1280px) 683px, (min-width: 1024px) 55vw, calc(100vw - 2rem)"
                  className="aspect-[3/2] w-full rounded-sm object-cover"
                />
              </div>
              <div className={`lg:col-span-5 ${index % 2 === 1 ? 'lg:order-1' : ''}`}>
                <p className="eyebrow">{t('listing.count', { count: hotelsIn(country.slug) })}</p>
                <h2 id={`country-${country.slug}`} className="mt-3 font-display text-4xl leading-tight sm:text-5xl">
                  <SiteLink locale={locale} href={routes.destination(country.slug)} className="hover:underline hover:decoration-1 hover:underline-offset-8">
                    {name}
                  </SiteLink>
                </h2>
                <p className="mt-5 leading-relaxed text-ink-soft">{pick(country.description, locale)}</p>
                {countryCities.length > 0 && (
                  <>
                    <h3 className="sr-only">{t('destination.cities_in', { place: name })}</h3>
                    <ul className="mt-8 border-t border-ink/10">
                      {countryCities.map((city) => {
                        const count = hotelsIn(city.slug)
                        return (
                          <li key={city.slug} className="border-b border-ink/10">
                            <SiteLink locale={locale} href={routes.destination(city.slug)} className="group flex min-h-12 items-baseline justify-between gap-4 py-3">
                              <span
                                className={`font-display text-2xl group-hover:underline group-hover:decoration-1 group-hover:underline-offset-4 ${count === 0 ? 'text-ink-soft' : ''}`}
                              >
                                {pick(city.name, locale)}
                              </span>
                              <span className="shrink-0 text-sm text-ink-soft">{count > 0 ? t('listing.count', { count }) : t('destination.no_hotel_yet')}</span>
                            </SiteLink>
                          </li>
                        )
                      })}
                    </ul>
                  </>
                )}
                <SiteLink locale={locale} href={routes.destination(country.slug)} className="btn-outline mt-8">
                  {t('destination.explore', { place: name })}
                </SiteLink>
              </div>
            </section>
          )
        })}

        {withoutHotels.length > 0 && (
          <section aria-labelledby="more-places" className="border-t border-ink/10 py-14">
            <h2 id="more-places" className="eyebrow">
              {t('destination.more_places')}
            </h2>
            <ul className="mt-5 flex flex-wrap gap-x-8 gap-y-3">
              {withoutHotels.map((country) => (
                <li key={country.slug}>
                  <SiteLink locale={locale} href={routes.destination(country.slug)} className="font-display text-xl text-ink-soft hover:text-ink hover:underline">
                    {pick(country.name, locale)}
                  </SiteLink>{' '}
                  <span className="text-sm text-ink-soft">· {t('destination.no_hotel_yet')}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  )
}
