/**
 * Two app servers behind one load balancer: two `next start` from the same build on one PostgreSQL
 * database and one Redis. Staff publish through server A; a visitor whose request lands on server B
 * must see the change within a second, and must never see a draft.
 *
 * Needs PostgreSQL (user postgres, no password) on 127.0.0.1:5432 and Redis on 127.0.0.1:6379, as CI
 * has. Where neither answers (a laptop without them) the test is skipped with one line, except in CI.
 *
 * The booking race: 50 guests at once, half on each server, for the last 3 rooms of a room type. Each
 * server has its own connection pool, so only PostgreSQL's row locks keep the rooms from being sold twice;
 * and one Idempotency-Key retried on both servers at once, where only the unique key keeps it one booking.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type NextServer, assertBuilt, childEnv, projectRoot, startNextServer, testPort } from '../support/next-server'
import { createDatabase, dropDatabase, flushRedisDatabase, portAnswers, queryDatabase } from '../support/services'
import { addressesOf, startSmtpServer, type TestSmtpServer } from '../support/smtp'
import { sessionToken } from '../support/session'

const HOST = '127.0.0.1'
const POSTGRES_SERVER = `postgres://postgres@${HOST}:5432`
// A Redis database of its own (FLUSHDB'd before and after), so the test never touches other data.
const REDIS_URL = `redis://${HOST}:6379/5`
const SKIP_LINE = 'two-server test skipped: PostgreSQL and Redis are not reachable on 127.0.0.1'

/** What the issue asks: a publish on A shows on B within this long. */
const PUBLISH_BOUND_MS = 1000
const POLL_MS = 50
/** When B misses the bound, keep watching this long to report how late it was (today's TTL is 60 s). */
const LATE_WATCH_MS = 65_000
const DRAFT_WATCH_MS = 1500

const reachable = { postgres: await portAnswers(HOST, 5432), redis: await portAnswers(HOST, 6379) }
const skip = !reachable.postgres && !reachable.redis && process.env.CI !== 'true'
if (skip) console.log(SKIP_LINE)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Text as React writes it into HTML, so a page can be searched for a field's value. */
function inHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}

