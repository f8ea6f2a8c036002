import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { firstParagraph, formatDay } from '@/components/policies/policy-text'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageHeader } from '@/components/ui/page-header'
import { SiteLink } from '@/components/ui/site-link'
import { getPolicies } from '@/data/policies'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'

import { localeOf } from '../locale-param'
import { pageMetadata } from '../page-metadata'

type Props = { params: Promise<{ locale: string }> }

// Static: rendered once per language, then served from the cache until a policy is published.
export const dynamic = 'error'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations()
  return pageMetadata({ locale, path: routes.policies(), title: t('policies.heading'), description: t('policies.intro') })
}

export default async function PoliciesPage({ params }: Props) {
  const locale = await localeOf(params)
  const [t, policies] = await Promise.all([getTranslations(), getPolicies()])

  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        <Breadcrumbs locale={locale} items={[{ label: t('policies.heading'), href: routes.policies() }]} />
      </div>
      <PageHeader eyebrow={t('footer.legal_heading')} title={t('policies.heading')} intro={t('policies.intro')} />

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <ul className="border-t border-ink/15">
          {policies.map((policy) => (
            <li
              key={policy.slug}
              className="group relative grid gap-3 border-b border-ink/15 py-8 transition-colors hover:bg-sand/60 md:grid-cols-12 md:items-baseline md:gap-8 md:px-4 lg:py-10"
            >
              <h2 className="font-display text-2xl leading-tight sm:text-3xl md:col-span-4">
                <SiteLink locale={locale} href={routes.policy(policy.slug)} className="after:absolute after:inset-0 group-hover:text-teal">
                  {pick(policy.name, locale)}
                </SiteLink>
              </h2>
              <p className="line-clamp-2 leading-relaxed text-ink-soft md:col-span-6">{firstParagraph(pick(policy.content, locale))}</p>
              {policy.updated_at && (
                <p className="text-sm text-ink-soft md:col-span-2 md:text-right">
                  <time dateTime={policy.updated_at}>{t('policies.updated', { date: formatDay(policy.updated_at, locale) })}</time>
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
