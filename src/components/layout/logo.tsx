/** The wordmark, drawn in the display face so it stays crisp and needs no image request. */
export function Logo({ name, inverse = false }: { name: string; inverse?: boolean }) {
  const [brand = name, ...rest] = name.split(' ')
  return (
    <span className={`flex items-center gap-3 ${inverse ? 'text-ivory' : 'text-ink'}`}>
      <svg viewBox="0 0 40 40" className="h-9 w-9 shrink-0 text-brass" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="18.5" fill="none" stroke="currentColor" strokeWidth="1" />
        <path d="M11 29 20 9l9 20M14.5 22h11" fill="none" stroke="currentColor" strokeWidth="1.4" />
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className="text-[1.55rem] font-semibold tracking-[0.28em] uppercase"
          style={{ fontFamily: "'Cormorant Garamond', Georgia, serif" }}
        >
          {brand}
        </span>
        {rest.length > 0 && (
          <span className="mt-1 text-[0.58rem] tracking-[0.34em] uppercase opacity-70">{rest.join(' ')}</span>
        )}
      </span>
    </span>
  )
}
