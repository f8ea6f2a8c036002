'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useSyncExternalStore, useTransition } from 'react'

/**
 * The results page's state lives in its URL: a control changes a few parameters of the current query
 * and pushes the new URL (one history entry per change, so back undoes it). While the next results
 * render, the list says it is busy (one tiny store shared by the controls and the list).
 */
let pending = false
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
function setPending(value: boolean) {
  if (pending === value) return
  pending = value
  for (const listener of listeners) listener()
}

export function useSearchPending(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => false,
  )
}

/** Changes to the query: a value sets the parameter, null removes it. */
export type QueryChanges = Record<string, string | null>

/** The query with `changes` applied; any change but a page's goes back to the first page. */
export function changedQuery(query: string, changes: QueryChanges): string {
  const params = new URLSearchParams(query)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(name)
    else params.set(name, value)
  }
  if (!('page' in changes)) params.delete('page')
  const text = params.toString()
  return text ? `?${text}` : ''
}

export function useSearchNavigation(path: string, query: string) {
  const router = useRouter()
  const [isPending, startTransition] = useTransition()
  useEffect(() => {
    setPending(isPending)
  }, [isPending])
  useEffect(() => () => setPending(false), [])
  const navigate = useCallback(
    (changes: QueryChanges) => startTransition(() => router.push(`${path}${changedQuery(query, changes)}`, { scroll: false })),
    [router, path, query],
  )
  return { navigate, isPending }
}
