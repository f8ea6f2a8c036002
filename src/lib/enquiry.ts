/**
 * An enquiry from the contact, host or demo form (api-contract: POST /api/enquiries). The one schema
 * both sides use: the route handler parses request bodies with it, and the forms validate with it
 * through react-hook-form, so the browser and the server can never disagree about what is valid.
 *
 * Messages are codes ('required', 'invalid'), not sentences: the form shows them in the page's
 * language and the API in English, both from the labels (spec §5: '{field} is not valid.', 'Required').
 */
// zod/mini: the same validation as zod's classic API at a fraction of the weight in the browser.
import * as z from 'zod/mini'

import { ENQUIRY_MAX_LENGTH, type EnquiryErrorCode, HONEYPOT_FIELD } from './enquiry-fields'
import { isValidSlug } from './validators'

export * from './enquiry-fields'

// Line breaks and other control characters have no place in a one-line field (they would also end
// up in the e-mail's headers); a message keeps its line breaks and tabs.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
const MESSAGE_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
const PHONE = /^\+?[0-9 ().\-/]+$/

const requiredOrInvalid = (issue: { input?: unknown }): EnquiryErrorCode => (issue.input === undefined || issue.input === null ? 'required' : 'invalid')

const oneLine = (value: string) => !CONTROL_CHARACTERS.test(value)

/** A one-line text the visitor must give. */
const requiredLine = (max: number) =>
  z.string({ error: requiredOrInvalid }).check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'invalid'), z.refine(oneLine, 'invalid'))

/** A one-line text the visitor may leave empty (empty becomes absent), passing `test` when given. */
const optionalLine = (max: number, test: (value: string) => boolean = () => true) =>
  z.pipe(
    z.optional(
      z.string({ error: 'invalid' }).check(
        z.trim(),
        z.maxLength(max, 'invalid'),
        z.refine((value) => value === '' || (oneLine(value) && test(value)), 'invalid'),
      ),
    ),
    z.transform((value?: string) => value || undefined),
  )

const fields = {
  name: requiredLine(ENQUIRY_MAX_LENGTH.name),
  email: z.pipe(z.string({ error: requiredOrInvalid }).check(z.trim(), z.minLength(1, 'required'), z.maxLength(ENQUIRY_MAX_LENGTH.email, 'invalid')), z.email('invalid')),
  phone: optionalLine(ENQUIRY_MAX_LENGTH.phone, (value) => PHONE.test(value) && value.replace(/\D/g, '').length >= 5),
  message: z.string({ error: requiredOrInvalid }).check(
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(ENQUIRY_MAX_LENGTH.message, 'invalid'),
    z.refine((value) => !MESSAGE_CONTROL_CHARACTERS.test(value), 'invalid'),
  ),
  /** A published property's slug (the route checks it is one); empty means the group as a whole. */
  property: optionalLine(120, isValidSlug),
  [HONEYPOT_FIELD]: z.optional(z.string()),
}

/**
 * A contact enquiry may go without a subject; a host enquiry or a demo request names the visitor's
 * hotel in it, which the group needs before it can answer.
 */
export const enquirySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('contact'), ...fields, subject: optionalLine(ENQUIRY_MAX_LENGTH.subject) }),
    z.object({ kind: z.enum(['host', 'demo']), ...fields, subject: requiredLine(ENQUIRY_MAX_LENGTH.subject) }),
  ],
  {
    error: (issue) => {
      const body = issue.input
      const kind = typeof body === 'object' && body !== null ? (body as { kind?: unknown }).kind : undefined
      return kind === undefined || kind === null ? 'required' : 'invalid'
    },
  },
)

/** What a form holds while the visitor types (every field a string). */
export type EnquiryFormValues = z.input<typeof enquirySchema>
/** A valid enquiry: trimmed, optional fields absent when empty. */
export type Enquiry = z.output<typeof enquirySchema>

/** Whether a raw body has the honeypot filled in. */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD]
  return value !== undefined && value !== null && String(value).trim() !== ''
}

/** The first error code of each invalid field, from a failed parse. */
export function enquiryErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): Record<string, EnquiryErrorCode> {
  const out: Record<string, EnquiryErrorCode> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'kind')
    if (out[field]) continue
    out[field] = issue.message === 'required' ? 'required' : 'invalid'
  }
  return out
}
