import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageBooking } from '@/components/layout/book-link'
import { HotelLinks } from '@/components/offers/hotel-links'
import { OfferCard } from '@/components/offers/offer-card'
import { OfferValidity } from '@/components/offers/offer-validity'
import { TERM_CLASS } from '@/components/offers/term-class'
import { calendarToday, formatCalendarDate, offerStatus, notEnded } from '@/components/offers/validity'
import { PropertyCard } from '@/components/property/property-card'
import { JsonLd } from '@/components/seo/json-ld'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageHero } from '@/components/ui/page-hero'
import { SiteLink } from '@/components/ui/site-link'
import { getCorporateProfile } from '@/data/corporate'
import { getExchangeRates } from '@/data/exchange-rates'
import { getOfferBySlug, getOffers } from '@/data/offers'
import { getAllProperties } from '@/data/properties'
import type { Offer } from '@/data/types'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'
import { absoluteUrl } from '@/lib/site-url'
import { isValidSlug } from '@/lib/validators'
import { withFromPrices } from '@/services/from-price'
import { offerBookingPaths } from '@/services/offer-stay'

import { localeOf } from '../../locale-param'
import { NotFoundHere, notFoundMetadata } from '../../not-found-here'
import { pageMetadata } from '../../page-metadata'
import { offerHotels } from '../offer-hotels'
import { offerPriceData } from '../offer-price'

type Props = { params: Promise<{ locale: string; slug: string }> }

const OTHER_OFFERS = 2

// Static: rendered on its first request per language, then served from the cache until offers are
// published again; re-rendered every hour as well, so an offer stops being bookable on its last day.
export const dynamic = 'error'
export const revalidate = 3600

export function generateStaticParams() {
  return []
}

async function load(slug: string) {
  return isValidSlug(slug) ? getOfferBySlug(slug) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([localeOf(params), params])
  const offer = await load(slug)
  if (!offer) return notFoundMetadata(locale)
  return pageMetadata({
    locale,
    path: routes.offer(slug),
    title: pick(offer.title, locale),
    description: pick(offer.summary, locale),
    image: offer.image,
    seo: offer.meta,
  })
}

/** Other offers still running: the same category first, then in the group's order. */
function otherOffers(offer: Offer, offers: Offer[], today: string): Offer[] {
  const others = notEnded(offers, today).filter((other) => other.slug !== offer.slug)
  const sameCategory = others.filter((other) => offer.category && other.category?.slug === offer.category.slug)
  return [...sameCategory, ...others.filter((other) => !sameCategory.includes(other))].slice(0, OTHER_OFFERS)
}

