'use client'

import { KEEP_SERVER_MARKUP, useHydratedFromServer } from './hydration'
import { serverText } from './server-text-store'

/**
 * A script element of data that only the HTML needs (JSON-LD, read by crawlers from the page as served):
 * the server writes its text, which the page's React payload carries only as a short key (`textKey`,
 * from server-text-store.ts), not a second time. Hydrating, React keeps the server's element as it is
 * (an element with `dangerouslySetInnerHTML` is neither hydrated nor compared); after a client
 * navigation there is nothing to write, and no reader for it.
 */
export function ServerScript({ type, textKey }: { type: 'application/ld+json'; textKey: string }) {
  const kept = useHydratedFromServer()
  if (typeof window === 'undefined') {
    const text = serverText(textKey)
    // Never expected: the server components' render of this page kept it a moment ago.
    if (text === undefined) console.error(`server-script: no text for ${textKey}; the page is served without it`)
    return <script type={type} dangerouslySetInnerHTML={{ __html: text ?? '' }} />
  }
  return kept ? <script type={type} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} /> : null
}
