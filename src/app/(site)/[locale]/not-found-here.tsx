import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import type { Locale } from '@/i18n/locales'

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

/**
 * The <title> of a 404 ("Page not found" in the page's language; the layout's template adds the site).
 * The language is passed, never read from the request: metadata is drawn apart from the page, and a
 * static route that reads request headers fails (a 500 for /api/nope, whose first segment is no language).
 */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'error' })
  return { title: t('not_found_title'), robots: { index: false } }
}
