'use client'

import Link from 'next/link'
import { useCallback, useEffect, useRef, useState } from 'react'

import { PaintedWhole } from '../ui/painted-whole'
import { Picture, type PictureFiles } from '../ui/picture'

/** Spec §9 carousel defaults: autoplay 5000 ms, speed 400 ms, drag threshold 10 px. */
export const AUTOPLAY_MS = 5000
export const SPEED_MS = 400
export const SWIPE_THRESHOLD_PX = 10

export interface SlideView {
  title: string
  subtitle: string
  cta: string
  /** Already in the page's language. */
  href: string
  image: PictureFiles | null
  /** The picture's own alternative text; the slide's title stands for a picture without one. */
  alt?: string
}

export interface SlideshowLabels {
  region: string
  previous: string
  next: string
  goTo: string // contains {number}
  pause: string
  play: string
}

/**
 * The home hero: a cross-fading carousel with buttons, dots, swipe, autoplay and a pause control.
 * Autoplay waits while the pointer is over it or focus is inside it, stops for good with the pause
 * button, and never starts for visitors who prefer reduced motion. The text sits on its own scrim, so
 * it stays readable (≥ 4.5:1) over any picture.
 */
export function Slideshow({ slides, labels }: { slides: SlideView[]; labels: SlideshowLabels }) {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const [reducedMotion, setReducedMotion] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  // Only the first picture belongs to the first screen. The others stay out of the page until it has
  // loaded (or until their turn comes sooner): hidden, they would still download at once, sharing a
  // phone's bandwidth with the first picture, the fonts and the scripts.
  const [restWanted, setRestWanted] = useState(false)
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null)
  const swiped = useRef(false)
  const count = slides.length
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count])
  const autoplay = playing && !reducedMotion && !hovered && !focused && count > 1

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReducedMotion(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  useEffect(() => {
    const want = () => setRestWanted(true)
    if (document.readyState === 'complete') return want()
    window.addEventListener('load', want, { once: true })
    return () => window.removeEventListener('load', want)
  }, [])

  useEffect(() => {
    if (!autoplay) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), AUTOPLAY_MS)
    return () => window.clearInterval(timer)
  }, [autoplay, count, index])

  if (count === 0) return null
  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-autoplay={autoplay}
      className="on-dark relative h-[56vh] min-h-[440px] w-full touch-pan-y overflow-hidden bg-ink text-ivory"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(index - 1)
        if (event.key === 'ArrowRight') go(index + 1)
      }}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setFocused(false)}
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return
        swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId }
        swiped.current = false
      }}
      onPointerUp={(event) => {
        const start = swipe.current
        swipe.current = null
        if (!start || start.id !== event.pointerId || count < 2) return
        const dx = event.clientX - start.x
        if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return
        swiped.current = true
        go(dx < 0 ? index + 1 : index - 1)
      }}
      onPointerCancel={() => (swipe.current = null)}
      onClickCapture={(event) => {
        // A swipe that ends on the link or a button is not a click on it.
        if (!swiped.current) return
        swiped.current = false
        event.preventDefault()
        event.stopPropagation()
      }}
      onDragStart={(event) => event.preventDefault()}
    >
      <div aria-live={autoplay ? 'off' : 'polite'}>
        {slides.map((slide, position) => (
          <div
            key={position}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} / ${count}`}
            aria-hidden={position !== index}
            className={`absolute inset-0 transition-opacity ${position === index ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
            style={{ transitionDuration: `${SPEED_MS}ms` }}
          >
            {(position === 0 || position === index || restWanted) && (
              <Picture
                image={slide.image}
                alt={slide.alt ?? slide.title}
                // 100vw, though on a phone the 3:2 picture covers a taller box and is drawn wider than
                // the screen: a phone gets the 960 px rendition (a third of the 1920 one's bytes).
                sizes="100vw"
                priority={position === 0}
                className="h-full w-full select-none object-cover"
              />
            )}
            {/* The scrim: at least 70 % ink under every line of text, fading out above the title. */}
            <div
              className="absolute inset-x-0 bottom-0 pt-40"
              style={{
                background: 'linear-gradient(to top, rgb(28 35 43 / 0.88), rgb(28 35 43 / 0.72) calc(100% - 10rem), rgb(28 35 43 / 0))',
              }}
              data-testid="slide-text"
            >
              <div className="slide-text">
                <h2 className="font-display slide-title">{slide.title}</h2>
                <p className="slide-subtitle">{slide.subtitle}</p>
                {slide.href && (
                  <Link href={slide.href} prefetch={false} tabIndex={position === index ? 0 : -1} className="btn-outline mt-8 text-ivory hover:bg-ivory hover:text-ink">
                    {slide.cta}
                  </Link>
                )}
              </div>
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-5 mx-auto flex max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
          <div className="-ml-2 flex items-center">
            {slides.map((_, position) => (
              <button
                key={position}
                type="button"
                aria-label={labels.goTo.replace('{number}', String(position + 1))}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => go(position)}
                className="group slide-dot"
                data-testid="slide-dot"
              >
                <span className={`block h-1.5 rounded-full transition-all ${position === index ? 'w-10 bg-ivory' : 'w-5 bg-ivory/50 group-hover:bg-ivory/80'}`} />
              </button>
            ))}
          </div>
          <div className="flex items-center gap-2">
            {/* With reduced motion nothing moves by itself, so there is nothing to pause. */}
            {!reducedMotion && (
              <CarouselButton label={playing ? labels.pause : labels.play} onClick={() => setPlaying(!playing)}>
                <path d={playing ? 'M9 6v12M15 6v12' : 'M8 5l11 7-11 7V5Z'} />
              </CarouselButton>
            )}
            <CarouselButton label={labels.previous} onClick={() => go(index - 1)}>
              <path d="M15 5l-7 7 7 7" />
            </CarouselButton>
            <CarouselButton label={labels.next} onClick={() => go(index + 1)}>
              <path d="M9 5l7 7-7 7" />
            </CarouselButton>
          </div>
        </div>
      )}
      <PaintedWhole />
    </section>
  )
}

function CarouselButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <button type="button" aria-label={label} onClick={onClick} className="slide-button">
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        {children}
      </svg>
    </button>
  )
}
