/**
 * Gives a step's heading the focus and brings it to the top of the view, under the sticky header
 * (html's scroll-padding-top), at once. The focus's own scroll would follow the page's smooth scrolling
 * (html { scroll-behavior: smooth }), and the new step's layout, drawn while it runs — the review's
 * long page giving way to the shorter confirmation — leaves such an animation short of its mark: a guest
 * who confirmed with Enter found the confirmation heading focused above the viewport.
 */
export function focusHeading(heading: HTMLElement | null): void {
  if (!heading) return
  heading.focus({ preventScroll: true })
  heading.scrollIntoView({ block: 'start', behavior: 'instant' })
}
