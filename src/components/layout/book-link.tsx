'use client'

import { usePathname } from 'next/navigation'
import type { ComponentProps } from 'react'

import { stripLanguagePrefix } from '@/i18n/resolve'
import { routes } from '@/i18n/routes'
import { SiteLink } from '../ui/site-link'

const HOTEL_PAGE = /^\/(?:listing|property)\/([a-z0-9][a-z0-9-]*)$/

/** Where "Book now" leads from a page: that hotel's rates on a hotel's pages, the list of hotels elsewhere. */
export function bookingHref(pathname: string): string {
  const slug = HOTEL_PAGE.exec(stripLanguagePrefix(pathname))?.[1]
  return slug ? routes.property(slug) : routes.listings()
}

/** The book button of the header and the menu: it follows the page the visitor is on. */
export function BookLink(props: Omit<ComponentProps<typeof SiteLink>, 'href'>) {
  return <SiteLink href={bookingHref(usePathname())} {...props} />
}
