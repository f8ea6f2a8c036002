/**
 * What an outsider cannot do, against a `next start` of its own that trusts no proxy (TRUST_PROXY unset,
 * as when nothing sits in front of Node), on a copy of the seeded database:
 * - pick their own rate-limit key: X-Forwarded-For is ignored, the socket's address counts;
 * - lock a staff member out: 50 failures from 50 addresses (127.0.1.x sockets) leave the owner's known
 *   browser (its device cookie) signing in, while an unknown browser is held back;
 * - get a 5xx: a list of crafted requests across /cms-api, /admin and raw request targets, all 4xx/2xx,
 *   none logged at ERROR;
 * - make the server buffer uploads it will refuse: 12 anonymous 19 MB uploads leave its memory flat;
 * - read the session token from a JSON body, or set an easily guessed password.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type NextServer, projectRoot, startNextServer, testPort } from '../support/next-server'
import { STAFF } from '../support/session'

const EDITOR = { email: 'editor@aurelia-hotels.example', password: 'aurelia-editor-2026' }

let server: NextServer
let workDir = ''
let adminCookie = ''
let port = 0

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  json: () => Record<string, unknown>
}

/**
 * One request on a connection of its own from a chosen loopback address (127.0.0.0/8 is all this host),
 * with a raw request target when asked (`*`, `//x`): what fetch cannot send.
 */
function request(
  method: string,
  target: string,
  options: { from?: string; headers?: Record<string, string | number>; body?: string | Buffer; cookie?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { Connection: 'close', ...options.headers }
    // A browser sends its session cookie with the site's own Origin (Payload's csrf list ignores it otherwise).
    if (options.cookie) Object.assign(headers, { Cookie: options.cookie, Origin: `http://127.0.0.1:${port}` })
    if (options.body !== undefined) headers['Content-Length'] = Buffer.byteLength(options.body)
    const outgoing = http.request({ host: '127.0.0.1', port, method, path: target, headers, agent: false, localAddress: options.from ?? '127.0.0.1' }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: () => JSON.parse(text) as Record<string, unknown> })
      })
    })
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

const json = (method: string, target: string, body: unknown, options: { from?: string; cookie?: string; headers?: Record<string, string> } = {}) =>
  request(method, target, { ...options, headers: { 'Content-Type': 'application/json', ...options.headers }, body: JSON.stringify(body) })

/** The cookies a response sets, as a Cookie header (name=value; …). */
const cookiesOf = (answer: Answer) => (answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ')

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-hardening-'))
  const databaseFile = path.join(workDir, 'hotel.db')
  const seeded = (process.env.DATABASE_URI?.trim() || `file:${path.join(projectRoot, 'data', 'test', 'hotel.db')}`).slice('file:'.length)
  if (!fs.existsSync(seeded)) throw new Error(`No seeded SQLite database at ${seeded}: run through \`npm test\` (or seed it first).`)
  const source = createClient({ url: `file:${seeded}` })
  await source.execute({ sql: 'VACUUM INTO ?', args: [databaseFile] })
  source.close()
  port = testPort(42)
  server = await startNextServer({
    port,
    env: { DATABASE_URI: `file:${databaseFile}`, SITE_URL: `http://127.0.0.1:${port}`, MEDIA_DIR: path.join(workDir, 'media') },
    unset: ['REDIS_URL', 'TRUST_PROXY', 'SMTP_URL'],
  })
  const login = await json('POST', '/cms-api/users/login', STAFF, { from: '127.0.0.2' })
  expect(login.status, login.text).toBe(200)
  adminCookie = cookiesOf(login)
}, 180_000)

afterAll(async () => {
  await server?.stop()
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
})

