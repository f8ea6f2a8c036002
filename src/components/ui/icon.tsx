import type { IconName } from '../../lib/icon-names'

/** Simple 24×24 line icons, drawn with the current text colour. */
const PATHS: Record<IconName, string> = {
  wifi: 'M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01',
  pool: 'M2 18c2 0 2-1.5 4-1.5S8 18 10 18s2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5M8 15V5a2 2 0 0 1 4 0M16 15V5a2 2 0 0 0-4 0M8 9h8M8 12.5h8',
  spa: 'M12 21c-4.5 0-8-3-8-7 3 0 6 1.5 8 4 2-2.5 5-4 8-4 0 4-3.5 7-8 7ZM12 18c-2-2-2.5-6 0-10 2.5 4 2 8 0 10Z',
  gym: 'M6 7v10M18 7v10M3 10v4M21 10v4M6 12h12',
  restaurant: 'M7 3v8a2 2 0 0 0 2 2h0M5 3v6M9 3v6M8 13v8M17 3c-2 1.5-3 4-3 7h3v11',
  bar: 'M5 4h14l-7 8-7-8ZM12 12v8M8 20h8',
  parking: 'M5 3h14v18H5zM10 17V8h3a2.5 2.5 0 0 1 0 5h-3',
  airport: 'M2 16l20-6-1.5-2L12 10 7 4H5l3 7-4 1-2-2H1l1 4Zm1 5h18',
  concierge: 'M4 18h16M6 18a6 6 0 0 1 12 0M12 9V7M10 7h4M3 21h18',
  'room-service': 'M3 17h18M5 17a7 7 0 0 1 14 0M12 8V6M9 21h6',
  beach: 'M3 21h18M12 21V10M4 10a8 8 0 0 1 16 0ZM8 10a4 6 0 0 1 8 0',
  garden: 'M12 21v-9M12 12c-4 0-6-3-6-7 4 0 6 3 6 7Zm0 0c4 0 6-3 6-7-4 0-6 3-6 7ZM7 21h10',
  business: 'M3 7h18v13H3zM8 7V4h8v3M3 12h18',
  kids: 'M12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM7 22l2-9-3-3 6 1 6-1-3 3 2 9M10 17h4',
  pets: 'M5 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM19 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM9 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM15 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM12 11c-3 0-6 4-6 7 0 2 2 3 6 3s6-1 6-3c0-3-3-7-6-7Z',
  accessible: 'M12 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM9 9h6M12 9v5h5l2 5M10 12a5 5 0 1 0 5 6',
  aircon: 'M3 5h18v7H3zM7 16v3M12 16v5M17 16v3M6 9h12',
  minibar: 'M6 2h12v20H6zM6 9h12M9 5v2M9 12v3',
  safe: 'M3 4h18v16H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM12 9v1M7 20v1M17 20v1',
  coffee: 'M4 8h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5V8ZM17 10h2a2 2 0 0 1 0 4h-2M7 2v3M11 2v3M15 2v3',
  bathtub: 'M3 12h18v3a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5v-3ZM5 12V5a2 2 0 0 1 4 0M7 20l-1 2M17 20l1 2',
  balcony: 'M4 12h16M4 21h16M6 12v9M10 12v9M14 12v9M18 12v9M7 12V4h10v8',
  view: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12ZM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  tv: 'M3 5h18v12H3zM8 21h8M12 17v4',
  desk: 'M3 9h18M5 9v11M19 9v11M14 9v6h5M15 12h2',
  bed: 'M3 18V6M3 13h18v5M21 18v-3M3 18h18M7 13V10h5v3',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9L12 3Z',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3ZM9 12l2 2 4-4',
  heart: 'M12 20s-8-4.5-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.5 12 20 12 20Z',
  leaf: 'M5 19c0-9 6-14 15-14 0 9-5 15-14 15ZM5 19l8-8',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z',
  key: 'M8 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM12 11h9M18 11v3M15 11v2',
  sparkle: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3ZM19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8L19 16Z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2',
  'map-pin': 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11ZM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  calendar: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M18 14a7 7 0 0 1 4 7',
  ruler: 'M3 17 17 3l4 4L7 21l-4-4ZM7 13l2 2M10 10l2 2M13 7l2 2',
  tag: 'M3 12V3h9l9 9-9 9-9-9ZM7.5 7.5h.01',
  award: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12ZM8.5 14 7 22l5-3 5 3-1.5-8',
}

export function Icon({
  name,
  className = 'h-5 w-5',
  label,
}: {
  name: string
  className?: string
  /** Give a label when the icon carries meaning on its own; otherwise it is hidden from screen readers. */
  label?: string
}) {
  const path = PATHS[name as IconName] ?? PATHS.sparkle
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={path} />
    </svg>
  )
}
