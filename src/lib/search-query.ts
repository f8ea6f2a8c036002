/**
 * The stay search's parameters, shared by `GET /api/search` and the `/search-result` page: one zod
 * schema parses both, and `searchQueryString` writes a parsed query back into the URL (links,
 * pagination, the back button), so a search survives being shared, bookmarked and reloaded.
 */
import { z } from 'zod'

import { LOCALES, type Locale } from '../i18n/locales'
import { CURRENCIES, DEFAULT_CURRENCY } from './money'
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging'
import { isCalendarDate } from './calendar-date'

export const SORTS = ['nearest', 'price_asc', 'price_desc', 'rating', 'order'] as const
export type SearchSort = (typeof SORTS)[number]

/** Spec §3/§9: results are sorted by nearest unless the visitor chooses otherwise. */
export const DEFAULT_SORT: SearchSort = 'nearest'

/** Spec §9: the price slider's current values default to 1000 (display currency, major units). */
export const DEFAULT_PRICE_LIMIT = 1000

/** The party and stay limits of the booking engine (src/booking/engine.ts, src/booking/stay.ts; a unit test keeps them equal). */
export const SEARCH_LIMITS = {
  adults: { min: 1, max: 12, default: 2 },
  children: { min: 0, max: 6, default: 0 },
  age: { min: 0, max: 17 },
  rooms: { min: 1, max: 9, default: 1 },
  nights: 30,
} as const

const MAX_DESTINATION_LENGTH = 120

export interface SearchQuery {
  /** A country, city or property slug, or free text naming one in any language; '' for everywhere. */
  destination: string
  check_in: string | null
  check_out: string | null
  adults: number
  children: number
  /** One age per child (children are priced by age). */
  ages: number[]
  rooms: number
  sortBy: SearchSort
  /** The visitor's position (browser geolocation): distances are measured from it when given. */
  lat: number | null
  lng: number | null
  /** Price filter, in whole units of the display currency; null: no bound. */
  minPrice: number | null
  maxPrice: number | null
  /** Master-facility keys that every result must have. */
  amenities: string[]
  page: number
  page_size: number
  /** The display currency prices are compared and filtered in (spec §9 list). */
  currency: string
  lang: Locale | null
}

export const DEFAULT_SEARCH_QUERY: SearchQuery = {
  destination: '',
  check_in: null,
  check_out: null,
  adults: SEARCH_LIMITS.adults.default,
  children: SEARCH_LIMITS.children.default,
  ages: [],
  rooms: SEARCH_LIMITS.rooms.default,
  sortBy: DEFAULT_SORT,
  lat: null,
  lng: null,
  minPrice: null,
  maxPrice: null,
  amenities: [],
  page: DEFAULT_PAGE,
  page_size: DEFAULT_PAGE_SIZE,
  currency: DEFAULT_CURRENCY,
  lang: null,
}

const DAY_MS = 86_400_000
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS

/**
 * The earliest check-in any search may ask for: today on the calendar of the last time zone to reach
 * it (UTC−12). Each hotel then applies its own calendar and same-day cut-off to its price.
 */
export function earliestCheckIn(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10)
}

const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))

// A coordinate as any client writes a number: JavaScript writes 0.1 + 0.2 with 17 decimals.
const decimal = (min: number, max: number, what: string) =>
  z
    .string()
    .trim()
    .regex(/^[+-]?(\d{1,12}(\.\d{1,20})?|\.\d{1,20})$/, `must be a number (${what})`)
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))

const price = z
  .string()
  .trim()
  .regex(/^-?\d{0,12}(\.\d{1,6})?$/, 'must be a number, such as 150')
  .refine((value) => value !== '' && value !== '-', 'must be a number, such as 150')
  .transform(Number)
  .pipe(z.number().min(0, 'must not be negative'))

const calendarDate = z.string().refine(isCalendarDate, 'must be a real date as YYYY-MM-DD')

/** A master facility's key, as staff write them (wifi, pool, spa, airport-shuttle…). */
const FACILITY_KEY = /^[a-z0-9][a-z0-9_-]{0,59}$/

