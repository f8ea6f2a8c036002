import { perLanguage } from './per-language'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar date in 'YYYY-MM-DD' form (2026-02-30 is not one). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

const shortDateFormat = perLanguage((localeTag) => new Intl.DateTimeFormat(localeTag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }))

/**
 * A calendar date ('YYYY-MM-DD') as a short label in a language ("Sat, 5 Dec"). One formatter per
 * language, made on first use: the first Intl formatter of a page loads the language's data.
 */
export function shortDate(date: string, localeTag: string): string {
  return shortDateFormat(localeTag).format(new Date(`${date}T00:00:00Z`))
}

const longDateFormat = perLanguage((localeTag) => new Intl.DateTimeFormat(localeTag, { dateStyle: 'long', timeZone: 'UTC' }))
const mediumDateFormat = perLanguage((localeTag) => new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeZone: 'UTC' }))

/** A calendar date written out in a language: 12 December 2026, 2026年12月12日, 12 ธันวาคม 2569. */
export function longDate(date: string, localeTag: string): string {
  return longDateFormat(localeTag).format(new Date(`${date}T00:00:00Z`))
}

/** Two calendar dates as one short range in a language: Mar 10 – 13, 2027, 2027/03/10～2027/03/13. */
export function dateRange(from: string, to: string, localeTag: string): string {
  return mediumDateFormat(localeTag).formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`))
}
