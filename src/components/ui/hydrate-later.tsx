import { Component, type ComponentType, lazy, type ReactNode, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react'

import { KEEP_SERVER_MARKUP, useHydrating } from './hydration'
import { ISLAND_PENDING, takeHeldTaps, tapAgain } from './island'

/** The server's markup of an island at the moment its code arrived: what the visitor did to it so far. */
type HandOver = { server: HTMLElement; focus: number[] | null; selection: [number | null, number | null] | null; press: number[] | null }

/**
 * The element a pointer is pressed on and not yet released. A press that the swap interrupts (pressed on
 * the server's markup, released on the live one) makes no click: the browser drops a click whose press
 * target has left the document. Such a press is finished on the live twin (finishPress below).
 */
let pressed: Element | null = null
if (typeof window !== 'undefined') {
  addEventListener('pointerdown', (event) => (pressed = event.target instanceof Element ? event.target : null), true)
  addEventListener('pointerup', () => (pressed = null), true)
  addEventListener('pointercancel', () => (pressed = null), true)
}

const PENDING = { [ISLAND_PENDING]: '' }

/**
 * A client component whose code stays out of the page's first-load JavaScript. The server renders it
 * with the page, so its markup is in the HTML, in place, from the first paint. In the browser the page
 * hydrates around it and leaves that markup as it is (an element whose `dangerouslySetInnerHTML` React
 * does not hydrate or compare); the part's code downloads after the page (a `lazy` import, not a
 * `<script>` of the page) and then draws the same markup in its place in one commit: nothing moves.
 *
 * Not a Suspense boundary, on purpose: React 19.2 sends a finished boundary over 500 bytes that comes
 * after the first 12.8 kB of the page at the end of the HTML and moves it into place by script after the
 * first paint, so the part appeared late and pushed the page down (layout shift 0.16 on the home page).
 *
 * What the visitor did before the code arrived is carried over: text typed and options chosen, the
 * focus and the caret. React would drop a tap on a button that only works through JavaScript: the boot
 * script (boot-script.tsx) holds such taps inside `<hydrate-later data-pending>` and this wrapper taps
 * the same button again once the part is live. Links and submit buttons keep their native behaviour.
 *
 * `boundary: false` leaves the waiting to a Suspense boundary of the page (one whose fallback draws the
 * same place), where the component renders in the browser only: nothing is drawn to tap before it.
 */
export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>, { boundary = true }: { boundary?: boolean } = {}): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | null = null
  const loadOnce = () => (loading ??= load())
  const Island = lazy(() => loadOnce().then((component) => ({ default: component })))
  function HydratedLater(props: P) {
    const element = useRef<HTMLElement>(null)
    const handOver = useRef<HandOver | null>(null)
    // Drawn by a client navigation, not hydrated: the part suspends the navigation (React keeps the
    // previous page on screen until its code is there), so the new page never shows a hole that fills.
    const hydrating = useHydrating()
    const [drawnInBrowser] = useState(() => !hydrating)
    const [Live, setLive] = useState<{ component: ComponentType<P> } | null>(null)
    useEffect(() => {
      if (!boundary || drawnInBrowser) return
      let mounted = true
      loadOnce().then(
        (component) => {
          if (!mounted || !element.current) return
          handOver.current = takeOver(element.current)
          // A transition: React draws the part in slices that leave the main thread free between them
          // (a rates page's rooms and rates were one task of 300–800 ms on a throttled phone), and the
          // server's markup stays on screen, working, until the live one is ready.
          startTransition(() => setLive({ component }))
        },
        // A chunk that fails to load reloads the page once (boot-script.tsx); until then the server's
        // markup stays, with its links and forms working natively.
        () => {},
      )
      return () => {
        mounted = false
      }
    }, [drawnInBrowser])
    // Before paint: the new markup gets what was typed, chosen and focused in the server's.
    useLayoutEffect(() => {
      if (!Live || !handOver.current || !element.current) return
      carryOver(handOver.current, element.current)
      // In the commit's own task: no release can come between the swap and this.
      finishPress(handOver.current, element.current)
    }, [Live])
    // After the part's own effects: taps held by the boot script reach the part's buttons.
    useEffect(() => {
      if (!Live || !handOver.current || !element.current) return
      replayTaps(handOver.current.server, element.current)
      handOver.current = null
    }, [Live])

    // The focus and caret are read again at the last moment the server's markup is in the document: the
    // visitor may have focused a box and typed into it while the transition rendered the part in slices
    // (read at render time, the focus was often stale: it fell to <body> and the rest of the typing went
    // nowhere, 12 times in 80 loads of a fast machine).
    const beforeSwap = () => {
      if (handOver.current?.server.isConnected) handOver.current = takeOver(handOver.current.server)
    }

    if (!boundary) return <Island {...props} />
    if (drawnInBrowser)
      return (
        <hydrate-later>
          <Island {...props} />
        </hydrate-later>
      )
    const island = Live ? (
      <hydrate-later key="live" ref={element}>
        <Live.component {...props} />
      </hydrate-later>
    ) : typeof window === 'undefined' ? (
      <hydrate-later key="server" {...PENDING}>
        <Island {...props} />
      </hydrate-later>
    ) : (
      <hydrate-later key="server" ref={element} {...PENDING} suppressHydrationWarning dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} />
    )
    return <BeforeMutation run={beforeSwap}>{island}</BeforeMutation>
  }
  return HydratedLater
}

