import type React from 'react'

/**
 * The top of a content page: an optional eyebrow, the page's one h1 and an introduction, on the ivory
 * ground (pages with a hero image build their own header). `children` go below (breadcrumbs, filters).
 */
export function PageHeader({ eyebrow, title, intro, children }: { eyebrow?: string; title: string; intro?: string; children?: React.ReactNode }) {
  return (
    <header className="mx-auto max-w-7xl px-4 pb-10 pt-16 sm:px-6 lg:px-8 lg:pt-24">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 className="mt-3 max-w-4xl font-display text-4xl leading-[1.08] sm:text-5xl lg:text-6xl">{title}</h1>
      {intro && <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-soft">{intro}</p>}
      {children}
    </header>
  )
}
