import { getTranslations } from 'next-intl/server'

import type { CorporateProfile } from '@/data/types'
import type { Locale } from '@/i18n/locales'
import { routes } from '@/i18n/routes'
import { HeaderView } from './header-view'
import type { LanguageOption } from './language-switcher'

/**
 * The sticky header. Labels never wrap: the full row of sections shows from the xl breakpoint, where it
 * fits in every language; below it a menu button opens them. The book button is there at every width
 * (and again in the menu); on phones the languages move into the menu. Drawn by HeaderView from the
 * texts gathered here.
 */
export async function Header({ profile, languages, locale }: { profile: CorporateProfile; languages: LanguageOption[]; locale: Locale }) {
  const t = await getTranslations()
  return (
    <HeaderView
      locale={locale}
      header={{
        name: profile.name,
        homeLabel: `${profile.name} — ${t('site.home')}`,
        navLabel: t('nav.main'),
        items: [
          { href: routes.destinations(), label: t('nav.destinations') },
          { href: routes.listings(), label: t('nav.hotels') },
          { href: routes.offers(), label: t('nav.offers') },
          { href: routes.blog(), label: t('nav.journal') },
          { href: routes.about(), label: t('nav.about') },
          { href: routes.contact(), label: t('nav.contact') },
        ],
        languages,
        languageLabel: t('site.language'),
        bookLabel: t('nav.book_now'),
        openLabel: t('site.menu_open'),
        closeLabel: t('site.menu_close'),
      }}
    />
  )
}
