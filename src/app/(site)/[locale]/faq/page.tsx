import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { FaqItem } from '@/components/faq/faq-item'
import { JsonLd } from '@/components/seo/json-ld'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { PageHeader } from '@/components/ui/page-header'
import { SiteLink } from '@/components/ui/site-link'
import { getFaqs, groupFaqsByCategory } from '@/data/faqs'
import { getAllProperties, getPropertyBySlug } from '@/data/properties'
import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'
import { absoluteUrl } from '@/lib/site-url'

import { localeOf } from '../locale-param'
import { pageMetadata } from '../page-metadata'

type Props = { params: Promise<{ locale: string }> }

interface HotelTimes {
  slug: string
  name: string
  checkIn: string
  checkOut: string
}

/** Each published hotel's own check-in and check-out times, in the group's order (for answers that list them). */
async function hotelTimes(locale: Locale): Promise<HotelTimes[]> {
  const details = await Promise.all((await getAllProperties()).map((property) => getPropertyBySlug(property.slug)))
  return details
    .filter((detail) => detail !== null)
    .map((detail) => ({ slug: detail.slug, name: pick(detail.name, locale), checkIn: detail.check_in_time, checkOut: detail.check_out_time }))
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

// Static: rendered once per language, then served from the cache until an FAQ is published.
export const dynamic = 'error'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations()
  return pageMetadata({ locale, path: routes.faq(), title: t('faq.heading'), description: t('faq.intro') })
}

export default async function FaqPage({ params }: Props) {
  const locale = await localeOf(params)
  const [t, faqs] = await Promise.all([getTranslations(), getFaqs()])
  const times = faqs.some((faq) => faq.hotel_times) ? await hotelTimes(locale) : []
  const timesText = (hotel: HotelTimes) => `${t('property.check_in_from', { time: hotel.checkIn })} · ${t('property.check_out_until', { time: hotel.checkOut })}`
  const groups = groupFaqsByCategory(faqs).map((group, index) => ({
    id: group.category ? `topic-${group.category.slug}` : 'topic-general',
    name: group.category ? pick(group.category.name, locale) : t('faq.general'),
    faqs: group.faqs.map((faq, position) => ({
      id: `faq-${index + 1}-${position + 1}`,
      question: pick(faq.question, locale),
      answer: pick(faq.answer, locale),
      hotelTimes: faq.hotel_times ? times : [],
    })),
  }))

  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        <Breadcrumbs locale={locale} items={[{ label: t('faq.heading'), href: routes.faq() }]} />
      </div>
      <PageHeader eyebrow={t('footer.help_heading')} title={t('faq.heading')} intro={t('faq.intro')} />

      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:grid lg:grid-cols-12 lg:gap-12 lg:px-8">
        <nav aria-label={t('faq.categories')} className="lg:col-span-3">
          <div className="lg:sticky lg:top-28">
            <p className="eyebrow hidden lg:block" aria-hidden="true">
              {t('faq.categories')}
            </p>
            <ul className="flex flex-wrap gap-2 lg:mt-5 lg:flex-col lg:gap-0 lg:border-l lg:border-ink/15">
              {groups.map((group) => (
                <li key={group.id}>
                  <a
                    href={`#${group.id}`}
                    className="flex items-center gap-2 whitespace-nowrap rounded-full border border-ink/20 px-4 py-2 text-sm transition-colors hover:border-ink hover:bg-ink hover:text-ivory lg:-ml-px lg:whitespace-normal lg:rounded-none lg:border-0 lg:border-l-2 lg:border-transparent lg:py-2.5 lg:pl-5 lg:hover:border-brass lg:hover:bg-transparent lg:hover:text-ink"
                  >
                    {group.name}
                    <span className="text-xs text-ink-soft lg:ml-auto" aria-hidden="true">
                      {group.faqs.length}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>

        <div className="mt-12 space-y-20 lg:col-span-9 lg:mt-0">
          {groups.map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`}>
              <p className="eyebrow">{t('faq.count', { count: group.faqs.length })}</p>
              <h2 id={`${group.id}-heading`} className="mt-3 font-display text-3xl sm:text-4xl">
                {group.name}
              </h2>
              <ul className="mt-8 border-t border-ink/15">
                {group.faqs.map((faq) => (
                  <li key={faq.id} className="border-b border-ink/15">
                    <FaqItem id={faq.id} question={faq.question}>
                      <p className="max-w-3xl text-base leading-relaxed text-ink-soft">{faq.answer}</p>
                      {/* Each hotel's own times, from its data: the answer speaks only of "most hotels". */}
                      {faq.hotelTimes.length > 0 && (
                        <ul className="mt-4 max-w-3xl space-y-1.5 text-base leading-relaxed text-ink-soft" data-testid="faq-hotel-times">
                          {faq.hotelTimes.map((hotel) => (
                            <li key={hotel.slug}>
                              <SiteLink locale={locale} href={routes.listing(hotel.slug)} className="font-medium text-ink underline underline-offset-4">
                                {hotel.name}
                              </SiteLink>
                              : {timesText(hotel)}
                            </li>
                          ))}
                        </ul>
                      )}
                    </FaqItem>
                  </li>
                ))}
              </ul>
            </section>
          ))}

          <aside aria-labelledby="faq-contact" className="bg-sand px-6 py-10 sm:px-10 sm:py-12">
            <h2 id="faq-contact" className="font-display text-3xl">
              {t('faq.contact_heading')}
            </h2>
            <p className="mt-3 max-w-xl leading-relaxed text-ink-soft">{t('faq.contact_text')}</p>
            <SiteLink locale={locale} href={routes.contact()} className="btn-primary mt-6">
              {t('footer.contact')}
            </SiteLink>
          </aside>
        </div>
      </div>

      <JsonLd
        data={{
          '@type': 'FAQPage',
          inLanguage: locale,
          mainEntity: groups.flatMap((group) =>
            group.faqs.map((faq) => ({
              '@type': 'Question',
              name: faq.question,
              // Google reads links and lists in an answer's text: the hotels' own times, each linked.
              acceptedAnswer: {
                '@type': 'Answer',
                text:
                  faq.hotelTimes.length === 0
                    ? faq.answer
                    : `<p>${escapeHtml(faq.answer)}</p><ul>${faq.hotelTimes
                        .map(
                          (hotel) =>
                            `<li><a href="${escapeHtml(absoluteUrl(localizedPath(locale, routes.listing(hotel.slug))))}">${escapeHtml(hotel.name)}</a>: ${escapeHtml(timesText(hotel))}</li>`,
                        )
                        .join('')}</ul>`,
              },
            })),
          ),
        }}
      />
    </>
  )
}
