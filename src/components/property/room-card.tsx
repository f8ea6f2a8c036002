import { getTranslations } from 'next-intl/server'

import { pick } from '@/i18n/text'
import type { RatePlan, RoomType } from '@/data/types'
import { localeTag, type Locale } from '@/i18n/locales'
import { routes } from '@/i18n/routes'
import { formatMoney } from '@/lib/money'
import { localizedPath } from '@/i18n/paths'
import { kept } from '../ui/kept'
import { pictureSource } from '../ui/picture-source'
import { type RoomCardData, RoomCardView } from './room-card-view'

/** Room features worth naming beside the view, size and beds, in this order. */
const FEATURED = ['balcony', 'rain-shower', 'bathtub']

export async function RoomCard({
  page,
  property,
  room,
  allIn,
  ratePlans,
  currency,
  locale,
}: {
  /** The page the card is on (its localized path): a client navigation takes the card from its HTML. */
  page: string
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
  const hotelPage = await getTranslations('hotel_page')
  // Its features first: the view it has, then the ones a guest chooses a room for.
  const highlights = FEATURED.flatMap((key) => room.amenities.filter((amenity) => amenity.key === key)).slice(0, 2)
  const facts = [
    room.view ? hotelPage(`view_${room.view.replaceAll('-', '_')}` as 'view_garden') : '',
    room.size_sqm !== null ? t('room_size', { size: room.size_sqm }) : '',
    pick(room.beds, locale),
    ...highlights.map((amenity) => pick(amenity.name, locale)),
  ].filter(Boolean)
  // The rest as chips; a named view makes the generic "view" chip redundant.
  const chips = room.amenities.filter((amenity) => !highlights.includes(amenity) && !(room.view && amenity.key === 'view'))
  const rates = ratePlans.map((plan) => ({ plan, price: allIn?.get(plan.code) })).filter((rate): rate is { plan: RatePlan; price: number } => rate.price !== undefined)
  return (
    <RoomCardView
      slug={room.slug}
      content={kept<RoomCardData>(
        {
          slug: room.slug,
          name,
          description: pick(room.description, locale),
          picture: pictureSource(room.photos[0]),
          alt: pick(room.photos[0]?.alt, locale) || name,
          facts: facts.join(' · '),
          guests:
            room.max_children > 0 ? t('room_guests_children', { adults: room.max_adults, children: room.max_children }) : t('room_guests', { adults: room.max_adults }),
          chips: chips.map((amenity) => ({ key: amenity.key, icon: amenity.icon, name: pick(amenity.name, locale) })),
          rates: rates.map(({ plan, price }) => ({
            code: plan.code,
            name: pick(plan.name, locale),
            board: t(`board_${plan.board}` as 'board_room_only'),
            refundable: plan.refundable,
            refund: plan.refundable ? t('refundable') : t('non_refundable'),
            price: t('from_price', { price: formatMoney(price, currency, localeTag(locale)) }),
          })),
          ratesHref: localizedPath(locale, `${routes.property(property)}?${new URLSearchParams({ room: room.slug })}`),
          book: nav('book_now'),
        },
        page,
      )}
    />
  )
}