describe('addresses that cannot be spoofed (TRUST_PROXY unset)', () => {
  it('the server says at start that it trusts no proxy', () => {
    expect(server.output()).toMatch(/TRUST_PROXY unset: no proxy is trusted/)
  })

  it('failed sign-ins from one socket hit the limit whatever X-Forwarded-For says', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 12; attempt++) {
      const answer = await json(
        'POST',
        '/cms-api/users/login',
        { email: `nobody-${attempt}@example.com`, password: 'wrong-password-here' },
        {
          from: '127.0.0.10',
          headers: { 'X-Forwarded-For': `203.0.113.${attempt + 1}`, 'X-Real-IP': `198.51.100.${attempt + 1}`, 'x-hotel-client-address': `192.0.2.${attempt + 1}` },
        },
      )
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})

describe('sign-in an outsider cannot block', () => {
  it('after 50 failures from 50 addresses the owner signs in from their known browser; an unknown one is held back', async () => {
    // The owner signed in on this browser before: it keeps a device cookie.
    const first = await json('POST', '/cms-api/users/login', EDITOR, { from: '127.0.0.20' })
    expect(first.status, first.text).toBe(200)
    const device = (first.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('hotel-device-'))
    expect(device, 'a device cookie').toMatch(/HttpOnly/)
    const deviceCookie = device!.split(';')[0]!

    // 50 wrong passwords from 50 addresses (in parallel: unknown devices wait longer as failures mount).
    const started = Date.now()
    const failures = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        json('POST', '/cms-api/users/login', { email: EDITOR.email, password: `guess-${index}-wrong` }, { from: `127.0.1.${index + 1}` }),
      ),
    )
    expect(failures.map((answer) => answer.status)).toEqual(Array(50).fill(401))
    console.info(`50 failures from 50 addresses in ${Date.now() - started} ms`)

    // A browser that never signed in to this account: the right password waits for the account's limit.
    const unknown = await json('POST', '/cms-api/users/login', EDITOR, { from: '127.0.0.21' })
    expect(unknown.status, unknown.text).toBe(429)
    // A forged device cookie is an unknown device.
    const forged = await json('POST', '/cms-api/users/login', EDITOR, { from: '127.0.0.22', cookie: deviceCookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) })
    expect(forged.status).toBe(429)
    // The owner's browser: signed in.
    const owner = await json('POST', '/cms-api/users/login', EDITOR, { from: '127.0.0.20', cookie: deviceCookie })
    expect(owner.status, owner.text).toBe(200)
  }, 120_000)
})

describe('a successful password reset clears the count', () => {
  it('after 50 failures, the owner who resets their password signs in from a new browser', async () => {
    const MANAGER = { email: 'manager@aurelia-hotels.example', password: 'aurelia-manager-2026' }
    const failures = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        json('POST', '/cms-api/users/login', { email: MANAGER.email, password: `guess-${index}-wrong` }, { from: `127.0.4.${index + 1}` }),
      ),
    )
    expect(failures.map((answer) => answer.status)).toEqual(Array(50).fill(401))
    expect((await json('POST', '/cms-api/users/login', MANAGER, { from: '127.0.0.40' })).status).toBe(429)

    const asked = await json('POST', '/cms-api/users/forgot-password', { email: MANAGER.email }, { from: '127.0.0.41' })
    expect(asked.status, asked.text).toBe(200)
    // No SMTP_URL here: the outbox writes the e-mail, link included, to the server's log.
    let token = ''
    await expect
      .poll(
        () => {
          token = [...server.output().matchAll(/\/admin\/reset\/([A-Za-z0-9%._-]+)/g)].at(-1)?.[1] ?? ''
          return token
        },
        { timeout: 30_000, interval: 500 },
      )
      .not.toBe('')
    const reset = await json('POST', '/cms-api/users/reset-password', { token: decodeURIComponent(token), password: 'amber-quiet-harbor-58' }, { from: '127.0.0.41' })
    expect(reset.status, reset.text).toBe(200)
    expect(reset.json()).not.toHaveProperty('token')
    // Another browser, never used for this account: the count is gone.
    const after = await json('POST', '/cms-api/users/login', { email: MANAGER.email, password: 'amber-quiet-harbor-58' }, { from: '127.0.0.42' })
    expect(after.status, after.text).toBe(200)
  }, 120_000)
})

