'use client'

/** The element id of the consent bar (consent-banner.tsx), which the footer's button shows again. */
export const CONSENT_BAR_ID = 'cookie-consent'

/** Shows the consent bar again, at the top of the page, with the focus on its first button. */
function reopenConsent(opener: HTMLElement) {
  const bar = document.getElementById(CONSENT_BAR_ID)
  if (!bar) return
  // Where the focus goes back once the visitor has answered again.
  opener.dataset.consentOpener = ''
  document.documentElement.removeAttribute('data-consent')
  window.scrollTo({ top: 0, behavior: 'instant' })
  bar.querySelector<HTMLElement>('button')?.focus({ preventScroll: true })
}

/**
 * The footer's "Cookie settings": the consent bar again, to change or withdraw the answer. Kept apart
 * from the bar's own code, which loads after the page (chrome.ts): this is all the footer carries.
 */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} data-testid="cookie-settings" onClick={(event) => reopenConsent(event.currentTarget)}>
      {label}
    </button>
  )
}
