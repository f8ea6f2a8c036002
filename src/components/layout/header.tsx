import { getTranslations } from 'next-intl/server'
import { Suspense } from 'react'

import type { CorporateProfile } from '@/data/types'
import type { Locale } from '@/i18n/locales'
import { routes } from '@/i18n/routes'
import { SiteLink } from '../ui/site-link'
import { BookLink } from './book-link'
import { LanguageSwitcher } from './chrome-islands'
// Hydrated with the page, not later: React drops a tap on a part still waiting for its code, and the
// menu button is how a phone reaches every section.
import { MobileMenu } from './mobile-menu'
import type { LanguageOption } from './language-switcher'
import { Logo } from './logo'
import { NavLink } from './nav-link'

/**
 * The sticky header. Labels never wrap: the full row of sections shows from the xl breakpoint, where it
 * fits in every language; below it a menu button opens them. The book button is there at every width
 * (and again in the menu); on phones the languages move into the menu.
 */
export async function Header({ profile, languages, locale }: { profile: CorporateProfile; languages: LanguageOption[]; locale: Locale }) {
  const t = await getTranslations()
  const items = [
    { href: routes.destinations(), label: t('nav.destinations') },
    { href: routes.listings(), label: t('nav.hotels') },
    { href: routes.offers(), label: t('nav.offers') },
    { href: routes.blog(), label: t('nav.journal') },
    { href: routes.about(), label: t('nav.about') },
    { href: routes.contact(), label: t('nav.contact') },
  ]
  const bookLabel = t('nav.book_now')
  return (
    <header className="site-header">
      <div className="header-bar">
        <SiteLink locale={locale} href={routes.home()} className="min-w-0 shrink-0" aria-label={`${profile.name} — ${t('site.home')}`} data-testid="header-home">
          <Logo name={profile.name} compact />
        </SiteLink>
        <nav aria-label={t('nav.main')} className="hidden xl:block">
          <ul className="header-nav">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink locale={locale} href={item.href} className="header-link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2 sm:gap-3">
          <div className="hidden sm:block">
            <Suspense fallback={<span className="block h-10 w-[4.5rem]" />}>
              <LanguageSwitcher languages={languages} locale={locale} label={t('site.language')} />
            </Suspense>
          </div>
          {/* On a hotel's pages it leads to that hotel's rates, elsewhere to the hotels. */}
          <BookLink locale={locale} className="btn-primary max-sm:px-3.5 max-sm:py-2.5 max-sm:text-[0.8rem]" data-testid="header-book">
            {bookLabel}
          </BookLink>
          <MobileMenu
            items={items}
            locale={locale}
            openLabel={t('site.menu_open')}
            closeLabel={t('site.menu_close')}
            bookLabel={bookLabel}
            languages={languages}
            languagesLabel={t('site.language')}
          />
        </div>
      </div>
    </header>
  )
}
