/**
 * The back office probed as an attacker would, over real HTTP against a `next start` of its own (on a
 * copy of the seeded database, since it changes passwords), with a real SMTP server for the reset e-mail:
 * - sign-in: a brute force from one address gets 429 + Retry-After and the account still signs in from
 *   another; an unknown e-mail and a wrong password get the same answer in about the same time;
 * - password reset: the e-mail arrives in the staff member's language and its link sets a new password;
 * - passwords under 12 characters refused; only admins unlock; the session cookie ignored cross-site;
 * - /cms-api: caps on limit and depth, a rate limit on anonymous reads, 413 for an oversized body, and
 *   100 crafted requests (ids, methods, content types, limits, depths, locales, where-queries, paths)
 *   none of which answers 500 — with /api, pages and /_next/image in the mix;
 * - links: `javascript:` and `//evil.example` refused with a field error, in a link field and in rich text.
 *
 * The server trusts one proxy (TRUST_PROXY=1), so each request group names its own client address in
 * X-Forwarded-For and one test's rate limit never touches another's.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type NextServer, projectRoot, startNextServer, testPort } from '../support/next-server'
import { sessionToken, STAFF } from '../support/session'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp'

let server: NextServer
let smtp: TestSmtpServer
let workDir = ''
let adminToken = ''
let nextAddress = 1

/** A client address of its own for each request group. */
const newAddress = () => {
  const n = nextAddress++
  return `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}`
}
const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

interface Answer {
  status: number
  headers: Headers
  body: { errors?: { message: string; data?: { errors?: { path: string; message: string }[] } }[] } & Record<string, unknown>
  text: string
  ms: number
}

async function call(
  method: string,
  pathAndQuery: string,
  options: { body?: unknown; raw?: BodyInit; contentType?: string; token?: string; address?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'X-Forwarded-For': `192.0.2.1, ${options.address ?? newAddress()}`, ...options.headers }
  if (options.token) headers.Authorization = `JWT ${options.token}`
  let body: BodyInit | undefined = options.raw
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['Content-Type'] = 'application/json'
  }
  if (options.contentType) headers['Content-Type'] = options.contentType
  const started = performance.now()
  const response = await fetch(`${server.url}${pathAndQuery}`, { method, headers, body, redirect: 'manual' })
  const text = await response.text()
  const ms = performance.now() - started
  let parsed: Answer['body'] = {}
  try {
    parsed = JSON.parse(text) as Answer['body']
  } catch {
    // Not JSON: the status says enough.
  }
  return { status: response.status, headers: response.headers, body: parsed, text, ms }
}

/**
 * One request on a connection of its own (node:http): for what fetch refuses to send (TRACE) and for a
 * body the server may refuse before it has all arrived (its connection is then closed, not reused).
 */
function rawRequest(
  method: string,
  pathAndQuery: string,
  headers: Record<string, string | number> = {},
  body?: Buffer,
): Promise<{ status: number; text: string } | Error> {
  return new Promise((resolve) => {
    const request = http.request(
      `${server.url}${pathAndQuery}`,
      { method, headers: { 'X-Forwarded-For': newAddress(), Connection: 'close', ...headers }, agent: false },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
        response.on('error', resolve)
      },
    )
    request.on('error', resolve)
    request.end(body)
  })
}

const login = (email: string, password: string, address = newAddress()) => call('POST', '/cms-api/users/login', { body: { email, password }, address })

/** Creates a staff account as the admin; returns its id. */
async function createStaff(role: 'admin' | 'group_editor', extra: Record<string, unknown> = {}): Promise<{ id: number; email: string; password: string }> {
  const email = `${unique(role)}@aurelia-hotels.example`
  const password = 'correct-horse-battery'
  const answer = await call('POST', '/cms-api/users', { body: { name: `Test ${role}`, email, password, role, ...extra }, token: adminToken })
  expect(answer.status, answer.text).toBe(201)
  return { id: (answer.body.doc as { id: number }).id, email, password }
}