describe('sessions and passwords', () => {
  it('login and me bodies carry no token; the HttpOnly cookie still signs in', async () => {
    const login = await json('POST', '/cms-api/users/login', STAFF, { from: '127.0.0.30' })
    expect(login.status).toBe(200)
    expect(login.json()).not.toHaveProperty('token')
    expect(login.headers['set-cookie']?.find((cookie) => cookie.startsWith('payload-token='))).toMatch(/HttpOnly/)
    const me = await request('GET', '/cms-api/users/me', { cookie: cookiesOf(login), from: '127.0.0.30' })
    expect(me.status).toBe(200)
    expect((me.json().user as { email: string }).email).toBe(STAFF.email)
    expect(me.json()).not.toHaveProperty('token')
  })

  it('easily guessed passwords of 12 characters are refused on create and change; a passphrase is accepted', async () => {
    const email = `zx-${Date.now().toString(36)}@aurelia-hotels.example`
    for (const password of ['password1234', '            ', 'qwertyuiop12']) {
      const created = await json('POST', '/cms-api/users', { name: 'Weak', email, password, role: 'group_editor' }, { cookie: adminCookie, from: '127.0.0.2' })
      expect(created.status, password).toBe(400)
      expect(created.text).toMatch(/too easy to guess|at least 12/)
    }
    const created = await json(
      'POST',
      '/cms-api/users',
      { name: 'Strong', email, password: 'velvet-orbit-lantern-42', role: 'group_editor' },
      { cookie: adminCookie, from: '127.0.0.2' },
    )
    expect(created.status, created.text).toBe(201)
    const id = (created.json().doc as { id: number }).id
    const changed = await json(
      'PATCH',
      `/cms-api/users/${id}`,
      { password: 'password1234' },
      { cookie: adminCookie, from: '127.0.0.2', headers: { 'Accept-Language': 'de' } },
    )
    expect(changed.status).toBe(400)
    expect(changed.text).toMatch(/too easy to guess|zu leicht/)
  })

  it("a staff member's preferences are read and saved over /cms-api; strangers have none", async () => {
    const saved = await json('POST', '/cms-api/payload-preferences/locale', { value: 'de' }, { cookie: adminCookie, from: '127.0.0.2' })
    expect(saved.status, saved.text).toBeLessThan(300)
    const read = await request('GET', '/cms-api/payload-preferences/locale', { cookie: adminCookie, from: '127.0.0.2' })
    expect(read.status, read.text).toBe(200)
    expect(read.json().value).toBe('de')
    expect((await request('GET', '/cms-api/payload-preferences/locale', { from: '127.0.0.2' })).status).toBe(401)
  })
})

