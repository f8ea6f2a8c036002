import type React from 'react'

import type { Locale } from '@/i18n/locales'
import { Icon } from '../ui/icon'
import { SiteLink } from '../ui/site-link'

export interface CareerCardView {
  slug: string
  title: string
  department: string
  hotel: string
  /** The hotel's page (a route-table path), when the position is at one of the hotels. */
  hotelHref: string | null
  location: string
  contract: string
  /** Sanitised HTML (spec §5 allowlist). */
  description: string
  email: string
}

/** One open position: what, where and on which terms, the description, and how to apply. */
export function CareerCard({
  job,
  locale,
  labels,
}: {
  job: CareerCardView
  locale: Locale
  labels: { hotel: string; location: string; contract: string; apply: string; applyHint: string }
}) {
  const headingId = `job-${job.slug}`
  const mailto = `mailto:${job.email}?subject=${encodeURIComponent(job.title)}`
  return (
    <li className="border-t border-ink/15 py-12 first:border-t-0 first:pt-4 lg:py-16">
      <article aria-labelledby={headingId} className="grid gap-8 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-4">
          {job.department && <p className="eyebrow">{job.department}</p>}
          <h2 id={headingId} className="mt-3 font-display text-3xl leading-tight sm:text-4xl">
            {job.title}
          </h2>
          <dl className="mt-6 space-y-3 text-sm">
            <Fact
              icon="key"
              term={labels.hotel}
              detail={
                job.hotelHref ? (
                  <SiteLink locale={locale} href={job.hotelHref} className="underline decoration-ink/30 underline-offset-4 hover:decoration-ink">
                    {job.hotel}
                  </SiteLink>
                ) : (
                  job.hotel
                )
              }
            />
            {job.location && <Fact icon="map-pin" term={labels.location} detail={job.location} />}
            <Fact icon="clock" term={labels.contract} detail={job.contract} />
          </dl>
        </div>
        <div className="lg:col-span-7 lg:col-start-6">
          <div
            className="prose-hotel text-base text-ink-soft"
            // Sanitized to the spec §5 allowlist in src/data (no attributes, no scripts).
            dangerouslySetInnerHTML={{ __html: job.description }}
          />
          {job.email && (
            <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
              <a href={mailto} className="btn-primary shrink-0 self-start">
                <Icon name="mail" className="h-4 w-4" />
                {labels.apply}
                <span className="sr-only">: {job.title}</span>
              </a>
              <p className="text-sm text-ink-soft">{labels.applyHint}</p>
            </div>
          )}
        </div>
      </article>
    </li>
  )
}

function Fact({ icon, term, detail }: { icon: string; term: string; detail: React.ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <dt className="mt-0.5 shrink-0 text-brass">
        <Icon name={icon} className="h-4 w-4" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd>{detail}</dd>
    </div>
  )
}
