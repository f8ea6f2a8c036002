/**
 * Gives a step's heading the focus and brings it to the top of the view, under the sticky header
 * (html's scroll-padding-top), at once. The focus's own scroll would follow the page's smooth scrolling
 * (html { scroll-behavior: smooth }), and the new step's layout, drawn while it runs — the review's
 * long page giving way to the shorter confirmation — leaves such an animation short of its mark: a guest
 * who confirmed with Enter found the confirmation heading focused above the viewport.
 *
 * Layout can also land after the focus (the step bar and the review giving way, a lazily loaded part
 * drawn a moment later): the page then moves under a heading already scrolled to, and the guest saw the
 * footer with the focused heading above the view. So for a short while, until the visitor scrolls,
 * types or touches the page, a heading that a change of the page's size moved out of view is brought
 * back.
 */
export function focusHeading(heading: HTMLElement | null): void {
  if (!heading) return
  heading.focus({ preventScroll: true })
  heading.scrollIntoView({ block: 'start', behavior: 'instant' })
  keepInViewWhileSettling(heading)
}

/** How long a focused heading is kept in view while the page's layout settles. */
const SETTLE_MS = 2000
/** What the visitor does to move the page themselves: from then on the page is theirs. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const

function keepInViewWhileSettling(heading: HTMLElement): void {
  if (typeof ResizeObserver === 'undefined') return
  const bringBack = () => {
    if (document.activeElement !== heading) return stop()
    const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
    const { top, bottom } = heading.getBoundingClientRect()
    if (top < padding - 1 || bottom > window.innerHeight) heading.scrollIntoView({ block: 'start', behavior: 'instant' })
  }
  const observer = new ResizeObserver(bringBack)
  const timer = window.setTimeout(() => stop(), SETTLE_MS)
  function stop() {
    observer.disconnect()
    window.clearTimeout(timer)
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop, true)
  }
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { capture: true, passive: true })
  observer.observe(document.body)
}
