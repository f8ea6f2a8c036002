'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

/** Spec §9: the overlay stops 200 ms after a navigation ends; forced stops after 500 ms. */
export const OVERLAY_STOP_DELAY_MS = 200
export const OVERLAY_FORCED_STOP_MS = 500

function BrandMark() {
  return (
    <svg viewBox="0 0 40 40" className="overlay-mark h-16 w-16 text-brass" aria-hidden="true">
      <circle cx="20" cy="20" r="18.5" fill="none" stroke="currentColor" strokeWidth="1" />
      <path d="M11 29 20 9l9 20M14.5 22h11" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  )
}

const OVERLAY_CLASSES = 'fixed inset-0 z-[60] flex items-center justify-center bg-ivory'

/**
 * Spec §2: a full-screen overlay with the brand mark during the first load and on route changes.
 * The first-load overlay is pure CSS (it fades out by itself at 500 ms, even without JavaScript);
 * a navigation starts when an internal link is followed and ends 200 ms after the new route renders.
 */
export function LoadingOverlay({ label }: { label: string }) {
  const [loading, setLoading] = useState(false)
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const first = useRef(true)

  // Route end: stop 200 ms after the new route renders, and never later than the forced stop.
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const stop = window.setTimeout(() => setLoading(false), OVERLAY_STOP_DELAY_MS)
    return () => window.clearTimeout(stop)
  }, [pathname, searchParams])

  useEffect(() => {
    if (!loading) return
    const forced = window.setTimeout(() => setLoading(false), OVERLAY_FORCED_STOP_MS * 2)
    return () => window.clearTimeout(forced)
  }, [loading])

  // Route start: a same-origin link to another page, followed without modifier keys.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = (event.target as Element | null)?.closest?.('a')
      if (!anchor || anchor.target || anchor.hasAttribute('download')) return
      const url = new URL(anchor.href, window.location.href)
      if (url.origin !== window.location.origin) return
      if (url.pathname === window.location.pathname && url.search === window.location.search) return
      setLoading(true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  return (
    <>
      <div className={`${OVERLAY_CLASSES} first-load-overlay`} aria-hidden="true">
        <BrandMark />
      </div>
      <div
        role="status"
        aria-live="polite"
        aria-label={loading ? label : undefined}
        data-testid="loading-overlay"
        data-loading={loading}
        className={`${OVERLAY_CLASSES} transition-opacity duration-200 ${
          loading ? 'opacity-100' : 'pointer-events-none invisible opacity-0'
        }`}
      >
        <BrandMark />
      </div>
    </>
  )
}
