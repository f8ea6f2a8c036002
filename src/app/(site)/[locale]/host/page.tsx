import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { EnquiryForm } from '@/components/forms/enquiry-form'
import { enquiryFormLabels } from '@/components/forms/enquiry-labels'
import { SellingPointList } from '@/components/host/selling-point-list'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { Picture } from '@/components/ui/picture'
import { SiteLink } from '@/components/ui/site-link'
import { getHostContent } from '@/data/host'
import { getHostUsps } from '@/data/selling-points'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'

import { localeOf } from '../locale-param'
import { pageMetadata } from '../page-metadata'

type Props = { params: Promise<{ locale: string }> }

// Static: rendered once per language, then served from the cache; the form is a client component.
export const dynamic = 'error'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const host = await getHostContent()
  return pageMetadata({
    locale,
    path: routes.host(),
    title: pick(host.title, locale),
    description: pick(host.intro, locale),
    image: host.image,
  })
}

export default async function HostPage({ params }: Props) {
  const locale = await localeOf(params)
  const [t, host, usps, formLabels] = await Promise.all([getTranslations(), getHostContent(), getHostUsps(), enquiryFormLabels('host')])
  const title = pick(host.title, locale)
  const cta = pick(host.cta, locale)
  const content = pick(host.content, locale)

  return (
    <>
      <header className="relative isolate overflow-hidden bg-ink text-ivory [word-break:auto-phrase]">
        <Picture image={host.image} alt={pick(host.image?.alt, locale)} sizes="100vw" priority className="absolute inset-0 -z-10 h-full w-full object-cover" />
        {/* A scrim for AA contrast: even on phones, where the text spans the picture; to the left on wide screens. */}
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-ink/75 lg:bg-transparent lg:bg-gradient-to-r lg:from-ink/90 lg:via-ink/70 lg:to-ink/30" />
        <div className="mx-auto flex min-h-[60vh] max-w-7xl flex-col justify-end px-4 pb-16 pt-32 sm:px-6 lg:min-h-[68vh] lg:px-8 lg:pb-20">
          <Breadcrumbs
            className="!text-ivory/85 [&_a:hover]:!text-ivory [&_span[aria-current]]:!text-ivory"
            locale={locale}
            items={[{ label: title, href: routes.host() }]}
          />
          <p className="eyebrow mt-10 !text-brass-light">{t('host.eyebrow')}</p>
          <h1 className="mt-4 max-w-3xl text-balance font-display text-4xl leading-[1.08] sm:text-6xl">{title}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ivory/90">{pick(host.intro, locale)}</p>
          {cta && (
            <a href="#enquire" className="btn-primary mt-10 self-start !bg-ivory !text-ink hover:!bg-sand">
              {cta}
            </a>
          )}
        </div>
      </header>

      {content && (
        <section className="mx-auto max-w-3xl px-4 py-20 sm:px-6 lg:py-28">
          <div
            className="prose-hotel text-lg text-ink-soft [&>p:first-child]:font-display [&>p:first-child]:text-xl [&>p:first-child]:leading-snug [&>p:first-child]:text-ink sm:[&>p:first-child]:text-3xl [word-break:auto-phrase]"
            // Sanitised to the spec §5 allowlist in src/data (no attributes, no scripts).
            dangerouslySetInnerHTML={{ __html: content }}
          />
        </section>
      )}

      {usps.length > 0 && (
        <section aria-labelledby="host-usps" className="bg-sand py-20 [word-break:auto-phrase] lg:py-24">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="host-usps" className="max-w-2xl font-display text-3xl leading-tight sm:text-4xl lg:text-5xl">
              {t('host.usp_heading')}
            </h2>
            <div className="mt-14">
              <SellingPointList points={usps} locale={locale} />
            </div>
          </div>
        </section>
      )}

      <section id="enquire" aria-labelledby="host-form-heading" className="mx-auto max-w-7xl scroll-mt-24 px-4 py-20 [word-break:auto-phrase] sm:px-6 lg:px-8 lg:py-28">
        <div className="grid gap-12 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <p className="eyebrow">{t('host.eyebrow')}</p>
            <h2 id="host-form-heading" className="mt-3 font-display text-3xl leading-tight sm:text-4xl">
              {cta || t('contact.form_heading')}
            </h2>
            <p className="mt-5 leading-relaxed text-ink-soft">{t('host.form_intro')}</p>
            <SiteLink
              locale={locale}
              href={routes.demo()}
              className="mt-8 inline-flex items-center gap-2 py-1 text-sm font-medium text-brass underline-offset-4 hover:underline"
            >
              {t('host.demo_link')}
              <span aria-hidden="true">→</span>
            </SiteLink>
          </div>
          <div className="lg:col-span-7 lg:col-start-6">
            <EnquiryForm kind="host" labels={formLabels} />
          </div>
        </div>
      </section>
    </>
  )
}
