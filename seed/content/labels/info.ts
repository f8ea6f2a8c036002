/**
 * Interface texts added with the info pages, in all 8 languages (ICU messages; {placeholders} stay
 * untranslated). Merged into the labels collection by ../labels.ts.
 */
import type { L } from '../types'

export const infoLabels = {} satisfies Record<string, L>
