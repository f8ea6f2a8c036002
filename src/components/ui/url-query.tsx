'use client'

import { useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useState } from 'react'

/**
 * The address's query string on a static page, without giving up the server's HTML.
 *
 * `useSearchParams` on a prerendered page renders nothing on the server up to the nearest Suspense
 * boundary, and the browser then swaps that boundary's fallback for a new tree: a visitor who had already
 * tabbed into it loses the focus. Here the reader is an empty leaf in its own boundary that hands the
 * query up, so the page's own markup is hydrated in place and only re-rendered with the query.
 * `null` until the page has hydrated (the server's render is the one for no query).
 */
export function useUrlQuery(): [URLSearchParams | null, React.ReactNode] {
  const [query, setQuery] = useState<URLSearchParams | null>(null)
  const reader = (
    <Suspense fallback={null}>
      <QueryReader onChange={setQuery} />
    </Suspense>
  )
  return [query, reader]
}

function QueryReader({ onChange }: { onChange: (query: URLSearchParams) => void }) {
  const query = useSearchParams()
  useEffect(() => onChange(new URLSearchParams(query.toString())), [query, onChange])
  return null
}
