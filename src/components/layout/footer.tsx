import { getTranslations } from 'next-intl/server'

import { pick } from '@/i18n/text'
import type { CorporateProfile, Policy, SocialLink } from '@/data/types'
import type { Locale } from '@/i18n/locales'
import { routes } from '@/i18n/routes'
import { SOCIAL_ICON_NAMES, type SocialIconName } from '@/lib/icon-names'
import { localizedPath } from '@/i18n/paths'
import { FooterView } from './footer-view'

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
  const localized = (items: { href: string; label: string }[]) => items.map((item) => ({ href: localizedPath(locale, item.href), label: item.label }))
  return (
    <FooterView
      footer={{
        name: profile.name,
        description: pick(profile.description, locale),
        address: pick(profile.address, locale),
        phone: profile.phone,
        email: profile.email,
        explore: { heading: t('footer.explore_heading'), items: localized(explore) },
        help: { heading: t('footer.help_heading'), items: localized(help) },
        legal: {
          heading: t('footer.legal_heading'),
          items: localized(policies.map((policy) => ({ href: routes.policy(policy.slug), label: pick(policy.name, locale) }))),
        },
        ...(cookieSettings ? { cookieSettings } : {}),
        follow: t('footer.follow_heading'),
        social: social.map((link) => ({ platform: link.platform, url: link.url, label: link.label, icon: socialIcon(link.platform) })),
        rights: t('footer.rights', { year: new Date().getFullYear(), name: profile.name }),
      }}
    />
  )
}

/** The platform's mark, or the X mark for a platform the site has none for. */
function socialIcon(platform: string): SocialIconName {
  return (SOCIAL_ICON_NAMES as readonly string[]).includes(platform) ? (platform as SocialIconName) : 'x'
}
