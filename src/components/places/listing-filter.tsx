'use client'

import Link from 'next/link'
import type React from 'react'
import { useState } from 'react'

import { ViewSwitch, type ViewSwitchLabels } from '../map/list-map-switch'
import { type MapLabels, type MapMarker, type MapTiles, PropertyMap } from '../map/property-map'
import { useUrlQuery } from '../ui/url-query'

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
  /** Which hotel each card is and where: one entry per child, in the same order. */
  places: { slug: string; country: string; city: string }[]
  /** The server-rendered hotel cards. */
  children: React.ReactNode[]
  labels: { filter: string; country: string; city: string; all: string; total: string }
  /** A map of the hotels shown, beside the list (behind a list/map switch on phones). */
  map?: { markers: MapMarker[]; tiles: MapTiles; labels: MapLabels; views: ViewSwitchLabels }
}

type Selection = { country: string | null; city: string | null }

/**
 * The /listing filter, read from the URL (`?country=japan`, `?city=kyoto`): the page is static, so the
 * server renders every hotel and this leaf narrows them in the browser. Unknown values show everything.
 */
export function ListingFilter(props: ListingFilterProps) {
  const [query, queryReader] = useUrlQuery()
  const city = props.cities.find((option) => option.slug === query?.get('city')) ?? null
  const country = props.countries.find((option) => option.slug === (city?.country ?? query?.get('country'))) ?? null
  return (
    <>
      {queryReader}
      <ListingFilterView {...props} selection={{ country: country?.slug ?? null, city: city?.slug ?? null }} />
    </>
  )
}

/** The filter and its hotels for one selection; with none selected it is also the server's render. */
function ListingFilterView({
  path,
  countries,
  cities,
  places,
  children,
  labels,
  map,
  selection = { country: null, city: null },
}: ListingFilterProps & { selection?: Selection }) {
  const [view, setView] = useState<'list' | 'map'>('list')
  const [active, setActive] = useState<string | null>(null)
  const visibleCities = selection.country ? cities.filter((city) => city.country === selection.country) : cities
  const chosen = cities.find((city) => city.slug === selection.city) ?? countries.find((country) => country.slug === selection.country)
  const isShown = (place: (typeof places)[number] | undefined) => {
    if (selection.city) return place?.city === selection.city
    if (selection.country) return place?.country === selection.country
    return true
  }
  const shownIndexes = children.map((_, index) => index).filter((index) => isShown(places[index]))
  const shownSlugs = new Set(shownIndexes.map((index) => places[index]?.slug))
  const cards = shownIndexes.map((index) => {
    const slug = places[index]?.slug ?? String(index)
    if (!map) return children[index]
    // Pointing at or tabbing into a card lights its pin, and a pin under the pointer lights its card.
    return (
      <div
        key={slug}
        data-slug={slug}
        data-active={active === slug ? 'true' : undefined}
        onMouseEnter={() => setActive(slug)}
        onMouseLeave={() => setActive(null)}
        onFocus={() => setActive(slug)}
        onBlur={() => setActive(null)}
        className={`rounded-sm outline-offset-[12px] ${active === slug ? 'outline-2 outline-brass-light outline-solid' : ''}`}
      >
        {children[index]}
      </div>
    )
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
      <div className="mt-8 flex items-center justify-between gap-4">
        <p className="text-sm text-ink-soft" role="status" data-testid="listing-count">
          {chosen ? chosen.summary : labels.total}
        </p>
        {map && <ViewSwitch view={view} onChange={setView} labels={map.views} />}
      </div>
      {map ? (
        <div className="mt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,42%)] lg:items-start lg:gap-10">
          <div className={view === 'map' ? 'hidden lg:block' : ''}>
            <div className="grid gap-x-8 gap-y-14 sm:grid-cols-2" data-testid="listing-results">
              {cards}
            </div>
          </div>
          <div className={`lg:sticky lg:top-28 ${view === 'list' ? 'hidden lg:block' : ''}`} data-testid="listing-map">
            <PropertyMap
              markers={map.markers.filter((marker) => shownSlugs.has(marker.slug))}
              tiles={map.tiles}
              labels={map.labels}
              activeSlug={active}
              onActiveChange={setActive}
              className="h-[70vh] min-h-[360px] lg:h-[calc(100vh-10rem)] lg:max-h-[760px]"
            />
          </div>
        </div>
      ) : (
        <div className="mt-8 grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3" data-testid="listing-results">
          {cards}
        </div>
      )}
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
