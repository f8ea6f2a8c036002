import { z } from 'zod'

import { CURRENCIES } from '../money'
import { isCalendarDate, nightsBetween } from '../dates'

export const MAX_STAY_NIGHTS = 30

const count = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))

const calendarDate = z.string().refine(isCalendarDate, 'must be a real date as YYYY-MM-DD')

/** The stay a visitor asks about: dates, party and currency (api-contract properties-detail). */
export const stayParams = {
  check_in: calendarDate.optional(),
  check_out: calendarDate.optional(),
  adults: count(1, 12).optional(),
  children: count(0, 12).optional(),
  rooms: count(1, 9).optional(),
  currency: z.enum(CURRENCIES as [string, ...string[]], { error: `must be one of ${CURRENCIES.join(', ')}` }).optional(),
  promo: z.string().regex(/^[A-Za-z0-9_-]{1,20}$/, 'must be letters and digits').optional(),
}

/** Cross-field rules of a stay; returns problems by field name. */
export function stayProblems(stay: { check_in?: string; check_out?: string }, today: string): Record<string, string> {
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
