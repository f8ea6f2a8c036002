import { getTranslations } from 'next-intl/server'

import type { Attraction } from '@/data/types'
import type { Locale } from '@/i18n/locales'
import { routes } from '@/i18n/routes'
import { pick, type ML } from '@/i18n/text'
import { Picture } from '../ui/picture'
import { SiteLink } from '../ui/site-link'

const CATEGORIES = new Set(['culture', 'nature', 'food', 'shopping', 'nightlife', 'wellness'])

/** A sight near one of the hotels: picture, kind, name, a few lines, and the hotel it is close to. */
export async function AttractionCard({
  attraction,
  hotel,
  locale,
}: {
  attraction: Attraction
  /** The hotel the attraction belongs to, when it is published. */
  hotel: { slug: string; name: ML } | null
  locale: Locale
}) {
  const t = await getTranslations()
  const name = pick(attraction.name, locale)
  return (
    <article className="flex flex-col gap-5 sm:flex-row sm:gap-6">
      <Picture
        image={attraction.image}
        alt={pick(attraction.image?.alt, locale) || name}
        sizes="(min-width: 640px) 192px, 100vw"
        className="aspect-[3/2] w-full shrink-0 rounded-sm object-cover sm:aspect-square sm:w-48"
      />
      <div className="min-w-0">
        {CATEGORIES.has(attraction.category) && <p className="eyebrow">{t(`attraction.${attraction.category}` as 'attraction.culture')}</p>}
        <h3 className="mt-2 font-display text-2xl leading-tight">{name}</h3>
        <p className="mt-2 text-sm leading-relaxed text-ink-soft">{pick(attraction.description, locale)}</p>
        {hotel && (
          <p className="mt-3 text-sm">
            <SiteLink locale={locale} href={routes.listing(hotel.slug)} className="underline decoration-brass/50 underline-offset-4 hover:decoration-brass">
              {t('destination.near', { hotel: pick(hotel.name, locale) })}
            </SiteLink>
          </p>
        )}
      </div>
    </article>
  )
}
