// The booking API under load: GET /api/availability from 20 clients and POST /api/bookings from 10, each
// beside a bare dynamic Next.js route handler (bench/yardstick/app/api/bare) of the same method measured
// in the same run, in alternating rounds, because the machine is shared and noisy. Prints numbers and
// whether the issue's goals are met; budgets are read by people, not asserted.
//
//   node bench/bookings.mjs [siteUrl] [--start] [--db file] [--seconds 5] [--rounds 3]
//                           [--connections 20] [--booking-connections 10] [--days 300]
//                           [--from YYYY-MM-DD] [--yardstick-port N] [--rebuild] [--server-pid N]
//
// Availability: a random hotel, a random stay (check-in within --days from --from, by default the day
// after tomorrow, 1–5 nights) and 1–3 adults. Bookings: each client is its own guest (a fresh name,
// e-mail and Idempotency-Key per booking) on a random hotel, room type that holds its 1–3 adults, rate
// plan and stay in the same spread, so two bookings meet only where the inventory runs out (409).
//
// The rate limit (10 booking attempts per client address in 10 minutes, src/lib/client-address.ts) is
// not weakened for the bench: each booking client connects from its own loopback address (127.x.y.z,
// which Linux routes to the loopback interface), sends at most 10 bookings from it and reconnects from
// the next. Served directly (TRUST_PROXY unset), the key is the socket's address Next writes into
// X-Forwarded-For, so no client is throttled. The bench sends no X-Forwarded-For of its own.
//
// It books real rooms (a few thousand a run): --start serves the site's production build (`next build`
// first) on the siteUrl's port with a throwaway copy of the database (--db, else DATABASE_URI's file,
// else data/hotel.db) and stops it at the end; without --start, run it against a copy whose bookings
// do not matter.
import { spawn } from 'node:child_process'
import { randomInt, randomUUID } from 'node:crypto'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { fixed, measure, measureFromAddresses, ms, non2xx, positiveInteger, printTable, rate, ratio, summarise } from './measure.mjs'
import { buildYardstickIfNeeded, freePort, startYardstick, stopYardstick } from './yardstick-server.mjs'

const BARE = '/api/bare'
const GOALS = { availabilityP99: 100, availabilityRatio: 0.5, bookingP99: 250 }
/** Booking attempts the site allows per address (BOOKING_RATE_LIMIT in src/app/(site)/api/bookings/route.ts). */
const BOOKINGS_PER_ADDRESS = 10

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    start: { type: 'boolean', default: false },
    db: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    'booking-connections': { type: 'string', default: '10' },
    from: { type: 'string' },
    days: { type: 'string', default: '300' },
    'yardstick-port': { type: 'string' },
    rebuild: { type: 'boolean', default: false },
    'server-pid': { type: 'string' },
  },
})
const siteUrl = (positionals[0] || 'http://127.0.0.1:3000').replace(/\/$/, '')
const seconds = positiveInteger('seconds', options.seconds)
const rounds = positiveInteger('rounds', options.rounds)
const connections = positiveInteger('connections', options.connections)
const bookingConnections = positiveInteger('booking-connections', options['booking-connections'])
const spreadDays = positiveInteger('days', options.days)
const from = options.from ?? new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || Number.isNaN(Date.parse(`${from}T00:00:00Z`))) {
  console.error(`--from must be a date such as 2029-01-01 (got '${from}')`)
  process.exit(2)
}
const firstDay = Date.parse(`${from}T00:00:00Z`)
let serverPid = options['server-pid'] ? positiveInteger('server-pid', options['server-pid']) : null

// ---- what is asked ---------------------------------------------------------------------------------------

const day = (offset) => new Date(firstDay + offset * 86_400_000).toISOString().slice(0, 10)
const pick = (list) => list[randomInt(list.length)]

/** A random stay of 1–5 nights and party of 1–3 adults in one room. */
function randomStay() {
  const start = randomInt(spreadDays)
  return { check_in: day(start), check_out: day(start + 1 + randomInt(5)), adults: 1 + randomInt(3), rooms: 1 }
}