export default async function OfferDetailPage({ params }: Props) {
  const [locale, { slug }] = await Promise.all([localeOf(params), params])
  const offer = await load(slug)
  if (!offer) return <NotFoundHere />
  const [t, offers, properties, profile, rates] = await Promise.all([getTranslations(), getOffers(), getAllProperties(), getCorporateProfile(), getExchangeRates()])
  const today = calendarToday()
  const expired = offerStatus(offer, today) === 'expired'
  const title = pick(offer.title, locale)
  const hotels = offerHotels(offer, properties, locale)
  const participating = await withFromPrices(hotels === null ? properties : properties.filter((property) => offer.properties.includes(property.slug)))
  const others = otherOffers(offer, offers, today)
  const url = absoluteUrl(localizedPath(locale, routes.offer(offer.slug)))
  const imageUrl = offer.image ? (offer.image.url.startsWith('/') ? absoluteUrl(offer.image.url) : offer.image.url) : undefined

  // Each hotel's rates page with the offer's code and its first valid stay.
  const ratesPaths =
    expired || hotels === null
      ? {}
      : await offerBookingPaths(
          hotels.map((hotel) => hotel.slug),
          offer.promo_code || null,
        )
  const oneHotel = hotels?.length === 1 ? ratesPaths[hotels[0]!.slug] : undefined
  // One hotel: its rates for the offer; every hotel: the list of hotels; a few: each hotel's link beside.
  const bookingLink = oneHotel
    ? { href: localizedPath(locale, oneHotel), label: t('offers.book') }
    : hotels === null
      ? { href: localizedPath(locale, routes.listings()), label: t('offers.choose_hotel') }
      : { href: '#offer-hotels', label: t('offers.choose_hotel') }

  return (
    <article>
      {oneHotel && <PageBooking locale={locale} href={oneHotel} />}
      <JsonLd
        data={{
          '@type': 'Offer',
          name: title,
          description: pick(offer.summary, locale),
          url,
          image: imageUrl,
          category: pick(offer.category?.name, locale) || undefined,
          validFrom: offer.valid_from ?? undefined,
          validThrough: offer.valid_to ?? undefined,
          ...offerPriceData(participating, locale, rates, { validFrom: offer.valid_from ?? undefined, validThrough: offer.valid_to ?? undefined }),
          offeredBy:
            hotels === null
              ? { '@type': 'Organization', name: profile.name, url: absoluteUrl(localizedPath(locale, routes.home())) }
              : hotels.map((hotel) => ({
                  '@type': 'Hotel',
                  name: hotel.name,
                  url: absoluteUrl(localizedPath(locale, routes.listing(hotel.slug))),
                })),
        }}
      />

      <PageHero
        image={offer.image}
        alt={pick(offer.image?.alt, locale) || title}
        className="h-[62vh] min-h-[420px]"
        shade="from-ink/90 via-ink/45 to-ink/10"
        textClassName="pb-12 lg:pb-16"
      >
        {offer.category && <p className="eyebrow !text-ivory">{pick(offer.category.name, locale)}</p>}
        <h1 className="mt-3 max-w-4xl text-balance font-display text-4xl leading-[1.05] sm:text-6xl">{title}</h1>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        <Breadcrumbs
          locale={locale}
          items={[
            { label: t('offers.heading'), href: routes.offers() },
            { label: title, href: routes.offer(offer.slug) },
          ]}
        />
      </div>

      <section className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-12 lg:px-8 lg:py-20">
        <div className="lg:col-span-7">
          {expired && offer.valid_to && (
            <div role="status" className="mb-10 border-l-2 border-terracotta bg-sand px-6 py-5">
              <p className="font-medium">{t('offers.ended', { date: formatCalendarDate(offer.valid_to, locale) })}</p>
              <SiteLink locale={locale} href={routes.offers()} className="mt-2 inline-block text-sm underline underline-offset-4">
                {t('offers.see_current')}
              </SiteLink>
            </div>
          )}
          <p className="font-display text-2xl leading-snug sm:text-3xl">{pick(offer.summary, locale)}</p>
          <div
            className="prose-hotel mt-8 text-base text-ink-soft sm:text-lg"
            // Sanitized to the spec §5 allowlist in src/data (no attributes, no scripts).
            dangerouslySetInnerHTML={{ __html: pick(offer.description, locale) }}
          />
        </div>

        <aside aria-labelledby="offer-details" className="lg:col-span-5 lg:col-start-9 xl:col-span-4 xl:col-start-9">
          <div className="border border-ink/10 bg-white/60 p-7 sm:p-8 lg:sticky lg:top-28">
            <h2 id="offer-details" className="eyebrow">
              {t('offers.details')}
            </h2>
            <dl className="mt-6 divide-y divide-ink/10 text-sm">
              {offer.discount_percent !== null && (
                <div className="pb-5">
                  <dt className="sr-only">{t('offers.discount_label')}</dt>
                  <dd className="font-display text-4xl text-terracotta">{t('offers.discount', { percent: offer.discount_percent })}</dd>
                </div>
              )}
              {(offer.valid_from || offer.valid_to) && (
                <div className="py-5">
                  <dt className={TERM_CLASS}>{t('offers.validity')}</dt>
                  <dd className="mt-1.5 text-base">
                    <OfferValidity offer={offer} locale={locale} />
                  </dd>
                </div>
              )}
              {offer.promo_code && !expired && (
                <div className="py-5">
                  <dt className={TERM_CLASS}>{t('offers.code_label')}</dt>
                  <dd className="mt-2">
                    <span className="inline-block border border-dashed border-brass px-3 py-1.5 font-mono text-lg tracking-[0.12em]">{offer.promo_code}</span>
                    <p className="mt-2 text-ink-soft">{t('offers.code_hint')}</p>
                  </dd>
                </div>
              )}
              <div className="py-5">
                <dt className={TERM_CLASS}>{t('offers.hotels')}</dt>
                <dd className="mt-1.5 text-base leading-relaxed">
                  {hotels === null ? t('offers.all_hotels') : <HotelLinks hotels={hotels} locale={locale} hrefs={ratesPaths} />}
                </dd>
              </div>
            </dl>
            {expired ? (
              <SiteLink locale={locale} href={routes.offers()} className="btn-outline mt-2 w-full">
                {t('offers.see_current')}
              </SiteLink>
            ) : (
              <a href={bookingLink.href} className="btn-primary mt-2 w-full">
                {bookingLink.label}
              </a>
            )}
          </div>
        </aside>
      </section>

      {participating.length > 0 && (
        <section id="offer-hotels" aria-labelledby="offer-hotels-heading" className="border-t border-ink/10 bg-sand/60 py-20 lg:py-24">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <p className="eyebrow">{t('offers.hotels')}</p>
            <h2 id="offer-hotels-heading" className="mt-3 font-display text-3xl leading-tight sm:text-4xl">
              {t('offers.hotels_heading')}
            </h2>
            {hotels === null && <p className="mt-4 max-w-2xl text-ink-soft">{t('offers.all_hotels_intro')}</p>}
            {/* On a phone the hotels scroll sideways rather than stacking nine tall cards. */}
            <ul className="-mx-4 mt-12 flex snap-x snap-mandatory scroll-px-4 gap-6 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-x-8 sm:gap-y-14 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
              {participating.map((property) => (
                <li key={property.slug} className="flex w-[78%] shrink-0 snap-start sm:w-auto">
                  <PropertyCard property={property} locale={locale} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {others.length > 0 && (
        <section aria-labelledby="other-offers" className="mx-auto max-w-7xl px-4 pt-20 sm:px-6 lg:px-8 lg:pt-24">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="other-offers" className="font-display text-3xl leading-tight sm:text-4xl">
              {t('offers.other')}
            </h2>
            <SiteLink locale={locale} href={routes.offers()} className="btn-outline self-start sm:self-auto">
              {t('home.offers_all')}
            </SiteLink>
          </div>
          <ul className="mt-12 grid gap-x-10 gap-y-16 md:grid-cols-2">
            {others.map((other) => (
              <li key={other.slug} className="flex">
                <OfferCard offer={other} hotels={offerHotels(other, properties, locale)} locale={locale} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}
