/**
 * Stay dates are calendar dates 'YYYY-MM-DD' in the property's own time zone, never Date objects at
 * midnight UTC: a night is a date on the property's calendar, whatever the clocks do that night.
 */

import { boundedMemo } from './bounded-memo'
import { isCalendarDate } from './calendar-date'

export { isCalendarDate }

/** The longest stay that can be asked about or booked. */
export const MAX_STAY_NIGHTS = 30

const DAY_MS = 86_400_000
/** Dates and day numbers kept, each way. */
const DATES_KEPT = 10_000

// Calendar arithmetic is done in UTC, where every day has 24 hours, so DST changes cannot shift a date.
// Both directions are kept (every availability, quote and search walks the same few hundred nights);
// bounded, since a date may come from a visitor.
const parsedDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS
const keptDay = boundedMemo(DATES_KEPT, parsedDay)
// Only what has a date's length is kept, so no long text a visitor sends can fill the memory.
const dayNumber = (date: string) => (date.length === 10 ? keptDay(date) : parsedDay(date))
const dateOfDay = boundedMemo(DATES_KEPT, (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10))

/** A calendar date plus or minus whole days. */
export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days)
}

/** Nights between two calendar dates (negative when check-out comes first). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return dayNumber(checkOut) - dayNumber(checkIn)
}

/** The calendar date of each night of a stay: check-in up to the day before check-out (none if not after). */
export function nightsOfStay(checkIn: string, checkOut: string): string[] {
  const first = dayNumber(checkIn)
  return Array.from({ length: Math.max(0, nightsBetween(checkIn, checkOut)) }, (_, night) => dateOfDay(first + night))
}

/** Today's calendar date in a time zone (the property's), read from the date's parts, not a locale's layout. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone)
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })))
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** One formatter per time zone (a hotel's; making one costs far more than formatting with it). */
const dayFormats = new Map<string, Intl.DateTimeFormat>()

export interface StayDates {
  check_in?: string
  check_out?: string
}

/**
 * The rules a stay's dates must keep together, given today on the property's calendar; returns the
 * problems by field name (empty when the stay is fine, or when it has no dates at all).
 */
export function stayProblems(stay: StayDates, today: string): Record<string, string> {
  const problems: Record<string, string> = {}
  if (Boolean(stay.check_in) !== Boolean(stay.check_out)) {
    problems[stay.check_in ? 'check_out' : 'check_in'] = 'is required with the other stay date'
    return problems
  }
  if (!stay.check_in || !stay.check_out) return problems
  const nights = nightsBetween(stay.check_in, stay.check_out)
  if (stay.check_in < today) problems.check_in = 'must not be in the past'
  if (nights < 1) problems.check_out = 'must be after check_in'
  else if (nights > MAX_STAY_NIGHTS) problems.check_out = `must be at most ${MAX_STAY_NIGHTS} nights after check_in`
  return problems
}
