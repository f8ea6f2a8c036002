import type React from 'react'

import type { Image } from '@/data/types'

import { PaintedWhole } from './painted-whole'
import { Picture } from './picture'

/**
 * The top of a page with a hero image (a property, an offer, a destination, a stay): the picture,
 * a gradient that keeps the text readable over bright art, and the eyebrow, h1 and the rest anchored
 * to the picture's lower edge. It ends with the marker that holds the first paint until the hero has
 * arrived whole (see `PaintedWhole`), so no page with a hero can forget it.
 */
export function PageHero({
  image,
  alt,
  className,
  shade,
  textClassName,
  children,
}: {
  image: Image | null | undefined
  alt: string
  /** Height of the hero. */
  className: string
  /** Gradient stops over the picture, bottom to top (`from-… via-… to-…`). */
  shade: string
  /** Bottom padding of the text block. */
  textClassName: string
  children: React.ReactNode
}) {
  return (
    <header className={`relative overflow-hidden bg-ink text-ivory ${className}`}>
      <Picture image={image} alt={alt} sizes="100vw" priority className="h-full w-full object-cover" />
      <div className={`absolute inset-0 bg-gradient-to-t ${shade}`} />
      <div className={`absolute inset-x-0 bottom-0 mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 ${textClassName}`}>{children}</div>
      <PaintedWhole />
    </header>
  )
}