// Loopback addresses from a random start in 127.0.1.0–127.255.255.254, one per client connection, so no
// address is used twice in a run (nor, most likely, in the next runs within the rate limit's window).
let addressNumber = 256 + randomInt((1 << 24) - 512)
function nextAddress() {
  const n = 256 + (addressNumber++ % ((1 << 24) - 512))
  return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/** Every hotel's room types (with the adults each holds) and their rate plans, read from the site itself. */
async function discoverOffer() {
  const list = await getJson('/api/properties?page_size=100')
  const slugs = list.properties.map((property) => property.slug)
  if (slugs.length === 0) throw new Error('the site lists no properties: seed its database first')
  const combos = []
  for (const slug of slugs) {
    const result = await getJson(`/api/availability?property=${slug}&check_in=${day(0)}&check_out=${day(1)}&adults=1&rooms=1`)
    for (const room of result.rooms) {
      for (const rate of room.rates)
        combos.push({ property: slug, room_type: room.room_type.slug, rate_plan: rate.rate_plan.code, max_adults: room.room_type.max_adults ?? 2 })
    }
  }
  if (combos.length === 0) throw new Error(`no room has a rate on ${day(0)}: is --from in the past, or the inventory closed?`)
  return { slugs, combos }
}

async function getJson(path) {
  let response
  try {
    response = await fetch(siteUrl + path)
  } catch (error) {
    throw new Error(`nothing answers at ${siteUrl} (${error.cause?.code ?? error.message}): start the site first, or pass --start`)
  }
  const text = await response.text()
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text)
}

// ---- the site, when --start ------------------------------------------------------------------------------

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function databaseFile() {
  if (options.db) return path.resolve(options.db)
  const uri = process.env.DATABASE_URI?.trim()
  if (uri && !uri.startsWith('file:')) throw new Error('--start copies an SQLite file: pass --db, or set DATABASE_URI to file:…')
  return uri ? path.resolve(uri.slice('file:'.length)) : path.join(root, 'data', 'hotel.db')
}

