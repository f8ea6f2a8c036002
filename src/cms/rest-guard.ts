/**
 * The door in front of Payload's REST API (/cms-api): what Payload does not check, checked before it
 * runs, so bad input gets a clear 4xx and never a 500, and no visitor can knock the back office over.
 *
 * - Query: `limit`, `depth`, `page`, `locale`, `sort`… must be well-formed and within caps (tighter for
 *   anonymous visitors: at most 25 documents at depth 1 per request; no `pagination=false`).
 * - Paths: a document id is a whole number; anything else is 404 (Payload would ask the database and 500).
 *   Staff preferences (`/payload-preferences/locale`, `…/collection-properties-1`) are keyed by text:
 *   those keys pass for a signed-in staff member (Payload reads and writes only that member's own).
 * - Uploads: an anonymous or unauthorised upload is refused before its body is read (no 19 MB buffered).
 * - Bodies: JSON, multipart or URL-encoded only (415), within a size limit (413, read without trusting
 *   Content-Length and before anything parses it), well-formed (400).
 * - Anonymous reads are rate-limited per client address (429 with Retry-After).
 * - Sign-in: failed attempts throttled per address and per account (429 with Retry-After), the same answer
 *   and about the same time whether the e-mail exists or not. Reset requests are spaced the same way.
 *   A browser where the account signed in before carries a device cookie (./device-cookie.ts) and is not
 *   held back by the per-account count, so strangers cannot lock the owner out; unknown devices wait a
 *   growing delay as failures mount, then the per-account limit. A successful reset clears the count.
 * - Session tokens stay in the HttpOnly cookie: `token` is removed from login, reset, refresh and me bodies.
 *
 * The answers use Payload's error shape (`{ errors: [{ message }] }`), which the admin shows as is.
 */
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import config from '@payload-config'
import * as qs from 'qs-esm'
import type { SanitizedConfig } from 'payload'

import { LOCALES } from '../i18n/locales'
import { readBodyWithin } from '../lib/bounded-body'
import { clientAddress } from '../lib/client-address'
import { rateLimiter, type RateLimitRule } from '../lib/rate-limit'
import { getPayloadClient } from './client'
import { carriesJobsRunKey } from './scheduled-jobs'
import { deviceCookie, knownDevice } from './device-cookie'
import { acceptedLanguage, staffTexts } from './staff-texts'
import { queuePasswordReset } from './staff-mail'

export type RestHandler = (request: Request, args: { params: Promise<{ slug?: string[] }> }) => Promise<Response>

/** Failed sign-ins from one address (any accounts) before it waits. */
export const SIGN_IN_PER_ADDRESS: RateLimitRule = { name: 'sign-in-address', points: 10, durationSeconds: 15 * 60 }
/**
 * Failed sign-ins to one account (from any addresses) before it waits: high enough that one address can
 * never reach it alone, so a brute force from one place never keeps the staff member out.
 */
export const SIGN_IN_PER_ACCOUNT: RateLimitRule = { name: 'sign-in-account', points: 50, durationSeconds: 60 * 60 }
/** Failed sign-ins from one known device (its device cookie) before it counts as unknown again. */
export const SIGN_IN_PER_DEVICE: RateLimitRule = { name: 'sign-in-device', points: 10, durationSeconds: 60 * 60 }
/** Failures to one account (from unknown devices) after which each further attempt waits, doubling up to the cap. */
export const SLOW_DOWN_AFTER = 5
export const SLOW_DOWN_CAP_MS = 8000
export const RESET_PER_ADDRESS: RateLimitRule = { name: 'password-reset-address', points: 5, durationSeconds: 15 * 60 }
export const RESET_PER_ACCOUNT: RateLimitRule = { name: 'password-reset-account', points: 3, durationSeconds: 15 * 60 }
/** Anonymous reads of /cms-api per address (the public site reads its content through /api, not here). */
export const ANONYMOUS_READS: RateLimitRule = { name: 'cms-api-anonymous', points: 120, durationSeconds: 60 }