/** Runs an npm script to completion; rejects with its output when it fails. */
function runNpmScript(script: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: projectRoot,
      env: childEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run ${script} exited with ${code}:\n${output}`))))
  })
}

interface PublicView {
  page: string
  /** The summary in the detail API, built per request from cached reads. */
  apiSummary: string | undefined
  /** The summary in the list API, a kept answer built once. */
  listSummary: string | undefined
}

/** What a visitor reading French gets from one server: the listing page, the detail API and the list API. */
async function publicView(server: NextServer, slug: string): Promise<PublicView> {
  const urls = [`/fr/listing/${slug}`, `/api/properties-detail?slug=${slug}&lang=fr`, '/api/properties?lang=fr&page_size=100']
  const [page, detail, list] = await Promise.all(urls.map((url) => fetch(`${server.url}${url}`)))
  for (const [index, response] of [page, detail, list].entries()) expect(response?.status, `GET ${server.url}${urls[index]}`).toBe(200)
  type Listed = { properties: { slug?: string; summary?: string }[] }
  const [detailBody, listBody] = (await Promise.all([detail?.json(), list?.json()])) as [Listed, Listed]
  return {
    page: (await page?.text()) ?? '',
    apiSummary: detailBody.properties[0]?.summary,
    listSummary: listBody.properties.find((property) => property.slug === slug)?.summary,
  }
}

const shows = (view: PublicView, text: string) => view.page.includes(inHtml(text)) && view.apiSummary === text && view.listSummary === text
const showsAnyOf = (view: PublicView, text: string) => view.page.includes(inHtml(text)) || view.apiSummary === text || view.listSummary === text

describe.skipIf(skip)('two app servers on one PostgreSQL database and one Redis', () => {
  const database = `hotel_two_servers_${process.pid}_${Date.now()}`
  const databaseUri = `${POSTGRES_SERVER}/${database}`
  const mediaDir = path.join(projectRoot, 'data', 'test', `${database}-media`)
  let databaseCreated = false
  let serverA: NextServer | undefined
  let serverB: NextServer | undefined
  let token = ''
  let smtp: TestSmtpServer | undefined

  const servers = () => {
    if (!serverA || !serverB) throw new Error('the servers did not start')
    return { a: serverA, b: serverB }
  }

  /** Payload's REST API on server A, as the admin calls it. */
  async function cms<T>(method: string, pathAndQuery: string, body?: unknown): Promise<T> {
    const response = await fetch(`${servers().a.url}/cms-api${pathAndQuery}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${method} /cms-api${pathAndQuery} answered ${response.status}: ${text}`)
    return JSON.parse(text) as T
  }

  async function propertyId(slug: string): Promise<number | string> {
    const found = await cms<{ docs: { id: number | string }[] }>('GET', `/properties?where[slug][equals]=${slug}&depth=0&limit=1`)
    const id = found.docs[0]?.id
    if (id === undefined) throw new Error(`no property '${slug}' in the seeded database`)
    return id
  }

  /** The French summary PostgreSQL holds in the published document (not a version). */
  async function storedSummary(slug: string): Promise<string | null> {
    const rows = await queryDatabase<{ summary: string | null }>(
      databaseUri,
      `SELECT l.summary FROM properties p JOIN properties_locales l ON l._parent_id = p.id WHERE p.slug = $1 AND l._locale = 'fr'`,
      [slug],
    )
    return rows[0]?.summary ?? null
  }

  /** Two visits to every server, so each holds whatever it caches of these pages. */
  async function warm(slug: string): Promise<PublicView> {
    const { a, b } = servers()
    let view: PublicView | undefined
    for (let round = 0; round < 2; round++) {
      await publicView(a, slug)
      view = await publicView(b, slug)
    }
    if (!view?.apiSummary) throw new Error(`server B serves no French summary for '${slug}'`)
    return view
  }

  beforeAll(async () => {
    if (!reachable.postgres || !reachable.redis) {
      const missing = !reachable.postgres && !reachable.redis ? 'PostgreSQL and Redis are' : !reachable.postgres ? 'PostgreSQL is' : 'Redis is'
      const remedy = process.env.CI === 'true' ? 'CI must provide both.' : 'It needs both: start the missing one, or run neither to skip this test.'
      throw new Error(`two-server test: ${missing} not reachable on ${HOST} (5432 / 6379). ${remedy}`)
    }
    assertBuilt()
    await flushRedisDatabase(REDIS_URL)
    await createDatabase(POSTGRES_SERVER, database)
    databaseCreated = true
    fs.mkdirSync(mediaDir, { recursive: true })

    const seedStarted = Date.now()
    await runNpmScript('seed', { DATABASE_URI: databaseUri, MEDIA_DIR: mediaDir })
    console.log(`two-server test: migrated and seeded ${database} in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`)

    // Both servers send the outbox's e-mails to one real SMTP server.
    smtp = await startSmtpServer()
    const env = {
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '250',
      DATABASE_URI: databaseUri,
      REDIS_URL,
      MEDIA_DIR: mediaDir,
      // One public origin and one secret, as behind a load balancer: a session made on A is valid on B.
      SITE_URL: 'http://aurelia.test',
      PAYLOAD_SECRET: `two-server-test-${database}`,
      // Behind one load balancer that appends the visitor's address: the booking race gives each guest
      // its own X-Forwarded-For, so the rate limit (shared in Redis) counts each guest on their own.
      TRUST_PROXY: '1',
    }
    const started = await Promise.allSettled([startNextServer({ port: testPort(2), env }), startNextServer({ port: testPort(3), env })])
    serverA = started[0].status === 'fulfilled' ? started[0].value : undefined
    serverB = started[1].status === 'fulfilled' ? started[1].value : undefined
    for (const result of started) if (result.status === 'rejected') throw result.reason

    const email = process.env.SEED_ADMIN_EMAIL?.trim() || 'staff@aurelia-hotels.example'
    const password = process.env.SEED_ADMIN_PASSWORD?.trim() || 'aurelia-demo-2026'
    const login = await fetch(`${servers().a.url}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    if (!login.ok) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`)
    token = sessionToken(login.headers)
  })

  afterAll(async () => {
    await Promise.all([serverA?.stop(), serverB?.stop()])
    await smtp?.stop()
    if (databaseCreated) await dropDatabase(POSTGRES_SERVER, database)
    fs.rmSync(mediaDir, { recursive: true, force: true })
    if (reachable.redis) await flushRedisDatabase(REDIS_URL)
  })

  /** The slugs of the first published properties, read from server A's public API. */
  async function publishedSlugs(): Promise<string[]> {
    const response = await fetch(`${servers().a.url}/api/properties?page_size=2`)
    const body = (await response.json()) as { properties: { slug: string }[] }
    const slugs = body.properties.map((property) => property.slug)
    if (slugs.length < 2) throw new Error('the seed publishes fewer than 2 properties')
    return slugs
  }

  it('serves the seeded content from PostgreSQL on both servers', async () => {
    const [slug] = await publishedSlugs()
    const stored = await storedSummary(slug!)
    expect(stored, 'the seed wrote the French summary to PostgreSQL').toBeTruthy()
    const { a, b } = servers()
    for (const server of [a, b]) expect((await publicView(server, slug!)).apiSummary).toBe(stored)
  })

  it('a publish through server A shows on server B within 1 s, and the old text is gone', async () => {
    const [slug] = await publishedSlugs()
    const id = await propertyId(slug!)
    // A server fresh from start-up renders its first pages with cold code; a site in service has
    // long been warm. One unmeasured publish round brings both servers to that state, so the bound
    // measures the shared cache, not the first compilation of a render.
    await warm(slug!)
    const warmUp = `Résumé de mise en route, essai ${Date.now()}.`
    await cms('PATCH', `/properties/${id}?locale=fr&depth=0`, { summary: warmUp, _status: 'published' })
    for (const started = Date.now(); Date.now() - started < 30_000; await sleep(POLL_MS)) {
      if (shows(await publicView(servers().b, slug!), warmUp)) break
    }

    const before = await warm(slug!)
    const oldSummary = before.apiSummary!
    expect(oldSummary, 'the warm-up publish shows on server B').toBe(warmUp)
    expect(before.page).toContain(inHtml(oldSummary))
    const newSummary = `Résumé publié par le serveur A, essai ${Date.now()}.`

    await cms('PATCH', `/properties/${id}?locale=fr&depth=0`, { summary: newSummary, _status: 'published' })
    const published = Date.now()

    const { a, b } = servers()
    let seenAfter: number | null = null
    let last: PublicView = before
    while (Date.now() - published < PUBLISH_BOUND_MS + LATE_WATCH_MS) {
      last = await publicView(b, slug!)
      if (shows(last, newSummary)) {
        seenAfter = Date.now() - published
        break
      }
      await sleep(Date.now() - published < PUBLISH_BOUND_MS ? POLL_MS : 250)
    }
    const report =
      seenAfter === null ? `server B never showed the publish within ${(PUBLISH_BOUND_MS + LATE_WATCH_MS) / 1000} s` : `server B showed the publish after ${seenAfter} ms`
    console.log(`two-server test: ${report} (bound ${PUBLISH_BOUND_MS} ms)`)
    expect(await storedSummary(slug!), 'the publish reached PostgreSQL').toBe(newSummary)

    expect(seenAfter, report).not.toBeNull()
    expect(seenAfter!, report).toBeLessThanOrEqual(PUBLISH_BOUND_MS)
    expect(last.page).not.toContain(inHtml(oldSummary))
    // And it stays so on both servers: no server keeps or brings back a stale copy.
    for (const server of [b, a, b]) {
      const view = await publicView(server, slug!)
      expect(shows(view, newSummary), `${server.url} shows the published summary`).toBe(true)
      expect(showsAnyOf(view, oldSummary), `${server.url} no longer shows the old summary`).toBe(false)
    }
  })

  it('a draft saved through server A changes nothing the public sees on either server', async () => {
    const [, slug] = await publishedSlugs()
    const { a, b } = servers()
    const before = await warm(slug!)
    const publishedSummary = before.apiSummary!
    const draftSummary = `Brouillon enregistré sur le serveur A, essai ${Date.now()}.`

    const id = await propertyId(slug!)
    await cms('PATCH', `/properties/${id}?draft=true&locale=fr&depth=0`, { summary: draftSummary, _status: 'draft' })
    const saved = Date.now()
    // The draft really exists (staff see it), and the published document is untouched.
    const latest = await cms<{ summary?: string }>('GET', `/properties/${id}?draft=true&locale=fr&depth=0`)
    expect(latest.summary).toBe(draftSummary)
    expect(await storedSummary(slug!)).toBe(publishedSummary)

    while (Date.now() - saved < DRAFT_WATCH_MS) {
      for (const server of [a, b]) {
        const view = await publicView(server, slug!)
        expect(showsAnyOf(view, draftSummary), `${server.url} leaked the draft`).toBe(false)
        expect(shows(view, publishedSummary), `${server.url} shows the published summary`).toBe(true)
      }
      await sleep(100)
    }
  })

  it('50 simultaneous bookings split between servers A and B for 3 rooms: exactly 3 confirmed, the rest sold_out, no 5xx', async () => {
    const { a, b } = servers()
    const slug = 'aurelia-zurich-lakeside'
    const roomSlug = 'lake-suite'
    const stay = { property: slug, check_in: '2028-03-06', check_out: '2028-03-09', adults: 2, rooms: 1 }
    const nights = ['2028-03-06', '2028-03-07', '2028-03-08']
    const guests = 50
    const roomsOnSale = 3
    const roomLeft = async (server: NextServer) => {
      const query = new URLSearchParams({ ...stay, adults: '2', rooms: '1' })
      const response = await fetch(`${server.url}/api/availability?${query}`)
      const text = await response.text()
      expect(response.status, text).toBe(200)
      const body = JSON.parse(text) as {
        rooms: { room_type: { slug: string }; available: number; unavailable_reason: string | null; rates: { total_minor: number }[] }[]
      }
      const room = body.rooms.find((option) => option.room_type.slug === roomSlug)
      if (!room) throw new Error(`no ${roomSlug} in the availability of ${slug}`)
      return room
    }

    // Staff put 3 rooms on sale for these nights, through server A's CMS API.
    const property = await propertyId(slug)
    const roomTypes = await cms<{ docs: { id: number }[] }>('GET', `/room-types?where[slug][equals]=${roomSlug}&where[property][equals]=${property}&depth=0&limit=1`)
    const roomTypeId = roomTypes.docs[0]?.id
    if (roomTypeId === undefined) throw new Error(`no room type '${roomSlug}' in the seeded database`)
    await cms('POST', '/room-availability', {
      property,
      room_type: roomTypeId,
      from: nights[0],
      to: nights.at(-1),
      rooms_on_sale: roomsOnSale,
      note: 'Two-server race: three rooms left',
    })
    const quoted = await roomLeft(b)
    expect(quoted.available, 'server B sees the rule made on A').toBe(roomsOnSale)

    const book = (index: number) =>
      fetch(`${(index % 2 === 0 ? a : b).url}/api/bookings`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': `two-server-race-${database}-${index}`,
          // One address per guest (198.18.0.0/15, the benchmarking range).
          'X-Forwarded-For': `198.18.1.${index + 1}`,
        },
        body: JSON.stringify({
          ...stay,
          room_type: roomSlug,
          rate_plan: 'FLEX',
          expected_total_minor: quoted.rates[0]?.total_minor,
          guest: { first_name: 'Race', last_name: `Guest ${index}`, email: `race.guest.${index}@example.com` },
        }),
      }).then(async (response) => ({ server: index % 2 === 0 ? 'A' : 'B', status: response.status, text: await response.text() }))
    const started = Date.now()
    const results = await Promise.all(Array.from({ length: guests }, (_, index) => book(index)))
    const tally = (list: typeof results) =>
      Object.fromEntries([...new Set(list.map((result) => result.status))].map((status) => [status, list.filter((result) => result.status === status).length]))
    console.log(
      `two-server test: booking race, ${guests} requests in ${Date.now() - started} ms → A ${JSON.stringify(tally(results.filter((result) => result.server === 'A')))}, B ${JSON.stringify(tally(results.filter((result) => result.server === 'B')))}`,
    )

    const failed = results.filter((result) => result.status >= 500)
    expect(failed.map((result) => `${result.server} ${result.status} ${result.text}`)).toEqual([])
    const confirmed = results.filter((result) => result.status === 201)
    const refused = results.filter((result) => result.status === 409)
    expect(confirmed, JSON.stringify(tally(results))).toHaveLength(roomsOnSale)
    expect(refused).toHaveLength(guests - roomsOnSale)
    for (const result of refused) expect((JSON.parse(result.text) as { error: { code: string } }).error.code).toBe('sold_out')
    const references = confirmed.map((result) => (JSON.parse(result.text) as { reference: string }).reference)
    expect(new Set(references).size).toBe(roomsOnSale)

    // PostgreSQL holds exactly the 3 bookings, and each night is full, not overfull.
    const rows = await queryDatabase<{ night: string; on_sale: number; booked: number }>(
      databaseUri,
      'SELECT night, on_sale, booked FROM booking_nights WHERE room_type_id = $1 ORDER BY night',
      [roomTypeId],
    )
    expect(rows.map((row) => [row.night, Number(row.on_sale), Number(row.booked)])).toEqual(nights.map((night) => [night, roomsOnSale, roomsOnSale]))
    const stored = await queryDatabase<{ reference: string }>(
      databaseUri,
      `SELECT reference FROM bookings WHERE room_type_id = $1 AND check_in = $2 AND status = 'confirmed'`,
      [roomTypeId, stay.check_in],
    )
    expect(stored.map((row) => row.reference).sort()).toEqual([...references].sort())
    for (const server of [a, b]) expect(await roomLeft(server), server.url).toMatchObject({ available: 0, unavailable_reason: 'sold_out' })
  })

  it('one Idempotency-Key sent six times at once, three times to each server: one booking, one reference, one room taken', async () => {
    const { a, b } = servers()
    const stay = { property: 'aurelia-nice-promenade', room_type: 'sea-view', rate_plan: 'FLEX', check_in: '2028-03-13', check_out: '2028-03-15', adults: 2, rooms: 1 }
    const key = `two-server-retry-${database}`
    const body = JSON.stringify({ ...stay, guest: { first_name: 'Retry', last_name: 'Guest', email: 'retry.guest@example.com' } })
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        fetch(`${(index % 2 === 0 ? a : b).url}/api/bookings`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, 'X-Forwarded-For': `198.18.2.${index + 1}` },
          body,
        }).then(async (response) => ({ status: response.status, text: await response.text() })),
      ),
    )
    for (const result of results) expect(result.status, result.text).toBe(201)
    const references = new Set(results.map((result) => (JSON.parse(result.text) as { reference: string }).reference))
    expect(references.size, [...references].join(', ')).toBe(1)
    const stored = await queryDatabase<{ reference: string }>(databaseUri, 'SELECT reference FROM bookings WHERE idempotency_key = $1', [key])
    expect(stored.map((row) => row.reference)).toEqual([...references])
    const nights = await queryDatabase<{ night: string; booked: number }>(
      databaseUri,
      `SELECT n.night, n.booked FROM booking_nights n JOIN room_types r ON r.id = n.room_type_id JOIN properties p ON p.id = r.property_id
       WHERE r.slug = $1 AND p.slug = $2 AND n.night >= $3 AND n.night < $4 ORDER BY n.night`,
      [stay.room_type, stay.property, stay.check_in, stay.check_out],
    )
    expect(nights.map((row) => [row.night, Number(row.booked)])).toEqual([
      ['2028-03-13', 1],
      ['2028-03-14', 1],
    ])
  })

  it('50 bookings split between servers A and B: 50 guest and 50 hotel e-mails, each sent once', async () => {
    const { a, b } = servers()
    const mailServer = smtp
    if (!mailServer) throw new Error('the SMTP server did not start')
    const guests = 50
    const prefix = `outbox-${database}`
    const hotelEmail = 'nice@aurelia-hotels.example'
    const night = (offset: number) => new Date(Date.UTC(2028, 5, 1 + offset)).toISOString().slice(0, 10)
    const results = await Promise.all(
      Array.from({ length: guests }, (_, index) =>
        fetch(`${(index % 2 === 0 ? a : b).url}/api/bookings`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `${prefix}-${index}`, 'X-Forwarded-For': `198.18.3.${index + 1}` },
          body: JSON.stringify({
            property: 'aurelia-nice-promenade',
            room_type: 'sea-view',
            rate_plan: 'FLEX',
            check_in: night(index),
            check_out: night(index + 1),
            adults: 2,
            rooms: 1,
            guest: { first_name: 'Outbox', last_name: `Guest ${index}`, email: `outbox.guest.${index}@example.com` },
          }),
        }).then(async (response) => ({ status: response.status, text: await response.text() })),
      ),
    )
    for (const result of results) expect(result.status, result.text).toBe(201)

    type Row = { message_id: string; kind: string; status: string; attempts: number }
    const messages = () =>
      queryDatabase<Row>(
        databaseUri,
        `SELECT m.message_id, m.kind, m.status, m.attempts FROM messages m JOIN bookings b ON b.id = m.booking_id WHERE b.idempotency_key LIKE $1`,
        [`${prefix}-%`],
      )
    const deadline = Date.now() + 60_000
    let rows = await messages()
    while (rows.some((row) => row.status !== 'sent') && Date.now() < deadline) {
      await sleep(250)
      rows = await messages()
    }
    expect(rows).toHaveLength(guests * 2)
    // Each claimed once: sent on its first try, by one server or the other.
    expect(rows.filter((row) => row.status !== 'sent' || Number(row.attempts) !== 1)).toEqual([])
    await mailServer.waitFor(() => rows.every((row) => mailServer.received.some((mail) => mail.mail.messageId === row.message_id)), 10_000)
    const ours = mailServer.received.filter((mail) => rows.some((row) => row.message_id === mail.mail.messageId))
    const toGuests = ours.filter((mail) => addressesOf(mail.mail.to).some((address) => address.startsWith('outbox.guest.')))
    const toHotel = ours.filter((mail) => addressesOf(mail.mail.to).includes(hotelEmail))
    expect(toGuests).toHaveLength(guests)
    expect(toHotel).toHaveLength(guests)
    expect(new Set(ours.map((mail) => mail.mail.messageId)).size).toBe(guests * 2)
    expect(new Set(toGuests.flatMap((mail) => addressesOf(mail.mail.to))).size).toBe(guests)
  })
})
