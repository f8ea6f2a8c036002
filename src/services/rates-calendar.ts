/**
 * The back office's rates-and-availability calendar: per room type and night, the rooms on sale,
 * booked and left, stop-sell, minimum stay, closed-to-arrival and each rate plan's nightly price — the
 * booking engine's own numbers (src/booking: the published catalog, the live inventory, the rules of a
 * night and the price of a stay), so the calendar says what GET /api/availability sells.
 *
 * Its bulk edit writes the records staff edit by hand — availability rules (room-availability) and a
 * rate plan's seasonal prices — through Payload's local API as the signed-in staff member
 * (overrideAccess: false), in one transaction: the collections' access rules (a property manager
 * writes only their hotels'), validation, version history and cache revalidation all apply.
 */
import 'server-only'

import { commitTransaction, createLocalReq, Forbidden, initTransaction, killTransaction, NotFound, type Payload, type PayloadRequest, type TypedUser } from 'payload'

import { type CatalogProperty, getCatalog } from '@/booking/engine'
import { quoteStay } from '@/booking/pricing'
import { type AvailabilityRule, rulesOfNight } from '@/booking/rules'
import { liveInventory } from '@/booking/store'
import { getPayloadClient } from '@/cms/client'
import { dateOnly, num, relNumber, rows } from '@/cms/raw'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { pick } from '@/i18n/text'
import { addDays, isCalendarDate, nightsBetween } from '@/lib/stay'

/** The most nights one calendar answer holds, and one bulk edit covers. */
export const MAX_CALENDAR_DAYS = 93
export const MAX_BULK_NIGHTS = 366

export interface CalendarNight {
  date: string
  on_sale: number
  booked: number
  left: number
  stop_sell: boolean
  min_stay: number
  closed_to_arrival: boolean
  /** Nightly price for the room's base occupancy, before taxes and fees, in minor units, by rate plan code; null: not on that plan. */
  prices: Record<string, number | null>
}

export interface RatesCalendar {
  property: { id: number; slug: string; name: string; currency: string; on_sale: boolean }
  from: string
  days: number
  rate_plans: { id: number; code: string; name: string }[]
  room_types: { id: number; slug: string; name: string; base_occupancy: number; default_on_sale: number; nights: CalendarNight[] }[]
}

/** A refusal the route answers as such (4xx): who may not, or what is wrong with the request. */
export class CalendarRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}

/** The hotel as this staff member may read it, or a 403 (a manager asking for another hotel, or no such hotel). */
async function hotelOf(payload: Payload, user: TypedUser, id: number) {
  try {
    return await payload.findByID({ collection: 'properties', id, depth: 0, draft: true, overrideAccess: false, user, select: { slug: true, currency: true } })
  } catch (error) {
    if (error instanceof NotFound || error instanceof Forbidden)
      throw new CalendarRefusal(403, 'forbidden', 'You may not see or change this hotel’s rates and availability.')
    throw error
  }
}

/** The published catalog of a hotel the staff member may read, or null when the hotel sells nothing yet (not published). */
async function catalogFor(user: TypedUser, propertyId: number): Promise<{ slug: string; currency: string; catalog: CatalogProperty | null }> {
  const payload = await getPayloadClient()
  const hotel = await hotelOf(payload, user, propertyId)
  const catalog = await getCatalog(hotel.slug)
  return { slug: hotel.slug, currency: hotel.currency, catalog: catalog && catalog.id === propertyId ? catalog : null }
}

const datesFrom = (from: string, days: number) => Array.from({ length: days }, (_, index) => addDays(from, index))