export const CAPS = {
  anonymous: { limit: 25, depth: 1 },
  staff: { limit: 1000, depth: 5 },
} as const

const KB = 1024
const MB = 1024 * KB
/** Request bodies: uploads to an upload collection, the auth endpoints, everything else. */
export const BODY_LIMITS = { upload: 20 * MB, auth: 16 * KB, other: 2 * MB } as const
const MAX_ANONYMOUS_QUERY = 4 * KB

const AUTH_ENDPOINTS = new Set(['login', 'logout', 'forgot-password', 'reset-password', 'unlock', 'first-register', 'refresh-token', 'verify'])
/** Second path segments that are Payload's own routes, not document ids. */
const ROUTE_WORDS = new Set([...AUTH_ENDPOINTS, 'count', 'access', 'versions', 'init', 'me', 'file', 'paste-url'])
/** Payload's own collections that nobody reads or writes over REST (Payload answers them with a 501 or a 500). */
const CLOSED_COLLECTIONS = new Set(['payload-migrations'])
const JSON_TYPE = 'application/json'
const FORM_TYPES = new Set([JSON_TYPE, 'multipart/form-data', 'application/x-www-form-urlencoded'])
const ID = /^[1-9]\d{0,15}$/
/** A staff preference's key (`locale`, `collection-properties-1`, `labels-list`…). */
const PREFERENCE_KEY = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,199}$/
const PREFERENCES = 'payload-preferences'
const JOBS_COLLECTION = 'payload-jobs'

function problem(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

function tooMany(retryAfterSeconds: number, message: string): Response {
  return problem(429, message, { 'Retry-After': String(retryAfterSeconds) })
}

// ---- the query ------------------------------------------------------------------------------------------

const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null)

/** What is wrong with a query string, or null. */
export function queryProblem(params: URLSearchParams, anonymous: boolean): string | null {
  const caps = anonymous ? CAPS.anonymous : CAPS.staff
  for (const name of ['limit', 'depth', 'page', 'locale', 'fallback-locale', 'draft', 'pagination', 'sort', 'trash']) {
    if (params.getAll(name).length > 1) return `"${name}" is given more than once.`
  }
  const limit = params.get('limit')
  if (limit !== null) {
    const value = wholeNumber(limit)
    if (value === null) return '"limit" must be a whole number.'
    if ((anonymous && value === 0) || value > caps.limit) return `"limit" must be between 1 and ${caps.limit}.`
  }
  const depth = params.get('depth')
  if (depth !== null) {
    const value = wholeNumber(depth)
    if (value === null || value > caps.depth) return `"depth" must be a whole number from 0 to ${caps.depth}.`
  }
  const page = params.get('page')
  if (page !== null) {
    const value = wholeNumber(page)
    if (value === null || value < 1 || value > 100_000) return '"page" must be a whole number from 1.'
  }
  const pagination = params.get('pagination')
  if (pagination !== null) {
    if (pagination !== 'true' && pagination !== 'false') return '"pagination" must be true or false.'
    if (anonymous && pagination === 'false') return `"pagination=false" needs a signed-in staff member; use "limit" (at most ${caps.limit}) and "page".`
  }
  const locale = params.get('locale')
  if (locale !== null && locale !== 'all' && !(LOCALES as string[]).includes(locale)) {
    return `"locale" must be one of ${LOCALES.join(', ')} or all.`
  }
  // Every language of every populated document at once is for staff: ask for one language at a time.
  if (anonymous && locale === 'all') return `"locale=all" needs a signed-in staff member; ask for one of ${LOCALES.join(', ')}.`
  const fallback = params.get('fallback-locale')
  if (fallback !== null && !['none', 'null', 'false', ...LOCALES].includes(fallback)) {
    return `"fallback-locale" must be one of ${LOCALES.join(', ')} or none.`
  }
  for (const flag of ['draft', 'trash']) {
    const value = params.get(flag)
    if (value !== null && value !== 'true' && value !== 'false') return `"${flag}" must be true or false.`
  }
  const sort = params.get('sort')
  if (sort !== null && !/^-?[A-Za-z0-9_.]{1,64}(?:,-?[A-Za-z0-9_.]{1,64}){0,4}$/.test(sort)) {
    return '"sort" must be field names separated by commas, each optionally preceded by -.'
  }
  return null
}

