import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import type { CorporateProfile } from '@/data/types'
import type { Locale } from '@/i18n/locales'
import { routes } from '@/i18n/routes'
import { SiteLink } from '../ui/site-link'
import { type LanguageOption, LanguageSwitcher } from './language-switcher'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { NavLink } from './nav-link'

export async function Header({
  profile,
  languages,
  locale,
}: {
  profile: CorporateProfile
  languages: LanguageOption[]
  locale: Locale
}) {
  const t = await getTranslations()
  const items = [
    { href: routes.destinations(), label: t('nav.destinations') },
    { href: routes.listings(), label: t('nav.hotels') },
    { href: routes.offers(), label: t('nav.offers') },
    { href: routes.blog(), label: t('nav.journal') },
    { href: routes.about(), label: t('nav.about') },
    { href: routes.contact(), label: t('nav.contact') },
  ]
  return (
    <header className="sticky top-0 z-40 border-b border-ink/10 bg-ivory/90 backdrop-blur supports-[backdrop-filter]:bg-ivory/80">
      <div className="relative mx-auto flex h-[72px] max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <SiteLink locale={locale} href={routes.home()} className="shrink-0" aria-label={`${profile.name} — ${t('site.home')}`}>
          <Logo name={profile.name} />
        </SiteLink>
        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-7 text-[0.8rem] font-medium tracking-[0.08em] uppercase">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink
                  locale={locale}
                  href={item.href}
                  className="border-b border-transparent py-1 transition-colors hover:border-brass hover:text-brass [&.vr-link-active]:border-brass"
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2 sm:gap-3">
          <Suspense fallback={<span className="h-9 w-16" />}>
            <LanguageSwitcher languages={languages} locale={locale} label={t('site.language')} />
          </Suspense>
          <SiteLink locale={locale} href={routes.listings()} className="btn-primary hidden sm:inline-flex">
            {t('nav.book_now')}
          </SiteLink>
          <MobileMenu items={items} locale={locale} openLabel={t('site.menu_open')} closeLabel={t('site.menu_close')} />
        </div>
      </div>
    </header>
  )
}
