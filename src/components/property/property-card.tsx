import { getTranslations } from 'next-intl/server'

import { pick } from '@/i18n/text'
import { localeTag, type Locale } from '@/i18n/locales'
import { routes } from '@/i18n/routes'
import { formatMoney } from '@/lib/money'
import type { PricedProperty } from '@/services/from-price'
import { Picture } from '../ui/picture'
import { SiteLink } from '../ui/site-link'
import { Stars } from './stars'

/**
 * A hotel in a grid: picture, place, name, stars, summary and its "from" price (all-in, for the stay of
 * src/services/from-price.ts). The whole card
 * is one link (the name's link is stretched over it); its focus ring is drawn around the card, since
 * an outline on the stretched link would be clipped to the heading.
 */
export async function PropertyCard({
  property,
  locale,
  className = '',
  imageClassName = 'aspect-[3/2] sm:aspect-[4/5]',
  sizes = '(min-width: 1024px) 30vw, (min-width: 640px) 45vw, calc(100vw - 2rem)',
  wide = false,
}: {
  property: PricedProperty
  locale: Locale
  className?: string
  imageClassName?: string
  sizes?: string
  /** Picture and text side by side from md up: a hotel shown on its own. */
  wide?: boolean
}) {
  const t = await getTranslations('property')
  const fromPrice = property.from_price_minor
  const name = pick(property.name, locale)
  return (
    <article className={`group card ${wide ? 'md:grid md:grid-cols-2 md:items-center md:gap-12' : ''} ${className}`}>
      <div className={`card-frame ${imageClassName}`}>
        <Picture image={property.hero} alt={pick(property.hero?.alt, locale) || name} sizes={sizes} className="card-picture" />
      </div>
      <div className={`mt-5 flex flex-1 flex-col ${wide ? 'md:mt-0' : ''}`}>
        <p className="eyebrow">{[pick(property.city?.name, locale), pick(property.country?.name, locale)].filter(Boolean).join(' · ')}</p>
        <h3 className="mt-2 font-display text-2xl leading-tight">
          <SiteLink locale={locale} href={routes.listing(property.slug)} className="card-link">
            {name}
          </SiteLink>
        </h3>
        <Stars count={property.star_rating} label={t('stars', { count: property.star_rating })} />
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-ink-soft">{pick(property.summary, locale)}</p>
        {fromPrice !== null && (
          <p className="mt-4 text-sm font-medium" data-testid="property-price">
            {t('from_price', { price: formatMoney(fromPrice, property.currency, localeTag(locale)) })}
          </p>
        )}
      </div>
    </article>
  )
}
