'use client'

import { Icon } from '../ui/icon'
import { type Kept, KeptMarkup } from '../ui/kept-markup'

/*
 * The home page's sections with nothing to click, drawn from texts the page prepares on the server and
 * keeps for the render of its HTML (`kept()`): the page's React payload carries neither the texts nor
 * their trees of elements, and the server's markup is kept when the page hydrates (KeptMarkup).
 */

/** The group in a few words: its name, its line and what it is. */
export function IntroView({ content }: { content: Kept<{ name: string; tagline: string; description: string }> }) {
  return (
    <KeptMarkup
      as="section"
      className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 lg:py-28"
      source={content}
      draw={({ name, tagline, description }) => (
        <>
          <p className="eyebrow">{name}</p>
          <p className="mt-6 font-display text-3xl leading-snug sm:text-4xl">{tagline}</p>
          <p className="mt-6 text-base leading-relaxed text-ink-soft">{description}</p>
        </>
      )}
    />
  )
}

/** Why book with the group: each point with its icon in a ring. */
export function SellingPointsView({ content }: { content: Kept<{ title: string; points: { key: number; icon: string; title: string; description: string }[] }> }) {
  return (
    <KeptMarkup
      as="section"
      aria-labelledby="home-usp"
      className="hotel-section"
      source={content}
      draw={({ title, points }) => (
        <>
          <h2 id="home-usp" className="text-center font-display text-3xl sm:text-4xl">
            {title}
          </h2>
          <ul className="mt-12 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
            {points.map((point) => (
              <li key={point.key} className="text-center">
                <span className="usp-disc">
                  <Icon name={point.icon} className="h-6 w-6" />
                </span>
                <h3 className="mt-5 font-display text-xl">{point.title}</h3>
                <p className="usp-text">{point.description}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    />
  )
}
