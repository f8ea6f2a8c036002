import type React from 'react'

export function SectionHeading({ eyebrow, title, action, id }: { eyebrow?: string; title: string; action?: React.ReactNode; id?: string }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h2 id={id} className="mt-3 max-w-2xl font-display text-3xl leading-tight sm:text-4xl lg:text-5xl">
          {title}
        </h2>
      </div>
      {action}
    </div>
  )
}
