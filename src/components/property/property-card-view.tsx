'use client'

import Link from 'next/link'

import { Picture, type PictureFiles } from '../ui/picture'
import { Stars } from './stars'

/** A hotel as its card shows it: texts in the page's language, the link localized (property-card.tsx). */
export interface PropertyCardData {
  href: string
  name: string
  /** "Kyoto · Japan". */
  place: string
  stars: number
  starsLabel: string
  summary: string
  /** "From €448 per night, taxes included", or none without a price. */
  price: string | null
  picture: PictureFiles | null
  alt: string
}

/**
 * The markup of a hotel's card. A client component for its weight, not for interaction: the home page
 * shows nine, and the page's React payload carries each hotel's data, not each card's tree of elements
 * and class lists again. The defaults (the picture's frame and sizes) live here, not in each card's props.
 */
export function PropertyCardView({
  card,
  className = '',
  imageClassName = 'card-tall',
  sizes = '(min-width: 1024px) 30vw, (min-width: 640px) 45vw, calc(100vw - 2rem)',
  wide = false,
}: {
  card: PropertyCardData
  className?: string
  imageClassName?: string
  sizes?: string
  wide?: boolean
}) {
  return (
    <article className={['group card', wide ? 'md:grid md:grid-cols-2 md:items-center md:gap-12' : '', className].filter(Boolean).join(' ')}>
      <div className={`card-frame ${imageClassName}`}>
        <Picture image={card.picture} alt={card.alt} sizes={sizes} className="card-picture" />
      </div>
      <div className={wide ? 'card-body md:mt-0' : 'card-body'}>
        <p className="eyebrow">{card.place}</p>
        <h3 className="card-title">
          <Link href={card.href} prefetch={false} className="card-link">
            {card.name}
          </Link>
        </h3>
        <Stars count={card.stars} label={card.starsLabel} />
        <p className="card-summary">{card.summary}</p>
        {card.price !== null && (
          <p className="card-price" data-testid="property-price">
            {card.price}
          </p>
        )}
      </div>
    </article>
  )
}
