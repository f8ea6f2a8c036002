'use client'

import { type ReactNode, useId, useState } from 'react'

/**
 * A part of the results page that phones and tablets fold away (below the xl breakpoint, where the
 * results do not sit beside it): one line that says what it holds — the search as one line, or
 * "Filters and sort" — and a button that opens it in place. From xl it always shows, without the line.
 * The part is in the HTML either way (server-rendered, only hidden), so opening it moves focus to its
 * first field and nothing loads.
 */
export function PhoneSheet({ summary, button, children, testId }: { summary: ReactNode; button: string; children: ReactNode; testId: string }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div data-testid={testId}>
      <div className="flex min-h-12 items-center justify-between gap-3 rounded-2xl border border-ink/15 bg-white py-1.5 pl-4 pr-1.5 xl:hidden">
        <p className="min-w-0 truncate text-sm" data-testid={`${testId}-summary`}>
          {summary}
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          className="btn-outline shrink-0 px-4 py-2 text-sm"
          onClick={() => {
            setOpen(!open)
            if (!open)
              requestAnimationFrame(() =>
                document.getElementById(id)?.querySelector<HTMLElement>('input:not([type=hidden]),select,textarea,button')?.focus({ preventScroll: false }),
              )
          }}
        >
          {button}
        </button>
      </div>
      <div id={id} className={open ? 'mt-4 xl:mt-0' : 'max-xl:hidden'}>
        {children}
      </div>
    </div>
  )
}
