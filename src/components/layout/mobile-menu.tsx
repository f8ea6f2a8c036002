'use client'

import { usePathname } from 'next/navigation'
import { Suspense, useEffect, useRef, useState } from 'react'

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
  const button = useRef<HTMLButtonElement>(null)
  const sheet = useRef<HTMLDivElement>(null)
  // The sheet fills the screen under the header, wherever the header is (the consent bar may be above
  // it): its last link is never below the screen's edge while the page cannot scroll.
  const [bottom, setBottom] = useState(72)
  useEffect(() => {
    if (!open) return
    const root = document.documentElement
    // A modal sheet: the page behind neither scrolls nor takes the focus or a screen reader's cursor,
    // and the back-to-top button (globals.css) stays out of the way.
    const scrollbar = window.innerWidth - root.clientWidth
    root.style.overflow = 'hidden'
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`
    root.setAttribute('data-menu-open', '')
    const header = button.current?.closest('header')
    const outside = header ? [...document.querySelectorAll<HTMLElement>('#__nuxt > *')].filter((element) => element !== header && !element.contains(header)) : []
    for (const element of outside) element.inert = true
    const focusables = () =>
      [
        button.current,
        ...(sheet.current?.querySelectorAll<HTMLElement>('a[href],button:not([disabled]),input,select,textarea,[tabindex]:not([tabindex="-1"])') ?? []),
      ].filter((element): element is HTMLElement => !!element && element.getClientRects().length > 0)
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        setOpenOn(null)
        button.current?.focus()
        return
      }
      if (event.key !== 'Tab') return
      // Focus goes round the menu button and the sheet, never to the page behind.
      const items = focusables()
      const at = items.indexOf(document.activeElement as HTMLElement)
      const next = event.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : at === -1 || at === items.length - 1 ? 0 : at + 1
      event.preventDefault()
      items[next]?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      root.style.overflow = ''
      root.style.paddingRight = ''
      root.removeAttribute('data-menu-open')
      for (const element of outside) element.inert = false
    }
  }, [open])
  const toggle = () => {
    if (!open) setBottom(Math.max(0, button.current?.closest('header')?.getBoundingClientRect().bottom ?? 72))
    setOpenOn(open ? null : pathname)
  }

  return (
    <div className="xl:hidden">
      <button
        type="button"
        className="flex h-10 w-10 items-center justify-center rounded-full border border-ink/15"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? closeLabel : openLabel}
        ref={button}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
        </svg>
      </button>
      <div hidden={!open} ref={sheet} style={{ height: `calc(100dvh - ${bottom}px)` }} data-testid="mobile-menu-sheet" className="menu-sheet">
        <nav id="mobile-menu" aria-label={openLabel} className="mx-auto max-w-3xl">
          <ul className="flex flex-col">
            {items.map((item) => (
              <li key={item.href}>
                <NavLink locale={locale} href={item.href} className="menu-link">
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
          {/* The boundary holds the whole list: links streamed in late arrive in a hidden <div>, where a
              bare <li> would be invalid HTML (a <ul> with its items is not). */}
          <Suspense fallback={<ul aria-labelledby="mobile-menu-languages" className="mt-3 grid grid-cols-2 gap-x-6" />}>
            <ul aria-labelledby="mobile-menu-languages" className="mt-3 grid grid-cols-2 gap-x-6">
              <LanguageLinks
                languages={languages}
                locale={locale}
                className="flex min-h-11 items-center justify-between gap-2 border-b border-ink/10 py-2 text-sm aria-[current=true]:font-semibold aria-[current=true]:text-teal"
              />
            </ul>
          </Suspense>
        </div>
      </div>
    </div>
  )
}
