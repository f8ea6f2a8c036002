'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/** Spec §4 / §9: at most 4 route preloads at once. */
export const MAX_CONCURRENT_PRELOADS = 4
/** Spec §2: the class of a link whose route has been prefetched. */
export const PRELOADED_CLASS = 'vr-preloaded'
/** A preload whose response the browser never reports (Next had it cached, or skipped it) frees its slot after this, unmarked. */
const PRELOAD_SLOT_TIMEOUT_MS = 3000

type Connection = { saveData?: boolean; effectiveType?: string }

/** Spec §4: no prefetching on a data-saver or 2g connection. */
export function prefetchAllowed(connection: Connection | undefined) {
  return !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '')
}

/** The route a link leads to ("/ja/offers?page=2"), or null when it is not a page of this site to prefetch. */
function routeOf(anchor: HTMLAnchorElement): string | null {
  if (anchor.target || anchor.hasAttribute('download') || !anchor.href) return null
  // The link's own parts, parsed by the browser: a URL object per link cost ~13 ms on a page's mount.
  if (anchor.origin !== location.origin || /^\/(api|admin|cms-api|_next)(\/|$)|\.\w+$/.test(anchor.pathname)) return null
  const route = anchor.pathname + anchor.search
  return route === location.pathname + location.search ? null : route
}

/**
 * Prefetches the route of every internal link once it becomes visible (spec §2), through Next's router,
 * a few at a time, and marks the links of prefetched routes with `vr-preloaded`. The site's links are
 * rendered with Next's own prefetching off (SiteLink), so these rules are the only ones that apply.
 */
export function RoutePrefetcher() {
  const router = useRouter()
  useEffect(() => {
    if (!('IntersectionObserver' in window)) return
    if (!prefetchAllowed((navigator as Navigator & { connection?: Connection }).connection)) return

    const done = new Set<string>()
    const tried = new Set<string>()
    const waiting: string[] = []
    const running = new Map<string, number>()
    const seen = new WeakSet<Element>()

    const mark = (anchor: HTMLAnchorElement) => {
      // Until a route has been prefetched no link is marked, and nothing needs reading.
      const route = done.size > 0 ? routeOf(anchor) : null
      const preloaded = route !== null && done.has(route)
      // Only a real change touches the class: this runs from class mutations too.
      if (anchor.classList.contains(PRELOADED_CLASS) !== preloaded) anchor.classList.toggle(PRELOADED_CLASS, preloaded)
    }
    const finish = (route: string, fetched: boolean) => {
      const timer = running.get(route)
      if (timer === undefined && !(fetched && tried.has(route) && !done.has(route))) return
      window.clearTimeout(timer)
      running.delete(route)
      if (fetched) {
        done.add(route)
        document.querySelectorAll<HTMLAnchorElement>('a[href]').forEach(mark)
      }
      pump()
    }
    const pump = () => {
      while (running.size < MAX_CONCURRENT_PRELOADS && waiting.length > 0) {
        const route = waiting.shift() as string
        tried.add(route)
        running.set(
          route,
          window.setTimeout(() => finish(route, false), PRELOAD_SLOT_TIMEOUT_MS),
        )
        router.prefetch(route)
      }
    }
    // A preload is over when the browser has the router's response for that route.
    const responses = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const url = new URL(entry.name)
        if (!url.searchParams.has('_rsc')) continue
        url.searchParams.delete('_rsc')
        finish(url.pathname + url.search, true)
      }
    })
    responses.observe({ type: 'resource' })

    const visibility = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        visibility.unobserve(entry.target)
        const route = routeOf(entry.target as HTMLAnchorElement)
        if (!route || done.has(route)) mark(entry.target as HTMLAnchorElement)
        else if (!tried.has(route) && !waiting.includes(route)) waiting.push(route)
      }
      pump()
    })
    const watch = (root: Element | Document) => {
      const anchors = [...root.querySelectorAll<HTMLAnchorElement>('a[href]')]
      if (root instanceof HTMLAnchorElement) anchors.push(root)
      for (const anchor of anchors) {
        mark(anchor)
        if (seen.has(anchor)) continue
        seen.add(anchor)
        visibility.observe(anchor)
      }
    }
    // Links added by a navigation, and links whose class React rewrote (active state), are watched again.
    const changes = new MutationObserver((records) => {
      for (const record of records) {
        if (record.target instanceof HTMLAnchorElement && record.type === 'attributes') {
          if (record.attributeName === 'href') visibility.observe(record.target)
          mark(record.target)
        }
        record.addedNodes.forEach((node) => node instanceof Element && watch(node))
      }
    })
    watch(document)
    changes.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'href'] })
    return () => {
      changes.disconnect()
      visibility.disconnect()
      responses.disconnect()
      running.forEach((timer) => window.clearTimeout(timer))
    }
  }, [router])
  return null
}
