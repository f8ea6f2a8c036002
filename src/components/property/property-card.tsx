import { getTranslations } from 'next-intl/server'

import { pick } from '@/i18n/text'
import type { PropertySummary } from '@/data/types'
import type { Locale } from '@/i18n/locales'
import { routes } from '@/i18n/routes'
import { formatMoney } from '@/lib/money'
import { Picture } from '../ui/picture'
import { SiteLink } from '../ui/site-link'
import { Stars } from './stars'

export async function PropertyCard({ property, locale }: { property: PropertySummary; locale: Locale }) {
  const t = await getTranslations('property')
  const name = pick(property.name, locale)
  return (
    <article className="group relative flex flex-col">
      <div className="relative aspect-[4/5] overflow-hidden rounded-sm bg-sand">
        <Picture
          image={property.hero}
          alt={pick(property.hero?.alt, locale) || name}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
        />
      </div>
      <div className="mt-5 flex flex-1 flex-col">
        <p className="eyebrow">
          {[pick(property.city?.name, locale), pick(property.country?.name, locale)].filter(Boolean).join(' · ')}
        </p>
        <h3 className="mt-2 font-display text-2xl leading-tight">
          <SiteLink locale={locale} href={routes.listing(property.slug)} className="after:absolute after:inset-0 focus:outline-none">
            {name}
          </SiteLink>
        </h3>
        <Stars count={property.star_rating} label={t('stars', { count: property.star_rating })} />
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-ink-soft">{pick(property.summary, locale)}</p>
        {property.from_price_minor !== null && (
          <p className="mt-4 text-sm font-medium">
            {t('from_price', { price: formatMoney(property.from_price_minor, property.currency) })}
          </p>
        )}
      </div>
    </article>
  )
}