/** The calendar of one hotel from `from` for `days` nights, as the booking engine sees them now. */
export async function ratesCalendar(user: TypedUser, propertyId: number, from: string, days: number, language: string): Promise<RatesCalendar> {
  if (!isCalendarDate(from)) throw new CalendarRefusal(400, 'invalid_query', 'The first night is not a date such as 2027-01-31.', { from: 'is not a date' })
  if (!Number.isInteger(days) || days < 1 || days > MAX_CALENDAR_DAYS)
    throw new CalendarRefusal(400, 'invalid_query', `Ask for 1 to ${MAX_CALENDAR_DAYS} nights.`, { days: `must be a whole number from 1 to ${MAX_CALENDAR_DAYS}` })
  const lang: Locale = isLocale(language) ? language : DEFAULT_LOCALE
  const { slug, currency, catalog } = await catalogFor(user, propertyId)
  const dates = datesFrom(from, days)
  if (!catalog) {
    return { property: { id: propertyId, slug, name: slug, currency, on_sale: false }, from, days, rate_plans: [], room_types: [] }
  }
  const inventory = await liveInventory(
    catalog.room_types.map((room) => room.id),
    from,
    dates.at(-1) ?? from,
  )
  return {
    property: { id: catalog.id, slug: catalog.slug, name: pick(catalog.name, lang), currency: catalog.currency, on_sale: true },
    from,
    days,
    rate_plans: catalog.rate_plans.map((plan) => ({ id: plan.id, code: plan.code, name: pick(plan.name, lang) })),
    room_types: catalog.room_types.map((room) => {
      const rules = inventory.rules.filter((rule) => rule.room_type === room.id)
      const booked = inventory.booked.get(room.id) ?? new Map<string, number>()
      const occupancy = { adults: room.base_occupancy, child_ages: [], rooms: 1 }
      return {
        id: room.id,
        slug: room.slug,
        name: pick(room.name, lang),
        base_occupancy: room.base_occupancy,
        default_on_sale: room.rooms_on_sale,
        nights: dates.map((date): CalendarNight => {
          const night = rulesOfNight(room.rooms_on_sale, rules, date)
          const taken = booked.get(date) ?? 0
          // As the engine sells a night (src/booking/rules.ts stayRestriction): nothing under stop-sell.
          const left = night.stop_sell ? 0 : Math.max(0, night.on_sale - taken)
          const prices = Object.fromEntries(
            catalog.rate_plans.map((plan) => {
              const quote = quoteStay({ plan, room, taxes: catalog.taxes, check_in: date, check_out: addDays(date, 1), occupancy })
              return [plan.code, quote ? (quote.nightly[0]?.amount_minor ?? null) : null]
            }),
          )
          return {
            date,
            on_sale: night.on_sale,
            booked: taken,
            left,
            stop_sell: night.stop_sell,
            min_stay: night.min_stay,
            closed_to_arrival: night.closed_to_arrival,
            prices,
          }
        }),
      }
    }),
  }
}

/** What a bulk edit sets on every chosen night; each field left out stays as it is. */
export interface BulkChange {
  stop_sell?: boolean
  closed_to_arrival?: boolean
  min_stay?: number
  rooms_on_sale?: number
  price?: { rate_plan: string; nightly_minor: number }
}

export interface BulkEdit {
  property: number
  room_types: number[]
  from: string
  to: string
  /** ISO weekdays of the nights to change: 1 Monday … 7 Sunday. */
  weekdays: number[]
  change: BulkChange
}

export interface BulkResult {
  nights: string[]
  rules_created: number
  rules_changed: number
  seasons_added: number
}

const isoWeekday = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

/** Runs of consecutive dates (sorted input) as [first, last] pairs. */
export function runsOf(dates: readonly string[]): [string, string][] {
  const runs: [string, string][] = []
  for (const date of dates) {
    const last = runs.at(-1)
    if (last && addDays(last[1], 1) === date) last[1] = date
    else runs.push([date, date])
  }
  return runs
}

/** The nights of a bulk edit: from `from` to `to` (both included) on the chosen weekdays. */
export function chosenNights(from: string, to: string, weekdays: readonly number[]): string[] {
  const wanted = new Set(weekdays)
  return datesFrom(from, nightsBetween(from, to) + 1).filter((date) => wanted.has(isoWeekday(date)))
}

