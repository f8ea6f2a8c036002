import type { Metadata } from 'next'
import type { Venue } from '@/data/types'
import { getTranslations } from 'next-intl/server'

import { stayBoxLabels } from '@/components/booking/booking-labels'
import { StayBoxLater } from '@/components/booking/stay-box-later'
import { DEFAULT_STAY } from '@/components/booking/stay-query'
import { HotelMap } from '@/components/map/hotel-map'
import { AllPhotos } from '@/components/property/all-photos'
import { HotelJsonLd } from '@/components/property/hotel-json-ld'
import { Stars } from '@/components/property/stars'
import { ReviewListView } from '@/components/property/review-list-view'
import { RoomCard } from '@/components/property/room-card'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { Icon } from '@/components/ui/icon'
import { Picture } from '@/components/ui/picture'
import { PageHero } from '@/components/ui/page-hero'
import { getAttractions } from '@/data/attractions'
import { getMapTiles } from '@/data/map-settings'
import { getReviews } from '@/data/reviews'
import { localeTag, type Locale } from '@/i18n/locales'
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
  const place = [pick(property.city?.name, locale), pick(property.country?.name, locale)].filter(Boolean).join(' · ')
  const ownReviews = reviews.filter((review) => review.property === property.slug)
  const nearby = attractions.filter((attraction) => attraction.property === property.slug)
  // On the map: the hotel's own places and the rest of its city's.
  const around = attractions.filter((attraction) => attraction.property === property.slug || (property.city !== null && attraction.city === property.city.slug))
  const { average, count } = averageRating(ownReviews.map((review) => review.rating))
  const tag = localeTag(locale)
  const score = average !== null ? new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average) : ''
  const has = (...keys: string[]) => property.facilities.some((facility) => keys.includes(facility.key))
  // Dining and spa sections only where the hotel lists them among its facilities and describes them.
  const dining = has('restaurant', 'bar') ? property.venues.filter((venue) => venue.kind === 'dining') : []
  const spa = has('spa') ? property.venues.filter((venue) => venue.kind === 'spa') : []
  const photoCount = countHotelPhotos(property)
  const sections = [
    { id: 'overview', label: t('property.overview') },
    { id: 'rooms', label: t('property.rooms') },
    ...(dining.length > 0 ? [{ id: 'dining', label: t('hotel_page.dining') }] : []),
    ...(spa.length > 0 ? [{ id: 'spa', label: t('hotel_page.spa') }] : []),
    { id: 'facilities', label: t('property.facilities') },
    ...(ownReviews.length > 0 ? [{ id: 'reviews', label: t('property.reviews') }] : []),
    { id: 'policies', label: t('hotel_page.policies') },
  ]
  const languageName = new Intl.DisplayNames([tag], { type: 'language' })

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

      <nav aria-label={name} className="sticky top-[72px] z-30 border-b border-ink/10 bg-ivory/95 backdrop-blur">
        {/* Below lg the tabs scroll sideways: the last ones fade out at the edge (a cut word with no hint
            read as a broken label), and room after the last lets it scroll clear of the fade. */}
        <ul
          data-testid="section-tabs"
          className="mx-auto flex max-w-7xl gap-6 overflow-x-auto px-4 text-sm font-medium sm:px-6 lg:px-8 max-lg:pr-12 max-lg:[mask-image:linear-gradient(to_right,#000_calc(100%-3rem),transparent)]"
        >
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="section-link">
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

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
        <div className="lg:col-span-7">
          <p className="eyebrow">{t('property.story')}</p>
          <p className="mt-4 font-display text-2xl leading-snug sm:text-3xl">{pick(property.summary, locale)}</p>
          <div
            className="prose-hotel mt-8 text-base text-ink-soft"
            // Sanitized to the spec §5 allowlist in src/data (no attributes, no scripts).
            dangerouslySetInnerHTML={{ __html: pick(property.description, locale) }}
          />
        </div>
        <aside className="space-y-6 lg:col-span-4 lg:col-start-9">
          <dl className="divide-y divide-ink/10 border-y border-ink/10 text-sm">
            <InfoRow icon="clock" term={t('property.check_in')} detail={t('property.check_in_from', { time: property.check_in_time })} />
            <InfoRow icon="clock" term={t('property.check_out')} detail={t('property.check_out_until', { time: property.check_out_time })} />
            <InfoRow icon="map-pin" term={t('property.address')} detail={pick(property.address, locale)} />
            {property.contact.phone && (
              <InfoRow
                icon="phone"
                term={t('property.phone')}
                detail={
                  <a href={`tel:${property.contact.phone.replace(/\s+/g, '')}`} className="underline-offset-4 hover:underline">
                    {property.contact.phone}
                  </a>
                }
              />
            )}
            {property.contact.email && (
              <InfoRow
                icon="mail"
                term={t('property.email')}
                detail={
                  <a href={`mailto:${property.contact.email}`} className="underline-offset-4 hover:underline">
                    {property.contact.email}
                  </a>
                }
              />
            )}
          </dl>
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
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:grid-rows-2">
            {property.gallery.slice(0, 5).map((image, index) => (
              <li key={image.url} className={index === 0 ? 'col-span-2 row-span-2' : ''}>
                <Picture
                  image={image}
                  alt={pick(image.alt, locale) || t('property.gallery_image', { number: index + 1, total: property.gallery.length })}
                  sizes={index === 0 ? '(min-width: 768px) 50vw, calc(100vw - 2rem)' : '(min-width: 768px) 25vw, 50vw'}
                  className="gallery-picture"
                />
              </li>
            ))}
          </ul>
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

      {dining.length > 0 && <VenueSection id="dining" title={t('hotel_page.dining')} venues={dining} locale={locale} hoursLabel={t('hotel_page.hours')} />}
      {spa.length > 0 && <VenueSection id="spa" title={t('hotel_page.spa')} venues={spa} locale={locale} hoursLabel={t('hotel_page.hours')} />}

      <section id="facilities" aria-labelledby="facilities-heading" className="hotel-section">
        <h2 id="facilities-heading" className="section-title">
          {t('property.facilities')}
        </h2>
        <ul className="mt-10 grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-5">
          {property.facilities.map((facility) => (
            <li key={facility.key} className="facility">
              <span className="icon-disc">
                <Icon name={facility.icon} />
              </span>
              {pick(facility.name, locale)}
            </li>
          ))}
        </ul>
      </section>

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
            reviews={ownReviews.map((review) => ({
              key: `${review.author}-${review.date}`,
              language: review.language,
              rating: review.rating,
              ratingLabel: t('property.rating_out_of', { rating: review.rating }),
              title: pick(review.title, review.language),
              body: pick(review.body, review.language),
              author: review.author,
              country: review.country,
              writtenIn: t('hotel_page.written_in', { language: languageName.of(review.language) ?? review.language }),
            }))}
          />
        </section>
      )}

      <section id="policies" aria-labelledby="policies-heading" className="hotel-section">
        <h2 id="policies-heading" className="section-title">
          {t('hotel_page.policies')}
        </h2>
        <dl className="mt-10 grid gap-x-12 border-t border-ink/10 text-sm md:grid-cols-2" data-testid="policies">
          {POLICY_KEYS.map((key) => {
            const policy = property.policies[key]
            const note = pick(policy.note, locale)
            return (
              // dt and dd are the div's own children (HTML allows nothing else in a dl's div): the
              // icon sits in the dt, placed in the div's left margin.
              <div key={key} className="policy" data-policy={key}>
                <dt className="term">
                  <Icon name={POLICY_ICONS[key]} className="absolute left-0 top-5 mt-0.5 h-5 w-5 text-brass" />
                  {t(`hotel_page.policy_${key}`)}
                </dt>
                <dd className="mt-1">{t(`hotel_page.${key}_${policy.value}`)}</dd>
                {note && <dd className="mt-1 text-ink-soft">{note}</dd>}
              </div>
            )
          })}
        </dl>
      </section>

      {nearby.length > 0 && (
        <section aria-labelledby="nearby-heading" className="hotel-section">
          <h2 id="nearby-heading" className="section-title">
            {t('property.nearby')}
          </h2>
          <ul className="mt-10 grid gap-8 md:grid-cols-2">
            {nearby.map((attraction) => (
              <li key={attraction.slug} className="flex gap-5">
                <Picture
                  image={attraction.image}
                  alt={pick(attraction.image?.alt, locale) || pick(attraction.name, locale)}
                  sizes="160px"
                  className="aspect-square w-32 shrink-0 object-cover sm:w-40"
                />
                <div>
                  <h3 className="font-display text-xl">{pick(attraction.name, locale)}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-ink-soft">{pick(attraction.description, locale)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}

function InfoRow({ icon, term, detail }: { icon: string; term: string; detail: React.ReactNode }) {
  return (
    <div className="py-4">
      <dt className="term info-term">
        <Icon name={icon} className="h-5 w-5 shrink-0 text-brass" />
        {term}
      </dt>
      <dd className="mt-1 pl-9">{detail}</dd>
    </div>
  )
}

const POLICY_ICONS: Record<(typeof POLICY_KEYS)[number], string> = {
  children: 'kids',
  pets: 'pets',
  parking: 'parking',
  smoking: 'shield',
  accessibility: 'accessible',
}

/** The pictures of a restaurant or spa section: a picture, the name, what it serves and its hours. */
function VenueSection({ id, title, venues, locale, hoursLabel }: { id: string; title: string; venues: Venue[]; locale: Locale; hoursLabel: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="hotel-section">
      <h2 id={`${id}-heading`} className="section-title">
        {title}
      </h2>
      <ul className="mt-10 grid gap-10 md:grid-cols-2">
        {venues.map((venue, index) => (
          <li key={index} className="grid gap-5 sm:grid-cols-5">
            <Picture
              image={venue.image}
              alt={pick(venue.image?.alt, locale) || pick(venue.name, locale)}
              sizes="(min-width: 768px) 20vw, calc(100vw - 2rem)"
              className="aspect-[3/2] w-full object-cover sm:col-span-2"
            />
            <div className="sm:col-span-3">
              <h3 className="font-display text-2xl">{pick(venue.name, locale)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-soft">{pick(venue.description, locale)}</p>
              {venue.hours && (
                <p className="mt-3 flex items-start gap-2 text-sm">
                  <Icon name="clock" className="mt-0.5 h-4 w-4 shrink-0 text-brass" />
                  <span>
                    <span className="sr-only">{hoursLabel}: </span>
                    {venue.hours}
                  </span>
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
