'use client'

import { useRef, useState } from 'react'

import { Lightbox, type LightboxItem, type LightboxLabels } from '../ui/lightbox'

/**
 * "All photos (12)": a button over the hotel's picture mosaic that opens every photo of the hotel — its
 * gallery, rooms, restaurants and spa — in the site's lightbox, from the first; focus comes back to it.
 * The photos are loaded from `photosUrl` (GET /api/property-photos) when a pointer or the focus reaches
 * the button, not carried in the page: a photo without alt text of its own is named by its number.
 */
export function AllPhotos({
  title,
  count,
  photosUrl,
  labels,
  className,
}: {
  title: string
  count: number
  photosUrl: string
  labels: LightboxLabels & { open: string }
  className?: string
}) {
  const [items, setItems] = useState<LightboxItem[] | null>(null)
  const [index, setIndex] = useState<number | null>(null)
  const [loading, setLoading] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const pending = useRef<Promise<LightboxItem[] | null> | null>(null)

  const load = () =>
    (pending.current ??= fetch(photosUrl, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ photos: LightboxItem[] }>) : null))
      .then((body) => {
        if (!body) return null
        const total = body.photos.length
        const loaded = body.photos.map((photo, position) => ({
          ...photo,
          alt: photo.alt || labels.counter.replace('{number}', String(position + 1)).replace('{total}', String(total)),
        }))
        setItems(loaded)
        return loaded
      })
      .catch(() => null)
      .then((loaded) => {
        // A failed load is tried again by the next press.
        if (!loaded) pending.current = null
        return loaded
      }))

  if (count === 0) return null
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-busy={loading || undefined}
        data-testid="all-photos"
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={async () => {
          setLoading(true)
          const loaded = await load()
          setLoading(false)
          if (loaded && loaded.length > 0) setIndex(0)
        }}
        className={className}
      >
        {labels.open}
      </button>
      <Lightbox
        items={items ?? []}
        index={index}
        label={title}
        labels={labels}
        onNavigate={setIndex}
        onClose={() => {
          setIndex(null)
          button.current?.focus()
        }}
      />
    </>
  )
}