// ---- where-queries --------------------------------------------------------------------------------------

type Collection = SanitizedConfig['collections'][number]

const COMPARISONS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])

/** The kind of value a top-level field compares with (ids, numbers, dates), or null for text and the rest. */
function valueKind(collection: Collection, fieldPath: string): 'id' | 'number' | 'date' | null {
  if (fieldPath === 'id') return 'id'
  if (fieldPath === 'createdAt' || fieldPath === 'updatedAt') return 'date'
  const field = collection.flattenedFields.find((candidate) => candidate.name === fieldPath)
  if (!field) return null
  if (field.type === 'number') return 'number'
  if (field.type === 'date') return 'date'
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') return 'id'
  return null
}

function valueProblem(kind: 'id' | 'number' | 'date' | null, value: unknown): boolean {
  if (value === null || value === undefined || typeof value === 'boolean' || typeof value === 'number') return false
  // A value is text (a query string's); an object there (`where[slug][equals][x]=1`) fails in the database.
  if (typeof value !== 'string') return true
  if (kind === null || value === '' || value === 'null') return false
  if (kind === 'id') return !ID.test(value)
  if (kind === 'number') return !Number.isFinite(Number(value))
  return Number.isNaN(Date.parse(value))
}

/** What is wrong with a `where` query (operators Payload would fail on, values of the wrong kind), or null. */
export function whereProblem(where: unknown, collection: Collection, depth = 0): string | null {
  if (depth > 6) return '"where" is nested too deeply.'
  if (!where || typeof where !== 'object' || Array.isArray(where)) return '"where" must be conditions such as where[slug][equals]=x.'
  for (const [key, condition] of Object.entries(where as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      const list = Array.isArray(condition) ? condition : condition && typeof condition === 'object' ? Object.values(condition) : null
      if (!list) return `"where[${key}]" must be a list of conditions.`
      for (const item of list) {
        const issue = whereProblem(item, collection, depth + 1)
        if (issue) return issue
      }
      continue
    }
    if (!condition || typeof condition !== 'object' || Array.isArray(condition)) return `"where[${key}]" needs an operator, such as where[${key}][equals]=x.`
    const kind = valueKind(collection, key)
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      if (!COMPARISONS.has(operator)) return `"${operator}" is not an operator these documents can be queried with.`
      if (operator === 'exists') {
        if (value !== 'true' && value !== 'false' && value !== true && value !== false) return `"where[${key}][exists]" must be true or false.`
        continue
      }
      const values = LIST_OPERATORS.has(operator) ? (typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [value]) : [value]
      if (values.some((item) => valueProblem(kind, item))) {
        return `"where[${key}][${operator}]" must be ${kind === 'id' ? 'whole-number ids' : kind === 'number' ? 'a number' : kind === 'date' ? 'a date' : 'text'}.`
      }
    }
  }
  return null
}

// ---- the path -------------------------------------------------------------------------------------------

