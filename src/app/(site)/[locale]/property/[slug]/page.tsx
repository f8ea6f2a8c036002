import type { Metadata } from 'next'

import { localeOf } from '../../locale-param'
import { NotFoundHere } from '../../not-found-here'
import { loadRatesHotel, RatesPage, ratesMetadata } from '../rates-page'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Static: one page per hotel and language, served from the cache until the hotel is published again
// (a dynamic read fails the build). An address with dates is rewritten to ./stay, drawn per request
// with its first rates (src/i18n/prefix-rules.ts); any other query is read by the browser.
export const dynamic = 'error'

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([localeOf(params), params])
  return ratesMetadata(locale, slug)
}

export default async function PropertyRatesPage({ params }: Props) {
  const [locale, { slug }] = await Promise.all([localeOf(params), params])
  const property = await loadRatesHotel(slug)
  if (!property) return <NotFoundHere />
  return <RatesPage locale={locale} property={property} search={new URLSearchParams()} />
}
