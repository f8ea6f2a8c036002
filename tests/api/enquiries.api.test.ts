/**
 * POST /api/enquiries over real HTTP, against a `next start` of its own whose SMTP_URL points at a real
 * SMTP server started here: an enquiry is kept (read back as staff), reaches the right mailbox, and
 * never shows to the public; bad requests get clear 4xx answers; the rate limit answers 429.
 *
 * The server trusts one proxy (TRUST_PROXY=1), so each test names its own client address in
 * X-Forwarded-For and the rate limit of one test never touches another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type NextServer, startNextServer, testPort } from '../support/next-server'
import { addressesOf, type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../support/smtp'
import { sessionToken, STAFF } from '../support/session'

const KYOTO = { slug: 'aurelia-kyoto-higashiyama', email: 'kyoto@aurelia-hotels.example', name: 'Aurelia Kyoto Higashiyama' }
/** Its mailbox refuses mail: the enquiry must be kept all the same. */
const NICE = { slug: 'aurelia-nice-promenade', email: 'nice@aurelia-hotels.example' }
/** Its mail server takes 10 s to accept a message: the visitor must not wait for it. */
const ZURICH = { slug: 'aurelia-zurich-lakeside', email: 'zurich@aurelia-hotels.example' }
const GROUP_EMAIL = 'hello@aurelia-hotels.example'
const RATE_LIMIT = 5

let smtp: TestSmtpServer
let server: NextServer
let staffToken = ''
let nextAddress = 10

/** A client address of its own for each request group (documentation range, RFC 5737). */
const newAddress = () => `203.0.113.${nextAddress++}`
/** A word that appears only in one test's enquiry, to find its mail and its record. */
const marker = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

interface Answer {
  status: number
  headers: Headers
  body: Record<string, unknown> & { id?: number; error?: { code: string; message: string; fields?: Record<string, string> } }
  text: string
}

