'use client'

import Link from 'next/link'
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { stripLanguagePrefix } from '@/i18n/resolve'

/** Where the reader was when they switched language: restored on the page in the new language. */
const KEEP_PLACE_KEY = 'vr-language-switch'

export interface LanguageOption {
  code: Locale
  label: string
}

/**
 * The same page in every language (path and query kept). `scroll={false}`: the reader stays where
 * they were on the page instead of being sent back to its top.
 */
export function LanguageLinks({ languages, locale, className, onChoose }: { languages: LanguageOption[]; locale: Locale; className: string; onChoose?: () => void }) {
  const pathname = usePathname()
  const page = stripLanguagePrefix(pathname)
  const query = useSearchParams().toString()

  // A new language re-renders the whole page, which can be short for a moment and lose the place:
  // put the reader back where they were, once the page is tall enough again.
  useEffect(() => {
    let kept: { to: string; y: number } | null = null
    try {
      kept = JSON.parse(sessionStorage.getItem(KEEP_PLACE_KEY) ?? 'null')
    } catch {}
    if (!kept || kept.to !== location.pathname + location.search) return
    sessionStorage.removeItem(KEEP_PLACE_KEY)
    const { y } = kept
    let frames = 0
    const restore = () => {
      window.scrollTo({ top: y, behavior: 'instant' })
      if (Math.abs(window.scrollY - y) > 1 && ++frames < 30) requestAnimationFrame(restore)
    }
    restore()
  }, [pathname])

  return languages.map((language) => {
    const href = `${localizedPath(language.code, page)}${query ? `?${query}` : ''}`
    return (
      <li key={language.code}>
        <Link
          href={href}
          scroll={false}
          prefetch={false}
          lang={language.code}
          hrefLang={language.code}
          aria-current={language.code === locale ? 'true' : undefined}
          className={className}
          onClick={() => {
            try {
              sessionStorage.setItem(KEEP_PLACE_KEY, JSON.stringify({ to: href, y: window.scrollY }))
            } catch {}
            onChoose?.()
          }}
        >
          <span>{language.label}</span>
          <span className="text-xs uppercase text-ink-soft">{language.code}</span>
        </Link>
      </li>
    )
  })
}

/** Switches the language and keeps the visitor on the same page, at the same place. */
export function LanguageSwitcher({ languages, locale, label }: { languages: LanguageOption[]; locale: Locale; label: string }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const current = languages.find((language) => language.code === locale)

  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return
      if (event instanceof MouseEvent && root.current?.contains(event.target as Node)) return
      setOpen(false)
    }
    document.addEventListener('click', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('click', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  return (
    <div className="relative" ref={root}>
      <button
        type="button"
        className="flex h-10 items-center gap-2 whitespace-nowrap rounded-full border border-ink/15 px-3 text-sm hover:border-ink/40"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${label}: ${current?.label ?? locale}`}
        onClick={() => setOpen((value) => !value)}
        data-testid="language-switcher"
      >
        <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z" />
        </svg>
        <span className="uppercase">{locale}</span>
      </button>
      <ul id={menuId} hidden={!open} className="absolute right-0 z-50 mt-2 w-52 overflow-hidden rounded-xl border border-ink/10 bg-white py-1 shadow-xl">
        <LanguageLinks
          languages={languages}
          locale={locale}
          onChoose={() => setOpen(false)}
          className="flex items-center justify-between px-4 py-2.5 text-sm hover:bg-sand focus:bg-sand"
        />
      </ul>
    </div>
  )
}
