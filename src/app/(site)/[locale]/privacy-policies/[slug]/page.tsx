import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { firstParagraph, formatDay, outlinePolicy } from '@/components/policies/policy-text'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { SiteLink } from '@/components/ui/site-link'
import { getPolicies, getPolicyBySlug } from '@/data/policies'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'
import { isValidSlug } from '@/lib/validators'

import { localeOf } from '../../locale-param'
import { NotFoundHere, notFoundMetadata } from '../../not-found-here'
import { pageMetadata } from '../../page-metadata'

type Props = { params: Promise<{ locale: string; slug: string }> }

/** A table of contents helps from this many sections on. */
const TOC_MIN_SECTIONS = 2

// Static: each policy is rendered on its first request per language, then served from the cache.
export const dynamic = 'error'

export function generateStaticParams() {
  return []
}

async function load(slug: string) {
  return isValidSlug(slug) ? getPolicyBySlug(slug) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([localeOf(params), params])
  const policy = await load(slug)
  if (!policy) return notFoundMetadata(locale)
  return pageMetadata({
    locale,
    path: routes.policy(policy.slug),
    title: pick(policy.name, locale),
    description: firstParagraph(pick(policy.content, locale)).slice(0, 200),
    type: 'article',
  })
}

export default async function PolicyPage({ params }: Props) {
  const [locale, { slug }] = await Promise.all([localeOf(params), params])
  const policy = await load(slug)
  if (!policy) return <NotFoundHere />
  const [t, policies] = await Promise.all([getTranslations(), getPolicies()])
  const name = pick(policy.name, locale)
  const { html, headings } = outlinePolicy(pick(policy.content, locale))
  const others = policies.filter((other) => other.slug !== policy.slug)

  return (
    <article>
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        <Breadcrumbs
          locale={locale}
          items={[
            { label: t('policies.heading'), href: routes.policies() },
            { label: name, href: routes.policy(policy.slug) },
          ]}
        />
      </div>
      <header className="mx-auto max-w-7xl px-4 pb-12 pt-16 sm:px-6 lg:px-8 lg:pt-20">
        <p className="eyebrow">{t('footer.legal_heading')}</p>
        <h1 className="mt-3 max-w-4xl font-display text-4xl leading-[1.08] sm:text-5xl lg:text-6xl">{name}</h1>
        {policy.updated_at && (
          <p className="mt-6 text-sm text-ink-soft">
            <time dateTime={policy.updated_at}>
              {t('policies.last_updated', {
                date: formatDay(policy.updated_at, locale),
              })}
            </time>
          </p>
        )}
      </header>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid gap-16 border-t border-ink/15 pt-12 lg:grid-cols-12 lg:gap-12 lg:pt-16">
          <div
            className="prose-hotel max-w-[68ch] text-base text-ink-soft sm:text-lg lg:col-span-7 [&_h2]:mb-4 [&_h2]:mt-12 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:text-ink [&_h2:first-child]:mt-0 [&_strong]:font-semibold [&_strong]:text-ink"
            // Sanitized to the spec §5 allowlist in src/data; outlinePolicy only adds ids to headings.
            dangerouslySetInnerHTML={{ __html: html }}
          />

          <aside className="space-y-12 lg:col-span-4 lg:col-start-9">
            {headings.length >= TOC_MIN_SECTIONS && (
              <nav aria-labelledby="policy-toc" className="lg:sticky lg:top-28">
                <h2 id="policy-toc" className="eyebrow">
                  {t('policies.toc')}
                </h2>
                <ol className="mt-4 space-y-1 border-l border-ink/15 text-sm">
                  {headings.map((heading) => (
                    <li key={heading.id}>
                      <a href={`#${heading.id}`} className="-ml-px block border-l-2 border-transparent py-1.5 pl-4 hover:border-brass hover:text-ink">
                        {heading.text}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            )}
            {others.length > 0 && (
              <nav aria-labelledby="policy-others" className="bg-sand px-6 py-8">
                <h2 id="policy-others" className="eyebrow">
                  {t('policies.other')}
                </h2>
                <ul className="mt-4 space-y-3">
                  {others.map((other) => (
                    <li key={other.slug}>
                      <SiteLink locale={locale} href={routes.policy(other.slug)} className="font-display text-xl underline-offset-4 hover:text-teal hover:underline">
                        {pick(other.name, locale)}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </aside>
        </div>
      </div>
    </article>
  )
}
