import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PropertyCard } from '@/components/property/property-card'
import { ButtonStates } from '@/components/stylesheet/button-states'
import { ColourSwatches } from '@/components/stylesheet/colour-swatches'
import { FormSample } from '@/components/stylesheet/form-samples'
import { SampleLabel, ShowcaseSection } from '@/components/stylesheet/showcase-section'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageHeader } from '@/components/ui/page-header'
import { SiteLink } from '@/components/ui/site-link'
import { getAbout } from '@/data/about'
import { getCorporateProfile } from '@/data/corporate'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'
import { getPricedProperties } from '@/services/from-price'

import { localeOf } from '../locale-param'
import { pageMetadata } from '../page-metadata'

type Props = { params: Promise<{ locale: string }> }

const DISPLAY_SIZES = ['text-6xl', 'text-5xl', 'text-4xl', 'text-3xl', 'text-2xl'] as const
const SANS_SIZES = ['text-lg', 'text-base', 'text-sm', 'text-xs'] as const
const FORM_STATES = ['default', 'valid', 'invalid', 'disabled'] as const

// Static: rendered once per language. A page for the people who build the site, kept out of search
// engines (noindex, and not in the sitemap).
export const dynamic = 'error'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations()
  return {
    ...(await pageMetadata({ locale, path: routes.stylesheet(), title: t('stylesheet.heading'), description: t('stylesheet.intro') })),
    robots: { index: false, follow: true },
  }
}

