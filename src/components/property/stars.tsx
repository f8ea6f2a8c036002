/**
 * A star rating drawn as small brass stars, read out as one label. The stars are the stylesheet's
 * (`.stars` in icons.css): one element as wide as `count` stars, not an <svg> per star.
 */
export function Stars({ count, label, className = '' }: { count: number; label: string; className?: string }) {
  const stars = Math.floor(count)
  if (stars <= 0) return null
  return <span className={className ? `stars mt-2 ${className}` : 'stars mt-2'} style={{ width: `${stars - 0.125}rem` }} role="img" aria-label={label} />
}