async function post(body: unknown, { address = newAddress(), contentType = 'application/json' } = {}): Promise<Answer> {
  const response = await fetch(`${server.url}/api/enquiries`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, 'X-Forwarded-For': `198.51.100.99, ${address}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  let parsed: Answer['body'] = {}
  try {
    parsed = JSON.parse(text) as Answer['body']
  } catch {
    // Not JSON: the assertions on status say what went wrong.
  }
  return { status: response.status, headers: response.headers, body: parsed, text }
}

async function asStaff(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}/cms-api${path}`, { headers: { Authorization: `JWT ${staffToken}` } })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** Stored enquiries whose message contains the text, read as staff. */
async function storedWith(text: string): Promise<Record<string, unknown>[]> {
  const { status, body } = await asStaff(`/enquiries?depth=0&limit=10&where[message][contains]=${encodeURIComponent(text)}`)
  expect(status).toBe(200)
  return body.docs as Record<string, unknown>[]
}

const mailAbout = (text: string) => (message: ReceivedMail) => (message.mail.text ?? '').includes(text)

beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: [NICE.email], slowFor: { recipient: ZURICH.email, delayMs: 10_000 } })
  server = await startNextServer({
    port: testPort(20),
    env: { SMTP_URL: smtp.url, TRUST_PROXY: '1' },
    // The limit is counted in this server's memory; the Redis case has its own test.
    unset: ['REDIS_URL', 'SMTP_FROM'],
  })
  const login = await fetch(`${server.url}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  })
  expect(login.status, 'staff login from the seed').toBe(200)
  staffToken = sessionToken(login.headers)
}, 180_000)

afterAll(async () => {
  // The server may still be handing the slow mail server its message: stopping can take a few seconds.
  await server?.stop()
  await smtp?.stop()
}, 60_000)

describe('a valid enquiry', () => {
  it('is answered 201 { id }, kept for staff, and e-mailed to the property with the visitor as Reply-To', async () => {
    const word = marker('tea')
    const enquiry = {
      kind: 'contact',
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      phone: '+44 20 7946 0000',
      subject: 'Tea ceremony',
      message: `Could you arrange a tea ceremony for two on 14 May? (${word})`,
      property: KYOTO.slug,
    }
    const answer = await post(enquiry)
    expect(answer.status, answer.text).toBe(201)
    expect(answer.body).toEqual({ id: expect.any(Number) })
    expect(answer.headers.get('cache-control')).toBe('no-store')

    const mail = await smtp.waitFor(mailAbout(word))
    expect(mail, 'the e-mail reached the SMTP server').not.toBeNull()
    expect(mail!.envelope.rcptTo.map((rcpt) => rcpt.address)).toEqual([KYOTO.email])
    expect(addressesOf(mail!.mail.to)).toEqual([KYOTO.email])
    expect(addressesOf(mail!.mail.replyTo)).toEqual([enquiry.email])
    expect(mail!.mail.replyTo?.value[0]?.name).toBe('Jane Doe')
    expect(mail!.mail.subject).toBe(`Contact enquiry from Jane Doe — Tea ceremony — ${KYOTO.name}`)
    expect(mail!.mail.text).toContain(enquiry.message)
    expect(mail!.mail.text).toContain('+44 20 7946 0000')
    expect(mail!.mail.text).toContain(`/admin/collections/enquiries/${answer.body.id}`)
    // Without SMTP_FROM the group's own name and address send it.
    expect(mail!.mail.from?.value[0]).toMatchObject({ address: GROUP_EMAIL, name: 'Aurelia Hotels & Resorts' })

    const { status, body } = await asStaff(`/enquiries/${answer.body.id}?depth=1`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ kind: 'contact', name: 'Jane Doe', email: enquiry.email, phone: enquiry.phone, subject: 'Tea ceremony', message: enquiry.message })
    expect((body.property as { slug: string }).slug).toBe(KYOTO.slug)
  })

  it('without a property goes to the group’s address; a host enquiry names the visitor’s hotel', async () => {
    const word = marker('ryokan')
    const answer = await post({
      kind: 'host',
      name: '  Akiko Mori ',
      email: 'akiko@example.jp',
      subject: 'Ryokan Mori, Kanazawa',
      message: `Twelve rooms, a garden and an onsen. (${word})`,
    })
    expect(answer.status, answer.text).toBe(201)
    const mail = await smtp.waitFor(mailAbout(word))
    expect(addressesOf(mail?.mail.to)).toEqual([GROUP_EMAIL])
    expect(mail!.mail.subject).toBe('Host enquiry from Akiko Mori — Ryokan Mori, Kanazawa')
    const [stored] = await storedWith(word)
    expect(stored).toMatchObject({ kind: 'host', name: 'Akiko Mori', subject: 'Ryokan Mori, Kanazawa' })
  })

  it('is kept when the mail server refuses the e-mail', async () => {
    const word = marker('refused')
    const answer = await post({ kind: 'contact', name: 'Paul Martin', email: 'paul@example.fr', message: `Late arrival. (${word})`, property: NICE.slug })
    expect(answer.status, answer.text).toBe(201)
    expect(await storedWith(word)).toHaveLength(1)
    expect(await smtp.waitFor(mailAbout(word), 2000)).toBeNull()
    // The refusal is for good (550): staff see the message failed, with the mail server's reason, at once.
    const { status, body } = await asStaff(`/messages?depth=0&where[enquiry][equals]=${answer.body.id}`)
    expect(status).toBe(200)
    const [message] = (body.docs ?? []) as { status: string; to_address: string; attempts: number; last_error?: string }[]
    expect(message).toMatchObject({ status: 'failed', to_address: NICE.email, attempts: 1 })
    expect(message?.last_error).toMatch(/550/)
  })

  it('is answered at once however slow the mail server is', async () => {
    const word = marker('slow')
    const started = Date.now()
    const answer = await post({ kind: 'contact', name: 'Lena Huber', email: 'lena@example.ch', message: `A lake-view room. (${word})`, property: ZURICH.slug })
    expect(answer.status, answer.text).toBe(201)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(await storedWith(word)).toHaveLength(1)
  })
})

describe('enquiries never reach the public', () => {
  it('anonymous reads of /cms-api/enquiries and /api/* do not show them', async () => {
    const word = marker('private')
    const answer = await post({ kind: 'contact', name: 'Private Person', email: 'private@example.com', message: `Personal details. (${word})` })
    expect(answer.status, answer.text).toBe(201)

    const anonymousList = await fetch(`${server.url}/cms-api/enquiries?depth=0`)
    expect([401, 403]).toContain(anonymousList.status)
    expect(await anonymousList.text()).not.toContain(word)
    const anonymousOne = await fetch(`${server.url}/cms-api/enquiries/${answer.body.id}`)
    expect([401, 403, 404]).toContain(anonymousOne.status)
    expect(await anonymousOne.text()).not.toContain(word)
    // Nobody creates one around the form: creating is staff-only too.
    const direct = await fetch(`${server.url}/cms-api/enquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'contact', name: 'Bot', email: 'bot@example.com', message: 'spam' }),
    })
    expect([401, 403]).toContain(direct.status)

    for (const path of ['/api/enquiries', `/api/enquiries/${answer.body.id}`, '/api/pages', '/api/label', `/api/properties-detail?slug=${KYOTO.slug}`]) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.status, path).not.toBe(500)
      expect(await response.text(), path).not.toContain(word)
    }
  })
})

