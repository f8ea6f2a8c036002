'use client'

import type { AvailabilityResponse, RateOption, RoomOption } from '@/lib/booking-api'
import { currencyExponent, formatExactPrice } from '@/lib/money'

import type { Selection } from './booking-flow'
import { promoRateNote } from './promo-message'
import type { Translate } from './labels'

/** Scarcity is shown from this many rooms left down. */
const FEW_LEFT = 3

/** A price as schema.org wants it: major units as a decimal string ('1234.50', JPY '48000'). */
export function schemaPrice(amountMinor: number, currency: string): string {
  const exponent = currencyExponent(currency)
  return (amountMinor / 10 ** exponent).toFixed(exponent)
}

export function boardLabel(t: Translate, board: string): string {
  return t(`board_${board}`)
}

function unavailableText(t: Translate, room: RoomOption, data: AvailabilityResponse): string {
  switch (room.unavailable_reason) {
    case 'too_many_guests':
      return t('room_too_many_guests', { adults: room.room_type.max_adults, children: room.room_type.max_children })
    case 'min_stay':
      return t('room_min_stay')
    case 'closed_to_arrival':
      return t('room_closed_to_arrival')
    default:
      return t('room_sold_out', { nights: data.nights })
  }
}

/**
 * Room types × rate plans for one stay, each rate with its board, its cancellation and payment terms,
 * the all-in total for the stay and the average per night. Carries schema.org microdata: the Hotel,
 * its rooms (HotelRoom, also a Product so that it can have offers), and an Offer per rate.
 */
export function RateList({
  data,
  selected,
  onChoose,
  t,
  localeTag,
  hotelUrl,
}: {
  data: AvailabilityResponse
  selected: Selection | null
  onChoose: (room: RoomOption, rate: RateOption) => void
  t: Translate
  localeTag: string
  hotelUrl: string
}) {
  const rooms = [...data.rooms].sort((a, b) => Number(a.rates.length === 0 || a.available === 0) - Number(b.rates.length === 0 || b.available === 0))
  return (
    <div
      itemScope
      itemType="https://schema.org/Hotel"
      className="space-y-8"
      data-testid="rate-list"
      data-check-in={data.check_in}
      data-check-out={data.check_out}
      data-adults={data.adults}
      data-rooms={data.rooms_requested}
      data-promo={data.promo?.code ?? ''}
    >
      <meta itemProp="name" content={data.property.name} />
      <link itemProp="url" href={hotelUrl} />
      {rooms.map((room) => {
        const bookable = room.unavailable_reason === null && room.available > 0 && room.rates.length > 0
        const headingId = `room-${room.room_type.slug}`
        return (
          <article
            key={room.room_type.slug}
            aria-labelledby={headingId}
            itemProp="containsPlace"
            itemScope
            itemType="https://schema.org/HotelRoom https://schema.org/Product"
            className="room-offer grid overflow-hidden border border-ink/10 bg-white/70 md:grid-cols-12"
            data-testid="room-option"
            data-room={room.room_type.slug}
          >
            <div className="md:col-span-4">
              {room.room_type.photo ? (
                // eslint-disable-next-line @next/next/no-img-element -- the API's own rendition, already sized
                <img
                  src={room.room_type.photo.url}
                  width={room.room_type.photo.width}
                  height={room.room_type.photo.height}
                  alt={room.room_type.photo.alt || room.room_type.name}
                  loading="lazy"
                  decoding="async"
                  itemProp="image"
                  className="aspect-[4/3] w-full object-cover"
                />
              ) : null}
            </div>
            <div className="p-5 sm:p-6 md:col-span-8">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h3 id={headingId} className="font-display text-2xl" itemProp="name">
                  {room.room_type.name}
                </h3>
                {bookable && room.available <= FEW_LEFT && (
                  <p className="flex items-center gap-1.5 rounded-full border border-terracotta/40 px-3 py-1 text-xs font-medium text-terracotta">
                    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2">
                      <path d="M12 3c1 4 5 5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-5 1-8.5Z" />
                    </svg>
                    {t('rooms_left', { count: room.available })}
                  </p>
                )}
              </div>
              {room.room_type.description && (
                <p className="mt-2 text-sm leading-relaxed text-ink-soft" itemProp="description">
                  {room.room_type.description}
                </p>
              )}
              <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-soft">
                {room.room_type.size_sqm !== null && <li>{t('room_size', { size: room.room_type.size_sqm })}</li>}
                {room.room_type.beds && <li>{room.room_type.beds}</li>}
                <li>
                  {room.room_type.max_children > 0
                    ? t('room_max_guests_children', { adults: room.room_type.max_adults, children: room.room_type.max_children })
                    : t('room_max_guests', { adults: room.room_type.max_adults })}
                </li>
              </ul>

              {bookable ? (
                <ul className="mt-5 divide-y divide-ink/10 border-t border-ink/10">
                  {room.rates.map((rate) => (
                    <RateRow
                      key={rate.rate_plan.code}
                      room={room}
                      rate={rate}
                      data={data}
                      chosen={selected?.room.room_type.slug === room.room_type.slug && selected.rate.rate_plan.code === rate.rate_plan.code}
                      onChoose={() => onChoose(room, rate)}
                      t={t}
                      localeTag={localeTag}
                    />
                  ))}
                </ul>
              ) : (
                <p className="mt-5 flex items-start gap-2 border-t border-ink/10 pt-4 text-sm font-medium text-ink" data-testid="room-unavailable">
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-4 w-4 shrink-0 text-terracotta" fill="none" stroke="currentColor" strokeWidth="2">
                    <circle cx="12" cy="12" r="9" />
                    <path d="M6 6l12 12" />
                  </svg>
                  {unavailableText(t, room, data)}
                </p>
              )}
            </div>
          </article>
        )
      })}
    </div>
  )
}

