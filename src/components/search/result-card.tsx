import { getTranslations } from 'next-intl/server'

import { Stars } from '@/components/property/stars'
import { Picture } from '@/components/ui/picture'
import { SiteLink } from '@/components/ui/site-link'
import { localeTag, type Locale } from '@/i18n/locales'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'
import type { SearchQuery } from '@/lib/search-query'
import { stayQueryString } from '@/lib/search-query'
import type { SearchResult } from '@/lib/search-results'

/** Below this many rooms left, the card says how many. */
const SCARCITY_THRESHOLD = 5

/**
 * One hotel of the search results: picture, place, name, stars, guests' rating and distance, then the
 * lowest all-in price per night for the dates — in the display currency (approximate) with the hotel's
 * own beside it — and how few rooms are left; or, sold out, the nearest dates that have rooms. Its
 * links lead to the hotel's rates with the search's stay carried over.
 */
export async function ResultCard({
  result,
  query,
  locale,
  showDistance = true,
  priority = false,
}: {
  result: SearchResult
  query: SearchQuery
  locale: Locale
  showDistance?: boolean
  /** The first result: its picture is what a phone shows first (loaded at once, not lazily). */
  priority?: boolean
}) {
  const t = await getTranslations()
  const tag = localeTag(locale)
  const name = pick(result.name, locale)
  const place = [pick(result.city?.name, locale), pick(result.country?.name, locale)].filter(Boolean).join(' · ')
  const stay = stayQueryString(query)
  const href = `${routes.property(result.slug)}${stay}`
  const price = result.price ?? result.from_price
  // In another currency than the hotel's, converted: approximate, with the hotel's own price beside.
  const shown = price?.display && price.display.currency !== price.currency ? price.display : null
  const kilometres =
    result.distance_km === null ? null : new Intl.NumberFormat(tag, { maximumFractionDigits: result.distance_km < 10 ? 1 : 0 }).format(result.distance_km)
  const dateFormat = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const amount = price ? (shown ? t('search.approximate', { price: shown.nightly_formatted }) : price.nightly_formatted) : ''
  const day = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`))

  return (
    <article
      data-slug={result.slug}
      className="group relative grid gap-4 border border-ink/10 bg-white/60 p-3 outline-offset-4 outline-brass transition-colors has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-solid data-[active=true]:border-ink sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:p-4"
      data-testid="search-result"
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-sand sm:aspect-auto sm:min-h-44">
        <Picture
          image={result.hero}
          priority={priority}
          alt={pick(result.hero?.alt, locale) || name}
          sizes="(min-width: 1024px) 20vw, (min-width: 640px) 35vw, calc(100vw - 2rem)"
          className="h-full w-full object-cover sm:absolute sm:inset-0"
        />
      </div>
      <div className="flex min-w-0 flex-col">
        <p className="eyebrow">{place}</p>
        <h3 className="mt-1 font-display text-2xl leading-tight">
          <SiteLink
            locale={locale}
            href={href}
            // A dated variant of the hotel's rates page (canonical to it): not for crawlers.
            rel={stay ? 'nofollow' : undefined}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:underline group-hover:decoration-1 group-hover:underline-offset-4"
            data-testid="result-link"
          >
            {name}
          </SiteLink>
        </h3>
        <Stars count={result.star_rating} label={t('property.stars', { count: result.star_rating })} />
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft">
          {result.rating !== null && (
            <span data-testid="result-rating">
              <span aria-hidden="true">★ {new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(result.rating)}</span>
              <span className="sr-only">{t('search.rating', { rating: result.rating })}</span>
            </span>
          )}
          {showDistance && kilometres !== null && <span data-testid="result-distance">{t('search.distance', { distance: kilometres })}</span>}
        </p>

        <div className="mt-auto pt-4" data-testid="result-price">
          {price ? (
            <>
              <p className="font-display text-2xl" data-testid="result-display-price">
                {result.price ? amount : t('search.from_price', { price: amount })}
              </p>
              <p className="text-xs text-ink-soft">{t('search.per_night')}</p>
              {shown && (
                <p className="mt-1 text-sm" data-testid="result-hotel-price">
                  {t('search.hotel_price', { price: price.nightly_formatted })}
                </p>
              )}
              {result.rooms_left !== null && result.rooms_left > 0 && result.rooms_left <= SCARCITY_THRESHOLD && (
                <p className="mt-2 text-sm font-medium text-terracotta" data-testid="result-scarcity">
                  {t('search.rooms_left', { count: result.rooms_left })}
                </p>
              )}
              {!result.price && query.check_in === null && <p className="mt-2 text-xs text-ink-soft">{t('search.add_dates')}</p>}
            </>
          ) : query.check_in !== null ? (
            <div data-testid="result-sold-out">
              <p className="text-sm font-medium text-terracotta">{t('search.sold_out')}</p>
              {result.nearest_dates && (
                <p className="relative z-10 mt-1 text-sm">
                  {t('search.nearest_dates')}:{' '}
                  <SiteLink
                    locale={locale}
                    href={`${routes.property(result.slug)}${stayQueryString({ ...query, ...result.nearest_dates })}`}
                    rel="nofollow"
                    className="underline underline-offset-4"
                    data-testid="result-nearest-dates"
                  >
                    {day(result.nearest_dates.check_in)} – {day(result.nearest_dates.check_out)}
                  </SiteLink>
                </p>
              )}
            </div>
          ) : (
            <p className="text-xs text-ink-soft">{t('search.add_dates')}</p>
          )}
        </div>
      </div>
    </article>
  )
}