/** Whether the path names a document that cannot exist (an id that is not a whole number). */
function impossibleDocument(segments: string[], sanitized: SanitizedConfig): boolean {
  const [first, second, third] = segments
  if (!first) return false
  if (first === 'globals') {
    // /globals/{slug}/versions/{id}
    return segments[2] === 'versions' && segments[3] !== undefined && !ID.test(segments[3])
  }
  if (CLOSED_COLLECTIONS.has(first)) return true
  const collection = sanitized.collections.find((candidate) => candidate.slug === first)
  if (!collection) return false
  if (second === undefined) return false
  // E-mail verification is off for staff accounts: there is nothing to verify.
  if (second === 'verify' && !(collection.auth && collection.auth.verify)) return true
  if (second === 'versions' || second === 'access') return third !== undefined && !ID.test(third)
  if (ROUTE_WORDS.has(second)) return false
  // A collection's own endpoints (`/payload-jobs/run`) are routes too.
  if (segments.length === 2 && collection.endpoints && collection.endpoints.some((custom) => custom.path === `/${second}`)) return false
  if (first === PREFERENCES) return !ID.test(second) && !PREFERENCE_KEY.test(second)
  return !ID.test(second)
}

/** Whether an upload collection's file is missing (Payload would answer 500 for it). */
async function missingFile(segments: string[], collection: SanitizedConfig['collections'][number] | undefined): Promise<boolean> {
  if (!collection?.upload || segments[1] !== 'file') return false
  const filename = segments[2]
  if (segments.length !== 3 || !filename || /[\\/\0]/.test(filename) || filename === '.' || filename === '..') return true
  const staticDir = typeof collection.upload === 'object' ? collection.upload.staticDir : undefined
  if (!staticDir) return false
  try {
    return !(await fs.stat(path.join(path.resolve(staticDir), filename))).isFile()
  } catch {
    return true
  }
}

// ---- the body -------------------------------------------------------------------------------------------

type BodyResult = { ok: true; bytes: Uint8Array | null } | { ok: false; response: Response }

async function readBody(request: Request, limitBytes: number): Promise<BodyResult> {
  const bytes = await readBodyWithin(request, limitBytes)
  if (bytes === 'too_large') {
    return { ok: false, response: problem(413, `The request body is larger than ${Math.round(limitBytes / KB)} KB.`) }
  }
  return { ok: true, bytes: bytes.byteLength === 0 ? null : bytes }
}

const mediaType = (request: Request) => request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''

/** The body's fields as Payload will read them (JSON, or a form's `_payload` JSON and its plain fields), or a 4xx. */
async function parseFields(request: Request, bytes: Uint8Array): Promise<{ ok: true; fields: Record<string, unknown> } | { ok: false; response: Response }> {
  const type = mediaType(request)
  const invalid = (message: string) => ({ ok: false as const, response: problem(400, message) })
  const asObject = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null)
  if (type === JSON_TYPE) {
    let value: unknown
    try {
      value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    } catch {
      return invalid('The request body is not valid JSON.')
    }
    const fields = asObject(value)
    return fields ? { ok: true, fields } : invalid('The request body must be a JSON object.')
  }
  let form: FormData
  try {
    form = await new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      body: bytes as BodyInit,
    }).formData()
  } catch {
    return invalid('The request body is not a valid form.')
  }
  const fields: Record<string, unknown> = {}
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value
  if (typeof fields._payload === 'string') {
    let data: unknown
    try {
      data = JSON.parse(fields._payload)
    } catch {
      return invalid('The form field _payload is not valid JSON.')
    }
    const object = asObject(data)
    if (!object) return invalid('The form field _payload must be a JSON object.')
    Object.assign(fields, object)
  }
  return { ok: true, fields }
}

// ---- who asks -------------------------------------------------------------------------------------------

