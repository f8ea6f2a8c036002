import { getTranslations } from 'next-intl/server'

import { pick } from '@/i18n/text'
import type { RatePlan, RoomType } from '@/data/types'
import { localeTag, type Locale } from '@/i18n/locales'
import { routes } from '@/i18n/routes'
import { formatMoney } from '@/lib/money'
import { Icon } from '../ui/icon'
import { Picture } from '../ui/picture'
import { SiteLink } from '../ui/site-link'

/** Room features worth naming beside the view, size and beds, in this order. */
const FEATURED = ['balcony', 'rain-shower', 'bathtub']

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
  const page = await getTranslations('hotel_page')
  // Its features first: the view it has, then the ones a guest chooses a room for.
  const highlights = FEATURED.flatMap((key) => room.amenities.filter((amenity) => amenity.key === key)).slice(0, 2)
  const facts = [
    room.view ? page(`view_${room.view.replaceAll('-', '_')}` as 'view_garden') : '',
    room.size_sqm !== null ? t('room_size', { size: room.size_sqm }) : '',
    pick(room.beds, locale),
    ...highlights.map((amenity) => pick(amenity.name, locale)),
  ].filter(Boolean)
  // The rest as chips; a named view makes the generic "view" chip redundant.
  const chips = room.amenities.filter((amenity) => !highlights.includes(amenity) && !(room.view && amenity.key === 'view'))
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
        {/* The room at a glance, as a chain lists it: "Garden view · 32 m² · King bed · Rain shower". */}
        <p data-testid="room-facts" className="text-sm font-medium">
          {facts.join(' · ')}
        </p>
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          <Icon name="users" className="h-4 w-4 text-brass" />
          {room.max_children > 0 ? t('room_guests_children', { adults: room.max_adults, children: room.max_children }) : t('room_guests', { adults: room.max_adults })}
        </p>
        {chips.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {chips.map((amenity) => (
              <li key={amenity.key} className="chip">
                <Icon name={amenity.icon} className="h-3.5 w-3.5" />
                {pick(amenity.name, locale)}
              </li>
            ))}
          </ul>
        )}
        {rates.length > 0 && (
          <ul>
            {rates.map(({ plan, price }) => (
              <li key={plan.code} className="rate-row">
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
                    // A variant of the hotel's rates page (canonical to it): crawlers are kept off the ~500 of them.
                    rel="nofollow"
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