/** Each raw parameter as it may appear in the URL; cross-field rules follow in `searchQuerySchema`. */
export const searchParamsShape = {
  destination: z.string().trim().max(MAX_DESTINATION_LENGTH, `must be at most ${MAX_DESTINATION_LENGTH} characters`).optional(),
  check_in: calendarDate.optional(),
  check_out: calendarDate.optional(),
  adults: whole(SEARCH_LIMITS.adults.min, SEARCH_LIMITS.adults.max).optional(),
  children: whole(SEARCH_LIMITS.children.min, SEARCH_LIMITS.children.max).optional(),
  ages: z
    .string()
    .regex(/^(\d{1,2}(,\d{1,2}){0,11})?$/, 'must be ages separated by commas, such as 4,9')
    .transform((value) => (value === '' ? [] : value.split(',').map(Number)))
    .optional(),
  rooms: whole(SEARCH_LIMITS.rooms.min, SEARCH_LIMITS.rooms.max).optional(),
  sortBy: z.enum(SORTS, { error: `must be one of ${SORTS.join(', ')}` }).optional(),
  lat: decimal(-90, 90, 'latitude from -90 to 90').optional(),
  lng: decimal(-180, 180, 'longitude from -180 to 180').optional(),
  minPrice: price.optional(),
  maxPrice: price.optional(),
  amenities: z
    .string()
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().regex(FACILITY_KEY, 'must be facility keys separated by commas, such as wifi,pool')).max(30, 'must be at most 30 facilities'))
    .optional(),
  page: whole(1, 100_000).optional(),
  page_size: whole(1, MAX_PAGE_SIZE).optional(),
  currency: z.enum(CURRENCIES as [string, ...string[]], { error: `must be one of ${CURRENCIES.join(', ')}` }).optional(),
  lang: z.enum(LOCALES as [Locale, ...Locale[]], { error: `must be one of ${LOCALES.join(', ')}` }).optional(),
}

// Built once: zod compiles an object schema on its first parse, which would otherwise be every request.
const searchParamsSchema = z.object(searchParamsShape)

type RawSearch = z.infer<typeof searchParamsSchema>

/** The rules between parameters, by field (empty when the query holds together). */
export function searchQueryProblems(raw: RawSearch, now: Date = new Date()): Record<string, string> {
  const problems: Record<string, string> = {}
  if (Boolean(raw.check_in) !== Boolean(raw.check_out)) {
    problems[raw.check_in ? 'check_out' : 'check_in'] = 'is required with the other stay date'
  } else if (raw.check_in && raw.check_out) {
    const nights = dayNumber(raw.check_out) - dayNumber(raw.check_in)
    if (raw.check_in < earliestCheckIn(now)) problems.check_in = 'must not be in the past'
    if (nights < 1) problems.check_out = 'must be after check_in'
    else if (nights > SEARCH_LIMITS.nights) problems.check_out = `must be at most ${SEARCH_LIMITS.nights} nights after check_in`
  }
  if ((raw.lat === undefined) !== (raw.lng === undefined)) problems[raw.lat === undefined ? 'lat' : 'lng'] = 'is required with the other coordinate'
  const ages = raw.ages ?? []
  const children = raw.children ?? ages.length
  if (ages.length !== children) problems.ages = `must give one age (0 to ${SEARCH_LIMITS.age.max}) for each of the ${children} children, such as ages=4,9`
  else if (ages.some((age) => age > SEARCH_LIMITS.age.max)) problems.ages = `each must be an age from 0 to ${SEARCH_LIMITS.age.max}`
  const adults = raw.adults ?? SEARCH_LIMITS.adults.default
  if ((raw.rooms ?? 1) > adults) problems.rooms = 'must not be more than the adults (each room needs one)'
  if (raw.minPrice !== undefined && raw.maxPrice !== undefined && raw.minPrice > raw.maxPrice) problems.maxPrice = 'must not be less than minPrice'
  return problems
}

function fromRaw(raw: RawSearch): SearchQuery {
  return {
    destination: raw.destination ?? '',
    check_in: raw.check_in ?? null,
    check_out: raw.check_out ?? null,
    adults: raw.adults ?? DEFAULT_SEARCH_QUERY.adults,
    children: raw.children ?? raw.ages?.length ?? 0,
    ages: raw.ages ?? [],
    rooms: raw.rooms ?? DEFAULT_SEARCH_QUERY.rooms,
    sortBy: raw.sortBy ?? DEFAULT_SORT,
    lat: raw.lat ?? null,
    lng: raw.lng ?? null,
    minPrice: raw.minPrice ?? null,
    maxPrice: raw.maxPrice ?? null,
    amenities: raw.amenities ?? [],
    page: raw.page ?? DEFAULT_PAGE,
    page_size: raw.page_size ?? DEFAULT_PAGE_SIZE,
    currency: raw.currency ?? DEFAULT_CURRENCY,
    lang: raw.lang ?? null,
  }
}

