import { getTranslations } from 'next-intl/server'

import type { Offer } from '@/data/types'
import type { Locale } from '@/i18n/locales'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'

import { Picture } from '../ui/picture'
import { SiteLink } from '../ui/site-link'
import { HotelLinks } from './hotel-links'
import { OfferValidity } from './offer-validity'
import { TERM_CLASS } from './term-class'

export interface OfferHotel {
  slug: string
  name: string
}

/**
 * An offer in a list: picture, category, title, summary, saving, code, dates and where it applies
 * (`hotels` null = every hotel of the group).
 */
export async function OfferCard({
  offer,
  hotels,
  locale,
  headingLevel = 2,
  priority = false,
}: {
  offer: Offer
  hotels: OfferHotel[] | null
  locale: Locale
  headingLevel?: 2 | 3
  /** The first card of a list: its picture is what a phone shows first (loaded at once, not lazily). */
  priority?: boolean
}) {
  const t = await getTranslations('offers')
  const title = pick(offer.title, locale)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="group flex w-full flex-col">
      <div className="relative aspect-[3/2] overflow-hidden bg-sand">
        <Picture
          image={offer.image}
          priority={priority}
          alt={pick(offer.image?.alt, locale) || title}
          sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, calc(100vw - 2rem)"
          className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
        />
        {offer.discount_percent !== null && (
          <p className="absolute left-4 top-4 rounded-full bg-ivory px-3.5 py-1.5 text-sm font-medium text-terracotta shadow-sm">
            {t('discount', { percent: offer.discount_percent })}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col pt-6">
        {offer.category && <p className="eyebrow">{pick(offer.category.name, locale)}</p>}
        <Heading className="mt-2 font-display text-3xl leading-tight">
          <SiteLink locale={locale} href={routes.offer(offer.slug)} className="underline-offset-4 hover:underline">
            {title}
          </SiteLink>
        </Heading>
        <p className="mt-3 leading-relaxed text-ink-soft">{pick(offer.summary, locale)}</p>
        <dl className="mt-6 grid gap-x-8 gap-y-4 border-t border-ink/10 pt-5 text-sm sm:grid-cols-[1fr_auto]">
          {(offer.valid_from || offer.valid_to) && (
            <div>
              <dt className={TERM_CLASS}>{t('validity')}</dt>
              <dd className="mt-1">
                <OfferValidity offer={offer} locale={locale} />
              </dd>
            </div>
          )}
          {offer.promo_code && (
            <div>
              <dt className={TERM_CLASS}>{t('code_label')}</dt>
              <dd className="mt-1">
                <span className="inline-block border border-dashed border-brass/60 px-2 py-0.5 font-mono text-[0.8125rem] tracking-wider">{offer.promo_code}</span>
              </dd>
            </div>
          )}
          <div className="sm:col-span-2">
            <dt className={TERM_CLASS}>{t('hotels')}</dt>
            <dd className="mt-1">{hotels === null ? t('all_hotels') : <HotelLinks hotels={hotels} locale={locale} />}</dd>
          </div>
        </dl>
        <div className="mt-auto pt-7">
          <SiteLink locale={locale} href={routes.offer(offer.slug)} className="btn-outline">
            {t('view')}
            <span className="sr-only">: {title}</span>
          </SiteLink>
        </div>
      </div>
    </article>
  )
}
