'use client'

import { usePathname } from 'next/navigation'
import { Suspense, useEffect, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { BookLink } from './book-link'
import { hydrateLater } from '../ui/hydrate-later'
import type { LanguageOption } from './language-switcher'
import { NavLink } from './nav-link'

/**
 * The menu's languages: drawn in the browser only (they keep the query string), inside the menu's own
 * Suspense boundary, so their code loads after the page like the header's switcher and the menu button
 * carries none of it.
 */
const LanguageLinks = hydrateLater(() => import('./language-switcher').then((module) => module.LanguageLinks), { boundary: false })

/**
 * The navigation below the xl breakpoint (where the full row of links does not fit in every language):
 * a full-width sheet behind a menu button, with the sections, the book button and, on phones, the
 * languages.
 */
export function MobileMenu({
  items,
  locale,
  openLabel,
  closeLabel,
  bookLabel,
  languages,
  languagesLabel,
}: {
  items: { href: string; label: string }[]
  locale: Locale
  openLabel: string
  closeLabel: string
  bookLabel: string
  languages: LanguageOption[]
  languagesLabel: string
}) {
  const pathname = usePathname()
  // The menu belongs to the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <div className="xl:hidden">
      <button
        type="button"
        className="flex h-10 w-10 items-center justify-center rounded-full border border-ink/15"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
        </svg>
      </button>
      <div
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-72px)] overflow-y-auto border-t border-ink/10 bg-ivory px-6 pb-8 pt-2 shadow-lg sm:px-8"
      >
        <nav id="mobile-menu" aria-label={openLabel} className="mx-auto max-w-3xl">
          <ul className="flex flex-col">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink locale={locale} href={item.href} className="block border-b border-ink/10 py-4 font-display text-2xl">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mx-auto mt-6 max-w-3xl">
          <BookLink locale={locale} className="btn-primary w-full">
            {bookLabel}
          </BookLink>
        </div>
        <div className="mx-auto mt-8 max-w-3xl sm:hidden">
          <p id="mobile-menu-languages" className="eyebrow">
            {languagesLabel}
          </p>
          <ul aria-labelledby="mobile-menu-languages" className="mt-3 grid grid-cols-2 gap-x-6">
            <Suspense fallback={null}>
              <LanguageLinks languages={languages} locale={locale} className="flex min-h-11 items-center justify-between gap-2 border-b border-ink/10 py-2 text-sm" />
            </Suspense>
          </ul>
        </div>
      </div>
    </div>
  )
}