/** Problems with a bulk edit's request, by field (empty when fine). */
export function bulkProblems(edit: BulkEdit): Record<string, string> {
  const problems: Record<string, string> = {}
  const whole = (value: unknown, min: number, max: number) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
  if (!whole(edit.property, 1, Number.MAX_SAFE_INTEGER)) problems.property = 'is not a hotel'
  if (!Array.isArray(edit.room_types) || edit.room_types.length === 0 || !edit.room_types.every((id) => whole(id, 1, Number.MAX_SAFE_INTEGER)))
    problems.room_types = 'choose at least one room type'
  if (!isCalendarDate(edit.from)) problems.from = 'is not a date such as 2027-01-31'
  if (!isCalendarDate(edit.to)) problems.to = 'is not a date such as 2027-01-31'
  else if (isCalendarDate(edit.from) && edit.to < edit.from) problems.to = 'must not come before the first night'
  else if (isCalendarDate(edit.from) && nightsBetween(edit.from, edit.to) + 1 > MAX_BULK_NIGHTS) problems.to = `at most ${MAX_BULK_NIGHTS} nights at once`
  if (!Array.isArray(edit.weekdays) || edit.weekdays.length === 0 || !edit.weekdays.every((day) => whole(day, 1, 7))) problems.weekdays = 'choose at least one weekday'
  else if (!problems.from && !problems.to && chosenNights(edit.from, edit.to, edit.weekdays).length === 0)
    problems.weekdays = 'no night of the range falls on these weekdays'
  const change = edit.change ?? {}
  if (change.stop_sell !== undefined && typeof change.stop_sell !== 'boolean') problems.stop_sell = 'must be true or false'
  if (change.closed_to_arrival !== undefined && typeof change.closed_to_arrival !== 'boolean') problems.closed_to_arrival = 'must be true or false'
  if (change.min_stay !== undefined && !whole(change.min_stay, 1, 30)) problems.min_stay = 'must be a whole number of nights from 1 to 30'
  if (change.rooms_on_sale !== undefined && !whole(change.rooms_on_sale, 0, 999)) problems.rooms_on_sale = 'must be a whole number from 0 to 999'
  if (change.price !== undefined) {
    if (typeof change.price?.rate_plan !== 'string' || !change.price.rate_plan) problems.rate_plan = 'choose a rate plan'
    if (!whole(change.price?.nightly_minor, 0, 1_000_000_000_000)) problems.nightly_minor = 'must be a whole amount of minor units, 0 or more'
  }
  const keys = ['stop_sell', 'closed_to_arrival', 'min_stay', 'rooms_on_sale', 'price'] as const
  if (!keys.some((key) => change[key] !== undefined)) problems.change = 'choose at least one thing to change'
  return problems
}

interface StoredRule extends AvailabilityRule {
  id: number
}

const ruleData = (rule: Pick<AvailabilityRule, 'rooms_on_sale' | 'min_stay' | 'stop_sell' | 'closed_to_arrival'>) => ({
  rooms_on_sale: rule.rooms_on_sale,
  min_stay: rule.min_stay,
  stop_sell: rule.stop_sell,
  closed_to_arrival: rule.closed_to_arrival,
})

/**
 * Lifts stop-sell and/or closed-to-arrival from the chosen nights of one room type. Those flags add up
 * over the rules of a night (any rule that sets one sets it), so a new rule cannot lift them: each rule
 * that sets one on a chosen night is cut around those nights — its other nights keep it, the chosen
 * nights keep the rule's other values. Rules that overlap on a night are decided by the one saved last,
 * so from the first rule cut on, every later rule with a number of rooms or a minimum stay is saved again
 * in its order, and the order of the rules does not change.
 */
