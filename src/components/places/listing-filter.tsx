'use client'

import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import type React from 'react'

/** One choice of the filter: a country or a city with published hotels. */
export interface FilterOption {
  slug: string
  label: string
  /** "2 hotels in Japan", written by the server in the page's language. */
  summary: string
  count: number
  /** The country a city is in (cities only). */
  country?: string
}

export interface ListingFilterProps {
  /** The listing's own path in the page's language (`/ja/listing`); filter links add a query to it. */
  path: string
  countries: FilterOption[]
  cities: FilterOption[]
  /** Where each card is: one entry per child, in the same order. */
  places: { country: string; city: string }[]
  /** The server-rendered hotel cards. */
  children: React.ReactNode[]
  labels: { filter: string; country: string; city: string; all: string; total: string }
}

type Selection = { country: string | null; city: string | null }

/**
 * The /listing filter, read from the URL (`?country=japan`, `?city=kyoto`): the page is static, so the
 * server renders every hotel and this leaf narrows them in the browser. Unknown values show everything.
 */
export function ListingFilter(props: ListingFilterProps) {
  const query = useSearchParams()
  const city = props.cities.find((option) => option.slug === query.get('city')) ?? null
  const country = props.countries.find((option) => option.slug === (city?.country ?? query.get('country'))) ?? null
  return <ListingFilterView {...props} selection={{ country: country?.slug ?? null, city: city?.slug ?? null }} />
}

/** The filter and its hotels for one selection; with none selected it is also the server's render. */
export function ListingFilterView({
  path,
  countries,
  cities,
  places,
  children,
  labels,
  selection = { country: null, city: null },
}: ListingFilterProps & { selection?: Selection }) {
  const visibleCities = selection.country ? cities.filter((city) => city.country === selection.country) : cities
  const active = cities.find((city) => city.slug === selection.city) ?? countries.find((country) => country.slug === selection.country)
  const shown = children.filter((_, index) => {
    const place = places[index]
    if (selection.city) return place?.city === selection.city
    if (selection.country) return place?.country === selection.country
    return true
  })
  return (
    <>
      <nav aria-label={labels.filter} className="border-y border-ink/10 py-6">
        <FilterRow
          heading={labels.country}
          allLabel={labels.all}
          allHref={path}
          allActive={!selection.country}
          options={countries.map((option) => ({ ...option, href: `${path}?country=${option.slug}`, active: option.slug === selection.country }))}
        />
        <FilterRow
          heading={labels.city}
          allLabel={labels.all}
          allHref={selection.country ? `${path}?country=${selection.country}` : path}
          allActive={!selection.city}
          options={visibleCities.map((option) => ({ ...option, href: `${path}?city=${option.slug}`, active: option.slug === selection.city }))}
          className="mt-4"
        />
      </nav>
      <p className="mt-8 text-sm text-ink-soft" role="status" data-testid="listing-count">
        {active ? active.summary : labels.total}
      </p>
      <div className="mt-8 grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3" data-testid="listing-results">
        {shown}
      </div>
    </>
  )
}

function FilterRow({
  heading,
  allLabel,
  allHref,
  allActive,
  options,
  className = '',
}: {
  heading: string
  allLabel: string
  allHref: string
  allActive: boolean
  options: (FilterOption & { href: string; active: boolean })[]
  className?: string
}) {
  return (
    <div className={`flex flex-col gap-3 sm:flex-row sm:items-baseline sm:gap-6 ${className}`}>
      <p className="eyebrow w-24 shrink-0">{heading}</p>
      <ul className="flex flex-wrap gap-2">
        <li>
          <FilterLink href={allHref} active={allActive}>
            {allLabel}
          </FilterLink>
        </li>
        {options.map((option) => (
          <li key={option.slug}>
            <FilterLink href={option.href} active={option.active}>
              {option.label}
              <span className={option.active ? 'text-ivory/75' : 'text-ink-soft'}>{option.count}</span>
            </FilterLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

function FilterLink({ href, active, children }: { href: string; active: boolean; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      scroll={false}
      aria-current={active ? 'true' : undefined}
      className={`inline-flex min-h-9 items-center gap-2 rounded-full border px-4 py-1.5 text-sm transition-colors ${
        active ? 'border-ink bg-ink text-ivory' : 'border-ink/20 hover:border-ink'
      }`}
    >
      {children}
    </Link>
  )
}