const fieldErrors = (answer: Answer) => (answer.body.errors ?? []).flatMap((error) => error.data?.errors ?? [])
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-admin-security-'))
  const databaseFile = path.join(workDir, 'hotel.db')
  const seeded = (process.env.DATABASE_URI?.trim() || `file:${path.join(projectRoot, 'data', 'test', 'hotel.db')}`).slice('file:'.length)
  if (!fs.existsSync(seeded)) throw new Error(`No seeded SQLite database at ${seeded}: run through \`npm test\` (or seed it first).`)
  // VACUUM INTO: a consistent copy even while another test's server writes to the seeded file.
  const source = createClient({ url: `file:${seeded}` })
  await source.execute({ sql: 'VACUUM INTO ?', args: [databaseFile] })
  source.close()

  smtp = await startSmtpServer()
  const port = testPort(30)
  server = await startNextServer({
    port,
    env: { DATABASE_URI: `file:${databaseFile}`, SMTP_URL: smtp.url, TRUST_PROXY: '1', SITE_URL: `http://127.0.0.1:${port}` },
    // Rate limits in this server's memory: they must start from zero.
    unset: ['REDIS_URL', 'SMTP_FROM'],
  })
  const answer = await login(STAFF.email, STAFF.password)
  expect(answer.status, answer.text).toBe(200)
  adminToken = sessionToken(answer.headers)
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
}, 60_000)

