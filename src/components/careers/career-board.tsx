import Link from 'next/link'
import type React from 'react'

export interface CareerFilterOption {
  /** The ?property= value. */
  value: string
  label: string
  count: number
}

/**
 * The list of open positions under its hotel filter. The filter is a row of real links
 * (`?property=…`), so every view has an address and works without JavaScript.
 */
export function CareerBoard({
  path,
  options,
  selected,
  total,
  countLabel,
  labels,
  children,
}: {
  /** The careers page's own path in the page language. */
  path: string
  options: CareerFilterOption[]
  selected: string | null
  total: number
  countLabel: string
  labels: { filter: string; all: string }
  children: React.ReactNode
}) {
  const chip =
    'inline-flex min-h-10 items-center gap-2 rounded-full border px-4 py-2 text-sm transition-colors aria-[current=true]:border-ink aria-[current=true]:bg-ink aria-[current=true]:text-ivory'
  return (
    <>
      {options.length > 1 && (
        <nav aria-label={labels.filter} className="border-y border-ink/10 py-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link href={path} scroll={false} aria-current={selected === null} className={`${chip} border-ink/20 hover:border-ink`}>
                {labels.all}
                <span className="text-xs opacity-75">{total}</span>
              </Link>
            </li>
            {options.map((option) => (
              <li key={option.value}>
                <Link
                  href={`${path}?property=${encodeURIComponent(option.value)}`}
                  scroll={false}
                  aria-current={selected === option.value}
                  className={`${chip} border-ink/20 hover:border-ink`}
                >
                  {option.label}
                  <span className="text-xs opacity-75">{option.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="mt-8 text-sm text-ink-soft" aria-live="polite">
        {countLabel}
      </p>
      <ul className="mt-4">{children}</ul>
    </>
  )
}
