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

const shortDateFormat = perLanguage(
  (localeTag) => new Intl.DateTimeFormat(localeTag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
)

/**
 * A calendar date ('YYYY-MM-DD') as a short label in a language ("Sat, 5 Dec"). One formatter per
 * language, made on first use: the first Intl formatter of a page loads the language's data.
 */
export function shortDate(date: string, localeTag: string): string {
  return shortDateFormat(localeTag).format(new Date(`${date}T00:00:00Z`))
}
