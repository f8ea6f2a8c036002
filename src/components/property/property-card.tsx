import { getTranslations } from 'next-intl/server'

import { pick } from '@/i18n/text'
import { localeTag, type Locale } from '@/i18n/locales'
import { routes } from '@/i18n/routes'
import { formatMoney } from '@/lib/money'
import type { PricedProperty } from '@/services/from-price'
import { localizedPath } from '@/i18n/paths'
import { pictureSource } from '../ui/picture-source'
import { PropertyCardView } from './property-card-view'

/**
 * A hotel in a grid: picture, place, name, stars, summary and its "from" price (all-in, for the stay of
 * src/services/from-price.ts). The whole card
 * is one link (the name's link is stretched over it); its focus ring is drawn around the card, since
 * an outline on the stretched link would be clipped to the heading.
 */
export async function PropertyCard({
  property,
  locale,
  ...layout
}: {
  property: PricedProperty
  locale: Locale
  className?: string
  /** The picture's frame: its aspect ratio at each width (default: 3:2, then 4:5 from sm). */
  imageClassName?: string
  sizes?: string
  /** Picture and text side by side from md up: a hotel shown on its own. */
  wide?: boolean
}) {
  const t = await getTranslations('property')
  const fromPrice = property.from_price_minor
  const name = pick(property.name, locale)
  return (
    <PropertyCardView
      card={{
        href: localizedPath(locale, routes.listing(property.slug)),
        name,
        place: [pick(property.city?.name, locale), pick(property.country?.name, locale)].filter(Boolean).join(' · '),
        stars: property.star_rating,
        starsLabel: t('stars', { count: property.star_rating }),
        summary: pick(property.summary, locale),
        price: fromPrice !== null ? t('from_price', { price: formatMoney(fromPrice, property.currency, localeTag(locale)) }) : null,
        picture: pictureSource(property.hero),
        alt: pick(property.hero?.alt, locale) || name,
      }}
      {...layout}
    />
  )
}
