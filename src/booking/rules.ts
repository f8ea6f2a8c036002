/**
 * Availability rules and the property's clock: pure functions of the rules staff saved and the time.
 */
import { addDays, nightsBetween, nightsOfStay } from '../lib/stay'

export interface AvailabilityRule {
  room_type: number
  from: string
  to: string
  rooms_on_sale: number | null
  stop_sell: boolean
  min_stay: number | null
  closed_to_arrival: boolean
  /** When it was saved: where rules overlap on a night, the one saved last sets the number of rooms and the minimum stay. */
  updated_at: string
}

export interface NightRules {
  on_sale: number
  stop_sell: boolean
  min_stay: number
  closed_to_arrival: boolean
}

/** What the rules say of one room type on one night, given the room type's default rooms on sale. */
export function rulesOfNight(defaultOnSale: number, rules: readonly AvailabilityRule[], night: string): NightRules {
  const result: NightRules = { on_sale: defaultOnSale, stop_sell: false, min_stay: 1, closed_to_arrival: false }
  const covering = rules.filter((rule) => rule.from <= night && night <= rule.to).sort((a, b) => a.updated_at.localeCompare(b.updated_at))
  for (const rule of covering) {
    if (rule.rooms_on_sale !== null) result.on_sale = rule.rooms_on_sale
    if (rule.min_stay !== null) result.min_stay = rule.min_stay
    result.stop_sell ||= rule.stop_sell
    result.closed_to_arrival ||= rule.closed_to_arrival
  }
  return result
}

export type Restriction = 'sold_out' | 'closed_to_arrival' | 'min_stay'

/**
 * Why a stay cannot be sold in a room type, or null when it can: rooms free on every night (booked
 * counts by night), no stop-sell, arrival not closed, and the arrival day's minimum stay kept.
 */
export function stayRestriction(args: {
  defaultOnSale: number
  rules: readonly AvailabilityRule[]
  booked: ReadonlyMap<string, number>
  check_in: string
  check_out: string
  rooms: number
}): { restriction: Restriction | null; available: number; min_stay: number } {
  const nights = nightsOfStay(args.check_in, args.check_out)
  let available = Number.POSITIVE_INFINITY
  for (const night of nights) {
    const rules = rulesOfNight(args.defaultOnSale, args.rules, night)
    const free = rules.stop_sell ? 0 : Math.max(0, rules.on_sale - (args.booked.get(night) ?? 0))
    available = Math.min(available, free)
  }
  if (!Number.isFinite(available)) available = 0
  const arrival = rulesOfNight(args.defaultOnSale, args.rules, args.check_in)
  let restriction: Restriction | null = null
  if (available < args.rooms) restriction = 'sold_out'
  else if (arrival.closed_to_arrival) restriction = 'closed_to_arrival'
  else if (nightsBetween(args.check_in, args.check_out) < arrival.min_stay) restriction = 'min_stay'
  return { restriction, available, min_stay: arrival.min_stay }
}

/** The wall-clock date and time in a time zone now, as 'YYYY-MM-DDTHH:mm'. */
export function localDateTime(timeZone: string, now: Date = new Date()): string {
  // Every time zone is a whole number of minutes off UTC, so the answer holds for the rest of the UTC minute.
  const minute = Math.floor(now.getTime() / 60_000)
  let clock = clocks.get(timeZone)
  if (!clock) {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    clocks.set(timeZone, (clock = { format, minute: Number.NaN, local: '' }))
  }
  if (clock.minute !== minute) {
    const parts = Object.fromEntries(clock.format.formatToParts(now).map((part) => [part.type, part.value]))
    clock.minute = minute
    clock.local = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
  }
  return clock.local
}

/**
 * One formatter per time zone, with the last minute it read: making one costs far more than formatting
 * with it, and every availability and booking reads the clock.
 */
const clocks = new Map<string, { format: Intl.DateTimeFormat; minute: number; local: string }>()

/**
 * The first arrival date that can still be booked on the property's clock: today until the same-day
 * cut-off time, tomorrow after it.
 */
export function firstBookableArrival(timeZone: string, cutoffTime: string, now: Date = new Date()): string {
  const local = localDateTime(timeZone, now)
  const today = local.slice(0, 10)
  return local.slice(11) < cutoffTime ? today : addDays(today, 1)
}

/**
 * The last moment of free cancellation, in the property's local time ('YYYY-MM-DDTHH:mm'): the end of
 * the day `days` before arrival. Null for a non-refundable rate.
 */
export function cancellationDeadline(plan: { refundable: boolean; cancellation_days: number }, checkIn: string): string | null {
  if (!plan.refundable) return null
  return `${addDays(checkIn, -Math.max(0, plan.cancellation_days))}T23:59`
}

/** Whether a confirmed booking can still be cancelled free of charge now, on the property's clock. */
export function isCancellable(deadline: string | null, timeZone: string, now: Date = new Date()): boolean {
  return deadline !== null && localDateTime(timeZone, now) <= deadline
}
