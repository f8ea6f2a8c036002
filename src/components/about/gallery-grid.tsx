'use client'

import { useRef, useState } from 'react'

import { Lightbox, type LightboxItem, type LightboxLabels } from '../ui/lightbox'
import { Picture } from '../ui/picture'

/**
 * A gallery as a mosaic of thumbnails (the first one large); each thumbnail is a button that opens
 * the images in the lightbox, and focus comes back to it when the lightbox closes.
 */
export function GalleryGrid({ title, items, labels }: { title: string; items: LightboxItem[]; labels: LightboxLabels & { open: string } }) {
  const [index, setIndex] = useState<number | null>(null)
  const opener = useRef(0)
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([])

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:grid-rows-2">
        {items.map((item, position) => (
          <li key={position} className={position === 0 ? 'col-span-2 md:row-span-2' : ''}>
            <button
              type="button"
              ref={(element) => {
                thumbnails.current[position] = element
              }}
              aria-haspopup="dialog"
              onClick={() => {
                opener.current = position
                setIndex(position)
              }}
              className="group relative block h-full w-full overflow-hidden bg-sand"
            >
              <Picture
                image={item.image}
                alt={item.alt}
                sizes={position === 0 ? '(min-width: 768px) 50vw, calc(100vw - 2rem)' : '(min-width: 768px) 25vw, 50vw'}
                className="aspect-[3/2] h-full w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
              />
              <span className="sr-only">{labels.open}</span>
              {item.caption && (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-x-0 bottom-0 hidden bg-gradient-to-t from-ink/85 to-transparent px-4 pb-3 pt-10 text-left text-sm text-ivory opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100 sm:block"
                >
                  {item.caption}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        items={items}
        index={index}
        label={title}
        labels={labels}
        onNavigate={setIndex}
        onClose={() => {
          setIndex(null)
          thumbnails.current[opener.current]?.focus()
        }}
      />
    </>
  )
}
