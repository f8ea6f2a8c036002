'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { NavLink } from './nav-link'

/** The navigation below the md breakpoint: a full-width sheet behind a menu button. */
export function MobileMenu({
  items,
  locale,
  openLabel,
  closeLabel,
}: {
  items: { href: string; label: string }[]
  locale: Locale
  openLabel: string
  closeLabel: string
}) {
  const pathname = usePathname()
  // The menu belongs to the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean | ((current: boolean) => boolean)) =>
    setOpenOn((current) => {
      const next = typeof value === 'function' ? value(current === pathname) : value
      return next ? pathname : null
    })
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <div className="lg:hidden">
      <button
        type="button"
        className="flex h-10 w-10 items-center justify-center rounded-full border border-ink/15"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
        </svg>
      </button>
      <nav
        id="mobile-menu"
        hidden={!open}
        aria-label={openLabel}
        className="absolute inset-x-0 top-full border-t border-ink/10 bg-ivory px-6 pb-8 pt-4 shadow-lg"
      >
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
    </div>
  )
}
