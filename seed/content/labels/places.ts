/**
 * Interface texts added with the places pages, in all 8 languages (ICU messages; {placeholders} stay
 * untranslated). Merged into the labels collection by ../labels.ts.
 */
import type { L } from '../types'

export const placesLabels = {} satisfies Record<string, L>