describe('sign-in', () => {
  it('a brute force from one address gets 429 with Retry-After; the account still signs in from another', async () => {
    const attacker = newAddress()
    const statuses: number[] = []
    let throttled: Answer | undefined
    for (let attempt = 0; attempt < 12; attempt++) {
      const answer = await login(STAFF.email, `wrong-password-${attempt}`, attacker)
      statuses.push(answer.status)
      if (answer.status === 429) throttled ??= answer
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual([429, 429])
    expect(Number(throttled!.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(throttled!.body.errors?.[0]?.message).toMatch(/too many failed sign-ins/i)
    // Even the right password waits at that address…
    expect((await login(STAFF.email, STAFF.password, attacker)).status).toBe(429)
    // …but the staff member, elsewhere, is not locked out.
    const staff = await login(STAFF.email, STAFF.password)
    expect(staff.status, staff.text).toBe(200)
    expect(sessionToken(staff.headers)).toEqual(expect.any(String))
  })

  it('an unknown e-mail and a wrong password get the same answer, in about the same time', async () => {
    const unknown: Answer[] = []
    const wrong: Answer[] = []
    for (let round = 0; round < 5; round++) {
      unknown.push(await login(`${unique('nobody')}@aurelia-hotels.example`, 'some-password-here'))
      wrong.push(await login(STAFF.email, 'some-password-here'))
    }
    for (const answer of [...unknown, ...wrong]) {
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual(wrong[0]!.body)
    }
    const [unknownMs, wrongMs] = [median(unknown.map((a) => a.ms)), median(wrong.map((a) => a.ms))]
    console.info(`sign-in failure, median of 5: unknown e-mail ${unknownMs.toFixed(0)} ms, wrong password ${wrongMs.toFixed(0)} ms`)
    // Before: 6–42 ms against 150–300 ms. Now both pay one password check.
    expect(unknownMs).toBeGreaterThan(wrongMs * 0.6)
    expect(unknownMs).toBeLessThan(wrongMs * 1.6 + 50)
  })

  it('the session cookie counts only from the site itself (CSRF allow-list)', async () => {
    const answer = await call('POST', '/cms-api/users/login', { body: STAFF })
    const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0]!
    expect(cookie).toMatch(/^payload-token=/)
    const me = (origin: string) => call('GET', '/cms-api/users/me', { headers: { Cookie: cookie, Origin: origin } })
    expect(((await me(server.url)).body.user as { email?: string } | null)?.email).toBe(STAFF.email)
    expect((await me('https://evil.example')).body.user).toBeNull()
  })
})

describe('passwords', () => {
  it('a password under 12 characters is refused on create, change and reset', async () => {
    const created = await call('POST', '/cms-api/users', {
      body: { name: 'Short', email: `${unique('short')}@aurelia-hotels.example`, password: 'abc', role: 'group_editor' },
      token: adminToken,
    })
    expect(created.status).toBe(400)
    expect(fieldErrors(created)).toContainEqual({ path: 'password', message: expect.stringMatching(/at least 12 characters/) })

    const editor = await createStaff('group_editor')
    const changed = await call('PATCH', `/cms-api/users/${editor.id}`, { body: { password: 'eleven-char' }, token: adminToken })
    expect(changed.status).toBe(400)
    expect(fieldErrors(changed)[0]?.path).toBe('password')
    // The old password still works.
    expect((await login(editor.email, editor.password)).status).toBe(200)
  })

  it('only admins unlock accounts', async () => {
    const editor = await createStaff('group_editor')
    const editorToken = sessionToken((await login(editor.email, editor.password)).headers)
    const byEditor = await call('POST', '/cms-api/users/unlock', { body: { email: STAFF.email }, token: editorToken })
    expect(byEditor.status).toBe(403)
    const byAdmin = await call('POST', '/cms-api/users/unlock', { body: { email: editor.email }, token: adminToken })
    expect(byAdmin.status, byAdmin.text).toBe(200)
  })
})

describe('password reset', () => {
  it("sends the link to a real SMTP server in the staff member's language; the link sets a new password", async () => {
    const editor = await createStaff('group_editor', { language: 'fr' })
    const requested = await call('POST', '/cms-api/users/forgot-password', { body: { email: editor.email } })
    expect(requested.status, requested.text).toBe(200)
    // An unknown e-mail gets the very same answer.
    const unknown = await call('POST', '/cms-api/users/forgot-password', { body: { email: `${unique('nobody')}@aurelia-hotels.example` } })
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(requested.body)

    // The colleague was also invited when the administrator added them: the reset e-mail is the one with its subject.
    const mail = await smtp.waitFor(
      (message) => message.envelope.rcptTo.some((rcpt) => rcpt.address === editor.email) && message.mail.subject === 'Réinitialisez votre mot de passe du back-office',
    )
    expect(mail, 'the reset e-mail arrived').not.toBeNull()
    const link = /href="([^"]+)"/.exec(String(mail!.mail.html))?.[1] ?? ''
    expect(link.startsWith(`${server.url}/admin/reset/`)).toBe(true)
    const token = decodeURIComponent(link.slice(link.lastIndexOf('/') + 1))

    // The link opens the admin's reset screen…
    const page = await fetch(link, { redirect: 'manual' })
    expect(page.status).toBe(200)
    await page.arrayBuffer()
    // …which refuses a short password…
    const short = await call('POST', '/cms-api/users/reset-password', { body: { token, password: 'tiny' } })
    expect(short.status).toBe(400)
    expect(fieldErrors(short)[0]?.path).toBe('password')
    // …and sets a long one.
    const newPassword = 'a-much-longer-passphrase'
    const reset = await call('POST', '/cms-api/users/reset-password', { body: { token, password: newPassword } })
    expect(reset.status, reset.text).toBe(200)
    expect((await login(editor.email, newPassword)).status).toBe(200)
    expect((await login(editor.email, editor.password)).status).toBe(401)
    // The link works once.
    expect((await call('POST', '/cms-api/users/reset-password', { body: { token, password: 'yet-another-passphrase' } })).status).toBe(403)
  })

  it('invites a colleague an administrator adds, in their language, with a link to choose their own password', async () => {
    const colleague = await createStaff('group_editor', { language: 'ja', name: '山田 花子' })
    const mail = await smtp.waitFor((message) => message.envelope.rcptTo.some((rcpt) => rcpt.address === colleague.email))
    expect(mail, 'the invitation arrived').not.toBeNull()
    expect(mail!.mail.subject).toMatch(/管理画面のアカウントのご案内/)
    expect(String(mail!.mail.text)).toContain('山田 花子')
    const link = /href="([^"]+\/admin\/reset\/[^"]+)"/.exec(String(mail!.mail.html))?.[1] ?? ''
    expect(link.startsWith(`${server.url}/admin/reset/`)).toBe(true)
    const token = decodeURIComponent(link.slice(link.lastIndexOf('/') + 1))
    const chosen = 'a-passphrase-of-my-own'
    const reset = await call('POST', '/cms-api/users/reset-password', { body: { token, password: chosen } })
    expect(reset.status, reset.text).toBe(200)
    expect((await login(colleague.email, chosen)).status).toBe(200)
    // Nobody else was e-mailed about it, and the seed's own accounts were never invited.
    expect(
      smtp.received.filter((message) => message.mail.subject?.includes('管理画面のアカウント')).flatMap((message) => message.envelope.rcptTo.map((rcpt) => rcpt.address)),
    ).toEqual([colleague.email])
  })

  it('spaces reset requests per address with 429', async () => {
    const address = newAddress()
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      statuses.push((await call('POST', '/cms-api/users/forgot-password', { body: { email: `${unique('x')}@aurelia-hotels.example` }, address })).status)
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200))
    expect(statuses.slice(5)).toEqual([429, 429])
  })
})

