'use client'

import { lazy, Suspense, useEffect, useRef, useState } from 'react'

import type { MapLabels, MapMarker, MapTiles } from './map-types'

export type { MapLabels, MapMarker, MapTiles }

export interface PropertyMapProps {
  markers: MapMarker[]
  tiles: MapTiles
  labels: MapLabels
  /** The pin to highlight (a hotel's slug), e.g. the result under the pointer in a list beside the map. */
  activeSlug?: string | null
  /** Called with a pin's slug when it is hovered or focused, and with null when it is left; `via` says which. */
  onActiveChange?: (slug: string | null, via: 'pointer' | 'focus') => void
  /** Where to look; without it the map fits all its pins. */
  center?: { lat: number; lng: number }
  zoom?: number
  /** Sizes the map (and its placeholder, so nothing moves when it arrives), e.g. "h-[420px]". */
  className?: string
}

// Leaflet and its plugins (about 60 kB gzipped) are fetched only when the map nears the viewport:
// never part of a page's first load.
const LeafletMap = lazy(() => import('./leaflet-map'))

/** Starts loading this far before the map scrolls into view, so it is usually ready when seen. */
const PRELOAD_MARGIN = '200px 0px'

/**
 * A map of hotels with price pins and clusters. Until it comes near the viewport it is a placeholder
 * of the same size; then leaflet loads and draws into it.
 */
export function PropertyMap({ className = 'h-[420px]', ...props }: PropertyMapProps) {
  const box = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const element = box.current
    if (!element || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          setNear(true)
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])

  const placeholder = <MapPlaceholder label={props.labels.loading} />
  return (
    <div className="flex flex-col gap-2">
      <div
        ref={box}
        role="region"
        aria-label={props.labels.region}
        aria-busy={near ? undefined : true}
        data-testid="property-map"
        data-map-state={near ? 'loading' : 'waiting'}
        className={`relative isolate overflow-hidden rounded-sm border border-ink/10 bg-sand ${className}`}
      >
        {near ? (
          <Suspense fallback={placeholder}>
            <LeafletMap {...props} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <p className="text-xs text-ink-soft">{props.labels.keyboardHint}</p>
    </div>
  )
}

function MapPlaceholder({ label }: { label: string }) {
  return (
    <div className="absolute inset-0 flex items-center justify-center" data-testid="map-placeholder">
      <p role="status" className="flex items-center gap-3 rounded-full bg-ivory/90 px-4 py-2 text-sm text-ink-soft">
        <span aria-hidden="true" className="size-3 animate-pulse rounded-full bg-brass motion-reduce:animate-none" />
        {label}
      </p>
    </div>
  )
}
