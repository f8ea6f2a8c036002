'use client'

import { useRouter } from 'next/navigation'
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react'

import { DestinationCombobox, type DestinationComboboxLabels } from '@/components/search/destination-combobox'
import { shortDate } from '@/lib/calendar-date'
import { formatMessage } from '@/lib/message-format'
import type { DestinationSuggestion } from '@/lib/search-text'

import { translator, type BookingLabels } from './labels'
import {
  agesByRoom,
  agesKnown,
  changeRoomGuests,
  changeRooms,
  OCCUPANCY_LIMITS,
  placedParties,
  PROMO_CODE,
  removeRoom,
  ROOM_LIMITS,
  spreadParty,
  type Stay,
  stayParams,
} from './stay-query'

const loadPicker = () => import('./date-range-picker')
// The calendar's code downloads when a visitor first reaches for the dates, not with the page.
const DateRangePicker = lazy(loadPicker)

/** The box as the stay search of every hotel (the home page, hotels, destinations, search results). */
export interface StaySearch {
  /** Where the destination box loads its suggestions from (GET /api/destination-suggestions?lang=…). */
  suggestionsUrl: string
  /** The suggestion the URL's `destination` names, if it names one: the box shows its name at once. */
  chosen: DestinationSuggestion | null
  /** The URL's `destination`: a slug of the suggestions, or free text. */
  destination: string
  labels: DestinationComboboxLabels
  heading: string
  submit: string
  /** Query parameters of the results page a new search keeps (sort, currency, filters), in order. */
  keep: [string, string][]
}

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, index) => min + index)

/**
 * The dates-and-guests box: the stay's dates (a calendar that opens below), adults, children with each
 * child's age, rooms and an optional promo code. Submitting goes to the property's rates page with the
 * stay in the query string (router.push: shareable, and back returns to the previous stay). Without
 * JavaScript it is a plain GET form.
 *
 * With `search` (and no property) it is the stay search across every hotel: a destination box first,
 * dates optional and without prices in the calendar (today on the visitor's own calendar), no promo
 * code, and submitting goes to the search results with the destination, the stay and what `keep` holds.
 */
