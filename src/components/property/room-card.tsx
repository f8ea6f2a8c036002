import { getTranslations } from 'next-intl/server'

import { pick } from '@/i18n/text'
import type { RatePlan, RoomType } from '@/data/types'
import { localeTag, type Locale } from '@/i18n/locales'
import { routes } from '@/i18n/routes'
import { formatMoney } from '@/lib/money'
import { Icon } from '../ui/icon'
import { Picture } from '../ui/picture'
import { SiteLink } from '../ui/site-link'

export async function RoomCard({
  property,
  room,
  allIn,
  ratePlans,
  currency,
  locale,
}: {
  /** The hotel's slug, for the link into its rates page. */
  property: string
  room: RoomType
  /** The room's price for a night by rate plan code, taxes and fees included (the booking catalog's). */
  allIn: ReadonlyMap<string, number> | undefined
  ratePlans: RatePlan[]
  currency: string
  locale: Locale
}) {
  const t = await getTranslations('property')
  const nav = await getTranslations('nav')
  const name = pick(room.name, locale)
  const rates = ratePlans.map((plan) => ({ plan, price: allIn?.get(plan.code) })).filter((rate): rate is { plan: RatePlan; price: number } => rate.price !== undefined)
  return (
    <article className="grid overflow-hidden border border-ink/10 bg-white/70 md:grid-cols-5" aria-labelledby={`room-${room.slug}`}>
      <div className="md:col-span-2">
        <Picture
          image={room.photos[0]}
          alt={pick(room.photos[0]?.alt, locale) || name}
          sizes="(min-width: 768px) 40vw, calc(100vw - 2rem)"
          className="h-full max-h-80 w-full object-cover md:max-h-none"
        />
      </div>
      <div className="flex flex-col gap-5 p-6 md:col-span-3 md:p-8">
        <div>
          <h3 id={`room-${room.slug}`} className="font-display text-2xl">
            {name}
          </h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-soft">{pick(room.description, locale)}</p>
        </div>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-soft">
          {room.size_sqm !== null && (
            <li className="flex items-center gap-2">
              <Icon name="ruler" className="h-4 w-4 text-brass" />
              {t('room_size', { size: room.size_sqm })}
            </li>
          )}
          <li className="flex items-center gap-2">
            <Icon name="users" className="h-4 w-4 text-brass" />
            {room.max_children > 0 ? t('room_guests_children', { adults: room.max_adults, children: room.max_children }) : t('room_guests', { adults: room.max_adults })}
          </li>
          <li className="flex items-center gap-2">
            <Icon name="bed" className="h-4 w-4 text-brass" />
            {pick(room.beds, locale)}
          </li>
        </ul>
        {room.amenities.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {room.amenities.map((amenity) => (
              <li key={amenity.key} className="flex items-center gap-1.5 rounded-full bg-sand px-3 py-1 text-xs">
                <Icon name={amenity.icon} className="h-3.5 w-3.5" />
                {pick(amenity.name, locale)}
              </li>
            ))}
          </ul>
        )}
        {rates.length > 0 && (
          <ul>
            {rates.map(({ plan, price }) => (
              <li key={plan.code} className="flex flex-wrap items-center justify-between gap-3 border-t border-ink/10 py-4">
                <div>
                  <p className="font-medium">{pick(plan.name, locale)}</p>
                  <p className="mt-1 text-xs text-ink-soft">
                    {t(`board_${plan.board}` as 'board_room_only')} ·{' '}
                    <span className={plan.refundable ? 'text-teal' : 'text-terracotta'}>{plan.refundable ? t('refundable') : t('non_refundable')}</span>
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <p className="text-sm">{t('from_price', { price: formatMoney(price, currency, localeTag(locale)) })}</p>
                  {/* Into the rates page with this room and rate chosen: the guest adds dates there. */}
                  <SiteLink
                    locale={locale}
                    href={`${routes.property(property)}?${new URLSearchParams({ room: room.slug, rate: plan.code })}`}
                    className="btn-outline px-4 py-2 text-sm"
                  >
                    {nav('book_now')}
                    <span className="sr-only">
                      {' '}
                      — {name}, {pick(plan.name, locale)}
                    </span>
                  </SiteLink>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  )
}
