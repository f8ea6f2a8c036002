import { type ComponentType, lazy, Suspense } from 'react'

/**
 * A client component whose code stays out of the page's first-load JavaScript. The server renders it as
 * usual, so its markup is in the HTML from the first paint; the browser downloads its code while the
 * page hydrates (a `lazy` import, not a `<script>` of the page) and then hydrates that part in place:
 * React's selective hydration keeps the server's markup (no swap, no layout shift, focus and typed text
 * stay). A tap that arrives before its code is dropped by React (it is not replayed once the part has
 * hydrated), so only parts a visitor does not need to use at once belong here.
 *
 * `boundary: false` leaves the waiting to a Suspense boundary of the page (one whose fallback draws the
 * same place), where the component renders in the browser only.
 */
export function hydrateLater<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { boundary = true }: { boundary?: boolean } = {},
): ComponentType<P> {
  const Island = lazy(() => load().then((component) => ({ default: component })))
  function HydratedLater(props: P) {
    const island = <Island {...props} />
    return boundary ? <Suspense fallback={null}>{island}</Suspense> : island
  }
  return HydratedLater
}
