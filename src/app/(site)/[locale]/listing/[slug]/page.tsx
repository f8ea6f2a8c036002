import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { stayBoxLabels } from '@/components/booking/booking-labels'
import { StayBoxLater } from '@/components/booking/stay-box-later'
import { DEFAULT_STAY } from '@/components/booking/stay-query'
import { HotelMap } from '@/components/map/hotel-map'
import { AllPhotos } from '@/components/property/all-photos'
import {
  FacilitiesView,
  GalleryMosaicView,
  HotelInfoView,
  HotelStoryView,
  NearbyView,
  PoliciesView,
  SectionTabsView,
  VenueSectionView,
  type InfoRowData,
  type PictureData,
  type VenueData,
} from '@/components/property/hotel-sections-view'
import { HotelJsonLd } from '@/components/property/hotel-json-ld'
import { Stars } from '@/components/property/stars'
import { ReviewListView } from '@/components/property/review-list-view'
import { RoomCard } from '@/components/property/room-card'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { kept } from '@/components/ui/kept'
import { pictureFiles, type PictureImage } from '@/components/ui/picture'
import { PageHero } from '@/components/ui/page-hero'
import { getAttractions } from '@/data/attractions'
import { getMapTiles } from '@/data/map-settings'
import { getReviews } from '@/data/reviews'
import { localeTag } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { pick } from '@/i18n/text'
import { routes } from '@/i18n/routes'
import { averageRating, POLICY_KEYS } from '@/lib/hotel-details'
import { formatMoney } from '@/lib/money'
import { isValidSlug } from '@/lib/validators'
import { getPricedHotel } from '@/services/from-price'
import { countHotelPhotos } from '@/services/hotel-photos'

import { localeOf } from '../../locale-param'
import { NotFoundHere, notFoundMetadata } from '../../not-found-here'
import { pageMetadata } from '../../page-metadata'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Static: each property page is rendered on its first request per language, then served from the
// cache until its content is published again (a dynamic read fails the build).
export const dynamic = 'error'

export function generateStaticParams() {
  return []
}

async function load(slug: string) {
  return isValidSlug(slug) ? getPricedHotel(slug) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([localeOf(params), params])
  const property = (await load(slug))?.property
  if (!property) return notFoundMetadata(locale)
  return pageMetadata({
    locale,
    path: routes.listing(slug),
    title: pick(property.name, locale),
    description: pick(property.summary, locale),
    image: property.hero,
    seo: property.meta,
  })
}