export type SearchQueryResult = { ok: true; query: SearchQuery } | { ok: false; fields: Record<string, string> }

interface QueryReader {
  get(name: string): string | null
}

/**
 * Parses a search from a query string (URLSearchParams, or a page's searchParams through
 * `new URLSearchParams`). Unknown parameters are ignored; each malformed one is reported by name
 * with its first problem, as the API's 400 lists them.
 */
export function parseSearchQuery(params: QueryReader, now: Date = new Date()): SearchQueryResult {
  const raw: Record<string, string> = {}
  for (const key of Object.keys(searchParamsShape)) {
    const value = params.get(key)
    if (value !== null) raw[key] = value
  }
  const result = searchParamsSchema.safeParse(raw)
  if (!result.success) {
    const fields: Record<string, string> = {}
    for (const issue of result.error.issues) fields[String(issue.path[0] ?? 'query')] ??= issue.message
    return { ok: false, fields }
  }
  const problems = searchQueryProblems(result.data, now)
  return Object.keys(problems).length > 0 ? { ok: false, fields: problems } : { ok: true, query: fromRaw(result.data) }
}

/** Major units as the URL writes them: up to two decimals, no trailing zeros (150, 99.5). */
const priceText = (value: number) => String(Math.round(value * 100) / 100)

/**
 * A search as URL parameters, in a fixed order, leaving out what equals the default (one URL per
 * search, for sharing and caching). `parseSearchQuery(searchParams(q))` gives `q` back.
 */
export function searchParams(query: Partial<SearchQuery>, overrides: Partial<SearchQuery> = {}): URLSearchParams {
  const q: SearchQuery = { ...DEFAULT_SEARCH_QUERY, ...query, ...overrides }
  const params = new URLSearchParams()
  if (q.destination) params.set('destination', q.destination)
  if (q.check_in && q.check_out) {
    params.set('check_in', q.check_in)
    params.set('check_out', q.check_out)
  }
  if (q.adults !== DEFAULT_SEARCH_QUERY.adults) params.set('adults', String(q.adults))
  if (q.children > 0) {
    params.set('children', String(q.children))
    params.set('ages', q.ages.join(','))
  }
  if (q.rooms !== DEFAULT_SEARCH_QUERY.rooms) params.set('rooms', String(q.rooms))
  if (q.sortBy !== DEFAULT_SORT) params.set('sortBy', q.sortBy)
  if (q.lat !== null && q.lng !== null) {
    params.set('lat', String(q.lat))
    params.set('lng', String(q.lng))
  }
  if (q.minPrice !== null) params.set('minPrice', priceText(q.minPrice))
  if (q.maxPrice !== null) params.set('maxPrice', priceText(q.maxPrice))
  if (q.amenities.length > 0) params.set('amenities', q.amenities.join(','))
  if (q.currency !== DEFAULT_CURRENCY) params.set('currency', q.currency)
  if (q.page !== DEFAULT_PAGE) params.set('page', String(q.page))
  if (q.page_size !== DEFAULT_PAGE_SIZE) params.set('page_size', String(q.page_size))
  if (q.lang) params.set('lang', q.lang)
  return params
}

/** `searchParams` as a query string with its '?' ('' when every value is the default). */
export function searchQueryString(query: Partial<SearchQuery>, overrides: Partial<SearchQuery> = {}): string {
  const text = searchParams(query, overrides).toString()
  return text ? `?${text}` : ''
}

/** The stay part of a search, as `/property/{slug}` reads it (src/components/booking/stay-query.ts). */
export function stayQueryString(query: Pick<SearchQuery, 'check_in' | 'check_out' | 'adults' | 'children' | 'ages' | 'rooms'>): string {
  const params = new URLSearchParams()
  if (query.check_in && query.check_out) {
    params.set('check_in', query.check_in)
    params.set('check_out', query.check_out)
  }
  params.set('adults', String(query.adults))
  params.set('children', String(query.children))
  if (query.children > 0) params.set('ages', query.ages.join(','))
  params.set('rooms', String(query.rooms))
  return `?${params.toString()}`
}