function carriesCredentials(headers: Headers): boolean {
  return Boolean(headers.get('authorization')) || /(?:^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')
}

type Permissions = { collections?: Record<string, { create?: unknown; update?: unknown } | undefined> }

/** The signed-in staff member who sends the request (a cookie or token that Payload accepts), with what they may do. */
async function staffMember(request: Request): Promise<{ permissions: Permissions } | null> {
  if (!carriesCredentials(request.headers)) return null
  const payload = await getPayloadClient()
  try {
    const { user, permissions } = await payload.auth({ headers: request.headers })
    return user ? { permissions: (permissions ?? {}) as Permissions } : null
  } catch {
    return null
  }
}

/**
 * Whether a permission entry grants anything: `true` (Payload's sanitised permissions, as `payload.auth`
 * returns them) or `{ permission: true }` (possibly with a where).
 */
const grants = (entry: unknown) => entry === true || Boolean(entry && typeof entry === 'object' && (entry as { permission?: unknown }).permission)

/** The body without `token` (the session stays in its HttpOnly cookie, out of reach of scripts); headers kept. */
async function withoutToken(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>
    delete record.token
    delete record.refreshedToken
    if (record.user && typeof record.user === 'object') delete (record.user as Record<string, unknown>).token
  }
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(body), { status: response.status, statusText: response.statusText, headers })
}

// ---- sign-in and reset ----------------------------------------------------------------------------------

const accountKey = (email: string) => crypto.createHash('sha256').update(email).digest('hex').slice(0, 32)
const normaliseEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '')

