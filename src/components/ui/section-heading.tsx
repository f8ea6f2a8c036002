import type React from 'react'

export function SectionHeading({ eyebrow, title, action, id }: { eyebrow?: string; title: string; action?: React.ReactNode; id?: string }) {
  return (
    <div className="heading-row">
      <div>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h2 id={id} className="heading-title">
          {title}
        </h2>
      </div>
      {action}
    </div>
  )
}
