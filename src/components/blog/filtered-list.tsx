'use client'

import { useRef, type MouseEvent, type ReactNode } from 'react'

import { useUrlQuery } from '../ui/url-query'

import { pageNumbers } from './page-numbers'

export interface FilterCategory {
  slug: string
  name: string
}

export interface FilteredListLabels {
  /** Accessible name of the category links. */
  filter: string
  all: string
  pagination?: { label: string; previous: string; next: string; page: string }
}

interface FilteredListProps {
  /** The page's own path with its language prefix ('/ja/blog'): every link of the list points at it. */
  basePath: string
  /** The items, already rendered on the server, in display order. */
  items: ReactNode[]
  /** The category slug of each item, by index. */
  itemCategories: string[]
  categories: FilterCategory[]
  labels: FilteredListLabels
  /** Items per page; without it the list is not paginated. */
  pageSize?: number
  listClassName: string
}

/**
 * A list filtered by `?category=slug` and paged by `?page=n`, with real links for both. The page stays
 * static: the server renders the default view (every item, page 1), and in the browser the query
 * string picks the view (read by `useUrlQuery`, so the server's markup is kept with any focus in it).
 * Items arrive rendered, so their data is not sent a second time.
 */
export function FilteredList(props: FilteredListProps) {
  const [query, queryReader] = useUrlQuery()
  const requested = query?.get('category') ?? ''
  const category = props.categories.some((entry) => entry.slug === requested) ? requested : ''
  const pageText = query?.get('page') ?? ''
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1
  return (
    <>
      {queryReader}
      <FilteredListView {...props} category={category} page={page} />
    </>
  )
}

/**
 * A plain click on one of the list's links changes the address in place (Next's router follows
 * history.pushState, so useSearchParams updates): the page is not fetched or re-mounted again, and
 * keyboard focus stays where it was. Other clicks (new tab, modifier keys) follow the link as usual.
 */
function followInPlace(event: MouseEvent<HTMLAnchorElement>, then?: () => void) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  const target = event.currentTarget.href
  if (target !== window.location.href) window.history.pushState(null, '', target)
  then?.()
}

function FilteredListView({
  basePath,
  items,
  itemCategories,
  categories,
  labels,
  pageSize,
  listClassName,
  category,
  page,
}: FilteredListProps & { category: string; page: number }) {
  const list = useRef<HTMLUListElement>(null)
  const matching = items.map((_, index) => index).filter((index) => !category || itemCategories[index] === category)
  const totalPages = pageSize ? Math.max(1, Math.ceil(matching.length / pageSize)) : 1
  // A page past the end (an old link after posts were removed) shows the last one.
  const current = Math.min(page, totalPages)
  const visible = pageSize ? matching.slice((current - 1) * pageSize, current * pageSize) : matching

  const href = (slug: string, pageNumber = 1) => {
    const params = new URLSearchParams()
    if (slug) params.set('category', slug)
    if (pageNumber > 1) params.set('page', String(pageNumber))
    const search = params.toString()
    return search ? `${basePath}?${search}` : basePath
  }
  // A new page of items starts at its top, and a screen reader reads on from there.
  const toPage = (event: MouseEvent<HTMLAnchorElement>) =>
    followInPlace(event, () =>
      requestAnimationFrame(() => {
        list.current?.scrollIntoView({ block: 'start' })
        list.current?.focus({ preventScroll: true })
      }),
    )

  return (
    <>
      {categories.length > 1 && (
        <nav aria-label={labels.filter} className="border-b border-ink/10">
          {/* Scrolls sideways on a narrow screen; focus rings are drawn inside the links so it cannot clip them. */}
          <ul className="-mx-1 -mb-px flex gap-x-5 overflow-x-auto">
            {[{ slug: '', name: labels.all }, ...categories].map((entry) => {
              const active = entry.slug === category
              return (
                <li key={entry.slug} className="shrink-0">
                  <a
                    href={href(entry.slug)}
                    onClick={(event) => followInPlace(event)}
                    aria-current={active ? 'page' : undefined}
                    className={`inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-1 text-sm font-medium transition-colors focus-visible:outline-offset-[-2px] ${
                      active ? 'border-brass text-ink' : 'border-transparent text-ink-soft hover:border-ink/30 hover:text-ink'
                    }`}
                  >
                    {entry.name}
                  </a>
                </li>
              )
            })}
          </ul>
        </nav>
      )}

      <ul ref={list} tabIndex={-1} className={`${listClassName} focus-visible:outline-offset-8`}>
        {visible.map((index) => (
          <li key={index} className="flex">
            {items[index]}
          </li>
        ))}
      </ul>

      {pageSize && labels.pagination && totalPages > 1 && (
        <nav aria-label={labels.pagination.label} className="mt-20 flex items-center justify-center gap-2 text-sm">
          <PageLink href={current > 1 ? href(category, current - 1) : null} rel="prev" onClick={toPage}>
            <span aria-hidden="true">←</span> {labels.pagination.previous}
          </PageLink>
          <ol className="flex items-center gap-1">
            {pageNumbers(current, totalPages).map((entry, index) =>
              entry === 'gap' ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-ink-soft">
                  …
                </li>
              ) : (
                <li key={entry}>
                  <a
                    href={href(category, entry)}
                    onClick={toPage}
                    aria-current={entry === current ? 'page' : undefined}
                    aria-label={labels.pagination!.page.replace('{number}', String(entry))}
                    className={`inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 tabular-nums ${
                      entry === current ? 'bg-ink text-ivory' : 'hover:bg-sand'
                    }`}
                  >
                    {entry}
                  </a>
                </li>
              ),
            )}
          </ol>
          <PageLink href={current < totalPages ? href(category, current + 1) : null} rel="next" onClick={toPage}>
            {labels.pagination.next} <span aria-hidden="true">→</span>
          </PageLink>
        </nav>
      )}
    </>
  )
}

function PageLink({
  href,
  rel,
  onClick,
  children,
}: {
  href: string | null
  rel: 'prev' | 'next'
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void
  children: ReactNode
}) {
  const className = 'inline-flex h-11 items-center gap-2 rounded-full px-4 font-medium'
  // At either end the link is left out; its place is kept so the page numbers do not move.
  if (!href) {
    return (
      <span aria-hidden="true" className={`${className} invisible`}>
        {children}
      </span>
    )
  }
  return (
    <a href={href} rel={rel} onClick={onClick} className={`${className} hover:bg-sand`}>
      {children}
    </a>
  )
}
