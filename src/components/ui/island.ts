/** The element around a late island; the boot script holds taps on its buttons until it has hydrated. */
export const ISLAND_TAG = 'hydrate-later'
/** Present on the island's element until the island has hydrated. */
export const ISLAND_PENDING = 'data-pending'
/** Where the boot script keeps the buttons tapped before the island hydrated, in order. */
export const ISLAND_TAPS = 'heldTaps'
