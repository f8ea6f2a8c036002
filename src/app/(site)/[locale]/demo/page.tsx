import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { EnquiryForm } from '@/components/forms/enquiry-form'
import { enquiryFormLabels } from '@/components/forms/enquiry-labels'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageHeader } from '@/components/ui/page-header'
import { SiteLink } from '@/components/ui/site-link'
import { routes } from '@/i18n/routes'

import { localeOf } from '../locale-param'
import { pageMetadata } from '../page-metadata'

type Props = { params: Promise<{ locale: string }> }

// Static: rendered once per language, then served from the cache; the form is a client component.
export const dynamic = 'error'

const COVERED = ['demo.expect_1', 'demo.expect_2', 'demo.expect_3'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations()
  return pageMetadata({ locale, path: routes.demo(), title: t('demo.title'), description: t('demo.intro') })
}

export default async function DemoPage({ params }: Props) {
  const locale = await localeOf(params)
  const [t, formLabels] = await Promise.all([getTranslations(), enquiryFormLabels('demo')])
  const title = t('demo.title')

  return (
    <>
      <PageHeader eyebrow={t('host.eyebrow')} title={title} intro={t('demo.intro')}>
        <Breadcrumbs className="mt-8" locale={locale} items={[{ label: title, href: routes.demo() }]} />
      </PageHeader>

      <div className="mx-auto grid max-w-7xl gap-16 px-4 pb-24 pt-6 [word-break:auto-phrase] sm:px-6 lg:grid-cols-12 lg:gap-12 lg:px-8">
        <section aria-labelledby="demo-covers" className="lg:col-span-4">
          <div className="bg-sand p-8 sm:p-10">
            <h2 id="demo-covers" className="font-display text-2xl sm:text-3xl">
              {t('demo.expect_heading')}
            </h2>
            <ol className="mt-8 space-y-7">
              {COVERED.map((key, index) => (
                <li key={key} className="flex gap-5">
                  <span aria-hidden="true" className="w-9 shrink-0 font-display text-3xl leading-none text-brass lining-nums">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <p className="text-sm leading-relaxed text-ink">{t(key)}</p>
                </li>
              ))}
            </ol>
          </div>
          <SiteLink
            locale={locale}
            href={routes.host()}
            className="mt-8 inline-flex items-center gap-2 py-1 text-sm font-medium text-brass underline-offset-4 hover:underline"
          >
            {t('demo.host_link')}
            <span aria-hidden="true">→</span>
          </SiteLink>
        </section>

        <section aria-labelledby="demo-form-heading" className="lg:col-span-7 lg:col-start-6">
          <h2 id="demo-form-heading" className="font-display text-3xl sm:text-4xl">
            {t('demo.form_heading')}
          </h2>
          <div className="mt-8">
            <EnquiryForm kind="demo" labels={formLabels} />
          </div>
        </section>
      </div>
    </>
  )
}