async function liftFlags(
  payload: Payload,
  req: PayloadRequest,
  base: { property: number; room_type: number },
  rules: readonly StoredRule[],
  chosen: ReadonlySet<string>,
  lift: { stop_sell: boolean; closed_to_arrival: boolean },
): Promise<{ created: number; changed: number }> {
  const ordered = [...rules].sort((a, b) => a.updated_at.localeCompare(b.updated_at))
  const nightsOf = (rule: StoredRule) => datesFrom(rule.from, nightsBetween(rule.from, rule.to) + 1)
  const cut = (rule: StoredRule) =>
    ((lift.stop_sell && rule.stop_sell) || (lift.closed_to_arrival && rule.closed_to_arrival)) && nightsOf(rule).some((night) => chosen.has(night))
  const first = ordered.findIndex(cut)
  if (first < 0) return { created: 0, changed: 0 }
  let created = 0
  let changed = 0
  const options = { req, overrideAccess: false, user: req.user } as const
  for (const rule of ordered.slice(first)) {
    if (!cut(rule)) {
      if (rule.rooms_on_sale === null && rule.min_stay === null) continue
      await payload.update({ collection: 'room-availability', id: rule.id, data: ruleData(rule), ...options })
      changed += 1
      continue
    }
    const nights = nightsOf(rule)
    const kept = runsOf(nights.filter((night) => !chosen.has(night))).map(([from, to]) => ({ from, to, ...ruleData(rule) }))
    const lifted = { ...ruleData(rule), stop_sell: lift.stop_sell ? false : rule.stop_sell, closed_to_arrival: lift.closed_to_arrival ? false : rule.closed_to_arrival }
    const carriesSomething = lifted.rooms_on_sale !== null || lifted.min_stay !== null || lifted.stop_sell || lifted.closed_to_arrival
    const freed = carriesSomething ? runsOf(nights.filter((night) => chosen.has(night))).map(([from, to]) => ({ from, to, ...lifted })) : []
    const pieces = [...kept, ...freed].sort((a, b) => a.from.localeCompare(b.from))
    const [head, ...rest] = pieces
    if (head) {
      await payload.update({ collection: 'room-availability', id: rule.id, data: head, ...options })
      changed += 1
    } else {
      await payload.delete({ collection: 'room-availability', id: rule.id, ...options })
      changed += 1
    }
    for (const piece of rest) {
      await payload.create({ collection: 'room-availability', data: { ...base, ...piece }, ...options })
      created += 1
    }
  }
  return { created, changed }
}

const DATE_OF = (value: unknown) => dateOnly(value)

/**
 * Applies a bulk edit as the staff member, all or nothing. Refused (CalendarRefusal) when the request is
 * not valid, the hotel is not theirs, a room type or rate plan is not the hotel's, or a collection's
 * access rule or validation refuses one of the writes (nothing is then changed).
 */
