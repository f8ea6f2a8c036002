import 'server-only'

import { createHash } from 'node:crypto'

import { keepServerText } from './server-text-store'

/** Keeps a text for the render of this page's HTML (server-text-store.ts) and gives its key: a hash of it. */
export function keepText(text: string): string {
  const key = createHash('sha256').update(text).digest('base64url').slice(0, 12)
  keepServerText(key, text)
  return key
}
