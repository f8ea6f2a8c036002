import type { Metadata, Viewport } from 'next'
import { getTranslations } from 'next-intl/server'
import type React from 'react'
import { Suspense } from 'react'

import { BackToTop } from '@/components/layout/back-to-top'
import { Footer } from '@/components/layout/footer'
import { Header } from '@/components/layout/header'
import { LoadingOverlay } from '@/components/layout/loading-overlay'
import { getPolicies } from '@/data/policies'
import { getSocialLinks } from '@/data/social-media'
import { getCorporateProfile } from '@/data/corporate'
import { getLanguages } from '@/data/languages'
import { type Locale, LANGUAGES, LOCALES } from '@/i18n/locales'
import { siteOrigin } from '@/lib/site-url'
import { localeOf } from './locale-param'
import './globals.css'

/**
 * Every page is rendered once per language and served from Next's cache until content it read is
 * published again (the tags of src/data, revalidated by src/cms/hooks).
 */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }))
}

/**
 * Faces for scripts the Latin fonts do not cover, linked only on pages in that language
 * (scripts/copy-fonts.mjs puts them in public/fonts).
 */
const SCRIPT_FONTS: Partial<Record<Locale, { face: string; weights: string[] }>> = {
  ja: { face: 'noto-sans-jp', weights: ['400'] },
  zh: { face: 'noto-sans-sc', weights: ['400'] },
  th: { face: 'noto-sans-thai', weights: ['400', '600'] },
}

export const viewport: Viewport = { themeColor: '#f7f3ec', width: 'device-width', initialScale: 1 }

export async function generateMetadata(): Promise<Metadata> {
  const profile = await getCorporateProfile()
  return {
    // Open Graph images and other relative metadata URLs resolve against the one public origin.
    metadataBase: new URL(siteOrigin()),
    title: { template: `%s | ${profile.name}`, default: profile.name },
    icons: profile.favicon ? { icon: profile.favicon.url } : undefined,
  }
}

export default async function SiteLayout({
  children,
  params,
}: {
  children: React.ReactNode
  params: Promise<{ locale: string }>
}) {
  const locale = await localeOf(params)
  const [t, profile, languages, social, policies] = await Promise.all([
    getTranslations(),
    getCorporateProfile(),
    getLanguages(),
    getSocialLinks(),
    getPolicies(),
  ])
  const offered = LANGUAGES.filter((language) =>
    languages.some((entry) => entry.label_uri === language.code && entry.status),
  ).map(({ code, label }) => ({ code, label }))
  const scriptFont = SCRIPT_FONTS[locale]

  return (
    <html lang={locale}>
      <head>
        {scriptFont?.weights.map((weight) => (
          <link key={weight} rel="stylesheet" href={`/fonts/${scriptFont.face}/${weight}.css`} />
        ))}
      </head>
      <body className="min-h-screen antialiased">
        <div id="__nuxt" tabIndex={-1} className="flex min-h-screen flex-col outline-none">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded-full focus:bg-ink focus:px-5 focus:py-3 focus:text-ivory"
          >
            {t('site.skip_to_content')}
          </a>
          <Header profile={profile} languages={offered} locale={locale} />
          <main id="main" className="page-enter flex-1">
            {children}
          </main>
          <Footer profile={profile} social={social} policies={policies} locale={locale} />
          <BackToTop label={t('site.back_to_top')} />
          <Suspense fallback={null}>
            <LoadingOverlay label={t('site.loading')} />
          </Suspense>
        </div>
      </body>
    </html>
  )
}