describe('bad requests get a clear 4xx, never a 500', () => {
  it('422 names each invalid field with the spec’s messages, and keeps and sends nothing', async () => {
    const word = marker('invalid')
    const answer = await post({ kind: 'contact', name: '', email: 'jane@', message: '', phone: 'call me', subject: `(${word})` })
    expect(answer.status).toBe(422)
    expect(answer.body.error).toMatchObject({
      code: 'invalid_enquiry',
      fields: { name: 'Required', email: 'E-mail is not valid.', message: 'Required', phone: 'Phone is not valid.' },
    })
    const missing = await post({})
    expect(missing.status).toBe(422)
    expect(missing.body.error?.fields).toEqual({ kind: 'Required' })
    const host = await post({ kind: 'demo', name: 'A', email: 'a@example.com', message: 'Hello' })
    expect(host.body.error?.fields).toEqual({ subject: 'Required' })
    expect(await smtp.waitFor((message) => (message.mail.subject ?? '').includes(word), 1000)).toBeNull()
  })

  it('422 for a property that is not a published one', async () => {
    for (const property of ['no-such-hotel', '../etc/passwd']) {
      const answer = await post({ kind: 'contact', name: 'A', email: 'a@example.com', message: 'Hello', property })
      expect(answer.status).toBe(422)
      expect(answer.body.error?.fields).toEqual({ property: 'Hotel is not valid.' })
    }
  })

  it('415 for another content type, 400 for broken JSON or a body that is not an object, 413 over 16 kB', async () => {
    const valid = { kind: 'contact', name: 'A', email: 'a@example.com', message: 'Hello' }
    const asForm = await post('kind=contact&name=A', { contentType: 'application/x-www-form-urlencoded' })
    expect(asForm.status).toBe(415)
    expect(asForm.body.error?.code).toBe('unsupported_media_type')
    expect((await post(JSON.stringify(valid), { contentType: 'text/plain' })).status).toBe(415)

    for (const body of ['{"kind": "contact", ', '', 'null', '[1, 2]', '"text"', '42']) {
      const answer = await post(body)
      expect(answer.status, body).toBe(400)
      expect(answer.body.error?.code).toBe('invalid_json')
    }

    const tooLarge = await post({ ...valid, message: 'x'.repeat(17 * 1024) })
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.error?.code).toBe('payload_too_large')

    // Streamed without a Content-Length: the limit still holds.
    const chunk = new TextEncoder().encode(`{"kind":"contact","message":"${'y'.repeat(4096)}`)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 6; i++) controller.enqueue(chunk)
        controller.close()
      },
    })
    const streamed = await fetch(`${server.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newAddress() },
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' })
    expect(streamed.status).toBe(413)

    for (const odd of [
      { ...valid, kind: 5 },
      { ...valid, email: ['a@example.com'] },
      { ...valid, name: { first: 'A' } },
      { ...valid, name: 'A\r\nBcc: x@example.com' },
    ]) {
      const answer = await post(odd)
      expect(answer.status, JSON.stringify(odd)).toBe(422)
    }
  })
})

describe('the honeypot', () => {
  it('a filled honeypot is answered like a success, and nothing is kept or sent', async () => {
    const word = marker('bot')
    const answer = await post({ kind: 'contact', name: 'Cheap Pills', email: 'bot@example.com', message: `Buy now (${word})`, website: 'https://spam.example' })
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ id: expect.any(Number) })
    expect(await storedWith(word)).toEqual([])
    expect(await smtp.waitFor(mailAbout(word), 1500)).toBeNull()
  })
})

describe('the rate limit per client address', () => {
  it(`answers 429 with Retry-After after ${RATE_LIMIT} enquiries from one address, and not for another`, async () => {
    const address = newAddress()
    const invalid = { kind: 'contact', name: 'Rate Test', email: 'not-an-address', message: 'Hello' }
    for (let attempt = 1; attempt <= RATE_LIMIT; attempt++) {
      expect((await post(invalid, { address })).status, `attempt ${attempt}`).toBe(422)
    }
    const limited = await post({ kind: 'contact', name: 'Rate Test', email: 'rate@example.com', message: 'Hello' }, { address })
    expect(limited.status).toBe(429)
    expect(limited.body.error?.code).toBe('rate_limited')
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter)).toBe(true)
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)

    // Only the rightmost X-Forwarded-For value counts: a client cannot pick a new address by prepending one.
    const spoofed = await fetch(`${server.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `192.0.2.1, ${address}` },
      body: JSON.stringify(invalid),
    })
    expect(spoofed.status).toBe(429)

    expect((await post(invalid, { address: newAddress() })).status).toBe(422)
  })
})
