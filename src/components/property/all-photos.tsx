'use client'

import { useRef, useState } from 'react'

import { Lightbox, type LightboxItem, type LightboxLabels } from '../ui/lightbox'

/**
 * "All photos (12)": a button over the hotel's picture mosaic that opens every photo of the hotel — its
 * gallery, rooms, restaurants and spa — in the site's lightbox, from the first; focus comes back to it.
 */
export function AllPhotos({ title, items, labels, className }: { title: string; items: LightboxItem[]; labels: LightboxLabels & { open: string }; className?: string }) {
  const [index, setIndex] = useState<number | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  if (items.length === 0) return null
  return (
    <>
      <button ref={button} type="button" aria-haspopup="dialog" data-testid="all-photos" onClick={() => setIndex(0)} className={className}>
        {labels.open}
      </button>
      <Lightbox
        items={items}
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
