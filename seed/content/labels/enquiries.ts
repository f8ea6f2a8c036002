/**
 * Interface texts added with the enquiries pages, in all 8 languages (ICU messages; {placeholders} stay
 * untranslated). Merged into the labels collection by ../labels.ts.
 */
import type { L } from '../types'

export const enquiriesLabels = {} satisfies Record<string, L>
