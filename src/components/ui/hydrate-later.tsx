import { type ComponentType, lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react'

import { ISLAND_PENDING, ISLAND_TAPS } from './island'

type Island = HTMLElement & { [ISLAND_TAPS]?: HTMLElement[] }

/** The page has hydrated (the layout's islands set it): parts mounted from now on are drawn, not hydrated. */
let pageHydrated = false

/**
 * A client component whose code stays out of the page's first-load JavaScript. The server renders it as
 * usual, so its markup is in the HTML from the first paint; the browser downloads its code while the
 * page hydrates (a `lazy` import, not a `<script>` of the page) and then hydrates that part in place:
 * React's selective hydration keeps the server's markup (no swap, no layout shift, focus and typed text
 * stay).
 *
 * React drops an event on a part still waiting for its code. Native behaviour still happens (a link
 * opens, a form submits as a plain GET form, typed text stays in its box), but a tap on a button that
 * only works through JavaScript would be lost: the boot script (boot-script.tsx) holds such taps inside
 * `<hydrate-later data-pending>` and this wrapper taps them again once the island has hydrated. Parts
 * with text boxes or selects read what was typed or chosen before they hydrated (`useTypedBeforeHydration`
 * in stay-box.tsx and destination-combobox.tsx).
 *
 * `boundary: false` leaves the waiting to a Suspense boundary of the page (one whose fallback draws the
 * same place), where the component renders in the browser only: nothing is drawn to tap before it.
 */
export function hydrateLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { boundary = true }: { boundary?: boolean } = {},
): ComponentType<P> {
  const Island = lazy(() => load().then((component) => ({ default: component })))
  function HydratedLater(props: P) {
    const element = useRef<Island>(null)
    // Drawn by a client navigation, not hydrated: the part suspends the navigation (React keeps the
    // previous page on screen until its code is there), so the new page never shows a hole that fills.
    const [drawnInBrowser] = useState(() => pageHydrated)
    useEffect(() => {
      pageHydrated = true
    }, [])
    if (!boundary) return <Island {...props} />
    if (drawnInBrowser)
      return (
        <hydrate-later>
          <Island {...props} />
        </hydrate-later>
      )
    return (
      <hydrate-later ref={element} {...{ [ISLAND_PENDING]: '' }}>
        <Suspense fallback={null}>
          <Island {...props} />
          <Hydrated island={element} />
        </Suspense>
      </hydrate-later>
    )
  }
  return HydratedLater
}

/** Rendered after the island in its boundary: its effect runs once the island has hydrated. */
function Hydrated({ island }: { island: RefObject<Island | null> }) {
  useEffect(() => {
    if (island.current) release(island.current)
  }, [island])
  return null
}

/** The island has hydrated: it is no longer pending, and the buttons tapped before are tapped again. */
function release(element: Island) {
  element.removeAttribute(ISLAND_PENDING)
  const taps = element[ISLAND_TAPS] ?? []
  delete element[ISLAND_TAPS]
  for (const control of taps) if (control.isConnected) control.click()
}
