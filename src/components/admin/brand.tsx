/**
 * The group's mark on the sign-in page and in the navigation: the same drawing as the site's header
 * logo, as inline SVG (nothing to fetch), with the wordmark set in the site's display face.
 */
const Mark = ({ size }: { size: number }) => (
  <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false" style={{ color: '#a57b3a', flexShrink: 0 }}>
    <circle cx="20" cy="20" r="18.5" fill="none" stroke="currentColor" strokeWidth="1" />
    <path d="M11 29 20 9l9 20M14.5 22h11" fill="none" stroke="currentColor" strokeWidth="1.4" />
  </svg>
)

export function BrandLogo() {
  return (
    <span lang="en" data-testid="brand-logo" style={{ display: 'inline-flex', alignItems: 'center', gap: '0.9rem', color: 'var(--theme-text)' }}>
      <Mark size={56} />
      <span style={{ display: 'flex', flexDirection: 'column', lineHeight: 1 }}>
        <span style={{ fontFamily: "'Cormorant Garamond', Georgia, serif", fontSize: '2.1rem', fontWeight: 600, letterSpacing: '0.28em', textTransform: 'uppercase' }}>
          Aurelia
        </span>
        <span style={{ marginTop: '0.4rem', fontSize: '0.7rem', letterSpacing: '0.34em', textTransform: 'uppercase', opacity: 0.75 }}>
          Hotels &amp; Resorts · Back office
        </span>
      </span>
    </span>
  )
}

export function BrandIcon() {
  return (
    <span role="img" aria-label="Aurelia Hotels & Resorts" style={{ display: 'inline-flex' }}>
      <Mark size={28} />
    </span>
  )
}
