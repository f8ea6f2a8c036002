'use client'

import { useId, useRef, useState } from 'react'

import { hydrateLater } from '../ui/hydrate-later'
import type { PriceRangeLabels } from './price-range'
import { useSearchNavigation, type QueryChanges } from './search-navigation'

// The price filter's code (thumbs, keys, typed amounts) loads after the page's; the server draws it.
const PriceRange = hydrateLater(() => import('./price-range').then((module) => module.PriceRange))

/** Spec §9: the browser's position is waited for 10 s at most. */
const GEOLOCATION_TIMEOUT_MS = 10_000

export interface SearchFiltersLabels {
  filters: string
  sortBy: string
  currency: string
  currencyNote: string
  amenities: string
  apply: string
  clear: string
  useLocation: string
  locating: string
  locationUnavailable: string
  updating: string
  price: PriceRangeLabels
}

type Locating = 'idle' | 'locating' | 'unavailable'

/**
 * The results' controls: sort (nearest asks the browser for its position and adds it to the URL; when
 * that is refused or takes over 10 s, the distances stay measured from the destination's centre and
 * the page says so), display currency, price range and amenities. Every change is a new URL. Without
 * JavaScript it is a plain GET form with an Apply button.
 */
export function SearchFilters({
  path,
  query,
  sort,
  sorts,
  hasPosition,
  currency,
  currencies,
  price,
  amenities,
  selectedAmenities,
  localeTag,
  labels,
}: {
  /** The results page's path in the page's language. */
  path: string
  /** The current query string, without '?'. */
  query: string
  sort: string
  sorts: { value: string; label: string }[]
  hasPosition: boolean
  currency: string
  currencies: string[]
  price: { scale: { min: number; max: number }; min: number | null; max: number | null }
  amenities: { key: string; label: string }[]
  selectedAmenities: string[]
  localeTag: string
  labels: SearchFiltersLabels
}) {
  const id = `filters-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const { navigate, isPending } = useSearchNavigation(path, query)
  const [locating, setLocating] = useState<Locating>('idle')
  const asked = useRef(0)
  // Ticked at once, before the next results arrive; a new URL (back, forward) brings its own.
  const [ticked, setTicked] = useState(selectedAmenities)
  const amenitiesKey = selectedAmenities.join(',')
  const [shownAmenities, setShownAmenities] = useState(amenitiesKey)
  if (shownAmenities !== amenitiesKey) {
    setShownAmenities(amenitiesKey)
    setTicked(selectedAmenities)
  }
  // The sort shown: the visitor's choice at once ("nearest" while the position is asked for), the URL's
  // after it changes (back, forward). The select itself stays mounted, so it keeps the keyboard focus.
  const [chosenSort, setChosenSort] = useState(sort)
  const [shownSort, setShownSort] = useState(sort)
  if (shownSort !== sort) {
    setShownSort(sort)
    setChosenSort(sort)
  }

  const locate = () => {
    const request = ++asked.current
    const fallBack = () => {
      if (request !== asked.current) return
      setLocating('unavailable')
      navigate({ sortBy: null, lat: null, lng: null })
    }
    if (!('geolocation' in navigator)) return fallBack()
    setLocating('locating')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (request !== asked.current) return
        setLocating('idle')
        // Four decimals (about 10 m) say enough and keep the URL short.
        const round = (value: number) => String(Math.round(value * 10_000) / 10_000)
        navigate({ sortBy: null, lat: round(position.coords.latitude), lng: round(position.coords.longitude) })
      },
      fallBack,
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 300_000 },
    )
  }

  const change = (changes: QueryChanges) => {
    asked.current++
    if (locating !== 'idle') setLocating('idle')
    navigate(changes)
  }

  const toggleAmenity = (key: string, on: boolean) => {
    const next = on ? [...ticked, key] : ticked.filter((item) => item !== key)
    setTicked(next)
    change({
      amenities:
        next.length > 0
          ? amenities
              .map((item) => item.key)
              .filter((item) => next.includes(item))
              .join(',')
          : null,
    })
  }

  const selectClass = 'mt-1 block h-11 w-full rounded-none border border-ink/25 bg-white/80 px-3 text-base hover:border-ink/50'
  const filtered = price.min !== null || price.max !== null || ticked.length > 0

  return (
    <form
      method="get"
      action={path}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        // The controls apply as they change; the Apply button (and Enter in a field) applies the form
        // as it stands, the typed prices included, without leaving the page.
        event.preventDefault()
        const form = new FormData(event.currentTarget)
        const value = (name: string) => {
          const entry = form.get(name)
          return typeof entry === 'string' && entry !== '' ? entry : null
        }
        const picked = form.getAll('amenities').filter((entry): entry is string => typeof entry === 'string')
        const sortBy = value('sortBy')
        if (sortBy === 'nearest' && !hasPosition) return locate()
        change({
          sortBy,
          currency: value('currency'),
          // The slider's ends are no limit at all.
          minPrice: value('minPrice') === String(price.scale.min) ? null : value('minPrice'),
          maxPrice: value('maxPrice') === String(price.scale.max) ? null : value('maxPrice'),
          amenities: picked.length > 0 ? picked.join(',') : null,
        })
      }}
      // Above the results up to xl (two columns from lg), beside them from xl.
      className="grid gap-6 lg:grid-cols-2 lg:gap-x-10 xl:grid-cols-1"
      data-testid="search-filters"
    >
      <h2 id={`${id}-heading`} className="sr-only">
        {labels.filters}
      </h2>
      {[...new URLSearchParams(query)]
        .filter(([name]) => !['sortBy', 'currency', 'minPrice', 'maxPrice', 'amenities', 'page'].includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-sort`} className="block text-sm font-medium">
            {labels.sortBy}
          </label>
          <select
            id={`${id}-sort`}
            name="sortBy"
            value={chosenSort}
            className={selectClass}
            onChange={(event) => {
              const value = event.target.value
              setChosenSort(value)
              if (value === 'nearest') locate()
              else change({ sortBy: value })
            }}
            data-testid="search-sort"
          >
            {sorts.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {sort === 'nearest' && !hasPosition && locating !== 'locating' && (
            <button type="button" className="mt-2 text-sm underline underline-offset-4" onClick={locate} data-testid="use-location">
              {labels.useLocation}
            </button>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-currency`} className="block text-sm font-medium">
            {labels.currency}
          </label>
          <select
            id={`${id}-currency`}
            name="currency"
            value={currency}
            aria-describedby={`${id}-currency-note`}
            className={selectClass}
            onChange={(event) => change({ currency: event.target.value, minPrice: null, maxPrice: null })}
            data-testid="search-currency"
          >
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <p id={`${id}-currency-note`} className="text-xs leading-relaxed text-ink-soft sm:col-span-2">
          {labels.currencyNote}
        </p>
        <p role="status" className="text-sm text-ink-soft empty:hidden sm:col-span-2" data-testid="location-status">
          {locating === 'locating' ? labels.locating : locating === 'unavailable' ? labels.locationUnavailable : ''}
        </p>
      </div>

      <PriceRange
        scale={price.scale}
        value={{ min: price.min, max: price.max }}
        currency={currency}
        localeTag={localeTag}
        labels={labels.price}
        onCommit={(min, max) => change({ minPrice: min === null ? null : String(min), maxPrice: max === null ? null : String(max) })}
      />

      {amenities.length > 0 && (
        // Folded away until used: the list is long, and on a phone the results come first.
        <details className="lg:col-span-2 xl:col-span-1" open={ticked.length > 0 || undefined}>
          <summary className="cursor-pointer py-2 text-sm font-medium" data-testid="amenities-toggle">
            {labels.amenities}
            {ticked.length > 0 && <span className="ml-2 rounded-full bg-ink px-2 py-0.5 text-xs text-ivory">{ticked.length}</span>}
          </summary>
          <fieldset>
            <legend className="sr-only">{labels.amenities}</legend>
            <ul className="mt-2 flex flex-wrap gap-2">
              {amenities.map((amenity) => {
                const checked = ticked.includes(amenity.key)
                return (
                  <li key={amenity.key}>
                    <label
                      className={`inline-flex min-h-11 cursor-pointer items-center gap-2 border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brass has-[:focus-visible]:outline-solid ${checked ? 'border-ink bg-ink text-ivory' : 'border-ink/25 bg-white/80 hover:border-ink/50'}`}
                    >
                      <input
                        type="checkbox"
                        name="amenities"
                        value={amenity.key}
                        checked={checked}
                        onChange={(event) => toggleAmenity(amenity.key, event.target.checked)}
                        className="h-4 w-4 accent-brass"
                      />
                      {amenity.label}
                    </label>
                  </li>
                )
              })}
            </ul>
          </fieldset>
        </details>
      )}

      <div className="flex flex-wrap items-center gap-4 lg:col-span-2 xl:col-span-1">
        {/* A real submit button, before and after the page's script runs (WCAG H32): the filters also
            apply as they change, so it mostly serves keyboard and screen-reader users who expect one. */}
        <button type="submit" className="btn-outline px-5 py-2 text-sm" data-testid="apply-filters">
          {labels.apply}
        </button>
        {filtered && (
          <button
            type="button"
            className="text-sm underline underline-offset-4"
            onClick={() => {
              setTicked([])
              change({ minPrice: null, maxPrice: null, amenities: null })
            }}
            data-testid="clear-filters"
          >
            {labels.clear}
          </button>
        )}
        <p role="status" className="text-sm text-ink-soft">
          {isPending ? labels.updating : ''}
        </p>
      </div>
    </form>
  )
}
