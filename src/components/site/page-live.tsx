'use client'

import { useEffect } from 'react'

import { PAGE_LIVE, takeHeldTaps, tapAgain } from '../ui/island'

/**
 * Marks the page live once it has hydrated, and taps again the buttons the visitor tapped before: on a
 * slow phone the page is drawn seconds before its code has run, and a tap on a button that only works
 * through JavaScript (the list/map switch, an accordion, the slideshow) would otherwise do nothing. The
 * boot script (boot-script.tsx) holds those taps until this runs; parts that hydrate later hold and
 * replay their own (hydrate-later.tsx).
 */
export function PageLive() {
  useEffect(() => {
    const root = document.documentElement
    root.setAttribute(PAGE_LIVE, '')
    tapAgain(takeHeldTaps(root))
  }, [])
  return null
}
