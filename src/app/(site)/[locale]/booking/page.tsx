import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { bookingLabels } from '@/components/booking/booking-labels'
import { ManageBookingLater } from '@/components/booking/manage-booking-later'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageHeader } from '@/components/ui/page-header'
import { localeTag } from '@/i18n/locales'
import { routes } from '@/i18n/routes'

import { localeOf } from '../locale-param'
import { pageMetadata } from '../page-metadata'

type Props = { params: Promise<{ locale: string }> }

// Static shell per language; the lookup and the cancellation are calls of the booking API in the browser.
export const dynamic = 'error'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations('booking')
  return {
    ...(await pageMetadata({ locale, path: routes.manageBooking(), title: t('manage_heading'), description: t('manage_intro') })),
    // A guest's own tool, not a page to find in a search engine.
    robots: { index: false, follow: true },
  }
}

export default async function ManageBookingPage({ params }: Props) {
  const locale = await localeOf(params)
  const [t, labels] = await Promise.all([getTranslations('booking'), bookingLabels()])
  const title = t('manage_heading')
  return (
    <>
      <PageHeader title={title} intro={t('manage_intro')}>
        <Breadcrumbs className="mt-8" locale={locale} items={[{ label: title, href: routes.manageBooking() }]} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <ManageBookingLater labels={labels} localeTag={localeTag(locale)} />
      </div>
    </>
  )
}
