'use client'

import { useEffect, useRef } from 'react'

import { Picture, type PictureImage } from './picture'

export interface LightboxItem {
  image: PictureImage | null
  alt: string
  caption: string
}

export interface LightboxLabels {
  close: string
  previous: string
  next: string
  /** 'Image {number} of {total}' */
  counter: string
}

/** Horizontal travel (px) that makes a touch gesture a swipe to the next or previous image. */
const SWIPE_DISTANCE = 50

/**
 * A full-screen image viewer: a modal <dialog> (the page behind is inert), focus kept inside, Escape
 * closes, ←/→ and the visible buttons (or a swipe) move between images, and the position is
 * announced. Controlled: `index` is the open image, null when closed; the owner returns focus.
 */
export function Lightbox({
  items,
  index,
  label,
  labels,
  onNavigate,
  onClose,
}: {
  items: LightboxItem[]
  index: number | null
  /** The dialog's accessible name (the gallery's title). */
  label: string
  labels: LightboxLabels
  onNavigate: (index: number) => void
  onClose: () => void
}) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const touchStart = useRef<{ x: number; y: number } | null>(null)
  const open = index !== null
  const count = items.length

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      closeRef.current?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  useEffect(() => {
    if (!open) return
    // The page behind a full-screen viewer should not scroll under the visitor's finger.
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previous
    }
  }, [open])

  const step = (delta: number) => {
    if (index === null || count === 0) return
    onNavigate((index + delta + count) % count)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault()
      step(1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      step(-1)
    } else if (event.key === 'Tab') {
      // Keep Tab cycling through the viewer's own buttons rather than leaving for the browser's chrome.
      const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not([disabled])')]
      const first = buttons[0]
      const last = buttons[buttons.length - 1]
      if (!first || !last) return
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault()
        first.focus()
      }
    }
  }

  const item = index === null ? null : items[index]
  const control =
    'flex h-12 w-12 items-center justify-center rounded-full border border-ivory/40 bg-ink/70 text-ivory transition-colors hover:border-ivory hover:bg-ink focus-visible:outline-brass-light'

  return (
    <dialog ref={dialogRef} aria-label={label} onClose={onClose} onKeyDown={onKeyDown} className="lightbox">
      {item && index !== null && (
        <>
          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <p aria-live="polite" aria-atomic="true" className="text-sm tracking-wide text-ivory/85">
              {labels.counter.replace('{number}', String(index + 1)).replace('{total}', String(count))}
            </p>
            <button ref={closeRef} type="button" onClick={onClose} aria-label={labels.close} className={control}>
              <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <div
            className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-6 sm:px-24"
            style={{ touchAction: 'pan-y' }}
            onTouchStart={(event) => {
              const touch = event.touches[0]
              touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null
            }}
            onTouchEnd={(event) => {
              const start = touchStart.current
              const touch = event.changedTouches[0]
              touchStart.current = null
              if (!start || !touch) return
              const dx = touch.clientX - start.x
              if (Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > Math.abs(touch.clientY - start.y)) step(dx < 0 ? 1 : -1)
            }}
          >
            <figure key={index} className="page-enter flex h-full min-h-0 w-full flex-col items-center justify-center">
              <Picture image={item.image} alt={item.alt} sizes="100vw" priority className="h-auto min-h-0 w-auto max-w-full object-contain" />
              {item.caption && <figcaption className="mt-4 max-w-2xl text-center text-sm leading-relaxed text-ivory/85">{item.caption}</figcaption>}
            </figure>
            {count > 1 && (
              <>
                <button type="button" onClick={() => step(-1)} aria-label={labels.previous} className={`${control} absolute left-2 top-1/2 -translate-y-1/2 sm:left-6`}>
                  <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
                    <path d="M15 5l-7 7 7 7" />
                  </svg>
                </button>
                <button type="button" onClick={() => step(1)} aria-label={labels.next} className={`${control} absolute right-2 top-1/2 -translate-y-1/2 sm:right-6`}>
                  <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
                    <path d="M9 5l7 7-7 7" />
                  </svg>
                </button>
              </>
            )}
          </div>
        </>
      )}
    </dialog>
  )
}
