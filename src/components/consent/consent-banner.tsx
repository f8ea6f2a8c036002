'use client'

import Link from 'next/link'
import { useEffect } from 'react'

import { CONSENT_KEY } from '../site/boot-script'
import { CONSENT_BAR_ID } from './cookie-settings'

export interface ConsentLabels {
  region: string
  message: string
  accept: string
  decline: string
  privacy: string
}

type Choice = 'granted' | 'denied'

function storedChoice(): Choice | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY)
    return value === 'granted' || value === 'denied' ? value : null
  } catch {
    return null
  }
}

const TAG_SCRIPT = 'script[data-tag-manager]'

/**
 * Spec §3/§7: the corporate profile's tag-manager container, loaded from its third-party host only
 * once the visitor has agreed, as an async script added after the page is drawn (never blocking it).
 */
export function loadTagManager(containerId: string) {
  if (!/^GTM-[A-Z0-9]+$/.test(containerId) || document.querySelector(TAG_SCRIPT)) return
  const layer = ((window as Window & { dataLayer?: unknown[] }).dataLayer ??= [])
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`
  script.dataset.tagManager = containerId
  document.head.appendChild(script)
}

/**
 * Consent withdrawn: the container's script leaves the page and the analytics cookies it set on this
 * site's domain expire now (what it already sent cannot be called back).
 */
function unloadTagManager() {
  document.querySelector(TAG_SCRIPT)?.remove()
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim()
    if (!name || !/^(_ga|_gid|_gat|_gcl)/.test(name)) continue
    const domains = ['', location.hostname, `.${location.hostname.split('.').slice(-2).join('.')}`]
    for (const domain of domains) document.cookie = `${name}=; max-age=0; path=/${domain ? `; domain=${domain}` : ''}`
  }
}

/**
 * Asks once whether the visitor accepts measurement, and remembers the answer in localStorage. The
 * bar is part of the server-rendered page, in the page's flow above the header and first in the Tab
 * order after the skip link: it takes its own place (under 12% of a phone's screen) instead of floating
 * over the page, so it never covers a focused element. The boot script marks <html data-consent>
 * before first paint when the visitor already answered, and the stylesheet then hides it (no flash, no
 * layout shift). The footer's "Cookie settings" shows it again to change or withdraw the answer.
 */
export function ConsentBanner({ containerId, labels, privacyHref }: { containerId: string; labels: ConsentLabels; privacyHref: string }) {
  useEffect(() => {
    if (storedChoice() === 'granted') loadTagManager(containerId)
  }, [containerId])

  const choose = (choice: Choice) => {
    try {
      localStorage.setItem(CONSENT_KEY, choice)
    } catch {
      // Private mode without storage: the answer holds for this page only.
    }
    document.documentElement.setAttribute('data-consent', 'set')
    if (choice === 'granted') loadTagManager(containerId)
    else unloadTagManager()
    // The bar's buttons are gone: focus goes back to the footer button that reopened it, or to the
    // top of the page (the next Tab reaches the skip link and the header).
    const opener = document.querySelector<HTMLElement>('[data-consent-opener]')
    if (opener) {
      delete opener.dataset.consentOpener
      opener.focus()
    } else document.getElementById('__nuxt')?.focus({ preventScroll: true })
  }
  return (
    <section id={CONSENT_BAR_ID} aria-label={labels.region} data-testid="consent-banner" className="consent-banner on-dark border-b border-ivory/10 bg-ink text-ivory">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 sm:px-6 lg:px-8">
        {/* At the top of the bar on a phone, beside the two stacked buttons: when the web font arrives and
            the text takes a line less, nothing moves (centred, it moved down by half a line). */}
        <p className="min-w-0 flex-1 text-xs leading-snug text-ivory/90 max-sm:self-start">
          {labels.message}{' '}
          <Link href={privacyHref} prefetch={false} className="text-brass-light underline underline-offset-2">
            {labels.privacy}
          </Link>
        </p>
        <div className="flex shrink-0 flex-col gap-1.5 sm:flex-row sm:gap-2">
          <button type="button" onClick={() => choose('granted')} className="consent-accept">
            {labels.accept}
          </button>
          <button type="button" onClick={() => choose('denied')} className="consent-decline">
            {labels.decline}
          </button>
        </div>
      </div>
    </section>
  )
}