describe('changing the sign-in e-mail', () => {
  it('asks for the current password, changes nothing without it, and tells the old address', async () => {
    const editor = await createStaff('group_editor', { language: 'ja', name: '佐藤 一郎' })
    const token = sessionToken((await login(editor.email, editor.password)).headers)
    const newEmail = `${unique('moved')}@aurelia-hotels.example`

    // Without the current password, and with a wrong one: 400 on the field, in the staff member's language.
    for (const body of [{ email: newEmail }, { email: newEmail, current_password: 'not-my-password-at-all' }]) {
      const refused = await call('PATCH', `/cms-api/users/${editor.id}`, { body, token })
      expect(refused.status, refused.text).toBe(400)
      expect(fieldErrors(refused)).toEqual([{ path: 'current_password', message: 'ログイン用メールアドレスを変更するには、現在のパスワードを入力してください。' }])
    }
    // Nothing changed: the old e-mail still signs in, the new one does not.
    expect((await login(editor.email, editor.password)).status).toBe(200)
    expect((await login(newEmail, editor.password)).status).toBe(401)

    // With it: changed, and the password is neither stored nor returned.
    const changed = await call('PATCH', `/cms-api/users/${editor.id}`, { body: { email: newEmail, current_password: editor.password }, token })
    expect(changed.status, changed.text).toBe(200)
    expect((changed.body.doc as { email: string }).email).toBe(newEmail)
    expect(changed.text).not.toContain(editor.password)
    expect((await login(newEmail, editor.password)).status).toBe(200)
    expect((await login(editor.email, editor.password)).status).toBe(401)

    // The old address is told, in Japanese, what it was changed to; the new address gets no such notice.
    const notice = await smtp.waitFor(
      (message) => message.envelope.rcptTo.some((rcpt) => rcpt.address === editor.email) && /変更されました/.test(message.mail.subject ?? ''),
    )
    expect(notice, 'the notice reached the old address').not.toBeNull()
    expect(notice!.mail.subject).toMatch(/ログイン用メールアドレスが変更されました/)
    expect(String(notice!.mail.text)).toContain('佐藤 一郎')
    expect(String(notice!.mail.text)).toContain(newEmail)
    expect(
      smtp.received.filter((message) => message.envelope.rcptTo.some((rcpt) => rcpt.address === newEmail) && /変更されました/.test(message.mail.subject ?? '')),
    ).toEqual([])
  })

  it("an administrator changing a colleague's e-mail types their own password; the colleague's old address is told", async () => {
    const colleague = await createStaff('group_editor')
    const newEmail = `${unique('renamed')}@aurelia-hotels.example`
    const refused = await call('PATCH', `/cms-api/users/${colleague.id}`, { body: { email: newEmail, current_password: colleague.password }, token: adminToken })
    expect(refused.status).toBe(400)
    expect(fieldErrors(refused)[0]).toEqual({ path: 'current_password', message: 'To change your sign-in e-mail, enter your current password.' })
    // A change of something else needs no password.
    expect((await call('PATCH', `/cms-api/users/${colleague.id}`, { body: { name: 'Renamed colleague' }, token: adminToken })).status).toBe(200)

    const changed = await call('PATCH', `/cms-api/users/${colleague.id}`, { body: { email: newEmail, current_password: STAFF.password }, token: adminToken })
    expect(changed.status, changed.text).toBe(200)
    const notice = await smtp.waitFor(
      (message) =>
        message.envelope.rcptTo.some((rcpt) => rcpt.address === colleague.email) &&
        /^Your sign-in e-mail for the .+ back office was changed$/.test(message.mail.subject ?? ''),
    )
    expect(notice, 'the notice reached the old address').not.toBeNull()
    expect(String(notice!.mail.text)).toContain(`changed from ${colleague.email} to ${newEmail}`)
    expect(String(notice!.mail.text)).toContain('tell the site’s administrator at once')
  })
})

