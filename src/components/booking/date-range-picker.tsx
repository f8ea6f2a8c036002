'use client'

import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react'

import { MAX_STAY_NIGHTS, nightsBetween, todayIn } from '@/lib/stay'
import { shortDate } from '@/lib/calendar-date'
import type { CalendarDay, CalendarResponse } from '@/lib/booking-api'
import { currencyExponent } from '@/lib/money'

import { callApi } from './api-client'
import type { Translate } from './labels'
import { agesKnown, type Stay } from './stay-query'

/**
 * The stay's dates as an ARIA grid (WAI-ARIA APG "Date Picker Dialog" grid pattern): one month on
 * phones, two side by side from md. One day at a time is in the tab order (roving tabindex); arrows
 * move by day and week, Home/End to the week's ends, PageUp/PageDown by month (with Shift by year),
 * Enter or Space picks the check-in and then the check-out, Escape closes. Under each day: the lowest
 * all-in price of a night from that day, or in words why the day cannot be picked — never colour alone.
 */

const DAY_MS = 86_400_000
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS
const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)
export const addDays = (date: string, days: number) => dateOfDay(dayNumber(date) + days)
const monthStart = (date: string) => `${date.slice(0, 7)}-01`
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(year, month - 1 + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, last))).toISOString().slice(0, 10)
}
const daysInMonth = (start: string) => nightsBetween(start, addMonths(start, 1))
/** 0 = Sunday … 6 = Saturday */
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()

/** How far ahead a stay can start. */
const HORIZON_DAYS = 500

type Blocked = 'past' | 'sold_out' | 'closed_to_arrival' | 'min_stay' | 'max_stay' | 'night_sold_out' | 'horizon'

interface DayState {
  blocked: Blocked | null
  minStay?: number
  soldOutNight?: string
}

const mediaQuery = '(min-width: 768px)'
const subscribe = (callback: () => void) => {
  const list = window.matchMedia(mediaQuery)
  list.addEventListener('change', callback)
  return () => list.removeEventListener('change', callback)
}

/** The week's first day in the page's language (Monday where Intl does not say). */
function firstDayOfWeek(localeTag: string): number {
  try {
    const locale = new Intl.Locale(localeTag) as Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } }
    const info = locale.getWeekInfo?.() ?? locale.weekInfo
    if (info) return info.firstDay % 7
  } catch {
    // an unknown tag: Monday
  }
  return 1
}

/** GET /api/availability/calendar: `days` days from `from`, priced for the stay's occupancy. */
function calendarUrl(property: string, from: string, days: number, stay: Stay, lang: string): string {
  const params = new URLSearchParams({ property, from, days: String(days), adults: String(stay.adults), children: String(stay.children), rooms: String(stay.rooms) })
  if (stay.children > 0 && agesKnown(stay)) {
    params.set('ages', stay.ages.join(','))
    params.set('child_ages', stay.ages.join(','))
  }
  params.set('lang', lang)
  return `/api/availability/calendar?${params}`
}

const calendarCache = new Map<string, Promise<CalendarResponse | null>>()
function loadCalendar(url: string): Promise<CalendarResponse | null> {
  let pending = calendarCache.get(url)
  if (!pending) {
    pending = callApi<CalendarResponse>(url).then((result) => (result.ok ? result.data : null))
    pending.then((data) => data === null && calendarCache.delete(url))
    calendarCache.set(url, pending)
  }
  return pending
}

export interface DateRangePickerProps {
  /** The hotel whose prices and restrictions the days show; null (the stay search): dates only. */
  property: string | null
  lang: string
  localeTag: string
  currency: string
  /** Occupancy the prices are for. */
  stay: Stay
  /** The hotel's time zone, for today; null: the visitor's. */
  timeZone: string | null
  checkIn: string | null
  checkOut: string | null
  onChange: (checkIn: string, checkOut: string | null) => void
  onClose: () => void
  t: Translate
}

