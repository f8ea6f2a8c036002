import type { Metadata, Viewport } from 'next'
import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { BackToTop, ConsentBanner, RoutePrefetcher, ScrollReveal } from '@/components/layout/chrome-islands'
import { Footer } from '@/components/layout/footer'
import { ErrorTextsScript } from '@/components/layout/error-texts'
import { Header } from '@/components/layout/header'
import { LoadingOverlay } from '@/components/layout/loading-overlay'
import { BrandMark } from '@/components/layout/logo'
import { BootScript } from '@/components/site/boot-script-element'
import { PageLive } from '@/components/site/page-live'
import { PreviewBanner } from '@/components/layout/preview-banner'
import { getPolicies } from '@/data/policies'
import { getSocialLinks } from '@/data/social-media'
import { getCorporateProfile } from '@/data/corporate'
import { getLanguages } from '@/data/languages'
import { LANGUAGES } from '@/i18n/locales'
import { routes } from '@/i18n/routes'
import { localizedPath } from '@/i18n/paths'
import { previewRequested } from '@/lib/cached'
import { siteOrigin } from '@/lib/site-url'
import { localeOf } from './locale-param'
import './globals.css'

/**
 * Every page is rendered once per language, on its first request, and served from Next's cache until
 * content it read is published again (the tags of src/data, revalidated by src/cms/hooks). None is
 * rendered at build time: the cache handler (cache-handler.mjs) starts empty and never serves the
 * build's copies, so prerendering every page in 8 languages only made the build longer and tied it to
 * a seeded database. The empty list keeps the pages static (ISR), as the [slug] pages below have been.
 */
export function generateStaticParams() {
  return []
}

export const viewport: Viewport = { themeColor: '#f7f3ec', width: 'device-width', initialScale: 1 }

export async function generateMetadata(): Promise<Metadata> {
  const profile = await getCorporateProfile()
  return {
    // Open Graph images and other relative metadata URLs resolve against the one public origin.
    metadataBase: new URL(siteOrigin()),
    title: { template: `%s | ${profile.name}`, default: profile.name },
    // The group's mark: the favicon staff uploaded, /favicon.ico for clients that ask for it by name,
    // and the 180 px home-screen tile (public/, from scripts/generate-icons.ts).
    icons: {
      icon: [...(profile.favicon ? [{ url: profile.favicon.url }] : []), { url: '/favicon.ico', sizes: '16x16 32x32 48x48' }],
      apple: [{ url: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
    },
    manifest: '/manifest.webmanifest',
  }
}

export default async function SiteLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params)
  const [t, profile, languages, social, policies, previewing] = await Promise.all([
    getTranslations(),
    getCorporateProfile(),
    getLanguages(),
    getSocialLinks(),
    getPolicies(),
    previewRequested(),
  ])
  const offered = LANGUAGES.filter((language) => languages.some((entry) => entry.label_uri === language.code && entry.status)).map(({ code, label }) => ({ code, label }))
  const privacy = policies.find((policy) => policy.slug.includes('privacy'))

  return (
    // data-scroll-behavior: Next turns smooth scrolling off while it changes page (a new page starts at
    // its top at once); suppressHydrationWarning: the boot script may mark data-consent before hydration.
    <html lang={locale} data-scroll-behavior="smooth" suppressHydrationWarning>
      <head>
        <BootScript />
      </head>
      <body className="min-h-screen antialiased">
        <div id="__nuxt" tabIndex={-1} className="flex min-h-screen flex-col outline-none">
          <a href="#main" className="skip-link">
            {t('site.skip_to_content')}
          </a>
          {/* A staff member's draft preview says so, with the way out, above everything else. */}
          {previewing && <PreviewBanner notice={t('site.preview_notice')} exit={t('site.preview_exit')} />}
          {/* First after the skip link, in the page's flow: it takes its own place and covers nothing. */}
          {profile.gtm && (
            <ConsentBanner
              containerId={profile.gtm}
              privacyHref={localizedPath(locale, privacy ? routes.policy(privacy.slug) : routes.policies())}
              labels={{
                region: t('site.consent_label'),
                message: t('site.consent_message'),
                accept: t('site.consent_accept'),
                decline: t('site.consent_decline'),
                privacy: t('site.consent_privacy'),
              }}
            />
          )}
          <Header profile={profile} languages={offered} locale={locale} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <Footer profile={profile} social={social} policies={policies} locale={locale} cookieSettings={profile.gtm ? t('site.cookie_settings') : undefined} />
          <ErrorTextsScript />
          <PageLive />
          <BackToTop label={t('site.back_to_top')} />
          <LoadingOverlay label={t('site.loading')} mark={<BrandMark className="overlay-mark h-16 w-16 text-brass" />} />
          <ScrollReveal />
          <RoutePrefetcher />
        </div>
      </body>
    </html>
  )
}
