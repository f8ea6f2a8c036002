'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

/**
 * One question of the FAQ accordion (WAI-ARIA accordion pattern): a button inside a heading that
 * shows and hides its answer. The answer is in the page's HTML from the start, for crawlers and for
 * the browser's find-in-page, which opens it (hidden="until-found").
 */
export function FaqItem({ id, question, children }: { id: string; question: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = panel.current
    if (!element) return
    // React only knows boolean `hidden`; find-in-page can search and reveal 'until-found' content.
    if (!open) element.setAttribute('hidden', 'until-found')
    const reveal = () => setOpen(true)
    element.addEventListener('beforematch', reveal)
    return () => element.removeEventListener('beforematch', reveal)
  }, [open])

  return (
    <>
      <h3 className="font-display text-xl leading-snug sm:text-2xl">
        <button
          type="button"
          id={`${id}-question`}
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((current) => !current)}
          className="group flex w-full items-start justify-between gap-6 py-6 text-left transition-colors hover:text-teal"
        >
          <span>{question}</span>
          <span
            aria-hidden="true"
            className="relative mt-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-ink/25 transition-colors group-hover:border-teal"
          >
            <span className="absolute h-px w-3 bg-current" />
            <span className={`absolute h-3 w-px bg-current transition-transform duration-300 ${open ? 'rotate-90 scale-y-0' : ''}`} />
          </span>
        </button>
      </h3>
      {/* No box styles on the panel itself: a hidden="until-found" element keeps its padding. */}
      <div ref={panel} id={`${id}-answer`} hidden={!open}>
        <div className="pb-8 pr-4 sm:pr-14">{children}</div>
      </div>
    </>
  )
}