export async function applyBulkEdit(user: TypedUser, edit: BulkEdit): Promise<BulkResult> {
  const problems = bulkProblems(edit)
  if (Object.keys(problems).length > 0) throw new CalendarRefusal(400, 'invalid_request', 'The bulk edit is not valid.', problems)
  const payload = await getPayloadClient()
  await hotelOf(payload, user, edit.property)
  const { docs: rooms } = await payload.find({
    collection: 'room-types',
    where: { and: [{ property: { equals: edit.property } }, { id: { in: edit.room_types } }] },
    depth: 0,
    draft: true,
    overrideAccess: false,
    user,
    pagination: false,
    limit: 0,
    select: { slug: true },
  })
  const roomIds = [...new Set(edit.room_types)]
  if (rooms.length !== roomIds.length)
    throw new CalendarRefusal(400, 'invalid_request', 'A room type is not one of this hotel’s.', { room_types: 'must be room types of this hotel' })
  const nights = chosenNights(edit.from, edit.to, edit.weekdays)
  const runs = runsOf(nights)
  const chosen = new Set(nights)
  const { change } = edit

  const req = await createLocalReq({ user }, payload)
  await initTransaction(req)
  try {
    const options = { req, overrideAccess: false, user } as const
    let created = 0
    let changed = 0
    let seasonsAdded = 0
    const lift = { stop_sell: change.stop_sell === false, closed_to_arrival: change.closed_to_arrival === false }
    if (lift.stop_sell || lift.closed_to_arrival) {
      // Every rule of these room types (not only those on the chosen nights): from the first one cut on,
      // their order decides what is saved again.
      const byRoom = new Map<number, StoredRule[]>()
      for (const roomId of roomIds) {
        const all = await payload.find({
          collection: 'room-availability',
          where: { room_type: { equals: roomId } },
          depth: 0,
          pagination: false,
          limit: 0,
          sort: 'updatedAt',
          ...options,
        })
        byRoom.set(
          roomId,
          all.docs.map((doc) => ({
            id: num(doc.id),
            room_type: roomId,
            from: DATE_OF(doc.from) ?? doc.from,
            to: DATE_OF(doc.to) ?? doc.to,
            rooms_on_sale: doc.rooms_on_sale ?? null,
            min_stay: doc.min_stay ?? null,
            stop_sell: doc.stop_sell === true,
            closed_to_arrival: doc.closed_to_arrival === true,
            updated_at: doc.updatedAt,
          })),
        )
      }
      for (const roomId of roomIds) {
        const outcome = await liftFlags(payload, req, { property: edit.property, room_type: roomId }, byRoom.get(roomId) ?? [], chosen, lift)
        created += outcome.created
        changed += outcome.changed
      }
    }
    const sets = {
      stop_sell: change.stop_sell === true,
      closed_to_arrival: change.closed_to_arrival === true,
      min_stay: change.min_stay ?? null,
      rooms_on_sale: change.rooms_on_sale ?? null,
    }
    if (sets.stop_sell || sets.closed_to_arrival || sets.min_stay !== null || sets.rooms_on_sale !== null) {
      for (const roomId of roomIds) {
        for (const [from, to] of runs) {
          await payload.create({ collection: 'room-availability', data: { property: edit.property, room_type: roomId, from, to, ...sets }, ...options })
          created += 1
        }
      }
    }
    if (change.price) seasonsAdded = await addSeasons(payload, req, edit.property, roomIds, runs, chosen, change.price)
    await commitTransaction(req)
    return { nights, rules_created: created, rules_changed: changed, seasons_added: seasonsAdded }
  } catch (error) {
    await killTransaction(req)
    if (error instanceof Forbidden) throw new CalendarRefusal(403, 'forbidden', 'You may not change this hotel’s rates and availability.')
    throw error
  }
}

/**
 * Sets a rate plan's nightly price on the chosen nights of some room types: a seasonal price per room
 * type and run of nights, added after the plan's others (a later row wins), published with the plan.
 * Rows of those room types that the new ones cover entirely say nothing any more and are dropped.
 */
async function addSeasons(
  payload: Payload,
  req: PayloadRequest,
  propertyId: number,
  roomIds: readonly number[],
  runs: readonly [string, string][],
  chosen: ReadonlySet<string>,
  price: { rate_plan: string; nightly_minor: number },
): Promise<number> {
  const options = { req, overrideAccess: false, user: req.user } as const
  const { docs } = await payload.find({
    collection: 'rate-plans',
    where: { and: [{ property: { equals: propertyId } }, { code: { equals: price.rate_plan } }] },
    depth: 0,
    draft: false,
    pagination: false,
    limit: 1,
    ...options,
  })
  const plan = docs[0]
  if (!plan) throw new CalendarRefusal(400, 'invalid_request', 'The rate plan is not one of this hotel’s.', { rate_plan: 'must be a rate plan of this hotel' })
  const covered = (row: { from: string; to: string; room_type: number | null }) =>
    row.room_type !== null && roomIds.includes(row.room_type) && datesFrom(row.from, nightsBetween(row.from, row.to) + 1).every((night) => chosen.has(night))
  const existing = rows<{ id: string; from: string; to: string; room_type: unknown; nightly_minor: number }>(plan.seasons)
    .map((row) => ({
      id: typeof row.id === 'string' ? row.id : undefined,
      from: DATE_OF(row.from) ?? '',
      to: DATE_OF(row.to) ?? '',
      room_type: relNumber(row.room_type),
      nightly_minor: num(row.nightly_minor),
    }))
    .filter((row) => !(row.from && row.to && covered(row)))
  const added = roomIds.flatMap((roomId) => runs.map(([from, to]) => ({ from, to, room_type: roomId, nightly_minor: price.nightly_minor })))
  await payload.update({
    collection: 'rate-plans',
    id: plan.id,
    data: { seasons: [...existing, ...added], _status: 'published' },
    draft: false,
    ...options,
  })
  return added.length
}
