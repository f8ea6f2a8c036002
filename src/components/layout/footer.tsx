import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import { pick } from '@/i18n/text'
import type { CorporateProfile, Policy, SocialLink } from '@/data/types'
import type { Locale } from '@/i18n/locales'
import { routes } from '@/i18n/routes'
import { SOCIAL_ICON_NAMES, type SocialIconName } from '@/lib/icon-names'
import { CookieSettingsButton } from '../consent/cookie-settings'
import { SiteLink } from '../ui/site-link'
import { Logo } from './logo'

/** `cookieSettings`: the label of the button that shows the consent bar again (where the site asks). */
export async function Footer({
  profile,
  social,
  policies,
  locale,
  cookieSettings,
}: {
  profile: CorporateProfile
  social: SocialLink[]
  policies: Policy[]
  locale: Locale
  cookieSettings?: string
}) {
  const t = await getTranslations()
  const explore = [
    { href: routes.listings(), label: t('nav.hotels') },
    { href: routes.destinations(), label: t('nav.destinations') },
    { href: routes.offers(), label: t('nav.offers') },
    { href: routes.blog(), label: t('nav.journal') },
  ]
  const help = [
    { href: routes.manageBooking(), label: t('footer.manage_booking') },
    { href: routes.faq(), label: t('footer.faq') },
    { href: routes.contact(), label: t('footer.contact') },
    { href: routes.careers(), label: t('footer.careers') },
    { href: routes.host(), label: t('footer.host') },
  ]
  return (
    <footer className="on-dark mt-24 bg-ink text-ivory/80">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-4">
          <Logo name={profile.name} inverse />
          <p className="mt-6 max-w-sm text-sm leading-relaxed">{pick(profile.description, locale)}</p>
          <address className="mt-6 text-sm not-italic leading-relaxed">
            {pick(profile.address, locale)}
            <br />
            <a href={`tel:${profile.phone.replace(/\s+/g, '')}`} className="hover:text-brass-light">
              {profile.phone}
            </a>
            <br />
            <a href={`mailto:${profile.email}`} className="hover:text-brass-light">
              {profile.email}
            </a>
          </address>
        </div>
        <FooterList heading={t('footer.explore_heading')} items={explore} locale={locale} />
        <FooterList heading={t('footer.help_heading')} items={help} locale={locale} />
        <FooterList
          heading={t('footer.legal_heading')}
          items={policies.map((policy) => ({ href: routes.policy(policy.slug), label: pick(policy.name, locale) }))}
          locale={locale}
        >
          {cookieSettings && (
            <li>
              <CookieSettingsButton label={cookieSettings} className="text-left hover:text-brass-light" />
            </li>
          )}
        </FooterList>
        <div className="lg:col-span-2">
          <h2 className="eyebrow !text-brass-light">{t('footer.follow_heading')}</h2>
          <ul className="mt-5 flex flex-wrap gap-3">
            {social.map((link) => (
              <li key={link.platform}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.label} className="social-link">
                  {/* Drawn by the stylesheet (icons.css), as the site's other icons. */}
                  <span className={`icon social-${socialIcon(link.platform)} h-4 w-4`} aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-ivory/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-ivory/60 sm:px-6 lg:px-8">{t('footer.rights', { year: new Date().getFullYear(), name: profile.name })}</p>
      </div>
    </footer>
  )
}

function FooterList({ heading, items, locale, children }: { heading: string; items: { href: string; label: string }[]; locale: Locale; children?: ReactNode }) {
  return (
    <div className="lg:col-span-2">
      <h2 className="eyebrow !text-brass-light">{heading}</h2>
      <ul className="mt-5 space-y-3 text-sm">
        {items.map((item) => (
          <li key={item.href}>
            <SiteLink locale={locale} href={item.href} className="hover:text-brass-light">
              {item.label}
            </SiteLink>
          </li>
        ))}
        {children}
      </ul>
    </div>
  )
}

/** The platform's mark, or the X mark for a platform the site has none for. */
function socialIcon(platform: string): SocialIconName {
  return (SOCIAL_ICON_NAMES as readonly string[]).includes(platform) ? (platform as SocialIconName) : 'x'
}