describe('limits on /cms-api', () => {
  it('caps limit and depth for anonymous reads', async () => {
    const huge = await call('GET', '/cms-api/rate-plans?limit=100000&depth=10&locale=all')
    expect(huge.status).toBe(400)
    expect(huge.body.errors?.[0]?.message).toMatch(/limit/)
    expect((await call('GET', '/cms-api/rate-plans?limit=26')).status).toBe(400)
    const everyLanguage = await call('GET', '/cms-api/rate-plans?limit=1&depth=0&locale=all')
    expect(everyLanguage.status).toBe(400)
    expect(everyLanguage.body.errors?.[0]?.message).toMatch(/locale=all/)
    const capped = await call('GET', '/cms-api/rate-plans?limit=25&depth=1')
    expect(capped.status).toBe(200)
    console.info(`anonymous GET /cms-api/rate-plans?limit=25&depth=1: ${(capped.text.length / 1024).toFixed(0)} KB`)
    // Without "depth", Payload would populate two levels (the hotel and then its city): an anonymous read
    // stops at the hotel.
    const unasked = await call('GET', '/cms-api/rate-plans?limit=1')
    expect(unasked.status).toBe(200)
    const hotel = (unasked.body as { docs?: { property?: { city?: unknown } }[] }).docs?.[0]?.property
    expect(typeof hotel).toBe('object')
    expect(['number', 'string']).toContain(typeof hotel?.city)
    expect(capped.text.length).toBeLessThan(1024 * 1024)
    expect((await call('GET', '/cms-api/rate-plans?pagination=false')).status).toBe(400)
    // The same query sent as a POST that Payload serves as a GET.
    const overridden = await call('POST', '/cms-api/rate-plans', {
      raw: 'limit=100000&depth=10&locale=all',
      contentType: 'application/x-www-form-urlencoded',
      headers: { 'X-Payload-HTTP-Method-Override': 'GET' },
    })
    expect(overridden.status).toBe(400)
    // Staff may read more at once.
    expect((await call('GET', '/cms-api/rate-plans?limit=500&depth=3', { token: adminToken })).status).toBe(200)
  })

  it('rate-limits anonymous reads per address with 429 and Retry-After', async () => {
    const address = newAddress()
    const statuses: number[] = []
    for (let i = 0; i < 125; i++) statuses.push((await call('GET', '/cms-api/languages?limit=1&depth=0', { address })).status)
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(120)).toEqual(Array(5).fill(429))
    const again = await call('GET', '/cms-api/languages?limit=1', { address })
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address, and staff, read on.
    expect((await call('GET', '/cms-api/languages?limit=1')).status).toBe(200)
    expect((await call('GET', '/cms-api/languages?limit=1', { address, token: adminToken })).status).toBe(200)
  })

  it('refuses an oversized body with 413 before reading it', async () => {
    const fifty = Buffer.alloc(50 * 1024 * 1024, 'a')
    const declared = await rawRequest('POST', '/cms-api/users/login', { 'Content-Type': 'application/json', 'Content-Length': fifty.length }, fifty)
    // The server may close the connection before the whole body is sent; either way it never parsed it.
    if (!(declared instanceof Error)) expect(declared.status).toBe(413)
    // Streamed without a Content-Length: counted as it comes.
    const streamed = await rawRequest(
      'POST',
      '/cms-api/pages',
      { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked', Authorization: `JWT ${adminToken}` },
      Buffer.alloc(3 * 1024 * 1024, 'a'),
    )
    if (!(streamed instanceof Error)) expect(streamed.status).toBe(413)
    expect(declared instanceof Error && streamed instanceof Error, 'at least one oversized body got its 413').toBe(false)
    // A login with a sane body still works.
    expect((await login(STAFF.email, STAFF.password)).status).toBe(200)
  })

  it('answers 100 crafted requests with 4xx or 2xx, never 500', async () => {
    const form = new FormData()
    form.set('_payload', '{not json')
    const requests: { method: string; path: string; options?: Parameters<typeof call>[2] }[] = [
      // ids
      ...[
        '/cms-api/pages/abc',
        '/cms-api/pages/0',
        '/cms-api/pages/-1',
        '/cms-api/pages/1.5',
        '/cms-api/pages/99999999999999999999',
        '/cms-api/pages/%00',
        '/cms-api/pages/%27%20OR%201=1',
        '/cms-api/properties/999999',
        '/cms-api/bookings/abc',
        '/cms-api/users/abc',
        '/cms-api/pages/versions/abc',
        '/cms-api/pages/access/abc',
        '/cms-api/globals/about/versions/abc',
        '/cms-api/media/abc',
        '/cms-api/room-types/1e3',
        '/cms-api/pages/NaN',
      ].map((p) => ({ method: 'GET', path: p })),
      // paths
      ...[
        '/cms-api/nope',
        '/cms-api/nope/1',
        '/cms-api/globals/nope',
        '/cms-api/globals',
        '/cms-api',
        '/cms-api/pages/1/2/3/4',
        '/cms-api/../api/properties',
        '/cms-api/%2e%2e/%2e%2e/etc/passwd',
        '/cms-api/media/file/missing.jpg',
        '/cms-api/media/file/..%2f..%2fpackage.json',
        '/cms-api/media/file/',
        '/cms-api/users/verify/abc',
        '/cms-api/payload-preferences/abc',
        '/cms-api/pages/count',
        '/cms-api/users/me',
        '/cms-api/access',
      ].map((p) => ({ method: 'GET', path: p })),
      // limits, depths, pages, locales, sorts
      ...[
        'limit=abc',
        'limit=-1',
        'limit=0',
        'limit=1.5',
        'limit=1e9',
        'limit=100000',
        'depth=10',
        'depth=-1',
        'depth=abc',
        'depth=99999999999',
        'page=0',
        'page=-3',
        'page=abc',
        'page=99999999',
        'locale=xx',
        'locale=all',
        'locale=*',
        'locale=fr&fallback-locale=xx',
        'draft=maybe',
        'sort=%27',
        'sort=nope',
        'sort=-title,,slug',
        'limit=1&limit=2',
        'pagination=false',
        'pagination=maybe',
        'select[title]=true',
        'select[nope]=1',
        'populate[nope]=1',
        'joins=abc',
        'trash=yes',
      ].map((q) => ({ method: 'GET', path: `/cms-api/pages?${q}` })),
      // where-queries
      ...[
        'where[nope][equals]=1',
        'where[id][equals]=abc',
        'where[id][in]=a,b',
        'where[slug][like]=%25',
        'where[slug][exists]=maybe',
        'where[createdAt][greater_than]=not-a-date',
        'where[or][0][nope][equals]=1',
        'where[and]=1',
        'where=abc',
        'where[slug][near]=1,2,3',
        'where[slug][within]=x',
        'where[a][b][c][d][e][f][g][h][equals]=1',
        `where[slug][in]=${'x,'.repeat(500)}`,
        'where[_status][equals]=draft',
        'where[content][contains]=x',
      ].map((q) => ({ method: 'GET', path: `/cms-api/pages?${q}` })),
      // methods
      ...['TRACE', 'TRACK', 'PROPFIND', 'PURGE'].flatMap((method) => ['/cms-api/pages', '/', '/api/properties'].map((p) => ({ method, path: p }))),
      { method: 'PUT', path: '/cms-api/pages' },
      { method: 'DELETE', path: '/cms-api/pages/abc', options: { token: adminToken } },
      { method: 'PATCH', path: '/cms-api/pages/abc', options: { body: {}, token: adminToken } },
      // content types and bodies
      { method: 'POST', path: '/cms-api/pages', options: { raw: 'title=x', contentType: 'text/plain', token: adminToken } },
      { method: 'POST', path: '/cms-api/users/login', options: { raw: 'hello', contentType: 'text/plain' } },
      { method: 'POST', path: '/cms-api/users/login', options: { raw: '{"email":', contentType: 'application/json' } },
      { method: 'POST', path: '/cms-api/users/login', options: { raw: '[1,2]', contentType: 'application/json' } },
      { method: 'POST', path: '/cms-api/users/login', options: { raw: '<xml/>', contentType: 'application/xml' } },
      { method: 'POST', path: '/cms-api/users/login', options: { body: { email: 42, password: ['x'] } } },
      { method: 'POST', path: '/cms-api/users/login', options: { raw: form } },
      { method: 'POST', path: '/cms-api/users/forgot-password', options: { body: {} } },
      { method: 'POST', path: '/cms-api/users/reset-password', options: { body: { token: 'nope', password: 'long-enough-password' } } },
      { method: 'POST', path: '/cms-api/pages', options: { raw: '{"title":', contentType: 'application/json', token: adminToken } },
      { method: 'PATCH', path: '/cms-api/pages/1', options: { raw: 'x', contentType: 'application/octet-stream', token: adminToken } },
      { method: 'POST', path: '/cms-api/media', options: { raw: form, token: adminToken } },
      // the site's own API, pages and image optimiser
      ...[
        '/api/properties?page=abc',
        '/api/properties?limit=-5',
        '/api/properties-detail/nope',
        '/api/properties/%E0%A4%A',
        '/fr/listing/%E0%A4%A',
        '/listing/nope',
        '/_next/image?url=/cms-api/media/file/missing.jpg&w=640&q=75',
        '/_next/image?url=https://evil.example/x.png&w=640&q=75',
        '/_next/image?url=/nope&w=1&q=1',
        '/_next/image',
        '/api/nope',
      ].map((p) => ({ method: 'GET', path: p })),
    ]
    expect(requests.length).toBeGreaterThanOrEqual(100)
    const failures: string[] = []
    for (const request of requests) {
      // fetch will not send TRACE or TRACK (the fetch standard forbids them); a plain HTTP client does.
      const answer = ['TRACE', 'TRACK'].includes(request.method)
        ? await rawRequest(request.method, request.path)
        : await call(request.method, request.path, request.options ?? {}).catch((error: Error) => new Error(`${error.message}: ${String(error.cause)}`))
      if (answer instanceof Error) failures.push(`${request.method} ${request.path} → ${answer.message}`)
      else if (answer.status >= 500) failures.push(`${request.method} ${request.path} → ${answer.status} ${answer.text.slice(0, 200)}`)
      if (request.method === 'TRACE' && !(answer instanceof Error)) expect(answer.status, `TRACE ${request.path}`).toBe(405)
    }
    expect(failures).toEqual([])
  }, 120_000)
})

