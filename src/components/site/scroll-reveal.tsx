'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Spec §9 scroll animation: 800 ms (globals.css), offset 80 px, once, no delay. */
export const REVEAL_OFFSET_PX = 80

/**
 * Fades the page's sections in as they scroll into view. Only sections still wholly below the fold
 * when it runs are hidden, so nothing already seen disappears, and nothing is hidden without
 * JavaScript or with reduced motion.
 */
export function ScrollReveal() {
  const pathname = usePathname()
  useEffect(() => {
    if (!('IntersectionObserver' in window) || matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          observer.unobserve(entry.target)
          entry.target.setAttribute('data-reveal', 'shown')
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    )
    const fold = window.innerHeight
    for (const section of document.querySelectorAll<HTMLElement>('main section:not(section section)')) {
      const state = section.dataset.reveal
      if (state === 'shown' || (!state && section.getBoundingClientRect().top < fold)) continue
      section.dataset.reveal = 'pending'
      observer.observe(section)
    }
    return () => observer.disconnect()
  }, [pathname])
  return null
}
