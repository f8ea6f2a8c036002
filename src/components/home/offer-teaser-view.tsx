'use client'

import Link from 'next/link'

import { Picture, type PictureFiles } from '../ui/picture'

/** A featured offer as the home page shows it: texts in the page's language, the link localized. */
export interface OfferTeaserData {
  slug: string
  href: string
  category: string
  title: string
  summary: string
  /** "Save 20%", or none. */
  discount: string | null
  picture: PictureFiles | null
  /** The picture's own alternative text; the offer's title stands for a picture without one. */
  alt?: string
}

/**
 * The home page's featured offers. A client component for its weight, not for interaction: the page's
 * React payload carries the offers' texts, not each card's tree of elements and class lists again.
 */
export function OfferTeaserView({ offer }: { offer: OfferTeaserData }) {
  return (
    <article className="group relative flex flex-col bg-ivory">
      <div className="aspect-[3/2] overflow-hidden">
        <Picture image={offer.picture} alt={offer.alt ?? offer.title} sizes="(min-width: 768px) 30vw, calc(100vw - 2rem)" className="card-picture" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="eyebrow">{offer.category}</p>
        <h3 className="card-title">
          <Link href={offer.href} prefetch={false} className="after:absolute after:inset-0">
            {offer.title}
          </Link>
        </h3>
        <p className="offer-summary">{offer.summary}</p>
        {offer.discount !== null && <p className="card-price text-terracotta">{offer.discount}</p>}
      </div>
    </article>
  )
}
