// The booking API under load: GET /api/availability and POST /api/bookings from concurrent clients, as
// ratios of a bare dynamic Next.js route handler (bench/yardstick/app/api/bare) measured in the same run,
// in alternating rounds, because the machine is shared and noisy. Prints numbers; budgets are read by
// people, not asserted.
//
//   node bench/bookings.mjs [siteUrl] [--seconds 5] [--rounds 3] [--connections 20] [--from 2029-01-01]
//                           [--days 730] [--yardstick-port N] [--rebuild]
//
// It books real rooms (a few thousand in a run): run it against a throwaway copy of the database, never
// one whose bookings matter. Each booking has a fresh Idempotency-Key and its own X-Forwarded-For, on a
// random hotel, room type and stay of 1–3 nights within --days from --from, so the inventory does not sell
// out in the run and the rate limit (10 attempts per address) never answers. The site must run with
// TRUST_PROXY=1, as behind its load balancer, so each booking's X-Forwarded-For is its client address
// (src/lib/client-address.ts).
import { randomInt, randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'

import { fixed, measure, ms, non2xx, positiveInteger, printTable, rate, ratio, summarise } from './measure.mjs'
import { buildYardstickIfNeeded, freePort, startYardstick, stopYardstick } from './yardstick-server.mjs'

const BARE = '/api/bare'

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    from: { type: 'string', default: '2029-01-01' },
    days: { type: 'string', default: '730' },
    'yardstick-port': { type: 'string' },
    rebuild: { type: 'boolean', default: false },
  },
})
const siteUrl = (positionals[0] || 'http://127.0.0.1:3000').replace(/\/$/, '')
const seconds = positiveInteger('seconds', options.seconds)
const rounds = positiveInteger('rounds', options.rounds)
const connections = positiveInteger('connections', options.connections)
const spreadDays = positiveInteger('days', options.days)
if (!/^\d{4}-\d{2}-\d{2}$/.test(options.from) || Number.isNaN(Date.parse(`${options.from}T00:00:00Z`))) {
  console.error(`--from must be a date such as 2029-01-01 (got '${options.from}')`)
  process.exit(2)
}
const firstDay = Date.parse(`${options.from}T00:00:00Z`)

// ---- what is asked ---------------------------------------------------------------------------------------

const day = (offset) => new Date(firstDay + offset * 86_400_000).toISOString().slice(0, 10)
const pick = (list) => list[randomInt(list.length)]

/** A random stay of 1–3 nights within the spread. */
function randomStay() {
  const start = randomInt(spreadDays)
  return { check_in: day(start), check_out: day(start + 1 + randomInt(3)) }
}

// One address per booking, from a random start in 10.0.0.0/8, so a run never counts twice for one address.
let addressNumber = randomInt(1 << 23)
function nextAddress() {
  const n = addressNumber++ % (1 << 24)
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/** Every hotel's room types that take two adults, with their rate plans, read from the site itself. */
async function discoverOffer() {
  const list = await getJson('/api/properties?page_size=100')
  const slugs = list.properties.map((property) => property.slug)
  if (slugs.length === 0) throw new Error('the site lists no properties: seed its database first')
  const combos = []
  const { check_in, check_out } = { check_in: day(0), check_out: day(1) }
  for (const slug of slugs) {
    const result = await getJson(`/api/availability?property=${slug}&check_in=${check_in}&check_out=${check_out}&adults=2&rooms=1`)
    for (const room of result.rooms) {
      for (const rate of room.rates) combos.push({ property: slug, room_type: room.room_type.slug, rate_plan: rate.rate_plan.code })
    }
  }
  if (combos.length === 0) throw new Error(`no room has a rate on ${check_in}: is --from in the past, or the inventory closed?`)
  return { slugs, combos }
}

async function getJson(path) {
  let response
  try {
    response = await fetch(siteUrl + path)
  } catch (error) {
    throw new Error(`nothing answers at ${siteUrl} (${error.cause?.code ?? error.message}): start the site first (npm run build && TRUST_PROXY=1 npm start)`)
  }
  const text = await response.text()
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text)
}

// ---- measuring ---------------------------------------------------------------------------------------

