import { useState, useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * True while React hydrates this component (it reads the server snapshot then, as the server's render
 * does), false when the browser draws it: a part inside a boundary that hydrates after the rest of the
 * page is still hydrated, not drawn.
 */
export const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )

/**
 * True when this component's first render in the browser hydrates the server's markup; false on the
 * server and when a client navigation draws it. Decided once: the later renders (React renders again
 * after hydrating) keep what the first chose.
 */
export function useHydratedFromServer(): boolean {
  const hydrating = useHydrating()
  const [hydrated] = useState(() => hydrating && typeof window !== 'undefined')
  return hydrated
}

/**
 * The inner HTML of an element whose content React should leave as the server drew it: an element with
 * `dangerouslySetInnerHTML` is neither hydrated nor compared, and the same object on every render is
 * never written either.
 */
export const KEEP_SERVER_MARKUP = { __html: '' }