export function StayBox({
  property,
  timeZone,
  currency,
  action,
  initial,
  labels,
  lang,
  localeTag,
  headingLevel = 2,
  search,
  onStayChange,
  onStaySubmit,
}: {
  /** The hotel whose calendar prices the days; null in the stay search. */
  property: string | null
  /** The hotel's time zone, for today; null: the visitor's. */
  timeZone: string | null
  currency: string | null
  /** The rates page's path in the page's language, e.g. '/ja/property/aurelia-kyoto-higashiyama'. */
  action: string
  initial: Stay
  labels: BookingLabels
  lang: string
  localeTag: string
  headingLevel?: 2 | 3
  search?: StaySearch
  /** The rates page: told of every change, so that its rates follow the box at once. */
  onStayChange?: (stay: Stay) => void
  /** The rates page: "Show rates" applies the stay there (in place of a navigation). */
  onStaySubmit?: (stay: Stay) => void
}) {
  const t = useMemo(() => translator(labels, localeTag), [labels, localeTag])
  const router = useRouter()
  const id = `stay-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const [stay, setStay] = useState<Stay>(initial)
  const [open, setOpen] = useState(false)
  const [problem, setProblem] = useState<'dates' | 'ages' | 'rooms' | 'party' | 'promo' | null>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  // A new query string (back, a shared link) brings its stay into the box.
  const initialKey = stayParams(initial).toString()
  const [shownKey, setShownKey] = useState(initialKey)
  if (shownKey !== initialKey) {
    setShownKey(initialKey)
    setStay(initial)
  }

  // A click outside the open calendar closes it.
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      if (!panelRef.current?.contains(target) && !triggerRef.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  // Built when a date is first shown, not with the box: the first date formatter of a page loads the
  // language's calendar data (25–60 ms on this machine, four times that on a phone), and most boxes
  // hydrate with no dates to show.
  const show = (date: string | null) => (date ? shortDate(date, localeTag) : t('add_date'))
  const nights = stay.check_in && stay.check_out ? Math.round((Date.parse(stay.check_out) - Date.parse(stay.check_in)) / 86_400_000) : 0

  const update = (change: Partial<Stay>) => {
    setProblem(null)
    // On a hotel's rates page, several rooms are filled one by one; the stay search keeps totals.
    let next: Stay
    if (!search && change.rooms !== undefined) next = changeRooms({ ...stay, ...change, rooms: stay.rooms }, change.rooms)
    else {
      next = { ...stay, ...change }
      if (change.children !== undefined) next.ages = Array.from({ length: change.children }, (_, index) => stay.ages[index] ?? null)
    }
    setStay(next)
    onStayChange?.(next)
  }
  const changeStay = (change: (previous: Stay) => Stay) => {
    setProblem(null)
    const next = change(stay)
    setStay(next)
    onStayChange?.(next)
  }
  // Each room's guests, when the visitor places them room by room (several rooms on a hotel's rates page).
  // A link with plain counts for several rooms shows them spread as the engine spreads them.
  const parties = search || stay.rooms < 2 ? null : (placedParties(stay) ?? (stay.adults >= stay.rooms ? spreadParty(stay.adults, stay.children, stay.rooms) : null))
  const roomAges = parties ? agesByRoom(stay, parties) : []

  // The box may hydrate after the page (stay-box-later.tsx): guests chosen and a promo code typed before
  // it did are in the fields, not in the state, and would be lost on the next render.
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const chosen: Partial<Stay> = {}
    for (const field of ['adults', 'children', 'rooms'] as const) {
      const select = form.elements.namedItem(field)
      const value = select instanceof HTMLSelectElement ? Number(select.value) : NaN
      if (Number.isInteger(value) && value !== initial[field]) chosen[field] = value
    }
    const promo = form.elements.namedItem('promo')
    if (promo instanceof HTMLInputElement && promo.value.trim() !== initial.promo) chosen.promo = promo.value.trim()
    // The DOM is the outside system here: what the visitor did before React took over.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(chosen).length > 0) update(chosen)
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) triggerRef.current?.focus()
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!search && (!stay.check_in || !stay.check_out)) {
      setProblem('dates')
      setOpen(true)
      return
    }
    if (stay.rooms > stay.adults) {
      setProblem('rooms')
      document.getElementById(`${id}-rooms`)?.focus()
      return
    }
    // Rooms filled one by one can add up to more than one booking holds.
    if (stay.adults > OCCUPANCY_LIMITS.adults.max || stay.children > OCCUPANCY_LIMITS.children.max) {
      setProblem('party')
      document.getElementById(`${id}-rooms`)?.focus()
      return
    }
    if (stay.promo && !PROMO_CODE.test(stay.promo)) {
      setProblem('promo')
      document.getElementById(`${id}-promo`)?.focus()
      return
    }
    if (!agesKnown(stay)) {
      setProblem('ages')
      document.getElementById(`${id}-age-${stay.ages.findIndex((age) => age === null)}`)?.focus()
      return
    }
    setOpen(false)
    if (search) {
      const params = new URLSearchParams()
      const destination = new FormData(event.currentTarget as HTMLFormElement).get('destination')
      if (typeof destination === 'string' && destination) params.set('destination', destination)
      for (const [name, value] of [...stayParams({ ...stay, promo: '' }), ...search.keep]) params.set(name, value)
      router.push(`${action}?${params}`)
      return
    }
    if (onStaySubmit) onStaySubmit(stay)
    else router.push(`${action}?${stayParams(stay)}`, { scroll: false })
  }

  // The stylesheet's (globals.css): the box's selects are in every page that has it, several times.
  const selectClass = 'stay-select'
  const chevron = (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="stay-chevron" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M6 9l6 6 6-6" />
    </svg>
  )
  /** The age select of the stay's child `index` (the `number`th child of its room, or of the stay). */
  const ageSelect = (index: number, number: number, age: number | null) => {
    const missing = problem === 'ages' && age === null
    return (
      <div key={index} className="relative">
        <label htmlFor={`${id}-age-${index}`} className="block text-xs text-ink-soft">
          {t('child_age_label', { number })}
        </label>
        <select
          id={`${id}-age-${index}`}
          className={`${selectClass} ${missing ? '!border-terracotta' : ''}`}
          value={age ?? ''}
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${id}-problem` : undefined}
          onChange={(event) => {
            const ages = [...stay.ages]
            ages[index] = event.target.value === '' ? null : Number(event.target.value)
            update({ ages })
          }}
        >
          <option value="">{t('age_choose')}</option>
          {range(OCCUPANCY_LIMITS.age.min, OCCUPANCY_LIMITS.age.max).map((years) => (
            <option key={years} value={years}>
              {t('age_years', { age: years })}
            </option>
          ))}
        </select>
        {chevron}
      </div>
    )
  }

  return (
    <form ref={formRef} method="get" action={action} onSubmit={submit} aria-labelledby={`${id}-heading`} className="stay-box" data-testid="stay-box">
      <Heading id={`${id}-heading`} className="font-display text-2xl">
        {search ? search.heading : t('stay_heading')}
      </Heading>
      {search?.keep.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="check_in" value={stay.check_in ?? ''} />
      <input type="hidden" name="check_out" value={stay.check_out ?? ''} />
      {stay.children > 0 && <input type="hidden" name="ages" value={stay.ages.map((age) => age ?? '').join(',')} />}

      <div className="mt-4 grid gap-4 lg:grid-cols-12 lg:items-end">
        {search && (
          <DestinationCombobox
            className="lg:col-span-5"
            suggestionsUrl={search.suggestionsUrl}
            chosen={search.chosen}
            initial={search.destination}
            labels={search.labels}
            format={(message, values) => formatMessage(message, values, localeTag)}
          />
        )}
        <div className={search ? 'lg:col-span-7' : 'lg:col-span-5'}>
          <span id={`${id}-dates-label`} className="block text-sm font-medium">
            {t('dates')}
          </span>
          <button
            ref={triggerRef}
            type="button"
            className={`stay-dates hover:border-ink/50 ${problem === 'dates' ? 'border-terracotta' : 'border-ink/25'}`}
            aria-expanded={open}
            aria-controls={`${id}-calendar`}
            aria-describedby={problem === 'dates' ? `${id}-problem` : undefined}
            onPointerEnter={() => void loadPicker()}
            onFocus={() => void loadPicker()}
            onClick={() => setOpen(!open)}
            data-testid="stay-dates"
          >
            <span className="min-w-0 border-r border-ink/15 px-3 py-2">
              <span className="block text-xs text-ink-soft">{t('check_in')}</span>
              <span className="block truncate">{show(stay.check_in)}</span>
            </span>
            <span className="min-w-0 px-3 py-2">
              {/* The nights beside the label, not after the date: on a phone the date keeps its whole width. */}
              <span className="flex flex-wrap justify-between gap-x-2 text-xs text-ink-soft">
                <span>{t('check_out')}</span>
                {nights > 0 && <span data-testid="stay-nights">{t('nights', { count: nights })}</span>}
              </span>
              <span className="block truncate">{show(stay.check_out)}</span>
            </span>
          </button>
        </div>

        <div className={`grid grid-cols-3 gap-3 ${search ? 'lg:col-span-8' : 'lg:col-span-5'}`}>
          {parties && (
            <>
              {/* The rooms' own counts, as the URL writes them, for the form without JavaScript. */}
              <input type="hidden" name="adults" value={parties.map((party) => party.adults).join(',')} />
              <input type="hidden" name="children" value={parties.map((party) => party.children).join(',')} />
            </>
          )}
          {(parties ? (['rooms'] as const) : (['adults', 'children', 'rooms'] as const)).map((field) => (
            <div key={field} className="relative">
              <label htmlFor={`${id}-${field}`} className="block text-sm font-medium">
                {t(field)}
              </label>
              <select
                id={`${id}-${field}`}
                name={field}
                className={selectClass}
                value={stay[field]}
                onChange={(event) => update({ [field]: Number(event.target.value) })}
              >
                {range(OCCUPANCY_LIMITS[field].min, OCCUPANCY_LIMITS[field].max).map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
              {chevron}
            </div>
          ))}
        </div>

        {parties && (
          <fieldset className="lg:col-span-12" data-testid="room-parties">
            <legend className="text-sm font-medium">{t('guests_per_room')}</legend>
            <div className="mt-1 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {parties.map((party, room) => {
                const firstAge = parties.slice(0, room).reduce((sum, item) => sum + item.children, 0)
                return (
                  <fieldset key={room} className="border border-ink/15 bg-white/60 p-3" data-testid={`room-party-${room + 1}`}>
                    <legend className="px-1 text-sm font-medium">{t('room_number', { number: room + 1 })}</legend>
                    <div className="grid grid-cols-2 gap-3">
                      {(['adults', 'children'] as const).map((field) => (
                        <div key={field} className="relative">
                          <label htmlFor={`${id}-room-${room}-${field}`} className="block text-xs text-ink-soft">
                            {t(field)}
                          </label>
                          <select
                            id={`${id}-room-${room}-${field}`}
                            className={selectClass}
                            value={party[field]}
                            onChange={(event) => {
                              const count = Number(event.target.value)
                              changeStay((previous) => changeRoomGuests(previous, room, { [field]: count }))
                            }}
                          >
                            {range(ROOM_LIMITS[field].min, ROOM_LIMITS[field].max).map((count) => (
                              <option key={count} value={count}>
                                {count}
                              </option>
                            ))}
                          </select>
                          {chevron}
                        </div>
                      ))}
                      {(roomAges[room] ?? []).map((age, child) => ageSelect(firstAge + child, child + 1, age))}
                    </div>
                    <button
                      type="button"
                      className="mt-2 py-1 text-sm underline underline-offset-4"
                      onClick={() => {
                        changeStay((previous) => removeRoom(previous, room))
                        // The rooms select stays where the removed room's button was.
                        document.getElementById(`${id}-rooms`)?.focus()
                      }}
                    >
                      {t('remove_room', { number: room + 1 })}
                    </button>
                  </fieldset>
                )
              })}
            </div>
            {stay.rooms < OCCUPANCY_LIMITS.rooms.max && stay.adults < OCCUPANCY_LIMITS.adults.max && (
              <button
                type="button"
                className="btn-outline mt-3"
                onClick={() => {
                  const added = stay.rooms
                  changeStay((previous) => changeRooms(previous, previous.rooms + 1))
                  // The new room's adults, once drawn.
                  requestAnimationFrame(() => document.getElementById(`${id}-room-${added}-adults`)?.focus())
                }}
              >
                {t('add_room')}
              </button>
            )}
          </fieldset>
        )}

        {stay.children > 0 && !parties && (
          <fieldset className="lg:col-span-12">
            <legend className="text-sm font-medium">{t('child_ages')}</legend>
            <div className="mt-1 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">{stay.ages.map((age, index) => ageSelect(index, index + 1, age))}</div>
          </fieldset>
        )}

        {!search && (
          <details className="text-sm lg:col-span-12" open={Boolean(stay.promo) || undefined}>
            <summary className="inline-block cursor-pointer py-1 underline underline-offset-4">{t('promo_toggle')}</summary>
            <div className="mt-2 max-w-xs">
              <label htmlFor={`${id}-promo`} className="block text-sm font-medium">
                {t('promo_code')}
              </label>
              <input
                id={`${id}-promo`}
                name="promo"
                type="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={20}
                value={stay.promo}
                onChange={(event) => update({ promo: event.target.value.trim() })}
                className="stay-promo"
              />
            </div>
          </details>
        )}
        {/* Last of the fields in the reading and tab order; in the first row from lg. */}
        <div className={search ? 'lg:col-span-4 lg:col-start-9 lg:row-start-2' : 'lg:col-span-2 lg:col-start-11 lg:row-start-1'}>
          <button type="submit" className="btn-primary w-full lg:h-[3.75rem]" data-testid="stay-submit">
            {search ? search.submit : t('show_rates')}
          </button>
        </div>
      </div>

      <p id={`${id}-problem`} role="alert" className="text-sm text-terracotta empty:hidden">
        {problem === 'dates'
          ? t('choose_dates_first')
          : problem === 'ages'
            ? t('choose_ages_first')
            : problem === 'rooms'
              ? t('rooms_need_adults')
              : problem === 'party'
                ? t('party_too_large', { adults: OCCUPANCY_LIMITS.adults.max, children: OCCUPANCY_LIMITS.children.max })
                : problem === 'promo'
                  ? t('invalid', { field: t('promo_code') })
                  : ''}
      </p>

      <div
        ref={panelRef}
        id={`${id}-calendar`}
        hidden={!open}
        role="group"
        aria-label={t('calendar_label')}
        // Escape closes the calendar from anywhere in it (the days handle it themselves first).
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.defaultPrevented) {
            event.preventDefault()
            close(true)
          }
        }}
        className="stay-calendar"
      >
        {open && (
          <Suspense fallback={<p className="py-20 text-center text-sm text-ink-soft">{t('loading_calendar')}</p>}>
            <DateRangePicker
              property={property}
              lang={lang}
              localeTag={localeTag}
              currency={currency ?? ''}
              stay={stay}
              timeZone={timeZone}
              checkIn={stay.check_in}
              checkOut={stay.check_out && stay.check_in ? stay.check_out : null}
              t={t}
              onClose={() => close(true)}
              onChange={(checkIn, checkOut) => {
                update({ check_in: checkIn, check_out: checkOut })
                if (checkOut) close(true)
              }}
            />
          </Suspense>
        )}
        <div className="mt-4 flex justify-end">
          <button type="button" className="btn-outline" onClick={() => close(true)}>
            {t('close_calendar')}
          </button>
        </div>
      </div>
    </form>
  )
}
