import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { calendarToday, notEnded } from '@/components/offers/validity'
import { IntroView, SellingPointsView } from '@/components/home/home-sections-view'
import { OfferTeaserView } from '@/components/home/offer-teaser-view'
import { Slideshow } from '@/components/home/slideshow'
import { kept } from '@/components/ui/kept'
import { pictureSource } from '@/components/ui/picture-source'
import { PropertyCard } from '@/components/property/property-card'
import { StaySearchBox } from '@/components/search/stay-search-box'
import { JsonLd } from '@/components/seo/json-ld'
import { SectionHeading } from '@/components/ui/section-heading'
import { SiteLink } from '@/components/ui/site-link'
import { getDestinationSuggestions } from '@/data/destination-suggestions'
import { getOffers } from '@/data/offers'
import { getSellingPoints } from '@/data/selling-points'
import { getSlides } from '@/data/slides'
import { getSocialLinks } from '@/data/social-media'
import { pick } from '@/i18n/text'
import { getCorporateProfile } from '@/data/corporate'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import { absoluteUrl } from '@/lib/site-url'
import { getPricedProperties } from '@/services/from-price'
import { localeOf } from './locale-param'
import { pageMetadata } from './page-metadata'

const FEATURED_OFFERS = 3

/**
 * A picture's alternative text for a view that falls back to the title it shows: left out when it is
 * that title (the payload would carry the text twice) or when the picture has none.
 */
const ownAlt = (alt: string, title: string) => (alt && alt !== title ? { alt } : {})

type Props = { params: Promise<{ locale: string }> }

// Static: rendered once per language, then served from the cache (a dynamic read fails the build).
export const dynamic = 'error'
// Offers end on a calendar date: rendered again at least hourly so an ended offer leaves the page.
export const revalidate = 3600

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const profile = await getCorporateProfile()
  return pageMetadata({
    locale,
    path: routes.home(),
    title: `${pick(profile.tagline, locale) || profile.name} | ${profile.name}`,
    absoluteTitle: true,
    description: pick(profile.description, locale),
  })
}

export default async function HomePage({ params }: Props) {
  const locale = await localeOf(params)
  const profile = await getCorporateProfile()
  const [t, slides, properties, offers, sellingPoints, socialLinks, suggestions] = await Promise.all([
    getTranslations(),
    getSlides(profile.corporate_id),
    getPricedProperties(),
    getOffers(),
    getSellingPoints(),
    getSocialLinks(),
    getDestinationSuggestions(locale),
  ])
  const today = calendarToday()
  const featuredOffers = notEnded(offers, today).slice(0, FEATURED_OFFERS)
  /** This page, whose HTML a client navigation takes its kept sections from. */
  const home = localizedPath(locale, routes.home())

  return (
    <>
      <h1 className="sr-only">{profile.name}</h1>
      <JsonLd
        data={{
          '@type': 'Organization',
          name: profile.name,
          url: absoluteUrl(routes.home()),
          logo: profile.logo ? absoluteUrl(profile.logo.url) : undefined,
          description: pick(profile.description, locale) || undefined,
          email: profile.email || undefined,
          telephone: profile.phone || undefined,
          sameAs: socialLinks.map((link) => link.url).filter((url) => /^https?:\/\//.test(url)),
        }}
      />
      <Slideshow
        slides={slides.map((slide) => ({
          title: pick(slide.title, locale),
          subtitle: pick(slide.subtitle, locale),
          cta: pick(slide.cta, locale),
          href: slide.link ? localizedPath(locale, slide.link) : '',
          // Its alt in every language stays here: the slideshow is handed the page's own (`alt`), if any.
          image: pictureSource(slide.image),
          ...ownAlt(pick(slide.image?.alt, locale), pick(slide.title, locale)),
        }))}
        labels={{
          region: t('home.slideshow_label'),
          previous: t('home.slide_previous'),
          next: t('home.slide_next'),
          goTo: t.raw('home.slide_goto') as string,
          pause: t('home.slide_pause'),
          play: t('home.slide_play'),
        }}
      />

      {/* The first screen's stay search, just under the hero (never over a picture). */}
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8" data-testid="home-search">
        <StaySearchBox locale={locale} suggestions={suggestions} />
      </div>

      <IntroView content={kept({ name: profile.name, tagline: pick(profile.tagline, locale), description: pick(profile.description, locale) }, home)} />

      <section aria-labelledby="home-properties" className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-properties"
          eyebrow={t('home.properties_eyebrow')}
          title={t('home.properties_heading')}
          action={
            <SiteLink locale={locale} href={routes.listings()} className="btn-outline self-start sm:self-auto">
              {t('home.properties_all')}
            </SiteLink>
          }
        />
        {/* Every hotel: three rows of three on a wide screen; on a tablet the first spans the row, so
            nine cards fill two columns evenly. */}
        <div className="mt-12 grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-properties">
          {properties.map((property, index) => (
            <PropertyCard
              key={property.slug}
              property={property}
              locale={locale}
              {...(index === 0 && properties.length % 2 === 1
                ? {
                    className: 'sm:col-span-2 lg:col-span-1',
                    imageClassName: 'aspect-[3/2] sm:aspect-[16/9] lg:aspect-[4/5]',
                    sizes: '(min-width: 1024px) 30vw, (min-width: 640px) 90vw, calc(100vw - 2rem)',
                  }
                : {})}
            />
          ))}
        </div>
      </section>

      {featuredOffers.length > 0 && (
        <section aria-labelledby="home-offers" className="mt-24 bg-sand py-20 lg:py-24">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <SectionHeading
              id="home-offers"
              eyebrow={t('home.offers_eyebrow')}
              title={t('home.offers_heading')}
              action={
                <SiteLink locale={locale} href={routes.offers()} className="btn-outline self-start sm:self-auto">
                  {t('home.offers_all')}
                </SiteLink>
              }
            />
            <div className="mt-12 grid gap-8 md:grid-cols-3">
              {featuredOffers.map((offer) => (
                <OfferTeaserView
                  key={offer.slug}
                  offer={{
                    slug: offer.slug,
                    href: localizedPath(locale, routes.offer(offer.slug)),
                    category: pick(offer.category?.name, locale),
                    title: pick(offer.title, locale),
                    summary: pick(offer.summary, locale),
                    discount: offer.discount_percent !== null ? t('offers.discount', { percent: offer.discount_percent }) : null,
                    picture: pictureSource(offer.image),
                    ...ownAlt(pick(offer.image?.alt, locale), pick(offer.title, locale)),
                  }}
                />
              ))}
            </div>
          </div>
        </section>
      )}

      {sellingPoints.length > 0 && (
        <SellingPointsView
          content={kept(
            {
              title: t('home.usp_heading'),
              points: sellingPoints.map((point) => ({
                key: point.order,
                icon: point.icon,
                title: pick(point.title, locale),
                description: pick(point.description, locale),
              })),
            },
            home,
          )}
        />
      )}
    </>
  )
}
