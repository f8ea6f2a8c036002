'use client'

import Link from 'next/link'
import { useCallback, useEffect, useState } from 'react'

import type { Image } from '@/data/types'
import { Picture } from '../ui/picture'

export const AUTOPLAY_MS = 5000

export interface SlideView {
  title: string
  subtitle: string
  cta: string
  /** Already in the page's language. */
  href: string
  image: Image | null
  alt: string
}

export interface SlideshowLabels {
  region: string
  previous: string
  next: string
  goTo: string // contains {number}
  pause: string
  play: string
}

/** The home hero: a cross-fading carousel with buttons, dots, autoplay and a pause control. */
export function Slideshow({ slides, labels }: { slides: SlideView[]; labels: SlideshowLabels }) {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const count = slides.length
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count])

  useEffect(() => {
    if (!playing || count < 2) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), AUTOPLAY_MS)
    return () => window.clearInterval(timer)
  }, [playing, count])

  if (count === 0) return null
  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      className="relative h-[78vh] min-h-[520px] w-full overflow-hidden bg-ink text-ivory"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(index - 1)
        if (event.key === 'ArrowRight') go(index + 1)
      }}
    >
      {slides.map((slide, position) => (
        <div
          key={position}
          role="group"
          aria-roledescription="slide"
          aria-label={`${position + 1} / ${count}`}
          aria-hidden={position !== index}
          className={`absolute inset-0 transition-opacity duration-[400ms] ${position === index ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
        >
          <Picture
            image={slide.image}
            alt={slide.alt}
            sizes="100vw"
            priority={position === 0}
            className="h-full w-full object-cover"
          />
          <div className="absolute inset-0 bg-gradient-to-t from-ink/75 via-ink/25 to-ink/10" />
          <div className="absolute inset-x-0 bottom-0 mx-auto max-w-7xl px-4 pb-24 sm:px-6 lg:px-8">
            <h2 className="max-w-3xl font-display text-4xl leading-[1.05] sm:text-6xl lg:text-7xl">{slide.title}</h2>
            <p className="mt-5 max-w-xl text-base text-ivory/85 sm:text-lg">{slide.subtitle}</p>
            {slide.href && (
              <Link
                href={slide.href}
                tabIndex={position === index ? 0 : -1}
                className="btn-outline mt-8 text-ivory hover:bg-ivory hover:text-ink"
              >
                {slide.cta}
              </Link>
            )}
          </div>
        </div>
      ))}
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-6 mx-auto flex max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
          <div className="flex items-center gap-2">
            {slides.map((_, position) => (
              <button
                key={position}
                type="button"
                aria-label={labels.goTo.replace('{number}', String(position + 1))}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => go(position)}
                className={`h-1.5 rounded-full transition-all ${position === index ? 'w-10 bg-ivory' : 'w-5 bg-ivory/45 hover:bg-ivory/70'}`}
              />
            ))}
          </div>
          <div className="flex items-center gap-2">
            <CarouselButton label={playing ? labels.pause : labels.play} onClick={() => setPlaying((value) => !value)}>
              <path d={playing ? 'M9 6v12M15 6v12' : 'M8 5l11 7-11 7V5Z'} />
            </CarouselButton>
            <CarouselButton label={labels.previous} onClick={() => go(index - 1)}>
              <path d="M15 5l-7 7 7 7" />
            </CarouselButton>
            <CarouselButton label={labels.next} onClick={() => go(index + 1)}>
              <path d="M9 5l7 7-7 7" />
            </CarouselButton>
          </div>
        </div>
      )}
    </section>
  )
}

function CarouselButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex h-11 w-11 items-center justify-center rounded-full border border-ivory/40 text-ivory transition hover:bg-ivory hover:text-ink"
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        {children}
      </svg>
    </button>
  )
}
