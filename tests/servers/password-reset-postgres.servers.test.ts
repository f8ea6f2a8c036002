/**
 * The password reset on PostgreSQL: a `next start` on a fresh PostgreSQL database (migrated, not seeded),
 * its first staff account registered over HTTP, then "forgot password" → the e-mail at a real SMTP server
 * → its link's token sets a new password → sign in with it. (The SQLite case is in
 * tests/api/admin-security.api.test.ts.)
 *
 * Needs PostgreSQL (user postgres, no password) on 127.0.0.1:5432, as CI has; skipped with one line where
 * it does not answer, except in CI.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { childEnv, type NextServer, projectRoot, startNextServer, testPort } from '../support/next-server'
import { createDatabase, dropDatabase, portAnswers } from '../support/services'
import { startSmtpServer, type TestSmtpServer } from '../support/smtp'

const HOST = '127.0.0.1'
const POSTGRES_SERVER = `postgres://postgres@${HOST}:5432`
const skip = !(await portAnswers(HOST, 5432)) && process.env.CI !== 'true'
if (skip) console.log('PostgreSQL password-reset test skipped: PostgreSQL is not reachable on 127.0.0.1:5432')

function runNpmScript(script: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], { cwd: projectRoot, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run ${script} exited with ${code}:\n${output}`))))
  })
}

describe.skipIf(skip)('password reset on PostgreSQL', () => {
  const database = `hotel_reset_${process.pid}_${Date.now()}`
  const databaseUri = `${POSTGRES_SERVER}/${database}`
  let created = false
  let server: NextServer | undefined
  let smtp: TestSmtpServer | undefined

  beforeAll(async () => {
    await createDatabase(POSTGRES_SERVER, database)
    created = true
    await runNpmScript('migrate', { DATABASE_URI: databaseUri })
    smtp = await startSmtpServer()
    const port = testPort(31)
    server = await startNextServer({
      port,
      env: {
        DATABASE_URI: databaseUri,
        MEDIA_DIR: path.join(projectRoot, 'data', 'test', `${database}-media`),
        SMTP_URL: smtp.url,
        SITE_URL: `http://127.0.0.1:${port}`,
        TRUST_PROXY: '1',
      },
      unset: ['REDIS_URL', 'SMTP_FROM'],
      readyPath: '/cms-api/users/me',
    })
  })

  afterAll(async () => {
    await server?.stop()
    await smtp?.stop()
    if (created) await dropDatabase(POSTGRES_SERVER, database)
  })

  it("e-mails a link in the staff member's language that sets a new password", async () => {
    const url = server!.url
    const post = (pathname: string, body: unknown) =>
      fetch(`${url}/cms-api${pathname}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.31.0.1' }, body: JSON.stringify(body) })
    const email = 'reception@aurelia-hotels.example'
    const registered = await post('/users/first-register', { email, password: 'first-long-password', name: 'Reception', role: 'admin', language: 'de' })
    expect(registered.status, await registered.text()).toBe(200)

    const requested = await post('/users/forgot-password', { email })
    expect(requested.status, await requested.text()).toBe(200)
    const mail = await smtp!.waitFor((message) => message.envelope.rcptTo.some((rcpt) => rcpt.address === email))
    expect(mail, 'the reset e-mail arrived').not.toBeNull()
    expect(mail!.mail.subject).toBe('Setzen Sie Ihr Backoffice-Passwort zurück')
    const link = /href="([^"]+)"/.exec(String(mail!.mail.html))?.[1] ?? ''
    expect(link.startsWith(`${url}/admin/reset/`)).toBe(true)
    const token = decodeURIComponent(link.slice(link.lastIndexOf('/') + 1))

    const reset = await post('/users/reset-password', { token, password: 'second-long-password' })
    expect(reset.status, await reset.text()).toBe(200)
    expect((await post('/users/login', { email, password: 'second-long-password' })).status).toBe(200)
    expect((await post('/users/login', { email, password: 'first-long-password' })).status).toBe(401)
  })
})
