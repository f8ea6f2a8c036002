'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react'

/** Spec §9: the overlay stops 200 ms after a navigation completes; forced stops after 500 ms. */
export const OVERLAY_STOP_DELAY_MS = 200
export const OVERLAY_FORCED_STOP_MS = 500
/**
 * Spec §9: the first load stops 200 ms after the page's load event. What is left of them at `now`, given
 * PerformanceNavigationTiming's `loadEventEnd` (0 while the load event is being dispatched): where the app
 * mounts after them (a reload from the cache on a slow phone: the load first, hydration ~0.7 s later),
 * nothing.
 */
export function firstLoadStopDelay(loadEventEnd: number, now: number) {
  return Math.max(0, (loadEventEnd || now) + OVERLAY_STOP_DELAY_MS - now)
}
/** A followed link that never becomes a new page (the network failed) lets the overlay go. */
const NAVIGATION_GIVE_UP_MS = 20_000

/** Client navigations: started, completed and stopping (200 ms), or stopped. */
type Phase = 'idle' | 'waiting' | 'settling'

/** A link click the App Router will turn into a navigation to another page of this site. */
function startsNavigation(event: MouseEvent) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, location.href)
  return url.origin === location.origin && (url.pathname !== location.pathname || url.search !== location.search)
}

/** Reports each rendered route (path and query): a navigation has completed. */
function RouteRendered({ onRendered }: { onRendered: (route: string) => void }) {
  const route = `${usePathname()}?${useSearchParams()}`
  useEffect(() => onRendered(route), [route, onRendered])
  return null
}

/**
 * Spec §2 / §4 loading state. It starts as loading and initial load; the first load stops 200 ms after
 * the page and its resources have loaded, or by the forced stops 500 ms after mount and 500 ms after
 * the app has mounted, with a console warning when a forced stop had to end it. Since the server-rendered page is already
 * on screen, the first load only shows a thin line at the top edge. A client navigation starts when an
 * internal link is followed (or history moves) and stops 200 ms after the new route renders; its
 * full-screen overlay with the brand mark fades in only if the new page keeps the visitor waiting
 * (globals.css), and fades out over those 200 ms. `mark` is what the overlay shows (the brand mark,
 * drawn by the server).
 */
export function LoadingOverlay({ label, mark }: { label: string; mark: ReactNode }) {
  const [initialLoad, setInitialLoad] = useState(true)
  const [phase, setPhase] = useState<Phase>('idle')
  const rendered = useRef<string | null>(null)
  const timers = useRef<number[]>([])

  // First load.
  useEffect(() => {
    let stopped = false
    const stop = () => {
      stopped = true
      setInitialLoad(false)
    }
    const forcedStop = (after: string) => () => {
      if (stopped) return
      console.warn(`Loading: the initial load had not stopped ${OVERLAY_FORCED_STOP_MS} ms after ${after}; forced stop.`)
      stop()
    }
    // The first navigation is complete when the document and everything it loads have arrived.
    const own = [window.setTimeout(forcedStop('mount'), OVERLAY_FORCED_STOP_MS)]
    const complete = () => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
      own.push(window.setTimeout(() => stopped || stop(), firstLoadStopDelay(navigation?.loadEventEnd ?? 0, performance.now())))
    }
    if (document.readyState === 'complete') complete()
    else window.addEventListener('load', complete, { once: true })
    // The app has mounted once its hydrated tree has been committed and drawn.
    const frame = requestAnimationFrame(() => own.push(window.setTimeout(forcedStop('the app mounted'), OVERLAY_FORCED_STOP_MS)))
    return () => {
      cancelAnimationFrame(frame)
      own.forEach((timer) => window.clearTimeout(timer))
      window.removeEventListener('load', complete)
    }
  }, [])

  // Client navigations: start.
  useEffect(() => {
    const start = () => {
      timers.current.forEach((timer) => window.clearTimeout(timer))
      timers.current = [window.setTimeout(() => setPhase('idle'), NAVIGATION_GIVE_UP_MS)]
      setPhase('waiting')
    }
    // Bubbling to the window, after the page's own handlers: a click they stopped (a swipe ending on a
    // link) never gets here, and Next's links have turned theirs into a client navigation.
    const onClick = (event: MouseEvent) => startsNavigation(event) && start()
    const onHistory = () => rendered.current !== `${location.pathname}?${location.search.slice(1)}` && start()
    window.addEventListener('click', onClick)
    window.addEventListener('popstate', onHistory)
    return () => {
      window.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onHistory)
    }
  }, [])

  // Client navigations: completion.
  const onRendered = useCallback((route: string) => {
    const first = rendered.current === null
    rendered.current = route
    if (first) return
    timers.current.forEach((timer) => window.clearTimeout(timer))
    timers.current = []
    // The 200 ms start once 'settling' is on screen (the effect below), not when React is asked for it:
    // a heavy new page can take a while to commit.
    setPhase((current) => (current === 'idle' ? current : 'settling'))
    // Spec §2 page transition: the new page eases in.
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return
    document.getElementById('main')?.animate(
      [
        { opacity: 0.35, transform: 'translateY(6px)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 300, easing: 'ease-out' },
    )
  }, [])

  // Spec §9: the overlay stops 200 ms after the navigation has completed (the new page is drawn).
  // Counted from the next frame, when the new page and the 'settling' state have been drawn.
  useEffect(() => {
    if (phase !== 'settling') return
    let timer: number | undefined
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPhase('idle'), OVERLAY_STOP_DELAY_MS)
    })
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(timer)
    }
  }, [phase])

  const loading = initialLoad || phase !== 'idle'
  return (
    <>
      <div className="first-load-overlay" data-loading={initialLoad} aria-hidden="true" />
      <div
        aria-hidden="true"
        data-testid="loading-overlay"
        data-loading={loading}
        data-phase={phase}
        className={`route-overlay ${phase === 'waiting' ? 'opacity-100' : 'pointer-events-none opacity-0'} ${phase === 'idle' ? 'invisible' : ''}`}
      >
        {mark}
      </div>
      <p role="status" className="sr-only">
        {phase === 'waiting' ? label : ''}
      </p>
      <Suspense fallback={null}>
        <RouteRendered onRendered={onRendered} />
      </Suspense>
    </>
  )
}