export default function DateRangePicker({ property, lang, localeTag, currency, stay, timeZone, checkIn, checkOut, onChange, onClose, t }: DateRangePickerProps) {
  const id = useId().replace(/[^a-zA-Z0-9]/g, '')
  // Today on the hotel's calendar (the picker is only ever drawn in the browser, once it is opened).
  const [today] = useState(() => todayIn(timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone))
  const wide = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(mediaQuery).matches,
    () => false,
  )
  const months = wide ? 2 : 1
  const choosingCheckOut = checkIn !== null && checkOut === null
  const [focused, setFocused] = useState<string>(() => (choosingCheckOut ? addDays(checkIn, 1) : (checkIn ?? today)))
  const [visibleStart, setVisibleStart] = useState<string>(() => monthStart(focused))
  const [days, setDays] = useState<Map<string, CalendarDay>>(new Map())
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const gridRef = useRef<HTMLDivElement>(null)
  // The day that should take the keyboard focus once it is drawn (the opening day, then each key's move).
  // A date rather than a flag: a key pressed before the last move's effect ran must not be undone by it.
  const focusTarget = useRef<string | null>(focused)
  const lastDay = addDays(today, HORIZON_DAYS)
  const firstMonth = monthStart(addDays(today, -1))

  // The visible range's prices and restrictions, for the asked occupancy.
  const rangeDays = useMemo(() => {
    let count = 0
    for (let month = 0; month < months; month++) count += daysInMonth(addMonths(visibleStart, month))
    return count
  }, [visibleStart, months])
  const url = property ? calendarUrl(property, visibleStart, rangeDays, stay, lang) : null
  const loading = url !== null && loadedUrl !== url
  useEffect(() => {
    if (url === null) return
    let current = true
    void loadCalendar(url).then((data) => {
      if (!current) return
      setLoadedUrl(url)
      if (!data) return
      setDays((previous) => {
        const next = new Map(previous)
        for (const day of data.days) next.set(day.date, day)
        return next
      })
    })
    return () => {
      current = false
    }
  }, [url])

  // Keep the focused day on screen (adjusted while rendering, before anything is drawn) …
  if (focused < visibleStart) setVisibleStart(monthStart(focused))
  else if (focused >= addMonths(visibleStart, months)) setVisibleStart(addMonths(monthStart(focused), 1 - months))
  // … and give it the keyboard focus after a key moved it.
  useEffect(() => {
    const target = focusTarget.current
    if (target === null || target !== focused) return
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-date="${target}"]`)
    if (cell) {
      cell.focus()
      if (document.activeElement === cell) focusTarget.current = null
    }
  })

  const dateLabel = useMemo(() => new Intl.DateTimeFormat(localeTag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }), [localeTag])
  const monthLabel = useMemo(() => new Intl.DateTimeFormat(localeTag, { month: 'long', year: 'numeric', timeZone: 'UTC' }), [localeTag])
  // Three digits say enough under a day ('94.1K', '681', '9.41万'); the full price is in the day's name.
  const compact = useMemo(() => new Intl.NumberFormat(localeTag, { notation: 'compact', maximumSignificantDigits: 3 }), [localeTag])
  const weekStart = useMemo(() => firstDayOfWeek(localeTag), [localeTag])
  const asDate = (date: string) => new Date(`${date}T00:00:00Z`)

  function stateOf(date: string): DayState {
    if (date < today) return { blocked: 'past' }
    if (date > lastDay) return { blocked: 'horizon' }
    if (choosingCheckOut && date > checkIn) {
      const nights = nightsBetween(checkIn, date)
      if (nights > MAX_STAY_NIGHTS) return { blocked: 'max_stay' }
      const minStay = days.get(checkIn)?.min_stay ?? 1
      if (nights < minStay) return { blocked: 'min_stay', minStay }
      for (let night = checkIn; night < date; night = addDays(night, 1)) {
        if (days.get(night)?.status === 'sold_out') return { blocked: 'night_sold_out', soldOutNight: night }
      }
      return { blocked: null }
    }
    const day = days.get(date)
    if (day?.status === 'sold_out') return { blocked: 'sold_out' }
    if (day?.status === 'closed_to_arrival') return { blocked: 'closed_to_arrival' }
    if (day?.status === 'past') return { blocked: 'past' }
    return { blocked: null, minStay: day && day.min_stay > 1 ? day.min_stay : undefined }
  }

  function reasonOf(state: DayState, short: boolean): string {
    switch (state.blocked) {
      case 'past':
        return short ? '' : t('day_past')
      case 'sold_out':
        return t('day_sold_out')
      case 'closed_to_arrival':
        return short ? t('day_no_arrival_short') : t('day_no_arrival')
      case 'min_stay':
        return short ? t('day_min_stay_short', { nights: state.minStay ?? 1 }) : t('day_min_stay', { nights: state.minStay ?? 1 })
      case 'max_stay':
        return short ? '—' : t('day_max_stay', { nights: MAX_STAY_NIGHTS })
      case 'night_sold_out':
        return short ? '—' : t('day_night_sold_out', { date: shortDate(state.soldOutNight ?? today, localeTag) })
      case 'horizon':
        return short ? '' : t('day_too_far')
      default:
        return ''
    }
  }

  function priceOf(date: string): { short: string; full: string } | null {
    const day = days.get(date)
    if (!day || day.lowest_minor === null || !day.lowest_formatted) return null
    return { short: compact.format(day.lowest_minor / 10 ** currencyExponent(currency)), full: day.lowest_formatted }
  }

  function pick(date: string) {
    const state = stateOf(date)
    if (state.blocked) {
      setAnnouncement(`${dateLabel.format(asDate(date))}: ${reasonOf(state, false)}`)
      return
    }
    if (choosingCheckOut && date > checkIn) {
      setAnnouncement(t('picked_check_out', { date: dateLabel.format(asDate(date)), nights: nightsBetween(checkIn, date) }))
      onChange(checkIn, date)
      return
    }
    setAnnouncement(t('picked_check_in', { date: dateLabel.format(asDate(date)) }))
    onChange(date, null)
    focusTarget.current = addDays(date, 1)
    setFocused(addDays(date, 1))
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -((weekday(focused) - weekStart + 7) % 7)),
      End: () => addDays(focused, 6 - ((weekday(focused) - weekStart + 7) % 7)),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
    }
    const move = moves[event.key]
    if (move) {
      event.preventDefault()
      const next = move()
      // Back to yesterday's month at most (a past day says so when reached), never past the horizon.
      const bounded = next < firstMonth ? firstMonth : next > lastDay ? lastDay : next
      focusTarget.current = bounded
      setFocused(bounded)
      return
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      pick(focused)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    }
  }

  const canGoBack = visibleStart > firstMonth
  const canGoForward = addMonths(visibleStart, months) <= monthStart(lastDay)
  const shift = (by: number) => {
    setVisibleStart(addMonths(visibleStart, by))
    const next = addMonths(focused, by)
    setFocused(next < firstMonth ? firstMonth : next > lastDay ? lastDay : next)
  }

  const orderedWeekdays = Array.from({ length: 7 }, (_, index) => (weekStart + index) % 7)
  // 2023-01-01 was a Sunday: a date for each weekday's names.
  const weekdayDate = (day: number) => new Date(Date.UTC(2023, 0, 1 + day))
  const weekdayShort = new Intl.DateTimeFormat(localeTag, { weekday: 'narrow', timeZone: 'UTC' })
  const weekdayLong = new Intl.DateTimeFormat(localeTag, { weekday: 'long', timeZone: 'UTC' })

  return (
    <div className="w-full" data-testid="date-picker">
      <div className="flex items-center justify-between gap-3">
        <button
          type="button"
          className="flex h-11 w-11 items-center justify-center rounded-full border border-ink/20 hover:border-ink disabled:opacity-40"
          onClick={() => shift(-1)}
          disabled={!canGoBack}
          aria-label={t('previous_month')}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M15 6l-6 6 6 6" />
          </svg>
        </button>
        <p id={`${id}-hint`} className="flex-1 text-center text-sm font-medium">
          {choosingCheckOut ? t('choose_check_out') : t('choose_check_in')}
        </p>
        <button
          type="button"
          className="flex h-11 w-11 items-center justify-center rounded-full border border-ink/20 hover:border-ink disabled:opacity-40"
          onClick={() => shift(1)}
          disabled={!canGoForward}
          aria-label={t('next_month')}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M9 6l6 6-6 6" />
          </svg>
        </button>
      </div>
      <p id={`${id}-keys`} className="sr-only">
        {t('grid_instructions')}
      </p>

      <div ref={gridRef} className="mt-4 grid gap-8 md:grid-cols-2" onKeyDown={onKeyDown}>
        {Array.from({ length: months }, (_, monthIndex) => {
          const start = addMonths(visibleStart, monthIndex)
          const lead = (weekday(start) - weekStart + 7) % 7
          const total = daysInMonth(start)
          const cells: (string | null)[] = [...Array.from({ length: lead }, () => null), ...Array.from({ length: total }, (_, day) => addDays(start, day))]
          while (cells.length % 7 !== 0) cells.push(null)
          const weeks = Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
          const headingId = `${id}-month-${monthIndex}`
          return (
            <div key={start}>
              <h3 id={headingId} className="text-center font-display text-xl">
                {monthLabel.format(asDate(start))}
              </h3>
              <table
                role="grid"
                aria-labelledby={headingId}
                aria-describedby={`${id}-hint ${id}-keys`}
                aria-busy={loading || undefined}
                className="mt-3 w-full table-fixed border-collapse"
              >
                <thead>
                  <tr>
                    {orderedWeekdays.map((day) => (
                      <th key={day} scope="col" abbr={weekdayLong.format(weekdayDate(day))} className="pb-2 text-xs font-medium text-ink-soft">
                        {weekdayShort.format(weekdayDate(day))}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {weeks.map((week, weekIndex) => (
                    <tr key={weekIndex}>
                      {week.map((date, dayIndex) => {
                        if (!date) return <td key={`empty-${dayIndex}`} aria-hidden="true" />
                        const state = stateOf(date)
                        const price = state.blocked ? null : priceOf(date)
                        const isCheckIn = date === checkIn
                        const isCheckOut = date === checkOut
                        const inRange = checkIn !== null && checkOut !== null && date > checkIn && date < checkOut
                        const selected = isCheckIn || isCheckOut || inRange
                        const role = isCheckIn ? t('day_is_check_in') : isCheckOut ? t('day_is_check_out') : ''
                        const name = [
                          dateLabel.format(asDate(date)),
                          role,
                          state.blocked ? reasonOf(state, false) : price ? t('day_price', { price: price.full }) : '',
                          !state.blocked && state.minStay ? t('day_min_stay', { nights: state.minStay }) : '',
                        ]
                          .filter(Boolean)
                          .join(', ')
                        const short = state.blocked ? reasonOf(state, true) : (price?.short ?? '')
                        return (
                          <td
                            key={date}
                            data-date={date}
                            tabIndex={date === focused ? 0 : -1}
                            aria-selected={selected}
                            aria-disabled={state.blocked ? true : undefined}
                            aria-label={name}
                            aria-current={date === today ? 'date' : undefined}
                            onClick={() => {
                              setFocused(date)
                              pick(date)
                            }}
                            onFocus={() => date !== focused && setFocused(date)}
                            className={[
                              'relative h-14 cursor-pointer select-none p-0.5 text-center align-top',
                              // The site's brass focus ring, drawn inside the cell so that neighbours do not hide it.
                              'focus-visible:[outline-offset:-3px] focus-visible:[outline-width:3px]',
                              isCheckIn || isCheckOut ? 'bg-ink text-ivory' : inRange ? 'bg-sand' : '',
                              state.blocked ? 'cursor-not-allowed text-ink-soft' : isCheckIn || isCheckOut ? '' : 'hover:bg-sand',
                            ].join(' ')}
                          >
                            <span aria-hidden="true" className="flex h-full flex-col items-center justify-start pt-1">
                              <span
                                className={`text-sm leading-5 ${state.blocked === 'past' ? 'line-through' : ''} ${date === today ? 'font-semibold underline underline-offset-2' : ''}`}
                              >
                                {Number(date.slice(8))}
                              </span>
                              <span
                                className={`mt-0.5 w-full truncate text-[0.62rem] leading-tight ${isCheckIn || isCheckOut ? 'text-ivory' : state.blocked ? 'text-terracotta' : 'text-ink-soft'}`}
                              >
                                {short}
                              </span>
                            </span>
                          </td>
                        )
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        })}
      </div>
      {property && <p className="mt-3 text-xs text-ink-soft">{t('calendar_legend', { currency })}</p>}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
