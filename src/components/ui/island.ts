/** The element around a late island; the boot script holds taps on its buttons until it has hydrated. */
export const ISLAND_TAG = 'hydrate-later'
/** Present on the island's element until the island has hydrated. */
export const ISLAND_PENDING = 'data-pending'
/** Where the boot script keeps the buttons tapped before the island (or the page) hydrated, in order. */
export const ISLAND_TAPS = 'heldTaps'
/** Set on <html> once the page has hydrated; before it, the boot script holds taps on the page's buttons. */
export const PAGE_LIVE = 'data-live'

/** The buttons the boot script held on `element` (a late island, or <html> for the page), taken off it in order. */
export function takeHeldTaps(element: HTMLElement): HTMLElement[] {
  const holder = element as HTMLElement & { [ISLAND_TAPS]?: HTMLElement[] }
  const taps = holder[ISLAND_TAPS] ?? []
  delete holder[ISLAND_TAPS]
  return taps
}

/**
 * Taps the held buttons again, in order, one per task: React draws each tap's change before the next
 * tap, whose handler then sees it (two taps on "next slide" move two slides, not one; tapped in one go,
 * both handlers read the slide they were drawn with). `find` gives the button to tap now for a held one,
 * or null when it is gone.
 */
export function tapAgain(taps: HTMLElement[], find: (held: HTMLElement) => HTMLElement | null = (held) => held) {
  const [held, ...rest] = taps
  if (!held) return
  const control = find(held)
  if (control?.isConnected) control.click()
  if (rest.length > 0) window.setTimeout(() => tapAgain(rest, find), 0)
}
