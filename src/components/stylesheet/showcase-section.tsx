import type React from 'react'

/** One chapter of the style showcase: a titled band with an anchor for the contents. */
export function ShowcaseSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="border-t border-ink/15 py-16 lg:py-20">
      <h2 id={`${id}-heading`} className="font-display text-3xl sm:text-4xl">
        {title}
      </h2>
      <div className="mt-10">{children}</div>
    </section>
  )
}

/** A small caption naming what a sample shows (a state, a class). */
export function SampleLabel({ children }: { children: React.ReactNode }) {
  return <p className="mb-3 text-xs font-medium uppercase tracking-[0.14em] text-ink-soft">{children}</p>
}
