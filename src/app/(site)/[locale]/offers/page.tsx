import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { FilteredList } from '@/components/blog/filtered-list'
import { OfferCard } from '@/components/offers/offer-card'
import { calendarToday, notEnded } from '@/components/offers/validity'
import { PageHeader } from '@/components/ui/page-header'
import { getOfferCategories, getOffers } from '@/data/offers'
import { getAllProperties } from '@/data/properties'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'

import { localeOf } from '../locale-param'
import { pageMetadata } from '../page-metadata'
import { offerHotels } from './offer-hotels'

type Props = { params: Promise<{ locale: string }> }

// Static, served from the cache until offers are published again; re-rendered every hour as well,
// so an offer whose last day has passed leaves the page without anyone publishing.
export const dynamic = 'error'
export const revalidate = 3600

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations()
  return pageMetadata({ locale, path: routes.offers(), title: t('offers.heading'), description: t('offers.intro') })
}

export default async function OffersPage({ params }: Props) {
  const locale = await localeOf(params)
  const [t, allOffers, categories, properties] = await Promise.all([getTranslations(), getOffers(), getOfferCategories(), getAllProperties()])
  const today = calendarToday()
  const offers = notEnded(allOffers, today)
  const used = new Set(offers.map((offer) => offer.category?.slug))

  return (
    <>
      <PageHeader title={t('offers.heading')} intro={t('offers.intro')} />
      <section aria-label={t('offers.heading')} className="mx-auto max-w-7xl px-4 pb-4 sm:px-6 lg:px-8">
        {offers.length === 0 ? (
          <p className="border-t border-ink/10 pt-10 text-lg text-ink-soft">{t('offers.empty')}</p>
        ) : (
          <FilteredList
            basePath={localizedPath(locale, routes.offers())}
            items={offers.map((offer, index) => (
              <OfferCard key={offer.slug} offer={offer} hotels={offerHotels(offer, properties, locale)} locale={locale} priority={index === 0} />
            ))}
            itemCategories={offers.map((offer) => offer.category?.slug ?? '')}
            categories={categories.filter((category) => used.has(category.slug)).map((category) => ({ slug: category.slug, name: pick(category.name, locale) }))}
            labels={{ filter: t('offers.filter_label'), all: t('offers.all_categories') }}
            listClassName="mt-12 grid gap-x-12 gap-y-20 md:grid-cols-2"
          />
        )}
      </section>
    </>
  )
}
