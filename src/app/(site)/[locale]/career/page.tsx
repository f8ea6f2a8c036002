import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import { CareerBoard, type CareerFilterOption } from '@/components/careers/career-board'
import { CareerCard } from '@/components/careers/career-card'
import { CareerFilter } from '@/components/careers/career-filter'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { Icon } from '@/components/ui/icon'
import { PageHeader } from '@/components/ui/page-header'
import { getCareerOpenings } from '@/data/careers'
import { getCorporateProfile } from '@/data/corporate'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'

import { localeOf } from '../locale-param'
import { pageMetadata } from '../page-metadata'

type Props = { params: Promise<{ locale: string }> }

/** The ?property= value of positions at the head office (they belong to no hotel). */
const HEAD_OFFICE = 'head-office'

const CONTRACTS = ['full_time', 'part_time', 'internship', 'seasonal'] as const

// Static: rendered once per language; the ?property= filter is applied in the browser.
export const dynamic = 'error'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations()
  return pageMetadata({ locale, path: routes.careers(), title: t('career.heading'), description: t('career.intro') })
}

export default async function CareerPage({ params }: Props) {
  const locale = await localeOf(params)
  const [t, openings, profile] = await Promise.all([getTranslations(), getCareerOpenings(), getCorporateProfile()])
  const contractLabel = (type: string) => ((CONTRACTS as readonly string[]).includes(type) ? t(`career.type_${type as (typeof CONTRACTS)[number]}`) : type)
  const jobs = openings.map((job) => ({
    key: job.property ?? HEAD_OFFICE,
    view: {
      slug: job.slug,
      title: pick(job.title, locale),
      department: pick(job.department, locale),
      hotel: pick(job.property_name, locale) || t('career.head_office'),
      hotelHref: job.property ? routes.listing(job.property) : null,
      location: pick(job.location, locale),
      contract: contractLabel(job.employment_type),
      description: pick(job.description, locale),
      email: job.apply_email || profile.email,
    },
  }))

  const options: CareerFilterOption[] = []
  for (const job of jobs) {
    const option = options.find((candidate) => candidate.value === job.key)
    if (option) option.count += 1
    else options.push({ value: job.key, label: job.view.hotel, count: 1 })
  }
  const countTemplates = Object.fromEntries(Array.from({ length: jobs.length + 1 }, (_, count) => [count, t('career.count', { count })]))
  const cardLabels = {
    hotel: t('career.hotel'),
    location: t('career.location'),
    contract: t('career.contract'),
    apply: t('career.apply'),
  }
  const cards = jobs.map((job) => (
    <CareerCard key={job.view.slug} job={job.view} locale={locale} labels={{ ...cardLabels, applyHint: t('career.apply_hint', { email: job.view.email }) }} />
  ))
  const path = localizedPath(locale, routes.careers())
  const filterLabels = { filter: t('career.filter_label'), all: t('career.all_hotels') }

  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        <Breadcrumbs locale={locale} items={[{ label: t('career.heading'), href: routes.careers() }]} />
      </div>
      <PageHeader eyebrow={t('career.eyebrow')} title={t('career.heading')} intro={t('career.intro')} />

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {jobs.length === 0 ? (
          <div className="flex flex-col items-start gap-4 bg-sand px-6 py-12 sm:px-12">
            <Icon name="users" className="h-8 w-8 text-brass" />
            <h2 className="font-display text-3xl">{t('career.empty_heading')}</h2>
            <p className="max-w-xl leading-relaxed text-ink-soft">{t('career.empty_text', { email: profile.email })}</p>
            <a href={`mailto:${profile.email}`} className="btn-outline mt-2 hover:border-ink hover:bg-ink hover:text-ivory">
              <Icon name="mail" className="h-4 w-4" />
              {profile.email}
            </a>
          </div>
        ) : (
          <Suspense
            fallback={
              <CareerBoard path={path} options={options} selected={null} total={jobs.length} countLabel={countTemplates[jobs.length] ?? ''} labels={filterLabels}>
                {cards}
              </CareerBoard>
            }
          >
            <CareerFilter path={path} options={options} keys={jobs.map((job) => job.key)} countTemplates={countTemplates} labels={filterLabels}>
              {cards}
            </CareerFilter>
          </Suspense>
        )}
      </div>
    </>
  )
}