describe('no 5xx', () => {
  /**
   * The admin layout's server-function action id (the one the admin's client calls with a function name):
   * the back office's action without bound arguments (Payload's language switch carries encrypted ones).
   */
  function adminActionIds(): string[] {
    const manifest = JSON.parse(fs.readFileSync(path.join(projectRoot, '.next', 'server', 'server-reference-manifest.json'), 'utf8')) as {
      node: Record<string, { workers: Record<string, unknown> }>
    }
    const chunks = path.join(projectRoot, '.next', 'server', 'chunks', 'ssr')
    const code = fs
      .readdirSync(chunks)
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(chunks, file), 'utf8'))
      .join('\n')
    const ids = Object.entries(manifest.node)
      .filter(([, entry]) => Object.keys(entry.workers).some((worker) => worker.includes('(payload)')))
      .map(([id]) => id)
      .filter((id) => !code.includes(`decryptActionBoundArgs)("${id}"`))
    expect(ids.length).toBeGreaterThan(0)
    return ids
  }

  it('anonymous crafted requests across /cms-api, /admin and raw targets answer 4xx (or 2xx), none logged at ERROR', async () => {
    const long = 'a'.repeat(9000)
    const cases: { method: string; target: string; body?: string; headers?: Record<string, string> }[] = [
      { method: 'GET', target: '/cms-api/properties/distinct' },
      { method: 'GET', target: '/cms-api/properties/distinct?field=slug' },
      { method: 'GET', target: '/cms-api/properties?where[slug][equals][x]=1' },
      { method: 'GET', target: '/cms-api/labels?where[key][in][0][a]=1' },
      { method: 'POST', target: '/cms-api/users/verify/abc' },
      { method: 'GET', target: '/cms-api/payload-migrations' },
      { method: 'GET', target: '/cms-api/payload-migrations/1' },
      { method: 'GET', target: '/cms-api/payload-preferences/locale' },
      // Scheduled publishing's queue: only the servers themselves (with their key) or an administrator run it.
      { method: 'GET', target: '/cms-api/payload-jobs/run' },
      { method: 'GET', target: '/cms-api/payload-jobs/run', headers: { 'X-Jobs-Run-Key': 'f'.repeat(64) } },
      { method: 'GET', target: '/cms-api/payload-jobs/handle-schedules' },
      { method: 'GET', target: '/cms-api/payload-jobs' },
      { method: 'GET', target: '/cms-api/payload-jobs/1' },
      { method: 'GET', target: '/cms-api/payload-jobs/run/x' },
      { method: 'POST', target: '/cms-api/payload-preferences/locale', body: '{"value":"de"}', headers: { 'Content-Type': 'application/json' } },
      { method: 'OPTIONS', target: '*' },
      { method: 'GET', target: '*' },
      { method: 'GET', target: '//cms-api/labels' },
      { method: 'GET', target: 'http://evil.example/cms-api/labels' },
      { method: 'GET', target: '/cms-api/../../etc/passwd' },
      { method: 'GET', target: '/admin/../cms-api/labels/abc' },
      { method: 'GET', target: '/cms-api/media/file/..%2f..%2fetc%2fpasswd' },
      { method: 'GET', target: '/cms-api/labels/abc' },
      { method: 'GET', target: '/cms-api/labels/0' },
      { method: 'GET', target: '/cms-api/labels/99999999999999999999' },
      { method: 'GET', target: '/cms-api/labels?depth=1000' },
      { method: 'GET', target: '/cms-api/labels?limit=-1' },
      { method: 'GET', target: '/cms-api/labels?locale=xx' },
      { method: 'GET', target: '/cms-api/labels?locale[0]=en' },
      { method: 'GET', target: `/cms-api/labels?where[key][equals]=${long}` },
      { method: 'GET', target: '/cms-api/labels?sort=%00' },
      { method: 'GET', target: '/cms-api/labels?page=0' },
      { method: 'POST', target: '/cms-api/labels', body: '{bad', headers: { 'Content-Type': 'application/json' } },
      { method: 'POST', target: '/cms-api/labels', body: '[]', headers: { 'Content-Type': 'application/json' } },
      { method: 'POST', target: '/cms-api/labels', body: 'x', headers: { 'Content-Type': 'text/xml' } },
      { method: 'PATCH', target: '/cms-api/labels/1', body: '{"value":"x"}', headers: { 'Content-Type': 'application/json' } },
      { method: 'DELETE', target: '/cms-api/labels/1' },
      { method: 'PROPFIND', target: '/cms-api/labels' },
      { method: 'TRACE', target: '/' },
      { method: 'GET', target: '/listing/%E0%A4%A' },
      { method: 'POST', target: '/cms-api/users/login', body: '{"email":{"a":1},"password":[1]}', headers: { 'Content-Type': 'application/json' } },
      {
        method: 'POST',
        target: '/cms-api/users/reset-password',
        body: '{"token":"x","password":"velvet-orbit-lantern-42"}',
        headers: { 'Content-Type': 'application/json' },
      },
      { method: 'GET', target: '/admin/collections/nope' },
      { method: 'GET', target: '/admin/collections/labels/abc' },
      { method: 'POST', target: '/admin', body: '[]', headers: { 'Next-Action': 'not-an-action', 'Content-Type': 'text/plain;charset=UTF-8' } },
      // What `curl -X POST /admin -d garbage` sends, and junk with or without an action id.
      { method: 'POST', target: '/admin', body: 'garbage', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      { method: 'POST', target: '/admin', body: 'garbage', headers: { 'Next-Action': 'garbage', 'Content-Type': 'application/x-www-form-urlencoded' } },
      { method: 'POST', target: '/admin', body: '{bad', headers: { 'Next-Action': 'x'.repeat(42), 'Content-Type': 'text/plain;charset=UTF-8' } },
      {
        method: 'POST',
        target: '/admin',
        body: '--x\r\nContent-Disposition: form-data; name="1"\r\n\r\njunk\r\n--x--',
        headers: { 'Next-Action': 'garbage', 'Content-Type': 'multipart/form-data; boundary=x' },
      },
      { method: 'POST', target: '/admin/login', body: 'garbage', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      { method: 'POST', target: '/admin/collections/labels', body: '\u0000\u0001', headers: { 'Next-Action': '', 'Content-Type': 'application/octet-stream' } },
    ]
    for (const name of ['render-list', 'render-document', 'schedule-publish', 'copy-data-from-locale', 'table-state', 'no-such-function']) {
      for (const id of adminActionIds()) {
        cases.push({
          method: 'POST',
          target: '/admin',
          body: JSON.stringify([{ name, args: { collectionSlug: 'labels', docID: 1, fromLocale: 'en', toLocale: 'de' } }]),
          headers: { 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component' },
        })
      }
    }
    const before = server.output().split('\n').length
    const results: string[] = []
    for (const [index, item] of cases.entries()) {
      const answer = await request(item.method, item.target, { body: item.body, headers: item.headers, from: `127.0.2.${(index % 250) + 1}` })
      results.push(`${answer.status} ${item.method} ${item.target.slice(0, 80)}${item.headers?.['Next-Action'] ? ` (${item.body?.slice(10, 40)})` : ''}`)
    }
    console.info(results.join('\n'))
    expect(results.filter((line) => !/^[1234]\d\d /.test(line))).toEqual([])
    // The jobs route is reached (not a 404 from the guard) and refused without this deployment's key.
    expect(results.filter((line) => line.endsWith('GET /cms-api/payload-jobs/run'))).toEqual(['401 GET /cms-api/payload-jobs/run', '401 GET /cms-api/payload-jobs/run'])
    await new Promise((resolve) => setTimeout(resolve, 500))
    const logged = server
      .output()
      .split('\n')
      .slice(before - 1)
      .join('\n')
    expect(logged).not.toMatch(/ERROR/)
  }, 120_000)
})

describe('uploads', () => {
  it('twelve anonymous 19 MB uploads are refused without the server reading them into memory', async () => {
    const body = Buffer.alloc(19 * 1024 * 1024, 0x61)
    const boundary = 'hotelboundary'
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`)
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
    const payload = Buffer.concat([head, body, tail])
    const start = rssMb(server.pid)
    const statuses: number[] = []
    for (let upload = 0; upload < 12; upload++) {
      const status = await new Promise<number>((resolve) => {
        const outgoing = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/cms-api/media',
            headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': payload.length },
            agent: false,
            localAddress: `127.0.3.${upload + 1}`,
          },
          (response) => {
            response.resume()
            resolve(response.statusCode ?? 0)
          },
        )
        outgoing.on('error', () => resolve(-1))
        outgoing.end(payload)
      })
      statuses.push(status)
    }
    const growth = rssMb(server.pid) - start
    console.info(`RSS ${start.toFixed(0)} MB → +${growth.toFixed(0)} MB after 12 × 19 MB anonymous uploads; statuses ${statuses.join(',')}`)
    expect(statuses.every((status) => status === 401 || status === -1)).toBe(true)
    expect(statuses).toContain(401)
    expect(growth).toBeLessThan(50)
  }, 120_000)
})
