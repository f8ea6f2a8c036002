import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { localeOf } from '../../../locale-param'
import { notFoundMetadata } from '../../../not-found-here'
import { asksForDates, loadRatesHotel, RatesPage, ratesMetadata, type SearchRecord, searchOf } from '../../rates-page'

type Props = { params: Promise<{ locale: string; slug: string }>; searchParams: Promise<SearchRecord> }

/*
 * A rates page for a stay: `/property/{slug}?check_in=…` is rewritten here (src/i18n/prefix-rules.ts)
 * and drawn per request with the first rates for the address's stay; the undated page stays static.
 * Asked for by this path without dates, it is no page (404): its one address is the rewritten one.
 */

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [locale, { slug }, search] = await Promise.all([localeOf(params), params, searchParams.then(searchOf)])
  if (!asksForDates(search)) return notFoundMetadata(locale)
  return ratesMetadata(locale, slug)
}

export default async function PropertyStayRatesPage({ params, searchParams }: Props) {
  const [locale, { slug }, search] = await Promise.all([localeOf(params), params, searchParams.then(searchOf)])
  const property = asksForDates(search) ? await loadRatesHotel(slug) : null
  // Drawn per request and streamed: an unknown hotel must be refused before the first byte (outside any
  // Suspense boundary), or the answer would already be a 200 when the 404 is known.
  if (!property) notFound()
  return <RatesPage locale={locale} property={property} search={search} />
}
