'use client'

import Link from 'next/link'
import type { ReactNode } from 'react'

import type { SocialIconName } from '@/lib/icon-names'
import { CookieSettingsButton } from '../consent/cookie-settings'
import { Logo } from './logo'

type FooterLink = { href: string; label: string }

/** The footer's texts and links, in the page's language, links localized (footer.tsx gathers them). */
export interface FooterData {
  name: string
  description: string
  address: string
  phone: string
  email: string
  explore: { heading: string; items: FooterLink[] }
  help: { heading: string; items: FooterLink[] }
  legal: { heading: string; items: FooterLink[] }
  /** The label of the button that shows the consent bar again (where the site asks). */
  cookieSettings?: string
  follow: string
  social: { platform: string; url: string; label: string; icon: SocialIconName }[]
  rights: string
}

/**
 * The footer's markup. A client component for its weight, not for interaction: every page's React
 * payload carries the footer's texts and links, not its tree of elements and class lists again.
 */
export function FooterView({ footer }: { footer: FooterData }) {
  return (
    <footer className="site-footer on-dark mt-24 bg-ink text-ivory/80">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-4">
          <Logo name={footer.name} inverse />
          <p className="mt-6 max-w-sm text-sm leading-relaxed">{footer.description}</p>
          <address className="mt-6 text-sm not-italic leading-relaxed">
            {footer.address}
            <br />
            <a href={`tel:${footer.phone.replace(/\s+/g, '')}`}>{footer.phone}</a>
            <br />
            <a href={`mailto:${footer.email}`}>{footer.email}</a>
          </address>
        </div>
        <FooterList {...footer.explore} />
        <FooterList {...footer.help} />
        <FooterList {...footer.legal}>
          {footer.cookieSettings && (
            <li>
              <CookieSettingsButton label={footer.cookieSettings} className="text-left hover:text-brass-light" />
            </li>
          )}
        </FooterList>
        <div className="lg:col-span-2">
          <h2 className="eyebrow">{footer.follow}</h2>
          <ul className="mt-5 flex flex-wrap gap-3">
            {footer.social.map((link) => (
              <li key={link.platform}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.label} className="social-link">
                  {/* Drawn by the stylesheet (icons.css), as the site's other icons. */}
                  <span className={`icon social-${link.icon} h-4 w-4`} aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-ivory/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-ivory/60 sm:px-6 lg:px-8">{footer.rights}</p>
      </div>
    </footer>
  )
}

function FooterList({ heading, items, children }: { heading: string; items: FooterLink[]; children?: ReactNode }) {
  return (
    <div className="lg:col-span-2">
      <h2 className="eyebrow">{heading}</h2>
      <ul className="footer-list">
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} prefetch={false}>
              {item.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </div>
  )
}
