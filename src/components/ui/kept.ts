import 'server-only'

import type { Kept } from './kept-markup'
import { keepText } from './server-text'

/**
 * The content of a KeptMarkup element of `page` (its localized path): kept for the render of the page's
 * HTML, which draws it; the page's React payload carries its key and the page's path only.
 */
export function kept<T>(data: T, page: string): Kept<T> {
  return { key: keepText(JSON.stringify(data)), page } as Kept<T>
}