/**
 * Calls `run` in each commit that updates it, after the render and before React changes the document:
 * `getSnapshotBeforeUpdate`, the one hook that runs then, made for reading the DOM a commit will change.
 */
class BeforeMutation extends Component<{ run: () => void; children: ReactNode }> {
  getSnapshotBeforeUpdate() {
    this.props.run()
    return null
  }
  // React warns about a getSnapshotBeforeUpdate without componentDidUpdate.
  componentDidUpdate() {}
  render() {
    return this.props.children
  }
}

/*
 * Where an element sits under the island: the index of each ancestor among its siblings. Counted by
 * siblings, not through `children`: a form's `children` is its field named "children" (the stay box
 * has one).
 */
function pathOf(node: Element, root: Element): number[] | null {
  const path: number[] = []
  for (let at: Element = node; at !== root;) {
    const parent = at.parentElement
    if (!parent) return null
    let index = 0
    for (let sibling = at.previousElementSibling; sibling; sibling = sibling.previousElementSibling) if (drawn(sibling)) index++
    path.unshift(index)
    at = parent
  }
  return path
}

function follow(root: Element, path: number[]): Element | null {
  let at: Element | null = root
  for (const index of path) {
    at = drawnFrom(at?.firstElementChild ?? null)
    for (let step = 0; at && step < index; step++) at = drawnFrom(at.nextElementSibling)
  }
  return at
}

/**
 * Whether React draws the element in the browser too: the server's HTML also holds `<template>` markers
 * of its streaming (a Suspense boundary's), which the live markup does not. Counted, they shifted every
 * path after them, and a rates page's date button pressed before its code arrived was not found again.
 */
const drawn = (element: Element) => element.tagName !== 'TEMPLATE'

/** `element` or the first sibling after it that React draws in the browser. */
function drawnFrom(element: Element | null): Element | null {
  let at = element
  while (at && !drawn(at)) at = at.nextElementSibling
  return at
}

function takeOver(server: HTMLElement): HandOver {
  const focused = document.activeElement
  const focus = focused && server.contains(focused) ? pathOf(focused, server) : null
  const selection =
    focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement
      ? ((): HandOver['selection'] => {
          try {
            return [focused.selectionStart, focused.selectionEnd]
          } catch {
            return null
          }
        })()
      : null
  const press = pressed && server.contains(pressed) ? pathOf(pressed, server) : null
  return { server, focus, selection, press }
}

const FIELDS = 'input,select,textarea'

/** Copies into the live markup each field the visitor changed in the server's, then the focus. */
function carryOver({ server, focus, selection }: HandOver, live: HTMLElement) {
  for (const field of server.querySelectorAll<HTMLElement>(FIELDS)) {
    const path = pathOf(field, server)
    const twin = path && follow(live, path)
    if (!twin || twin.tagName !== field.tagName || twin.getAttribute('name') !== field.getAttribute('name')) continue
    if (field instanceof HTMLInputElement && twin instanceof HTMLInputElement) {
      if (field.type === 'checkbox' || field.type === 'radio') {
        if (field.checked !== field.defaultChecked) twin.checked = field.checked
      } else if (field.type !== 'hidden' && field.type !== 'file' && field.value !== field.defaultValue) twin.value = field.value
    } else if (field instanceof HTMLTextAreaElement && twin instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) twin.value = field.value
    } else if (field instanceof HTMLSelectElement && twin instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected)) twin.value = field.value
    }
  }
  const target = focus && follow(live, focus)
  if (!(target instanceof HTMLElement)) return
  target.focus({ preventScroll: true })
  if (selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement))
    try {
      target.setSelectionRange(selection[0], selection[1])
    } catch {
      // An input type without a caret (a number field): the focus is enough.
    }
}

/** The buttons tapped while the part waited for its code are tapped again, in order, on their live twins. */
function replayTaps(server: HTMLElement, live: HTMLElement) {
  tapAgain(takeHeldTaps(server), (held) => {
    const path = pathOf(held, server)
    const twin = path && follow(live, path)
    return twin instanceof HTMLElement ? twin : null
  })
}

/**
 * A press begun on the server's markup and released after the swap: the release on the live twin clicks
 * it, as the whole tap would have (a date button pressed while its code was arriving opened nothing).
 */
function finishPress({ press }: HandOver, live: HTMLElement) {
  const twin = press && follow(live, press)
  if (!(twin instanceof HTMLElement)) return
  // The control pressed (a date button's label is a span in it): released anywhere on it, it is clicked.
  const found = twin.closest<HTMLElement>('button, a[href], summary, label, [role="button"]')
  const control = found && live.contains(found) ? found : twin
  const release = (event: PointerEvent) => {
    removeEventListener('pointerup', release, true)
    removeEventListener('pointercancel', cancel, true)
    if (event.target instanceof Node && control.contains(event.target) && control.isConnected) control.click()
  }
  const cancel = () => {
    removeEventListener('pointerup', release, true)
    removeEventListener('pointercancel', cancel, true)
  }
  addEventListener('pointerup', release, true)
  addEventListener('pointercancel', cancel, true)
}