async function startSite() {
  const source = databaseFile()
  if (!existsSync(source)) throw new Error(`no database at ${source}: seed one first (npm run seed)`)
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) throw new Error('no production build: run npm run build first')
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-bookings-'))
  const copy = path.join(dir, 'hotel.db')
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(source + suffix)) copyFileSync(source + suffix, copy + suffix)
  const { port, origin } = new URL(siteUrl)
  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')
  // Each booking's two e-mails go out as in production, to a real SMTP server (the tests' mailbox) unless SMTP_URL names one.
  let mailbox = null
  let smtpUrl = process.env.SMTP_URL?.trim()
  if (!smtpUrl) {
    const smtpPort = await freePort()
    mailbox = spawn(process.execPath, [path.join(root, 'tests', 'support', 'mailbox-server.mjs'), String(smtpPort), path.join(dir, 'mailbox')], { stdio: 'ignore' })
    smtpUrl = `smtp://relay:relay-secret@127.0.0.1:${smtpPort}`
  }
  // Served directly, as the bench's clients reach it: TRUST_PROXY unset, so each socket's address is its key.
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', DATABASE_URI: `file:${copy}`, SITE_URL: origin, PORT: port, SMTP_URL: smtpUrl }
  delete env.TRUST_PROXY
  delete env.REDIS_URL
  const server = spawn(process.execPath, [nextBin, 'start', '--port', port, '--hostname', '127.0.0.1'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let log = ''
  server.stdout.on('data', (chunk) => (log += chunk))
  server.stderr.on('data', (chunk) => (log += chunk))
  const stop = async () => {
    await stopYardstick(server)
    if (mailbox) await stopYardstick(mailbox)
    rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 90_000
  for (;;) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`the site ${server.exitCode !== null ? 'stopped before answering' : 'did not answer within 90 s'}:\n${log}`)
    }
    try {
      const response = await fetch(`${siteUrl}/api/language`)
      await response.arrayBuffer()
      if (response.ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { server, stop, log: () => log, copy }
}

// ---- measuring ---------------------------------------------------------------------------------------

/** A process's CPU time so far (user + system) in ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/**
 * Waits until the site's process is at rest (under 10% of a core over half a second, 30 s at most):
 * each booking leaves two e-mails that the site renders and sends after answering, and a round should
 * not measure the previous round's leftovers, in the site or beside the yardstick on the shared cores.
 * Returns the ms waited.
 */
async function settle(pid) {
  if (!pid) return 0
  const started = Date.now()
  let last = cpuMs(pid)
  while (Date.now() - started < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const now = cpuMs(pid)
    if (now - last < 50) break
    last = now
  }
  return Date.now() - started
}

async function main() {
  const site = options.start ? await startSite() : null
  if (site && !serverPid) serverPid = site.server.pid
  let yardstickServer = null
  try {
    const { slugs, combos } = await discoverOffer()
    await buildYardstickIfNeeded({ rebuild: options.rebuild })
    const port = options['yardstick-port'] ? positiveInteger('yardstick-port', options['yardstick-port']) : await freePort()
    const yardstick = await startYardstick(port)
    yardstickServer = yardstick.server
    const stopOnSignal = () => Promise.all([stopYardstick(yardstick.server), site?.stop()]).then(() => process.exit(130))
    process.once('SIGINT', stopOnSignal)
    process.once('SIGTERM', stopOnSignal)

    const availabilityRequest = () => {
      const { check_in, check_out, adults } = randomStay()
      return { method: 'GET', path: `/api/availability?property=${pick(slugs)}&check_in=${check_in}&check_out=${check_out}&adults=${adults}&rooms=1` }
    }
    const bookingBody = () => {
      const stay = randomStay()
      const { max_adults: _maxAdults, ...combo } = pick(combos.filter((item) => item.max_adults >= stay.adults))
      const n = randomInt(1e9)
      return JSON.stringify({
        ...combo,
        ...stay,
        guest: { first_name: 'Bench', last_name: `Guest ${n}`, email: `bench.guest.${n}@example.com` },
      })
    }
    const bookingRequest = () => ({
      method: 'POST',
      path: '/api/bookings',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: bookingBody(),
    })
    const bareGet = () => ({ method: 'GET', path: `${BARE}?${availabilityRequest().path.split('?')[1]}` })
    const barePost = () => ({ ...bookingRequest(), path: BARE })

    // GETs through autocannon (cheapest on the shared cores); POSTs from their own addresses (see the top).
    const getRun = (url, request) => measure(url, { connections, duration: seconds, request })
    const postRun = (url, request) =>
      measureFromAddresses(url, { connections: bookingConnections, duration: seconds, request, addresses: nextAddress, perAddress: BOOKINGS_PER_ADDRESS })
    const targets = [
      { name: 'GET /api/availability', url: siteUrl, request: availabilityRequest, run: getRun, bare: { name: `(yardstick: GET ${BARE})`, request: bareGet } },
      { name: 'POST /api/bookings', url: siteUrl, request: bookingRequest, run: postRun, bare: { name: `(yardstick: POST ${BARE})`, request: barePost } },
    ]
    console.log(`site ${siteUrl}${site ? ` (started here on a copy of ${databaseFile()})` : ''} vs yardstick ${yardstick.url} (a bare dynamic route handler, same next)`)
    console.log(
      `${rounds} alternating rounds × ${seconds} s per target; GET ${connections} clients, POST ${bookingConnections} clients (${BOOKINGS_PER_ADDRESS} bookings per loopback address); ${combos.length} hotel × room × rate choices; stays of 1–5 nights, 1–3 adults, arriving within ${spreadDays} days from ${from}; about ${Math.ceil((4 * rounds * seconds + 4) / 60)} min\n`,
    )
    const runs = Object.fromEntries(
      targets.flatMap((target) => [
        [target.name, []],
        [target.bare.name, []],
      ]),
    )
    const cpu = Object.fromEntries(targets.map((target) => [target.name, 0]))
    const bareCpu = Object.fromEntries(targets.map((target) => [target.name, 0]))
    for (const target of targets) {
      // Warm-up, not counted.
      await target.run(yardstick.url, target.bare.request)
      await target.run(target.url, target.request)
    }
    let settled = 0
    for (let round = 0; round < rounds; round++) {
      for (const target of targets) {
        console.error(`round ${round + 1}/${rounds}: ${target.name}…`)
        settled += await settle(serverPid)
        const bareBefore = cpuMs(yardstick.server.pid)
        runs[target.bare.name].push(await target.run(yardstick.url, target.bare.request))
        bareCpu[target.name] += cpuMs(yardstick.server.pid) - bareBefore
        settled += await settle(serverPid)
        const before = serverPid ? cpuMs(serverPid) : 0
        runs[target.name].push(await target.run(target.url, target.request))
        if (serverPid) cpu[target.name] += cpuMs(serverPid) - before
      }
    }

    const rows = [['target', 'req/s', '× bare', 'per round', 'p50 ms', 'p99 ms', 'non-2xx', 'errors']]
    const results = {}
    for (const target of targets) {
      const measured = summarise(runs[target.name])
      const bare = summarise(runs[target.bare.name])
      const perRound = runs[target.name].map((run, index) => rate(run) / rate(runs[target.bare.name][index]))
      results[target.name] = { measured, ratio: measured.perSecond / bare.perSecond }
      rows.push([
        target.name,
        fixed(measured.perSecond, 0),
        ratio(measured.perSecond / bare.perSecond),
        `${ratio(Math.min(...perRound))}–${ratio(Math.max(...perRound))}`,
        ms(measured.p50),
        ms(measured.p99),
        non2xx(measured.statuses),
        measured.errors,
      ])
    }
    for (const target of targets) {
      const bare = summarise(runs[target.bare.name])
      rows.push([target.bare.name, fixed(bare.perSecond, 0), '1', '', ms(bare.p50), ms(bare.p99), non2xx(bare.statuses), bare.errors])
    }
    console.log('')
    printTable(rows)
    const availability = results['GET /api/availability']
    const bookings = results['POST /api/bookings']
    const serverErrors = [...bookings.measured.statuses].filter(([status]) => status >= 500).reduce((total, [, count]) => total + count, 0)
    const met = (ok) => (ok ? 'met' : 'NOT met')
    console.log(`
× bare     req/s ÷ the bare route handler's req/s (same method, same clients) in the same rounds; per round: lowest–highest.
non-2xx    answers by status: 409 is sold_out, closed_to_arrival or min_stay (a stay the inventory refused),
           429 the rate limit (more than ${BOOKINGS_PER_ADDRESS} bookings from one address), 503 a booking the database refused.
${bookings.measured.statuses.get(201) ?? 0} bookings were made (201) in this run, in the site's database.

goal  GET /api/availability p99 ≤ ${GOALS.availabilityP99} ms: ${met(availability.measured.p99 <= GOALS.availabilityP99)} (${ms(availability.measured.p99)} ms); ≥ ${GOALS.availabilityRatio}× bare: ${met(availability.ratio >= GOALS.availabilityRatio)} (${ratio(availability.ratio)}×)
goal  POST /api/bookings p99 ≤ ${GOALS.bookingP99} ms: ${met(bookings.measured.p99 <= GOALS.bookingP99)} (${ms(bookings.measured.p99)} ms); no 5xx: ${met(serverErrors === 0 && bookings.measured.errors === 0)} (${serverErrors} 5xx, ${bookings.measured.errors} errors)`)
    // CPU time per request moves far less with the machine's load than latency does.
    const barePer = (name) => bareCpu[name] / Math.max(1, summarise(runs[targets.find((target) => target.name === name).bare.name]).requests)
    if (serverPid) console.log(`waited ${fixed(settled / 1000, 1)} s in all, before rounds, for the site to finish the e-mails of the bookings before them`)
    console.log(`bare handler CPU per request: GET ${fixed(barePer('GET /api/availability'), 2)} ms, POST ${fixed(barePer('POST /api/bookings'), 2)} ms`)
    if (serverPid) {
      const per = (name) => cpu[name] / Math.max(1, results[name].measured.requests)
      console.log(
        `server CPU per request (pid ${serverPid}): availability ${fixed(per('GET /api/availability'), 2)} ms (${ratio(barePer('GET /api/availability') / per('GET /api/availability'))}× the bare GET's), booking ${fixed(per('POST /api/bookings'), 2)} ms (${ratio(barePer('POST /api/bookings') / per('POST /api/bookings'))}× the bare POST's)`,
      )
    }
  } finally {
    if (yardstickServer) await stopYardstick(yardstickServer)
    if (site) {
      if (/Error|failed/.test(site.log()))
        console.error(
          `\nthe site's log had errors:\n${site
            .log()
            .split('\n')
            .filter((line) => /Error|failed/.test(line))
            .slice(0, 10)
            .join('\n')}`,
        )
      await site.stop()
    }
  }
}

main().catch((error) => {
  console.error(error.message)
  process.exitCode = 1
})