function RateRow({
  room,
  rate,
  data,
  chosen,
  onChoose,
  t,
  localeTag,
}: {
  room: RoomOption
  rate: RateOption
  data: AvailabilityResponse
  chosen: boolean
  onChoose: () => void
  t: Translate
  localeTag: string
}) {
  const plan = rate.rate_plan
  const nameId = `rate-${room.room_type.slug}-${plan.code}`
  const promoNote = promoRateNote(data, rate)
  return (
    <li
      itemProp="offers"
      itemScope
      itemType="https://schema.org/Offer"
      className={`grid gap-4 py-5 sm:grid-cols-[1fr_auto] ${chosen ? 'bg-sand/60 -mx-5 px-5 sm:-mx-6 sm:px-6' : ''}`}
      data-testid="rate-option"
      data-rate={plan.code}
    >
      <meta itemProp="price" content={schemaPrice(rate.total_minor, data.currency)} />
      <meta itemProp="priceCurrency" content={data.currency} />
      <link itemProp="availability" href="https://schema.org/InStock" />
      <div>
        <h4 id={nameId} className="font-medium" itemProp="name">
          {plan.name}
        </h4>
        {plan.description && <p className="mt-1 text-sm text-ink-soft">{plan.description}</p>}
        <ul className="mt-2 space-y-1 text-sm">
          <li className="flex items-start gap-2">
            <Tick />
            {boardLabel(t, plan.board)}
          </li>
          <li className="flex items-start gap-2">
            {plan.refundable ? <Tick /> : <Cross />}
            {/* The policy says it in words ('Free cancellation until…', 'Non-refundable: …'): the icon only repeats it. */}
            <span>{plan.cancellation_policy}</span>
          </li>
          <li className="flex items-start gap-2">
            <Tick />
            <span>{plan.guarantee}</span>
          </li>
        </ul>
      </div>
      <div className="flex flex-col items-start gap-2 sm:items-end sm:text-right">
        <p className="text-2xl font-medium tabular-nums" data-testid="rate-total">
          {rate.total_formatted}
        </p>
        <p className="text-xs text-ink-soft">
          {t('total_for', { nights: data.nights, rooms: data.rooms_requested })}
          <br />
          {t('average_per_night', { price: rate.average_nightly_formatted })}
        </p>
        {rate.discount_minor > 0 && (
          <p className="text-xs font-medium text-teal">{t('promo_saving', { amount: formatExactPrice(rate.discount_minor, data.currency, localeTag) })}</p>
        )}
        {promoNote && (
          <p className="text-xs text-ink-soft" data-testid="promo-rate-note">
            {t(promoNote.key, promoNote.values)}
          </p>
        )}
        <button
          type="button"
          className={chosen ? 'btn-primary min-w-32' : 'btn-outline min-w-32'}
          aria-pressed={chosen}
          aria-describedby={nameId}
          onClick={onChoose}
          data-testid="choose-rate"
        >
          {chosen && (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          )}
          {chosen ? t('chosen') : t('choose')}
        </button>
      </div>
    </li>
  )
}

function Tick() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-4 w-4 shrink-0 text-teal" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  )
}

function Cross() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-4 w-4 shrink-0 text-terracotta" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  )
}