export default async function ListingDetailPage({ params }: Props) {
  const [locale, { slug }] = await Promise.all([localeOf(params), params])
  // The hotel with its "from" price and each room's, priced once for every room card and the map pin.
  const hotel = await load(slug)
  if (!hotel) return <NotFoundHere />
  const { property, rooms: allIn } = hotel
  const [t, reviews, attractions, labels, tiles] = await Promise.all([getTranslations(), getReviews(), getAttractions(), stayBoxLabels(), getMapTiles()])
  const name = pick(property.name, locale)
  /** This page, whose HTML a client navigation takes its kept sections from. */
  const page = localizedPath(locale, routes.listing(property.slug))
  const place = [pick(property.city?.name, locale), pick(property.country?.name, locale)].filter(Boolean).join(' · ')
  const ownReviews = reviews.filter((review) => review.property === property.slug)
  const nearby = attractions.filter((attraction) => attraction.property === property.slug)
  // On the map: the hotel's own places and the rest of its city's.
  const around = attractions.filter((attraction) => attraction.property === property.slug || (property.city !== null && attraction.city === property.city.slug))
  const { average, count } = averageRating(ownReviews.map((review) => review.rating))
  const tag = localeTag(locale)
  const score = average !== null ? new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average) : ''
  const has = (...keys: string[]) => property.facilities.some((facility) => keys.includes(facility.key))
  const photoCount = countHotelPhotos(property)
  const languageName = new Intl.DisplayNames([tag], { type: 'language' })
  const info: InfoRowData[] = [
    { icon: 'clock', term: t('property.check_in'), detail: t('property.check_in_from', { time: property.check_in_time }) },
    { icon: 'clock', term: t('property.check_out'), detail: t('property.check_out_until', { time: property.check_out_time }) },
    { icon: 'map-pin', term: t('property.address'), detail: pick(property.address, locale) },
    ...(property.contact.phone
      ? [{ icon: 'phone', term: t('property.phone'), detail: property.contact.phone, href: `tel:${property.contact.phone.replace(/\s+/g, '')}` }]
      : []),
    ...(property.contact.email ? [{ icon: 'mail', term: t('property.email'), detail: property.contact.email, href: `mailto:${property.contact.email}` }] : []),
  ]
  const picture = (image: PictureImage | null | undefined, alt: string, slot?: number): PictureData => ({ ...pictureFiles(image, { slot }), alt })
  // Dining and spa sections only where the hotel lists them among its facilities and describes them.
  const venues = (kind: string): VenueData[] =>
    property.venues
      .filter((venue) => venue.kind === kind)
      .map((venue) => ({
        picture: picture(venue.image, pick(venue.image?.alt, locale) || pick(venue.name, locale)),
        name: pick(venue.name, locale),
        description: pick(venue.description, locale),
        hours: venue.hours,
      }))
  const dining = has('restaurant', 'bar') ? venues('dining') : []
  const spa = has('spa') ? venues('spa') : []
  const sections = [
    { id: 'overview', label: t('property.overview') },
    { id: 'rooms', label: t('property.rooms') },
    ...(dining.length > 0 ? [{ id: 'dining', label: t('hotel_page.dining') }] : []),
    ...(spa.length > 0 ? [{ id: 'spa', label: t('hotel_page.spa') }] : []),
    { id: 'facilities', label: t('property.facilities') },
    ...(ownReviews.length > 0 ? [{ id: 'reviews', label: t('property.reviews') }] : []),
    { id: 'policies', label: t('hotel_page.policies') },
  ]

  return (
    <article>
      <HotelJsonLd property={property} roomPrices={allIn} reviews={ownReviews} locale={locale} />
      <PageHero
        image={property.hero}
        alt={pick(property.hero?.alt, locale) || name}
        className="h-[70vh] min-h-[480px]"
        shade="from-ink/85 via-ink/35 to-ink/5"
        textClassName="pb-14"
      >
        <p className="eyebrow !text-ivory/90">{place}</p>
        <h1 className="mt-3 max-w-4xl font-display text-4xl leading-[1.05] sm:text-6xl">{name}</h1>
        <Stars count={property.star_rating} label={t('property.stars', { count: property.star_rating })} className="text-brass-light" />
        {average !== null && (
          <p className="mt-3 text-sm font-medium">
            <a href="#reviews" data-testid="property-rating" className="underline-offset-4 hover:underline">
              <span aria-hidden="true">{`${score} ★ · ${t('hotel_page.reviews_count', { count })}`}</span>
              <span className="sr-only">{t('hotel_page.rating_summary', { score, count })}</span>
            </a>
          </p>
        )}
        {property.from_price_minor !== null && (
          <p className="mt-4 text-base font-medium" data-testid="property-price">
            {t('property.from_price', { price: formatMoney(property.from_price_minor, property.currency, localeTag(locale)) })}
          </p>
        )}
      </PageHero>

      <SectionTabsView label={name} content={kept(sections, page)} />

      <Breadcrumbs
        locale={locale}
        className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8"
        items={[
          { label: t('nav.hotels'), href: routes.listings() },
          ...(property.country ? [{ label: pick(property.country.name, locale), href: routes.destination(property.country.slug) }] : []),
          { label: name, href: routes.listing(property.slug) },
        ]}
      />

      {/* The hotel's dates-and-guests box: its rates open on /property/{slug} with the stay in the query. */}
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <StayBoxLater
          property={property.slug}
          timeZone={property.time_zone}
          currency={property.currency}
          action={localizedPath(locale, routes.property(property.slug))}
          initial={DEFAULT_STAY}
          labels={labels}
          lang={locale}
          localeTag={localeTag(locale)}
        />
      </div>

      <section id="overview" className="mx-auto grid max-w-7xl gap-12 px-4 pb-16 pt-10 sm:px-6 lg:grid-cols-12 lg:px-8 lg:pb-24 lg:pt-14">
        {/* The description is sanitized to the spec §5 allowlist in src/data (no attributes, no scripts). */}
        <HotelStoryView
          content={kept({ eyebrow: t('property.story'), summary: pick(property.summary, locale), description: pick(property.description, locale) }, page)}
        />
        <aside className="space-y-6 lg:col-span-4 lg:col-start-9">
          <HotelInfoView content={kept(info, page)} />
          {/* Where the hotel is, beside its address: with the places to see in its city. */}
          <HotelMap
            tiles={tiles}
            properties={[property]}
            attractions={around}
            locale={locale}
            current={property.slug}
            region={t('map.property_region', { hotel: name })}
            className="h-[320px] sm:h-[380px]"
          />
          <a href="#rooms" className="btn-primary w-full">
            {t('property.view_rooms')}
          </a>
        </aside>
      </section>

      {property.gallery.length > 0 && (
        <section aria-label={t('property.gallery')} className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <GalleryMosaicView
            content={kept(
              property.gallery
                .slice(0, 5)
                .map((image, index) => picture(image, pick(image.alt, locale) || t('property.gallery_image', { number: index + 1, total: property.gallery.length }))),
              page,
            )}
          />
          <AllPhotos
            title={t('hotel_page.photos_title', { hotel: name })}
            count={photoCount}
            photosUrl={`/api/property-photos?${new URLSearchParams({ slug: property.slug, lang: locale })}`}
            labels={{
              open: t('hotel_page.all_photos', { count: photoCount }),
              close: t('lightbox.close'),
              previous: t('lightbox.previous'),
              next: t('lightbox.next'),
              counter: t.raw('property.gallery_image') as string,
            }}
            className="btn-outline absolute bottom-4 right-8 bg-ivory/95 px-4 py-2 text-sm sm:right-10 lg:right-12"
          />
        </section>
      )}

      <section id="rooms" aria-labelledby="rooms-heading" className="hotel-section">
        <h2 id="rooms-heading" className="section-title">
          {t('property.rooms')}
        </h2>
        <div className="mt-10 space-y-10">
          {property.room_types.map((room) => (
            <RoomCard
              key={room.slug}
              page={page}
              property={property.slug}
              room={room}
              allIn={allIn.get(room.slug)}
              ratePlans={property.rate_plans}
              currency={property.currency}
              locale={locale}
            />
          ))}
        </div>
      </section>

      {dining.length > 0 && <VenueSectionView id="dining" content={kept({ title: t('hotel_page.dining'), venues: dining, hoursLabel: t('hotel_page.hours') }, page)} />}
      {spa.length > 0 && <VenueSectionView id="spa" content={kept({ title: t('hotel_page.spa'), venues: spa, hoursLabel: t('hotel_page.hours') }, page)} />}

      <FacilitiesView
        content={kept(
          {
            title: t('property.facilities'),
            facilities: property.facilities.map((facility) => ({ key: facility.key, icon: facility.icon, name: pick(facility.name, locale) })),
          },
          page,
        )}
      />

      {ownReviews.length > 0 && (
        <section id="reviews" aria-labelledby="reviews-heading" className="hotel-section">
          <h2 id="reviews-heading" className="section-title">
            {t('property.reviews')}
          </h2>
          {average !== null && (
            <p className="mt-4 text-lg" data-testid="reviews-summary">
              <span aria-hidden="true">
                <span className="font-display text-3xl">{score}</span> ★ · {t('hotel_page.reviews_count', { count })}
              </span>
              <span className="sr-only">{t('hotel_page.rating_summary', { score, count })}</span>
            </p>
          )}
          <ReviewListView
            content={kept(
              ownReviews.map((review) => ({
                key: `${review.author}-${review.date}`,
                language: review.language,
                rating: review.rating,
                ratingLabel: t('property.rating_out_of', { rating: review.rating }),
                title: pick(review.title, review.language),
                body: pick(review.body, review.language),
                author: review.author,
                country: review.country,
                writtenIn: t('hotel_page.written_in', { language: languageName.of(review.language) ?? review.language }),
              })),
              page,
            )}
          />
        </section>
      )}

      <PoliciesView
        content={kept(
          {
            title: t('hotel_page.policies'),
            policies: POLICY_KEYS.map((key) => {
              const policy = property.policies[key]
              return {
                key,
                icon: POLICY_ICONS[key],
                term: t(`hotel_page.policy_${key}`),
                rule: t(`hotel_page.${key}_${policy.value}`),
                note: pick(policy.note, locale),
              }
            }),
          },
          page,
        )}
      />

      {nearby.length > 0 && (
        <NearbyView
          content={kept(
            {
              title: t('property.nearby'),
              places: nearby.map((attraction) => ({
                slug: attraction.slug,
                picture: picture(attraction.image, pick(attraction.image?.alt, locale) || pick(attraction.name, locale), NEARBY_PICTURE_PX),
                name: pick(attraction.name, locale),
                description: pick(attraction.description, locale),
              })),
            },
            page,
          )}
        />
      )}
    </article>
  )
}

/** The places' square pictures: 160 px wide at most (`sizes` in NearbyView). */
const NEARBY_PICTURE_PX = 160

const POLICY_ICONS: Record<(typeof POLICY_KEYS)[number], string> = {
  children: 'kids',
  pets: 'pets',
  parking: 'parking',
  smoking: 'shield',
  accessibility: 'accessible',
}
