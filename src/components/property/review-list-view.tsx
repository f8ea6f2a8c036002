'use client'

import { type Kept, KeptMarkup } from '../ui/kept-markup'
import { Stars } from './stars'

/** A guest's review as the hotel page shows it: in the guest's language, the labels in the page's. */
export interface ReviewData {
  key: string
  language: string
  rating: number
  /** "Rated 5 out of 5", read out for the stars. */
  ratingLabel: string
  title: string
  body: string
  author: string
  country: string
  /** "Written in Japanese". */
  writtenIn: string
}

/**
 * The hotel page's reviews, kept for the render of the page's HTML (KeptMarkup): the page's React
 * payload carries neither their texts nor their trees of elements; the server's markup is kept when
 * the page hydrates.
 */
export function ReviewListView({ content }: { content: Kept<ReviewData[]> }) {
  return (
    <KeptMarkup
      as="ul"
      className="mt-10 grid gap-8 md:grid-cols-2"
      data-testid="reviews"
      source={content}
      draw={(reviews) =>
        reviews.map((review) => (
          <li key={review.key} className="review" data-language={review.language}>
            <Stars count={review.rating} label={review.ratingLabel} />
            {/* Shown as the guest wrote it, in the guest's language, marked for readers and screen readers. */}
            <div lang={review.language}>
              {review.title && <h3 className="review-title">{review.title}</h3>}
              <blockquote className="mt-3 blurb">{review.body}</blockquote>
            </div>
            <p className="review-author">{`${review.author} · ${review.country}`}</p>
            <p className="note mt-2">{review.writtenIn}</p>
          </li>
        ))
      }
    />
  )
}
