'use client'

import { Suspense } from 'react'

import type { Locale } from '@/i18n/locales'
import { routes } from '@/i18n/routes'
import { SiteLink } from '../ui/site-link'
import { BookLink } from './book-link'
import { LanguageSwitcher } from './chrome-islands'
import type { LanguageOption } from './language-switcher'
import { Logo } from './logo'
// Hydrated with the page, not later: React drops a tap on a part still waiting for its code, and the
// menu button is how a phone reaches every section.
import { MobileMenu } from './mobile-menu'
import { NavLink } from './nav-link'

/** The header's texts, already in the page's language; `items` are route-table paths with their labels. */
export interface HeaderData {
  name: string
  /** "Aurelia Hotels & Resorts — Home", the logo link's name. */
  homeLabel: string
  navLabel: string
  items: { href: string; label: string }[]
  languages: LanguageOption[]
  languageLabel: string
  bookLabel: string
  openLabel: string
  closeLabel: string
}

/**
 * The markup of the sticky header (header.tsx gathers its texts on the server). A client component for
 * its weight: the page's React payload carries the texts and links once, not the header's tree of
 * elements and class lists with the menu's links twice.
 */
export function HeaderView({ header, locale }: { header: HeaderData; locale: Locale }) {
  return (
    <header className="site-header">
      <div className="header-bar">
        <SiteLink locale={locale} href={routes.home()} className="min-w-0 shrink-0" aria-label={header.homeLabel} data-testid="header-home">
          <Logo name={header.name} compact />
        </SiteLink>
        <nav aria-label={header.navLabel} className="hidden xl:block">
          <ul className="header-nav">
            {header.items.map((item) => (
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
              <LanguageSwitcher languages={header.languages} locale={locale} label={header.languageLabel} />
            </Suspense>
          </div>
          {/* On a hotel's pages it leads to that hotel's rates, elsewhere to the hotels. */}
          <BookLink locale={locale} className="btn-primary max-sm:px-3.5 max-sm:py-2.5 max-sm:text-[0.8rem]" data-testid="header-book">
            {header.bookLabel}
          </BookLink>
          <MobileMenu
            items={header.items}
            locale={locale}
            openLabel={header.openLabel}
            closeLabel={header.closeLabel}
            bookLabel={header.bookLabel}
            languages={header.languages}
            languagesLabel={header.languageLabel}
          />
        </div>
      </div>
    </header>
  )
}
