'use client'

import { Icon } from '../ui/icon'
import { type Kept, KeptMarkup } from '../ui/kept-markup'
import { Picture, type PictureFiles } from '../ui/picture'

/** A room as its card shows it: every text already in the page's language, every link localized. */
export interface RoomCardData {
  slug: string
  name: string
  description: string
  picture: PictureFiles | null
  alt: string
  /** "Garden view · 32 m² · King bed · Rain shower". */
  facts: string
  /** "Up to 2 adults and 1 child". */
  guests: string
  chips: { key: string; icon: string; name: string }[]
  rates: { code: string; name: string; board: string; refundable: boolean; refund: string; price: string }[]
  /** The hotel's rates page with this room chosen (`?room=`): each rate's button adds its `rate`. */
  ratesHref: string
  /** The label of each rate's button. */
  book: string
}

/**
 * The markup of a room's card (room-card.tsx gathers its data on the server and keeps it for the render
 * of the page's HTML): the page's React payload carries neither the room's texts nor the card's tree of
 * elements (~5 kB a room on a Thai page), and the server's markup is kept when the page hydrates.
 */
export function RoomCardView({ slug, content }: { slug: string; content: Kept<RoomCardData> }) {
  return <KeptMarkup as="article" className="room-card" aria-labelledby={`room-${slug}`} source={content} draw={(room) => <RoomCardContent room={room} />} />
}

function RoomCardContent({ room }: { room: RoomCardData }) {
  return (
    <>
      <div className="md:col-span-2">
        <Picture image={room.picture} alt={room.alt} sizes="(min-width: 768px) 40vw, calc(100vw - 2rem)" className="room-picture" />
      </div>
      <div className="room-body">
        <div>
          <h3 id={`room-${room.slug}`} className="font-display text-2xl">
            {room.name}
          </h3>
          <p className="mt-2 blurb">{room.description}</p>
        </div>
        {/* The room at a glance, as a chain lists it: "Garden view · 32 m² · King bed · Rain shower". */}
        <p data-testid="room-facts" className="text-sm font-medium">
          {room.facts}
        </p>
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          <Icon name="users" className="h-4 w-4 text-brass" />
          {room.guests}
        </p>
        {room.chips.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {room.chips.map((chip) => (
              <li key={chip.key} className="chip">
                <Icon name={chip.icon} className="h-3.5 w-3.5" />
                {chip.name}
              </li>
            ))}
          </ul>
        )}
        {room.rates.length > 0 && (
          <ul>
            {room.rates.map((rate) => (
              <li key={rate.code} className="rate-row">
                <div>
                  <p className="font-medium">{rate.name}</p>
                  <p className="note mt-1">
                    {`${rate.board} · `}
                    <span className={rate.refundable ? 'text-teal' : 'text-terracotta'}>{rate.refund}</span>
                  </p>
                </div>
                <div className="rate-book">
                  <p className="text-sm">{rate.price}</p>
                  {/* Into the rates page with this room and rate chosen: the guest adds dates there.
                      A variant of the hotel's rates page (canonical to it): crawlers are kept off the ~500 of them. */}
                  <a href={`${room.ratesHref}&${new URLSearchParams({ rate: rate.code })}`} rel="nofollow" className="btn-outline btn-small">
                    {room.book}
                    {/* One text: each {} beside another text costs the markup a <!-- --> between them. */}
                    <span className="sr-only">{` — ${room.name}, ${rate.name}`}</span>
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