async function main() {
  const { slugs, combos } = await discoverOffer()
  await buildYardstickIfNeeded({ rebuild: options.rebuild })
  const port = options['yardstick-port'] ? positiveInteger('yardstick-port', options['yardstick-port']) : await freePort()
  const { url: yardstickUrl, server } = await startYardstick(port)
  const stopOnSignal = () => stopYardstick(server).then(() => process.exit(130))
  process.once('SIGINT', stopOnSignal)
  process.once('SIGTERM', stopOnSignal)

  const availabilityRequest = () => {
    const { check_in, check_out } = randomStay()
    return { method: 'GET', path: `/api/availability?property=${pick(slugs)}&check_in=${check_in}&check_out=${check_out}&adults=2&rooms=1` }
  }
  const bookingBody = () => {
    const combo = pick(combos)
    const n = randomInt(1e9)
    return JSON.stringify({
      ...combo,
      ...randomStay(),
      adults: 2,
      rooms: 1,
      guest: { first_name: 'Bench', last_name: `Guest ${n}`, email: `bench.guest.${n}@example.com` },
    })
  }
  const bookingRequest = () => ({
    method: 'POST',
    path: '/api/bookings',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': nextAddress() },
    body: bookingBody(),
  })
  const bareGet = () => ({ method: 'GET', path: `${BARE}?property=${pick(slugs)}&check_in=${randomStay().check_in}` })
  const barePost = () => ({ ...bookingRequest(), path: BARE })

  const targets = [
    { name: 'GET /api/availability', url: siteUrl, request: availabilityRequest, bare: 'bareGet' },
    { name: 'POST /api/bookings', url: siteUrl, request: bookingRequest, bare: 'barePost' },
  ]
  const yardsticks = {
    bareGet: { name: `(yardstick: GET ${BARE})`, url: yardstickUrl, request: bareGet },
    barePost: { name: `(yardstick: POST ${BARE})`, url: yardstickUrl, request: barePost },
  }
  try {
    console.log(`site ${siteUrl} vs yardstick ${yardstickUrl} (a bare dynamic route handler, same next)`)
    console.log(
      `${rounds} alternating rounds × ${seconds} s per target, ${connections} connections; ${combos.length} hotel × room × rate choices, stays within ${spreadDays} days from ${options.from}; about ${Math.ceil((4 * rounds * seconds + 4) / 60)} min\n`,
    )
    const runs = { bareGet: [], barePost: [], 'GET /api/availability': [], 'POST /api/bookings': [] }
    for (const target of [...Object.values(yardsticks), ...targets]) await measure(target.url, { connections, duration: 1, request: target.request }) // warm-up, not counted
    for (let round = 0; round < rounds; round++) {
      for (const target of targets) {
        console.error(`round ${round + 1}/${rounds}: ${target.name}…`)
        runs[target.bare].push(await measure(yardsticks[target.bare].url, { connections, duration: seconds, request: yardsticks[target.bare].request }))
        runs[target.name].push(await measure(target.url, { connections, duration: seconds, request: target.request }))
      }
    }

    const rows = [['target', 'req/s', '× bare', 'per round', 'p50 ms', 'p99 ms', 'non-2xx', 'errors']]
    for (const target of targets) {
      const site = summarise(runs[target.name])
      const bare = summarise(runs[target.bare])
      const perRound = runs[target.name].map((run, index) => rate(run) / rate(runs[target.bare][index]))
      rows.push([
        target.name,
        fixed(site.perSecond, 0),
        ratio(site.perSecond / bare.perSecond),
        `${ratio(Math.min(...perRound))}–${ratio(Math.max(...perRound))}`,
        ms(site.p50),
        ms(site.p99),
        non2xx(site.statuses),
        site.errors,
      ])
    }
    for (const [key, yardstick] of Object.entries(yardsticks)) {
      const bare = summarise(runs[key])
      rows.push([yardstick.name, fixed(bare.perSecond, 0), '1', '', ms(bare.p50), ms(bare.p99), non2xx(bare.statuses), bare.errors])
    }
    console.log('')
    printTable(rows)
    const booked = summarise(runs['POST /api/bookings']).statuses.get(201) ?? 0
    console.log(`
× bare     req/s ÷ the bare route handler's req/s (same method) in the same rounds; per round: lowest–highest.
non-2xx    answers by status: 409 is sold_out (a stay that found no room left), 429 the rate limit (the site
           is not keying on X-Forwarded-For: run it with TRUST_PROXY=1), 503 a booking the database refused.
${booked} bookings were made (201) in this run, in the site's database.`)
  } finally {
    await stopYardstick(server)
  }
}

main().catch((error) => {
  console.error(error.message)
  process.exitCode = 1
})