export default async function StylesheetPage({ params }: Props) {
  const locale = await localeOf(params)
  const [t, profile, properties, about] = await Promise.all([getTranslations(), getCorporateProfile(), getPricedProperties(), getAbout()])
  const sample = properties[0]
  const hotels = properties.map((property) => pick(property.name, locale))
  const sections = [
    { id: 'colours', title: t('stylesheet.colours') },
    { id: 'typography', title: t('stylesheet.typography') },
    { id: 'buttons', title: t('stylesheet.buttons') },
    { id: 'forms', title: t('stylesheet.forms') },
    { id: 'cards', title: t('stylesheet.cards') },
    { id: 'badges', title: t('stylesheet.badges') },
    { id: 'breadcrumbs', title: t('stylesheet.breadcrumbs') },
  ]
  const displaySample = pick(profile.tagline, locale) || profile.name
  const bodySample = pick(profile.description, locale)
  const badge = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium tracking-wide'

  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        <Breadcrumbs locale={locale} items={[{ label: t('stylesheet.heading'), href: routes.stylesheet() }]} />
      </div>
      <PageHeader eyebrow={profile.name} title={t('stylesheet.heading')} intro={t('stylesheet.intro')}>
        <nav aria-label={t('stylesheet.contents')} className="mt-10">
          <ul className="flex flex-wrap gap-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-10 items-center rounded-full border border-ink/20 px-4 py-2 text-sm transition-colors hover:border-ink hover:bg-ink hover:text-ivory"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <ShowcaseSection id="colours" title={t('stylesheet.colours')}>
          <ColourSwatches
            labels={{
              contrast: t.raw('stylesheet.contrast') as string,
              grades: {
                text: t('stylesheet.contrast_text'),
                large: t('stylesheet.contrast_large'),
                none: t('stylesheet.contrast_none'),
              },
            }}
          />
        </ShowcaseSection>

        <ShowcaseSection id="typography" title={t('stylesheet.typography')}>
          <div className="grid gap-16 lg:grid-cols-2 lg:gap-12">
            <div>
              <SampleLabel>
                {t('stylesheet.display')} · <code className="normal-case tracking-normal">font-display</code>
              </SampleLabel>
              <ul className="mt-6 space-y-6">
                {DISPLAY_SIZES.map((size) => (
                  <li key={size} className="border-b border-ink/10 pb-6">
                    <code className="text-xs text-ink-soft">{size}</code>
                    <p className={`mt-2 font-display leading-tight ${size}`}>{displaySample}</p>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <SampleLabel>
                {t('stylesheet.sans')} · <code className="normal-case tracking-normal">font-sans</code>
              </SampleLabel>
              <ul className="mt-6 space-y-6">
                {SANS_SIZES.map((size) => (
                  <li key={size} className="border-b border-ink/10 pb-6">
                    <code className="text-xs text-ink-soft">{size}</code>
                    <p className={`mt-2 leading-relaxed ${size}`}>{bodySample}</p>
                  </li>
                ))}
                <li className="border-b border-ink/10 pb-6">
                  <code className="text-xs text-ink-soft">.eyebrow</code>
                  <p className="eyebrow mt-2">
                    {t('stylesheet.eyebrow')} · {t('about.galleries_eyebrow')}
                  </p>
                </li>
                <li>
                  <code className="text-xs text-ink-soft">.prose-hotel</code>
                  <div
                    className="prose-hotel mt-2 text-ink-soft"
                    // Sanitized to the spec §5 allowlist in src/data (no attributes, no scripts).
                    dangerouslySetInnerHTML={{ __html: pick(about.content, locale).split('</p>')[0] + '</p>' }}
                  />
                </li>
              </ul>
            </div>
          </div>
        </ShowcaseSection>

        <ShowcaseSection id="buttons" title={t('stylesheet.buttons')}>
          <ButtonStates
            primary={t('nav.book_now')}
            outline={t('property.view_rooms')}
            labels={{
              default: t('stylesheet.state_default'),
              hover: t('stylesheet.state_hover'),
              focus: t('stylesheet.state_focus'),
              disabled: t('stylesheet.state_disabled'),
              loading: t('stylesheet.state_loading'),
              busy: t('site.loading'),
            }}
          />
        </ShowcaseSection>

        <ShowcaseSection id="forms" title={t('stylesheet.forms')}>
          <div className="grid gap-8 md:grid-cols-2 xl:grid-cols-4">
            {FORM_STATES.map((state) => (
              <FormSample
                key={state}
                state={state}
                hotels={hotels}
                labels={{
                  state: t(`stylesheet.state_${state}`),
                  email: t('form.email'),
                  hotel: t('career.hotel'),
                  chooseHotel: t('stylesheet.choose_hotel'),
                  message: t('form.message'),
                  consent: t('stylesheet.consent'),
                  contactBy: t('stylesheet.contact_by'),
                  phone: t('form.phone'),
                  emailInvalid: t('form.invalid', { field: t('form.email') }),
                  required: t('form.required'),
                  messageSample: t('faq.contact_heading'),
                }}
              />
            ))}
          </div>
        </ShowcaseSection>

        <ShowcaseSection id="cards" title={t('stylesheet.cards')}>
          <ul className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
            {sample && (
              <li>
                <SampleLabel>PropertyCard</SampleLabel>
                <PropertyCard property={sample} locale={locale} />
              </li>
            )}
            <li className="lg:col-span-2">
              <SampleLabel>bg-sand</SampleLabel>
              <div className="bg-sand px-6 py-10 sm:px-10">
                <p className="eyebrow">{t('footer.help_heading')}</p>
                <p className="mt-3 font-display text-3xl">{t('faq.contact_heading')}</p>
                <p className="mt-3 max-w-xl leading-relaxed text-ink-soft">{t('faq.contact_text')}</p>
                <SiteLink locale={locale} href={routes.contact()} className="btn-primary mt-6">
                  {t('footer.contact')}
                </SiteLink>
              </div>
            </li>
          </ul>
        </ShowcaseSection>

        <ShowcaseSection id="badges" title={t('stylesheet.badges')}>
          <ul className="flex flex-wrap items-center gap-3">
            <li className={`${badge} bg-terracotta text-ivory`}>{t('offers.discount', { percent: 20 })}</li>
            <li className={`${badge} bg-teal text-ivory`}>{t('property.refundable')}</li>
            <li className={`${badge} border border-ink/30 text-ink`}>{t('property.non_refundable')}</li>
            <li className={`${badge} bg-sand text-ink`}>{t('career.type_full_time')}</li>
            <li className={`${badge} border border-brass text-brass`}>{t('offers.promo_code', { code: 'AURELIA' })}</li>
            <li className={`${badge} bg-ink text-ivory`}>{t('property.board_breakfast')}</li>
          </ul>
        </ShowcaseSection>

        <ShowcaseSection id="breadcrumbs" title={t('stylesheet.breadcrumbs')}>
          {sample && (
            <Breadcrumbs
              label={`${t('site.breadcrumb')}: ${pick(sample.name, locale)}`}
              locale={locale}
              items={[
                { label: t('nav.hotels'), href: routes.listings() },
                { label: pick(sample.name, locale), href: routes.listing(sample.slug) },
              ]}
            />
          )}
        </ShowcaseSection>
      </div>
    </>
  )
}
