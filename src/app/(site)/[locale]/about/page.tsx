import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { GalleryGrid } from '@/components/about/gallery-grid'
import { Breadcrumbs } from '@/components/ui/breadcrumbs'
import { Picture } from '@/components/ui/picture'
import { SectionHeading } from '@/components/ui/section-heading'
import { getAbout, getGalleries } from '@/data/about'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'

import { localeOf } from '../locale-param'
import { pageMetadata } from '../page-metadata'

type Props = { params: Promise<{ locale: string }> }

// Static: rendered once per language, then served from the cache until the about page or a gallery
// is published.
export const dynamic = 'error'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const [t, about] = await Promise.all([getTranslations(), getAbout()])
  return pageMetadata({
    locale,
    path: routes.about(),
    title: pick(about.title, locale) || t('about.heading'),
    description: pick(about.intro, locale),
    image: about.image,
  })
}

export default async function AboutPage({ params }: Props) {
  const locale = await localeOf(params)
  const [t, about, galleries] = await Promise.all([getTranslations(), getAbout(), getGalleries()])
  const title = pick(about.title, locale) || t('about.heading')
  const lightboxLabels = {
    close: t('lightbox.close'),
    previous: t('lightbox.previous'),
    next: t('lightbox.next'),
    open: t('lightbox.open'),
    counter: t.raw('property.gallery_image') as string,
  }

  return (
    <article>
      <header className="relative isolate h-[62vh] min-h-[420px] overflow-hidden bg-ink text-ivory">
        <Picture image={about.image} alt={pick(about.image?.alt, locale)} sizes="100vw" priority className="absolute inset-0 -z-10 h-full w-full object-cover" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/85 via-ink/40 to-ink/10" />
        <div className="mx-auto flex h-full max-w-7xl flex-col justify-end px-4 pb-14 sm:px-6 lg:px-8">
          <p className="eyebrow !text-ivory/90">{t('about.eyebrow')}</p>
          <h1 className="mt-3 max-w-4xl font-display text-4xl leading-[1.05] sm:text-6xl">{title}</h1>
        </div>
      </header>

      <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
        <Breadcrumbs locale={locale} items={[{ label: title, href: routes.about() }]} />
      </div>

      <section className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-12 lg:gap-12 lg:px-8 lg:py-24">
        <p className="font-display text-3xl leading-snug sm:text-4xl lg:col-span-5">{pick(about.intro, locale)}</p>
        <div
          className="prose-hotel text-base text-ink-soft lg:col-span-6 lg:col-start-7 lg:text-lg"
          // Sanitized to the spec §5 allowlist in src/data (no attributes, no scripts).
          dangerouslySetInnerHTML={{ __html: pick(about.content, locale) }}
        />
      </section>

      {galleries
        .filter((gallery) => gallery.images.length > 0)
        .map((gallery) => {
          const name = pick(gallery.title, locale)
          const headingId = `gallery-${gallery.slug}`
          return (
            <section key={gallery.slug} aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8 lg:pt-24">
              <SectionHeading id={headingId} eyebrow={t('about.galleries_eyebrow')} title={name} />
              <div className="mt-10">
                <GalleryGrid
                  title={name}
                  labels={lightboxLabels}
                  items={gallery.images.map((entry, position) => {
                    const caption = pick(entry.caption, locale)
                    return {
                      image: entry.image,
                      alt: caption || pick(entry.image?.alt, locale) || t('property.gallery_image', { number: position + 1, total: gallery.images.length }),
                      caption,
                    }
                  })}
                />
              </div>
            </section>
          )
        })}
    </article>
  )
}
