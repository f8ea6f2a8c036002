/**
 * The brand's mark (an A in a ring), in the current text colour: drawn by the stylesheet (`.brand-mark`
 * in icons.css), as the site's icons, since every page shows it three times (header, footer, overlay).
 */
export function BrandMark({ className }: { className: string }) {
  return <span className={`icon brand-mark ${className}`} aria-hidden="true" />
}

/**
 * The wordmark, drawn in the display face so it stays crisp and needs no image request. It is a Latin
 * name in every language (lang="en": its letter-spacing is part of the mark). `compact` makes it
 * smaller on phones, where the header also holds the book and menu buttons.
 */
export function Logo({ name, inverse = false, compact = false }: { name: string; inverse?: boolean; compact?: boolean }) {
  const [brand = name, ...rest] = name.split(' ')
  return (
    // The words' class lists are the stylesheet's (.logo-name, .logo-line; .logo-compact for the header's).
    <span lang="en" translate="no" className={`flex items-center gap-3 ${compact ? 'logo-compact max-sm:gap-2' : ''} ${inverse ? 'text-ivory' : 'text-ink'}`}>
      <BrandMark className={`h-9 w-9 shrink-0 text-brass ${compact ? 'max-sm:h-8 max-sm:w-8' : ''}`} />
      <span className={`flex flex-col leading-none ${compact ? 'max-[359.98px]:sr-only' : ''}`}>
        <span className="logo-name">{brand}</span>
        {rest.length > 0 && <span className="logo-line">{rest.join(' ')}</span>}
      </span>
    </span>
  )
}
