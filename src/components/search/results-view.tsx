'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import { PropertyMap, type PropertyMapProps } from '@/components/map/property-map'

import { useSearchPending } from './search-navigation'

/**
 * The list of results (drawn on the server, passed in as children) and, when given, the map beside it
 * on a wide screen or behind a list/map switch on a phone. The result under the pointer or the keyboard
 * focus is the active one, highlighted in the list and on the map alike.
 */
export function ResultsView({
  children,
  map: mapProps,
  labels,
}: {
  children: ReactNode
  /** The results' pins, the tiles and the map's texts; null: no map. */
  map: Omit<PropertyMapProps, 'activeSlug' | 'onActiveChange' | 'className'> | null
  labels: { list: string; map: string; switch: string }
}) {
  const [active, setActive] = useState<string | null>(null)
  const [view, setView] = useState<'list' | 'map'>('list')
  const listRef = useRef<HTMLDivElement>(null)
  /** A pin reached by the keyboard: its card is brought into view. */
  const fromMapFocus = useRef(false)
  const pending = useSearchPending()

  // The active card is marked on the server-drawn list itself; a card made active by a pin the keyboard
  // reached is brought into view. A pin under the pointer scrolls nothing: the page (and the map with it,
  // where it is not held in place) would move the pin out from under the pointer, which leaves it.
  useEffect(() => {
    for (const card of listRef.current?.querySelectorAll<HTMLElement>('[data-slug]') ?? []) {
      const on = card.dataset.slug === active
      card.dataset.active = String(on)
      if (on && fromMapFocus.current) card.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
    }
  }, [active, children])

  const slugAt = (target: EventTarget | null) => (target instanceof Element ? (target.closest<HTMLElement>('[data-slug]')?.dataset.slug ?? null) : null)
  const fromList = (slug: string | null) => {
    fromMapFocus.current = false
    setActive(slug)
  }
  const map = mapProps && (
    <PropertyMap
      {...mapProps}
      className="h-[70vh] lg:h-[calc(100vh-8rem)]"
      activeSlug={active}
      onActiveChange={(slug, via) => {
        fromMapFocus.current = via === 'focus'
        setActive(slug)
      }}
    />
  )

  return (
    <div>
      {map && (
        <div role="group" aria-label={labels.switch} className="mb-4 inline-flex border border-ink/25 lg:hidden">
          {(['list', 'map'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
              className={`min-h-11 px-5 text-sm ${view === option ? 'bg-ink text-ivory' : 'bg-white/80'}`}
              data-testid={`view-${option}`}
            >
              {labels[option]}
            </button>
          ))}
        </div>
      )}
      <div className={map ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-8' : ''}>
        <div
          ref={listRef}
          aria-busy={pending || undefined}
          className={`transition-opacity ${pending ? 'opacity-60' : ''} ${map && view === 'map' ? 'hidden lg:block' : ''}`}
          onPointerOver={(event) => fromList(slugAt(event.target))}
          onPointerLeave={() => fromList(null)}
          onFocus={(event) => fromList(slugAt(event.target))}
          onBlur={(event) => {
            if (!slugAt(event.relatedTarget)) fromList(null)
          }}
          data-testid="search-results"
        >
          {children}
        </div>
        {map && <div className={`lg:sticky lg:top-24 lg:self-start ${view === 'list' ? 'hidden lg:block' : ''}`}>{map}</div>}
      </div>
    </div>
  )
}
