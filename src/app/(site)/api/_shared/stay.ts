import { z } from 'zod'

import { isCalendarDate } from '@/booking/stay'
import { CURRENCIES } from '@/lib/money'

const count = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))

const calendarDate = z.string().refine(isCalendarDate, 'must be a real date as YYYY-MM-DD')

/**
 * The stay a visitor asks about, as query parameters: dates, party and currency (api-contract
 * properties-detail). The rules between fields need the property's today, so they are src/booking's
 * `stayProblems`, applied once the property is known.
 */
export const stayParams = {
  check_in: calendarDate.optional(),
  check_out: calendarDate.optional(),
  adults: count(1, 12).optional(),
  children: count(0, 12).optional(),
  rooms: count(1, 9).optional(),
  currency: z.enum(CURRENCIES as [string, ...string[]], { error: `must be one of ${CURRENCIES.join(', ')}` }).optional(),
  promo: z.string().regex(/^[A-Za-z0-9_-]{1,20}$/, 'must be letters and digits').optional(),
}
