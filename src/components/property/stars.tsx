/** A star rating drawn as small brass stars, read out as one label. */
export function Stars({ count, label, className = 'text-brass' }: { count: number; label: string; className?: string }) {
  if (count <= 0) return null
  return (
    <span className={`mt-2 flex gap-0.5 ${className}`} role="img" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <svg key={index} viewBox="0 0 24 24" className="h-3.5 w-3.5" fill="currentColor" aria-hidden="true">
          <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9L12 3Z" />
        </svg>
      ))}
    </span>
  )
}
