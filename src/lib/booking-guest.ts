/**
 * The guest of a booking (api-contract: POST /api/bookings `guest` and `special_requests`). The one
 * schema both sides use: the route handler answers 422 with its field errors, and the details form
 * validates with it through react-hook-form, so the browser and the server cannot disagree.
 * Messages are codes ('required', 'invalid'); the form shows them in the page's language (spec §5).
 */
import * as z from 'zod/mini'

export type GuestErrorCode = 'required' | 'invalid'

/** The guest fields in the order the form shows them, with the browser's autofill token for each. */
export const GUEST_FIELDS = [
  { name: 'first_name', autoComplete: 'given-name' },
  { name: 'last_name', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email' },
  { name: 'phone', autoComplete: 'tel' },
  { name: 'country', autoComplete: 'country' },
] as const
export type GuestField = (typeof GUEST_FIELDS)[number]['name']

export const GUEST_MAX_LENGTH = { first_name: 80, last_name: 80, email: 254, phone: 32, country: 2, special_requests: 1000 } as const

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
const TEXT_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const PHONE = /^\+?[0-9 ().\-/]+$/
/** An ISO 3166-1 alpha-2 country code, as the browser's `country` autofill gives it. */
const COUNTRY = /^[A-Z]{2}$/

const requiredOrInvalid = (issue: { input?: unknown }): GuestErrorCode => (issue.input === undefined || issue.input === null ? 'required' : 'invalid')

const requiredLine = (max: number) =>
  z.string({ error: requiredOrInvalid }).check(
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(max, 'invalid'),
    z.refine((value) => !CONTROL_CHARACTERS.test(value), 'invalid'),
  )

const optionalLine = (max: number, test: (value: string) => boolean = () => true) =>
  z.pipe(
    z.optional(
      z.string({ error: 'invalid' }).check(
        z.trim(),
        z.maxLength(max, 'invalid'),
        z.refine((value) => value === '' || (!CONTROL_CHARACTERS.test(value) && test(value)), 'invalid'),
      ),
    ),
    z.transform((value?: string) => value || undefined),
  )

export const guestSchema = z.object({
  first_name: requiredLine(GUEST_MAX_LENGTH.first_name),
  last_name: requiredLine(GUEST_MAX_LENGTH.last_name),
  email: z.pipe(z.string({ error: requiredOrInvalid }).check(z.trim(), z.minLength(1, 'required'), z.maxLength(GUEST_MAX_LENGTH.email, 'invalid')), z.email('invalid')),
  phone: optionalLine(GUEST_MAX_LENGTH.phone, (value) => PHONE.test(value) && value.replace(/\D/g, '').length >= 5),
  country: optionalLine(GUEST_MAX_LENGTH.country, (value) => COUNTRY.test(value)),
})

/** The details step as a whole: the guest plus their requests to the hotel. */
export const guestDetailsSchema = z.object({
  guest: guestSchema,
  special_requests: z.pipe(
    z.optional(
      z.string({ error: 'invalid' }).check(
        z.trim(),
        z.maxLength(GUEST_MAX_LENGTH.special_requests, 'invalid'),
        z.refine((value) => !TEXT_CONTROL_CHARACTERS.test(value), 'invalid'),
      ),
    ),
    z.transform((value?: string) => value || undefined),
  ),
})

export type GuestDetailsInput = z.input<typeof guestDetailsSchema>
export type GuestDetails = z.output<typeof guestDetailsSchema>

/** The first error code of each invalid field, keyed 'guest.email' or 'special_requests'. */
export function guestErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, GuestErrorCode> {
  const out: Record<string, GuestErrorCode> = {}
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'guest'
    if (out[field]) continue
    out[field] = issue.message === 'required' ? 'required' : 'invalid'
  }
  return out
}
