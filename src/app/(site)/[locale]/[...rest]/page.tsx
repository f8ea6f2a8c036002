import { hasLocale } from 'next-intl'

import { DEFAULT_LOCALE } from '@/i18n/locales'
import { routing } from '@/i18n/routing'

import { localeOf } from '../locale-param'
import { NotFoundHere, notFoundMetadata } from '../not-found-here'

// Any path no route matches: the site's 404 page (spec §2), rendered once per path and kept in the
// bounded cache like any page, with a lifetime so that a stream of made-up paths expires from Redis.
export const dynamic = 'error'
export const revalidate = 3600

export function generateStaticParams() {
  return []
}

/** The 404's title in the path's language; a first segment that is no language (/api/nope) is English. */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  return notFoundMetadata(hasLocale(routing.locales, locale) ? locale : DEFAULT_LOCALE)
}

export default async function UnknownPage({ params }: { params: Promise<{ locale: string; rest: string[] }> }) {
  await localeOf(params)
  return <NotFoundHere />
}
