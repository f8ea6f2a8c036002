'use client'

import { useEffect, useState } from 'react'

/** Spec §9: appears past 50 px of scrolling; scrolls smoothly back to the top. */
export const BACK_TO_TOP_THRESHOLD = 50

export function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      hidden={!visible}
      onClick={() => {
        // Move focus to the top first: the button hides itself on the way up, and a focused element
        // that disappears would cancel the smooth scroll (and leave keyboard users nowhere).
        document.getElementById('__nuxt')?.focus({ preventScroll: true })
        window.scrollTo({ top: 0, behavior: 'smooth' })
      }}
      className="back-to-top"
      data-testid="back-to-top"
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  )
}
