import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { groupByCountry, HotelDirectory } from '@/components/contact/hotel-directory'
import { EnquiryForm } from '@/components/forms/enquiry-form'
import { enquiryFormLabels } from '@/components/forms/enquiry-labels'
import { JsonLd } from '@/components/seo/json-ld'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { Icon } from '@/components/ui/icon'
import { PageHeader } from '@/components/ui/page-header'
import { getPropertyContacts } from '@/data/contacts'
import { getCorporateProfile } from '@/data/corporate'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'
import { absoluteUrl } from '@/lib/site-url'

import { localeOf } from '../locale-param'
import { pageMetadata } from '../page-metadata'

type Props = { params: Promise<{ locale: string }> }

// Static: rendered once per language, then served from the cache; the form is a client component.
export const dynamic = 'error'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations()
  return pageMetadata({ locale, path: routes.contact(), title: t('contact.heading'), description: t('contact.intro') })
}

export default async function ContactPage({ params }: Props) {
  const locale = await localeOf(params)
  const [t, profile, hotels, formLabels] = await Promise.all([getTranslations(), getCorporateProfile(), getPropertyContacts(), enquiryFormLabels('contact')])
  const groups = groupByCountry(hotels, locale)
  const title = t('contact.heading')
  const officeAddress = pick(profile.address, locale)

  return (
    <>
      <PageHeader eyebrow={profile.name} title={title} intro={t('contact.intro')}>
        <Breadcrumbs className="mt-8" locale={locale} items={[{ label: title, href: routes.contact() }]} />
      </PageHeader>

      <div className="mx-auto grid max-w-7xl gap-16 px-4 pb-24 [word-break:auto-phrase] sm:px-6 lg:grid-cols-12 lg:gap-12 lg:px-8">
        <section aria-labelledby="contact-form-heading" className="lg:col-span-7">
          <h2 id="contact-form-heading" className="font-display text-3xl sm:text-4xl">
            {t('contact.form_heading')}
          </h2>
          <div className="mt-8">
            <EnquiryForm
              kind="contact"
              labels={formLabels}
              properties={groups.map((group) => ({
                label: group.name,
                options: group.hotels.map((hotel) => ({ slug: hotel.slug, name: pick(hotel.name, locale) })),
              }))}
            />
          </div>
        </section>

        <aside aria-labelledby="head-office-heading" className="lg:col-span-4 lg:col-start-9">
          <div className="bg-sand p-8 sm:p-10 lg:sticky lg:top-28">
            <p className="eyebrow">{profile.name}</p>
            <h2 id="head-office-heading" className="mt-3 font-display text-2xl sm:text-3xl">
              {t('contact.head_office')}
            </h2>
            <dl className="mt-6 space-y-5 text-sm leading-relaxed">
              {officeAddress && (
                <div className="flex gap-4">
                  <dt className="shrink-0">
                    <Icon name="map-pin" className="h-5 w-5 text-brass" />
                    <span className="sr-only">{t('property.address')}</span>
                  </dt>
                  <dd>{officeAddress}</dd>
                </div>
              )}
              {profile.phone && (
                <div className="flex gap-4">
                  <dt className="shrink-0">
                    <Icon name="phone" className="h-5 w-5 text-brass" />
                    <span className="sr-only">{t('property.phone')}</span>
                  </dt>
                  <dd>
                    <a href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`} className="inline-block py-0.5 underline-offset-4 hover:underline">
                      {profile.phone}
                    </a>
                  </dd>
                </div>
              )}
              {profile.email && (
                <div className="flex gap-4">
                  <dt className="shrink-0">
                    <Icon name="mail" className="h-5 w-5 text-brass" />
                    <span className="sr-only">{t('property.email')}</span>
                  </dt>
                  <dd className="min-w-0">
                    <a href={`mailto:${profile.email}`} className="inline-block break-all py-0.5 underline-offset-4 hover:underline">
                      {profile.email}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </div>
        </aside>
      </div>

      <section aria-labelledby="hotels-heading" className="border-t border-ink/10 bg-white/40 py-20 [word-break:auto-phrase] lg:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="hotels-heading" className="font-display text-3xl sm:text-4xl lg:text-5xl">
            {t('contact.hotels_heading')}
          </h2>
          <p className="mt-4 max-w-2xl leading-relaxed text-ink-soft">{t('contact.hotels_intro')}</p>
          <div className="mt-14">
            <HotelDirectory groups={groups} locale={locale} labels={{ address: t('property.address'), phone: t('property.phone'), email: t('property.email') }} />
          </div>
        </div>
      </section>

      <JsonLd
        data={{
          '@type': 'ContactPage',
          name: title,
          url: absoluteUrl(localizedPath(locale, routes.contact())),
          mainEntity: {
            '@type': 'Organization',
            name: profile.name,
            ...(profile.email ? { email: profile.email } : {}),
            ...(profile.phone ? { telephone: profile.phone } : {}),
            ...(officeAddress ? { address: officeAddress } : {}),
            subOrganization: hotels.map((hotel) => ({
              '@type': 'Hotel',
              name: pick(hotel.name, locale),
              url: absoluteUrl(localizedPath(locale, routes.listing(hotel.slug))),
              ...(pick(hotel.address, locale) ? { address: pick(hotel.address, locale) } : {}),
              ...(hotel.phone ? { telephone: hotel.phone } : {}),
              ...(hotel.email ? { email: hotel.email } : {}),
            })),
          },
        }}
      />
    </>
  )
}