describe('links staff type', () => {
  const paragraph = (url: string) => ({
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          textFormat: 0,
          children: [
            {
              type: 'link',
              version: 3,
              direction: 'ltr',
              format: '',
              indent: 0,
              id: 'l1',
              fields: { linkType: 'custom', url, newTab: false },
              children: [{ type: 'text', version: 1, text: 'click', detail: 0, format: 0, mode: 'normal', style: '' }],
            },
          ],
        },
      ],
    },
  })

  it('refuses javascript: and //other-site links with a field error, in a link field and in rich text', async () => {
    const image = ((await call('GET', '/cms-api/media?limit=1&depth=0', { token: adminToken })).body.docs as { id: number }[])[0]!.id
    for (const link of ['javascript:alert(1)', '//evil.example/x', 'http://plain.example', ' /offers', 'data:text/html,x']) {
      const answer = await call('POST', '/cms-api/slideshows', { body: { title: 'x', corporate_id: 'aurelia', link, image }, token: adminToken })
      expect(answer.status, link).toBe(400)
      expect(
        fieldErrors(answer).map((error) => error.path),
        link,
      ).toContain('link')
    }
    const good = await call('POST', '/cms-api/slideshows', { body: { title: 'x', corporate_id: 'aurelia', link: '/offers', image }, token: adminToken })
    expect(good.status, good.text).toBe(201)
    await call('DELETE', `/cms-api/slideshows/${(good.body.doc as { id: number }).id}`, { token: adminToken })

    const page = ((await call('GET', '/cms-api/pages?limit=1&depth=0', { token: adminToken })).body.docs as { id: number }[])[0]!.id
    const evil = await call('PATCH', `/cms-api/pages/${page}`, { body: { content: paragraph('javascript:alert(document.cookie)') }, token: adminToken })
    expect(evil.status, evil.text).toBe(400)
    expect(
      fieldErrors(evil)
        .map((error) => error.path)
        .join(' '),
    ).toMatch(/content/)
    const fine = await call('PATCH', `/cms-api/pages/${page}`, { body: { content: paragraph('https://www.example.com/x') }, token: adminToken })
    expect(fine.status, fine.text).toBe(200)
  })
})
