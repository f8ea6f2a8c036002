'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'

import { CONSENT_KEY } from '../site/boot-script'

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

/**
 * Spec §3/§7: the corporate profile's tag-manager container, loaded from its third-party host only
 * once the visitor has agreed, as an async script added after the page is drawn (never blocking it).
 */
export function loadTagManager(containerId: string) {
  if (!/^GTM-[A-Z0-9]+$/.test(containerId) || document.querySelector('script[data-tag-manager]')) return
  const layer = ((window as Window & { dataLayer?: unknown[] }).dataLayer ??= [])
  layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`
  script.dataset.tagManager = containerId
  document.head.appendChild(script)
}

/**
 * Asks once whether the visitor accepts measurement, and remembers the answer in localStorage. The
 * banner is part of the server-rendered page; the boot script marks <html data-consent> before first
 * paint when the visitor already answered, and the stylesheet then hides it (no flash, no layout shift:
 * it floats over the page's bottom edge).
 */
export function ConsentBanner({ containerId, labels, privacyHref }: { containerId: string; labels: ConsentLabels; privacyHref: string }) {
  const [answered, setAnswered] = useState(false)
  useEffect(() => {
    if (storedChoice() === 'granted') loadTagManager(containerId)
  }, [containerId])

  if (answered) return null
  const choose = (choice: Choice) => {
    try {
      localStorage.setItem(CONSENT_KEY, choice)
    } catch {
      // Private mode without storage: the answer holds for this page only.
    }
    document.documentElement.setAttribute('data-consent', 'set')
    setAnswered(true)
    if (choice === 'granted') loadTagManager(containerId)
  }
  return (
    <section
      aria-label={labels.region}
      data-testid="consent-banner"
      className="consent-banner on-dark fixed inset-x-3 bottom-3 z-50 rounded-2xl border border-ivory/10 bg-ink p-5 text-ivory shadow-2xl sm:inset-x-auto sm:bottom-6 sm:left-6 sm:max-w-md"
    >
      <p className="text-sm leading-relaxed text-ivory/90">
        {labels.message}{' '}
        <Link href={privacyHref} prefetch={false} className="text-brass-light underline underline-offset-4">
          {labels.privacy}
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" onClick={() => choose('granted')} className="btn-primary !bg-ivory !text-ink hover:!bg-brass-light">
          {labels.accept}
        </button>
        <button type="button" onClick={() => choose('denied')} className="btn-outline text-ivory hover:bg-ivory hover:text-ink">
          {labels.decline}
        </button>
      </div>
    </section>
  )
}
