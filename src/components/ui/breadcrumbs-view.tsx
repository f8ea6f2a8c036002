'use client'

import Link from 'next/link'
import type { ReactNode } from 'react'

/**
 * The markup of a trail of breadcrumbs (breadcrumbs.tsx gathers it on the server): the links in the
 * page's language, the last one the current page. A client component for its weight: the page's React
 * payload carries the labels and links, not the trail's tree of elements and class lists again.
 * `children` ends the navigation (the trail as structured data).
 */
export function BreadcrumbsView({
  label,
  className,
  items,
  children,
}: {
  label: string
  className: string
  items: { label: string; href: string }[]
  children: ReactNode
}) {
  return (
    <nav aria-label={label} className={`text-sm text-ink-soft ${className}`}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => (
          <li key={item.href} className="flex items-center gap-2">
            {index === items.length - 1 ? (
              <span aria-current="page" className="text-ink">
                {item.label}
              </span>
            ) : (
              <>
                <Link href={item.href} prefetch={false} className="underline-offset-4 hover:text-ink hover:underline">
                  {item.label}
                </Link>
                <span aria-hidden="true">/</span>
              </>
            )}
          </li>
        ))}
      </ol>
      {children}
    </nav>
  )
}
