'use client'

import { createElement, useState, useSyncExternalStore, type HTMLAttributes, type ReactNode } from 'react'

const noSubscription = () => () => {}
const KEEP_SERVER_MARKUP = { __html: '' }

/**
 * An element whose content stays as the server drew it: React hydrates the element itself but not what
 * is inside (an element with `dangerouslySetInnerHTML` is neither hydrated nor compared, as in
 * hydrate-later.tsx), so a part of a page with nothing to hydrate costs no hydration work. Drawn by a
 * client navigation, it renders `draw()` like any component.
 *
 * Only for content that needs no JavaScript: text, pictures, plain links (a `next/link` inside would be
 * a plain link). The content comes from a client view's data, never from server children: those would
 * travel in the page's payload as a tree again.
 */
export function KeptMarkup({
  as,
  draw,
  ...attributes
}: HTMLAttributes<HTMLElement> & {
  as: 'div' | 'dl' | 'nav' | 'section' | 'ul'
  /** Draws the element's content: called on the server and after a client navigation, not when hydrating. */
  draw: () => ReactNode
  'data-testid'?: string
}) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
  // Decided once: the later renders (React renders again after hydrating) keep what the first chose.
  const [kept] = useState(() => hydrating && typeof window !== 'undefined')
  return kept ? createElement(as, { ...attributes, suppressHydrationWarning: true, dangerouslySetInnerHTML: KEEP_SERVER_MARKUP }) : createElement(as, attributes, draw())
}
