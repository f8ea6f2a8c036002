import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import NotFound from './not-found'

function Missing(): never {
  notFound()
}

/**
 * What a page returns instead of calling `notFound()` itself: a 404 whose page is drawn on the server.
 * Next.js answers a `notFound()` thrown outside any Suspense boundary with an empty HTML body and draws
 * the 404 page in the browser only (vercel/next.js#62228), so a crawler sees nothing. Thrown inside a
 * boundary, the response is still a 404 and React writes the boundary's fallback — the 404 page, with
 * its path — into the HTML; in the browser Next's not-found boundary then draws the same page.
 */
export function NotFoundHere() {
  return (
    <Suspense fallback={<NotFound />}>
      <Missing />
    </Suspense>
  )
}
