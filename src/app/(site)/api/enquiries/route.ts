/**
 * POST /api/enquiries (api-contract): the contact, host and demo forms.
 *
 * In order: the rate limit per client address (429 + Retry-After), the body (415 not JSON, 413 over
 * 16 kB, 400 malformed), the honeypot (filled: answered like a success, nothing kept or sent), the
 * shared zod schema (422 with a message per field), then the enquiry is stored and the response goes
 * out; the e-mail to staff is sent after it, so a slow SMTP server never keeps the visitor waiting and a
 * failed e-mail never loses the enquiry. No answer is a 500: a failure to store is a 503 to retry.
 */
import { randomInt } from 'node:crypto'

import { after } from 'next/server'

import { storeEnquiry } from '@/services/enquiries'
import { kickOutbox } from '@/services/messages/worker'
import { getLabels } from '@/data/labels'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales'
import { pick } from '@/i18n/text'
import { clientAddress } from '@/lib/client-address'
import { ENQUIRY_BODY_LIMIT_BYTES, ENQUIRY_RATE_LIMIT, type EnquiryErrorCode, enquiryErrors, enquirySchema, isHoneypotFilled } from '@/lib/enquiry'
import { rateLimiter } from '@/lib/rate-limit'

import { readJsonBody } from '../_shared/request-body'

type ErrorCode = 'rate_limited' | 'unsupported_media_type' | 'payload_too_large' | 'invalid_json' | 'invalid_enquiry' | 'unavailable'

const NO_STORE = { 'Cache-Control': 'no-store' }

function errorResponse(status: number, code: ErrorCode, message: string, extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {}) {
  return Response.json({ error: { code, message, ...(extra.fields ? { fields: extra.fields } : {}) } }, { status, headers: { ...NO_STORE, ...extra.headers } })
}

const created = (id: number) => Response.json({ id }, { status: 201, headers: NO_STORE })

/** The label naming each field in messages ('E-mail is not valid.'). */
const FIELD_LABELS: Record<string, string> = {
  kind: 'form.kind',
  name: 'form.name',
  email: 'form.email',
  phone: 'form.phone',
  subject: 'form.subject',
  message: 'form.message',
  property: 'form.property',
}

/** Spec §5 messages in the default language, from the labels staff edit (these words if none can be read). */
async function fieldMessages(codes: Record<string, EnquiryErrorCode>): Promise<Record<string, string>> {
  const labels = new Map<string, string>()
  try {
    for (const label of await getLabels()) labels.set(label.key, pick(label.value, DEFAULT_LOCALE))
  } catch (error) {
    console.error('POST /api/enquiries: labels could not be read', error)
  }
  const required = labels.get('form.required') || 'Required'
  const invalid = labels.get('form.invalid') || '{field} is not valid.'
  return Object.fromEntries(
    Object.entries(codes).map(([field, code]) => {
      const name = labels.get(FIELD_LABELS[field] ?? '') || field.charAt(0).toUpperCase() + field.slice(1)
      return [field, code === 'required' ? required : invalid.replace('{field}', name)]
    }),
  )
}

async function invalid(codes: Record<string, EnquiryErrorCode>): Promise<Response> {
  const fields = await fieldMessages(codes)
  return errorResponse(422, 'invalid_enquiry', `Some fields are missing or not valid: ${Object.keys(fields).join(', ')}.`, { fields })
}

/** The language of the site's page the form was sent from (/ja/contact-us → ja), for a reply from staff. */
function pageLanguage(request: Request): Locale {
  try {
    const first = new URL(request.headers.get('referer') ?? '').pathname.split('/')[1]
    return isLocale(first) ? first : 'en'
  } catch {
    return 'en'
  }
}

export async function POST(request: Request): Promise<Response> {
  try {
    const limit = await rateLimiter({ name: 'enquiries', ...ENQUIRY_RATE_LIMIT }).consume(clientAddress(request.headers))
    if (!limit.allowed) {
      return errorResponse(429, 'rate_limited', 'Too many enquiries from this address. Please try again later.', {
        headers: { 'Retry-After': String(limit.retryAfterSeconds) },
      })
    }

    const body = await readJsonBody(request, ENQUIRY_BODY_LIMIT_BYTES)
    if (!body.ok) {
      if (body.problem === 'unsupported_media_type') {
        return errorResponse(415, body.problem, 'Send the enquiry as JSON (Content-Type: application/json).')
      }
      if (body.problem === 'payload_too_large') {
        return errorResponse(413, body.problem, `The enquiry is larger than ${ENQUIRY_BODY_LIMIT_BYTES / 1024} kB.`)
      }
      return errorResponse(400, body.problem, 'The body is not valid JSON.')
    }
    const value = body.value
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return errorResponse(400, 'invalid_json', 'The body must be a JSON object.')
    }
    // A bot filled the field people never see: it gets the answer it expects and nothing is kept.
    if (isHoneypotFilled(value as Record<string, unknown>)) return created(randomInt(1_000, 100_000))

    const parsed = enquirySchema.safeParse(value)
    if (!parsed.success) return invalid(enquiryErrors(parsed.error))

    const result = await storeEnquiry(parsed.data, pageLanguage(request))
    if ('unknownProperty' in result) return invalid({ property: 'invalid' })

    // Its e-mail was queued with it (src/cms/outbox.ts): sent after the response.
    after(kickOutbox)
    return created(result.stored.id)
  } catch (error) {
    console.error('POST /api/enquiries failed', error)
    return errorResponse(503, 'unavailable', 'The enquiry could not be received just now. Please try again in a minute.', {
      headers: { 'Retry-After': '60' },
    })
  }
}
