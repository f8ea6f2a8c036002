'use client'

import { useRouter } from 'next/navigation'
import { createElement, useEffect, useState, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react'

import { mayLoadWhole } from '../site/reload-guard'
import { KEEP_SERVER_MARKUP, useHydratedFromServer } from './hydration'
import { serverText } from './server-text-store'

/**
 * The content of a KeptMarkup element, made by `kept()` (kept.ts) on the server: the key of its data,
 * which only the render of the page's HTML reads, and the page (its localized path) whose HTML has it.
 */
export type Kept<T> = { key: string; page: string; readonly drawnFrom?: T }

/** The content of kept elements, by key, from the pages fetched after client navigations. */
const fetchedContent = new Map<string, string>()
/** The fetches of pages under way. */
const pageFetches = new Map<string, Promise<void>>()

/** Fetches a page's HTML (from the cache, as a browser's load would) and keeps its kept elements' content. */
function fetchPage(page: string): Promise<void> {
  let pending = pageFetches.get(page)
  if (!pending) {
    pending = fetch(page, { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${page}: ${response.status}`))))
      .then((html) => {
        const document = new DOMParser().parseFromString(html, 'text/html')
        for (const element of document.querySelectorAll('[data-kept]')) fetchedContent.set(element.getAttribute('data-kept')!, element.innerHTML)
      })
      .finally(() => pageFetches.delete(page))
    pageFetches.set(page, pending)
  }
  return pending
}

/** Remembers the content of a kept element the server drew, for the next time it is drawn. */
function remember(element: HTMLElement | null) {
  const key = element?.getAttribute('data-kept')
  if (key && !fetchedContent.has(key)) fetchedContent.set(key, element!.innerHTML)
}

/**
 * A page whose HTML no longer has the content its payload named (it was published again since) or that
 * could not be fetched: the browser loads it as a whole, once in 10 seconds at most, under the same guard
 * as the boot script's reload after a failed chunk (reload-guard.ts).
 */
function loadWhole(page: string) {
  if (mayLoadWhole()) location.assign(page)
}

/**
 * An element whose content is the server's markup, and whose data never travels in the page's React
 * payload: the server components' render keeps it (`kept()`), the render of the page's HTML draws it
 * with `draw`, and React, hydrating, keeps what the server drew (an element with
 * `dangerouslySetInnerHTML` is neither hydrated nor compared). So a part of a page with nothing to
 * hydrate costs neither hydration work nor the payload's copy of its text (~16 kB of a Thai hotel page).
 * Drawn by a client navigation, it takes its content from the page's HTML, fetched once for all of the
 * page's kept elements; the same content again (Back, Forward) is drawn at once.
 *
 * Only for content that needs no JavaScript: text, pictures, plain links (a link to another of the
 * site's pages opens in place, as a next/link would).
 */
export function KeptMarkup<T>({
  as,
  source: content,
  draw,
  ...attributes
}: HTMLAttributes<HTMLElement> & {
  as: 'article' | 'div' | 'dl' | 'nav' | 'section' | 'ul'
  /** What `kept()` made of the content's data. */
  source: Kept<T>
  /** Draws the element's content from its data: called by the render of the page's HTML only. */
  draw: (data: T) => ReactNode
  'data-testid'?: string
}) {
  const router = useRouter()
  const kept = useHydratedFromServer()
  const [html, setHtml] = useState(() => (kept || typeof window === 'undefined' ? undefined : fetchedContent.get(content.key)))
  useEffect(() => {
    if (kept || html !== undefined) return
    let live = true
    const found = () => {
      if (!live) return
      const fetched = fetchedContent.get(content.key)
      if (fetched === undefined) loadWhole(content.page)
      else setHtml(fetched)
    }
    fetchPage(content.page).then(found, found)
    return () => {
      live = false
    }
  }, [kept, html, content.key, content.page])

  /** A plain link of the content to another of the site's pages opens it as a next/link would: in place. */
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || (link.target && link.target !== '_self') || link.hasAttribute('download')) return
    const to = new URL(link.href)
    if (to.origin !== location.origin || (to.pathname === location.pathname && to.search === location.search)) return
    event.preventDefault()
    router.push(to.pathname + to.search + to.hash)
  }
  const element = { ...attributes, 'data-kept': content.key, onClick }
  if (typeof window === 'undefined') {
    const text = serverText(content.key)
    // Never expected: the server components' render of this page kept it a moment ago.
    if (text === undefined) console.error(`kept-markup: no content for ${content.key} on ${content.page}`)
    return createElement(as, element, text === undefined ? null : draw(JSON.parse(text) as T))
  }
  // Its content is remembered: drawn again after Back or Forward, it is there at once.
  if (kept) return createElement(as, { ...element, ref: remember, suppressHydrationWarning: true, dangerouslySetInnerHTML: KEEP_SERVER_MARKUP })
  return createElement(as, { ...element, ...(html === undefined ? { 'aria-busy': true } : {}), dangerouslySetInnerHTML: { __html: html ?? '' } })
}