/** Payload's cost of checking a password (pbkdf2-sha256, 600,000 rounds, 32 bytes), spent when no account has the e-mail. */
function dummyPasswordCheck(password: unknown): Promise<void> {
  return new Promise((resolve) => {
    crypto.pbkdf2(typeof password === 'string' ? password : '', 'no-such-account', 600_000, 32, 'sha256', () => resolve())
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The wait before an unknown device's attempt, once the account has `failures` recent failures. */
export function slowDownMs(failures: number): number {
  if (failures <= SLOW_DOWN_AFTER) return 0
  return Math.min(250 * 2 ** (failures - SLOW_DOWN_AFTER - 1), SLOW_DOWN_CAP_MS)
}

async function signIn(request: Request, fields: Record<string, unknown>, run: () => Promise<Response>): Promise<Response> {
  const t = staffTexts(acceptedLanguage(request.headers.get('accept-language')))
  const email = normaliseEmail(fields.email)
  const address = clientAddress(request.headers)
  const perAddress = rateLimiter(SIGN_IN_PER_ADDRESS)
  const perAccount = rateLimiter(SIGN_IN_PER_ACCOUNT)
  const perDevice = rateLimiter(SIGN_IN_PER_DEVICE)
  // Counted before the attempt, given back when it did not fail: parallel guesses cannot slip through.
  const byAddress = await perAddress.consume(address)
  if (!byAddress.allowed) return tooMany(byAddress.retryAfterSeconds, t.tooManySignIns(Math.ceil(byAddress.retryAfterSeconds / 60)))
  const account = email ? accountKey(email) : null
  // A known device (with its own failure budget left) is not held back by the account's count.
  let device = account ? knownDevice(request.headers, account) : null
  if (device) {
    const byDevice = await perDevice.consume(device)
    if (!byDevice.allowed) device = null
  }
  let countedOnAccount = false
  if (account && !device) {
    const byAccount = await perAccount.consume(account)
    if (!byAccount.allowed) {
      await perAddress.refund(address)
      return tooMany(byAccount.retryAfterSeconds, t.tooManySignIns(Math.ceil(byAccount.retryAfterSeconds / 60)))
    }
    countedOnAccount = true
    const wait = slowDownMs(SIGN_IN_PER_ACCOUNT.points - byAccount.remaining - 1)
    if (wait > 0) await sleep(wait)
  }
  const response = await run()
  if (response.status === 401) {
    // A wrong password cost Payload one password check; an unknown e-mail costs the same here.
    if (email) {
      const payload = await getPayloadClient()
      const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
      if (totalDocs === 0) await dummyPasswordCheck(fields.password)
    }
    return response
  }
  await perAddress.refund(address)
  if (device) await perDevice.refund(device)
  if (account) {
    if (response.ok) await perAccount.forget(account)
    else if (countedOnAccount) await perAccount.refund(account)
  }
  if (!response.ok || !account) return response
  const answer = await withoutToken(response)
  if (!device) answer.headers.append('Set-Cookie', deviceCookie(account))
  return answer
}

/** A successful reset proves the mailbox: the account's failure count is cleared and this browser becomes a known device. */
async function resetPassword(run: () => Promise<Response>): Promise<Response> {
  const response = await run()
  if (!response.ok) return response
  let email = ''
  try {
    const body = (await response.clone().json()) as { user?: { email?: unknown } }
    email = normaliseEmail(body.user?.email)
  } catch {
    // No body to read: nothing to clear.
  }
  const answer = await withoutToken(response)
  if (email) {
    const account = accountKey(email)
    await rateLimiter(SIGN_IN_PER_ACCOUNT).forget(account)
    answer.headers.append('Set-Cookie', deviceCookie(account))
  }
  return answer
}

async function forgotPassword(request: Request, fields: Record<string, unknown>): Promise<Response> {
  const t = staffTexts(acceptedLanguage(request.headers.get('accept-language')))
  const byAddress = await rateLimiter(RESET_PER_ADDRESS).consume(clientAddress(request.headers))
  if (!byAddress.allowed) return tooMany(byAddress.retryAfterSeconds, t.tooManyResets(Math.ceil(byAddress.retryAfterSeconds / 60)))
  const email = normaliseEmail(fields.email)
  if (email) {
    const byAccount = await rateLimiter(RESET_PER_ACCOUNT).consume(accountKey(email))
    if (!byAccount.allowed) return tooMany(byAccount.retryAfterSeconds, t.tooManyResets(Math.ceil(byAccount.retryAfterSeconds / 60)))
  }
  // The link and its e-mail are made together, the e-mail queued in the outbox (./staff-mail.ts) rather
  // than sent by Payload in the request; the answer is the same whether the account exists or not.
  if (email) await queuePasswordReset(email)
  return Response.json({ message: 'Success' }, { headers: { 'Cache-Control': 'no-store' } })
}

// ---- the door -------------------------------------------------------------------------------------------

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** A POST that Payload serves as a GET (`X-Payload-HTTP-Method-Override: GET`, its query in the body). */
const readOverride = (request: Request) =>
  request.method.toUpperCase() === 'POST' && (request.headers.get('x-payload-http-method-override') === 'GET' || request.headers.get('x-http-method-override') === 'GET')

/** The query a method-override POST carries in its body, beside the URL's own. */
function overrideParams(url: URL, fields: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams(url.searchParams)
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params.append(name, String(value))
  }
  return params
}

/** Payload's REST handler for one method, behind the checks above. */
export function guardRest(handler: RestHandler): RestHandler {
  return async (request, args) => {
    const sanitized = await config
    const segments = (await args.params).slug ?? []
    const url = new URL(request.url)
    const method = request.method.toUpperCase()
    const [collectionSlug, endpoint] = segments
    const collection = sanitized.collections.find((candidate) => candidate.slug === collectionSlug)
    const isAuthEndpoint = Boolean(collection?.auth) && segments.length === 2 && AUTH_ENDPOINTS.has(endpoint ?? '')
    const isRead = method === 'GET' || method === 'HEAD' || readOverride(request)

    if (impossibleDocument(segments, sanitized)) return problem(404, 'Not Found')
    if (isRead && (await missingFile(segments, collection))) return problem(404, 'Not Found')

    const member = isAuthEndpoint ? null : await staffMember(request)
    // This deployment's own servers running due jobs (./scheduled-jobs.ts) are not anonymous visitors.
    const staff = Boolean(member) || (collectionSlug === JOBS_COLLECTION && carriesJobsRunKey(request.headers))
    // Preferences are a signed-in staff member's own (Payload scopes them by user); nobody else has any.
    if (collectionSlug === PREFERENCES && !staff) return problem(401, 'You must be signed in to read or save preferences.')
    // An upload nobody here may make is refused before a byte of its body is read.
    if (collection?.upload && BODY_METHODS.has(method) && method !== 'DELETE') {
      const permission = member?.permissions.collections?.[collection.slug]
      const allowed = member && (method === 'POST' && segments.length === 1 ? grants(permission?.create) : grants(permission?.update))
      if (!allowed) {
        const refusal = member ? problem(403, 'You are not allowed to upload files here.') : problem(401, 'You must be signed in to upload files.')
        refusal.headers.set('Connection', 'close')
        return refusal
      }
    }

    // The body first (its size and type say nothing about who sends it), without parsing more than that.
    let bytes: Uint8Array | null = null
    let fields: Record<string, unknown> = {}
    if (BODY_METHODS.has(method)) {
      const limit = isAuthEndpoint ? BODY_LIMITS.auth : collection?.upload ? BODY_LIMITS.upload : BODY_LIMITS.other
      const body = await readBody(request, limit)
      if (!body.ok) return body.response
      bytes = body.bytes
      if (bytes) {
        if (!FORM_TYPES.has(mediaType(request))) {
          return problem(415, 'The request body must be JSON (application/json) or a form (multipart/form-data, application/x-www-form-urlencoded).')
        }
        const parsed = await parseFields(request, bytes)
        if (!parsed.ok) return parsed.response
        fields = parsed.fields
      }
    }

    if (!staff && url.search.length > MAX_ANONYMOUS_QUERY) return problem(414, 'The query string is too long.')
    const params = readOverride(request) ? overrideParams(url, fields) : url.searchParams
    const queryIssue = queryProblem(params, !staff)
    if (queryIssue) return problem(400, queryIssue)
    if (!staff && readOverride(request) && !params.has('depth')) return problem(400, `"depth" must be given (0 to ${CAPS.anonymous.depth}).`)
    if (collection && readOverride(request) && fields.where !== undefined) {
      const whereIssue = whereProblem(fields.where, collection)
      if (whereIssue) return problem(400, whereIssue)
    }
    if (collection && [...params.keys()].some((name) => name === 'where' || name.startsWith('where['))) {
      const where = (qs.parse(params.toString(), { allowEmptyArrays: true, arrayLimit: 1000, depth: 10 }) as { where?: unknown }).where
      const whereIssue = whereProblem(where, collection)
      if (whereIssue) return problem(400, whereIssue)
    }

    // Files (the site's pictures) are not counted: pages show many of them at once.
    if (isRead && !staff && !(collection?.upload && endpoint === 'file')) {
      const result = await rateLimiter(ANONYMOUS_READS).consume(clientAddress(request.headers))
      if (!result.allowed) {
        const t = staffTexts(acceptedLanguage(request.headers.get('accept-language')))
        return tooMany(result.retryAfterSeconds, t.tooManyRequests(result.retryAfterSeconds))
      }
    }

    if (!BODY_METHODS.has(method)) {
      // Without `depth` Payload would populate two levels: an anonymous read gets the cap instead.
      if (!staff && !params.has('depth')) {
        const capped = new URL(url)
        capped.searchParams.set('depth', String(CAPS.anonymous.depth))
        return handler(new Request(capped, request), args)
      }
      if (collection?.auth && endpoint === 'me' && segments.length === 2) return withoutToken(await handler(request, args))
      return handler(request, args)
    }
    // Payload reads the body we have read, unchanged.
    const forwarded = new Request(request.url, { method: request.method, headers: request.headers, body: bytes as BodyInit | null })
    const run = () => handler(forwarded, args)

    if (isAuthEndpoint && method === 'POST' && endpoint === 'login') return signIn(request, fields, run)
    if (isAuthEndpoint && method === 'POST' && endpoint === 'reset-password') return resetPassword(run)
    if (isAuthEndpoint && endpoint === 'refresh-token') return withoutToken(await run())
    if (isAuthEndpoint && method === 'POST' && endpoint === 'forgot-password') return forgotPassword(request, fields)
    return run()
  }
}
