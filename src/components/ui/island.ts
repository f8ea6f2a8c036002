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
