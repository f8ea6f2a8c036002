'use client'

import { usePathname } from 'next/navigation'
import { type ComponentProps, useEffect, useSyncExternalStore } from 'react'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { stripLanguagePrefix } from '@/i18n/resolve'
import { routes } from '@/i18n/routes'
import { SiteLink } from '../ui/site-link'

/** The attribute that marks the book links, for PageBooking's script. */
const BOOK_LINK = 'data-book-link'

const HOTEL_PAGE = /^\/(?:listing|property)\/([a-z0-9][a-z0-9-]*)$/

/** Where "Book now" leads from a page: that hotel's rates on a hotel's pages, the list of hotels elsewhere. */
export function bookingHref(pathname: string): string {
  const slug = HOTEL_PAGE.exec(stripLanguagePrefix(pathname))?.[1]
  return slug ? routes.property(slug) : routes.listings()
}

// The rates page a page about exactly one hotel names (a one-hotel offer or city): the header is drawn
// by the layout, which does not know the page, so the page tells it through this small store.
let pageBooking: string | null = null
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const setPageBooking = (href: string | null) => {
  pageBooking = href
  for (const listener of listeners) listener()
}

/**
 * Rendered by a page about exactly one hotel: while it is shown, "Book now" leads to `href`, that hotel's
 * rates page (a path from the route table, with a query such as an offer's code and stay).
 *
 * The header comes before the page in the HTML, drawn by a layout that does not know the page: a small
 * script right here points its book links at the hotel as the browser parses the page, so a tap before
 * the page has hydrated (a slow phone) books the same hotel. Hydration keeps that href (React does not
 * rewrite an attribute it hydrates) until the store below takes over.
 */
export function PageBooking({ locale, href }: { locale: Locale; href: string }) {
  useEffect(() => {
    setPageBooking(href)
    return () => setPageBooking(null)
  }, [href])
  const target = JSON.stringify(localizedPath(locale, href)).replace(/</g, '\\u003c')
  return (
    <script
      // Runs once, as the HTML is parsed; React does not run a script it draws later (a client navigation).
      dangerouslySetInnerHTML={{ __html: `for(const a of document.querySelectorAll('a[${BOOK_LINK}]'))a.setAttribute('href',${target})` }}
    />
  )
}

/** The book button of the header and the menu: it follows the page the visitor is on. */
export function BookLink(props: Omit<ComponentProps<typeof SiteLink>, 'href'>) {
  const pathname = usePathname()
  const named = useSyncExternalStore(
    subscribe,
    () => pageBooking,
    () => null,
  )
  return <SiteLink href={named ?? bookingHref(pathname)} {...{ [BOOK_LINK]: '' }} {...props} />
}
