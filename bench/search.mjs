// The stay search under load: GET /api/search with dates (every hotel priced by the booking engine from
// the live inventory) from concurrent clients, as a ratio of a bare dynamic Next.js route handler
// (bench/yardstick/app/api/bare) measured in the same run, in alternating rounds, because the machine is
// shared and noisy. Prints numbers; budgets are read by people, not asserted. Goal (issue): p99 ≤ 100 ms
// at 20 concurrent clients.
//
//   node bench/search.mjs [siteUrl] [--seconds 5] [--rounds 3] [--connections 20] [--from 2029-01-01]
//                         [--days 365] [--yardstick-port N] [--rebuild] [--server-pid N]
//
// Each search asks for two adults in one room, a random stay of 1–3 nights within --days from --from, and
// a random destination: one of the countries or cities that have a hotel, or none (every hotel). It only
// reads: any copy of a seeded database will do.
//
// With --server-pid (the site's next-server process, on Linux) it also prints the server's CPU time per
// search, read from /proc over the measured rounds only: steadier than latency on a shared machine.
import { randomInt } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

import { fixed, measure, ms, non2xx, positiveInteger, printTable, rate, ratio, summarise } from './measure.mjs'
import { buildYardstickIfNeeded, freePort, startYardstick, stopYardstick } from './yardstick-server.mjs'

const BARE = '/api/bare'
const GOAL_P99_MS = 100

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    from: { type: 'string', default: '2029-01-01' },
    days: { type: 'string', default: '365' },
    'yardstick-port': { type: 'string' },
    rebuild: { type: 'boolean', default: false },
    'server-pid': { type: 'string' },
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
const serverPid = options['server-pid'] ? positiveInteger('server-pid', options['server-pid']) : null

// ---- what is asked ---------------------------------------------------------------------------------------

const day = (offset) => new Date(firstDay + offset * 86_400_000).toISOString().slice(0, 10)
const pick = (list) => list[randomInt(list.length)]

/** A random stay of 1–3 nights within the spread. */
function randomStay() {
  const start = randomInt(spreadDays)
  return { check_in: day(start), check_out: day(start + 1 + randomInt(3)) }
}

/** The countries and cities that have a hotel, read from the site itself, and '' for everywhere. */
async function discoverDestinations() {
  const list = await getJson('/api/properties?page_size=100')
  if (list.properties.length === 0) throw new Error('the site lists no properties: seed its database first')
  const countries = new Set(list.properties.map((property) => property.country?.slug).filter(Boolean))
  const cities = new Set(list.properties.map((property) => property.city?.slug).filter(Boolean))
  return { hotels: list.properties.length, destinations: ['', ...countries, ...cities], countries: countries.size, cities: cities.size }
}

async function getJson(path) {
  let response
  try {
    response = await fetch(siteUrl + path)
  } catch (error) {
    throw new Error(`nothing answers at ${siteUrl} (${error.cause?.code ?? error.message}): start the site first (npm run build && npm start)`)
  }
  const text = await response.text()
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 300)}`)
  return JSON.parse(text)
}

function searchPath(destination, stay) {
  const query = new URLSearchParams({ ...(destination ? { destination } : {}), ...stay, adults: '2', rooms: '1' })
  return `/api/search?${query}`
}

// ---- measuring ---------------------------------------------------------------------------------------

/** A process's CPU time so far (user + system) in ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

async function main() {
  const { hotels, destinations, countries, cities } = await discoverDestinations()
  // What is measured must be the priced search: every hotel of the group has a price or says why not.
  const sample = await getJson(searchPath('', randomStay()) + '&page_size=100')
  if (sample.properties.length !== hotels || sample.properties.every((property) => property.price === null)) {
    throw new Error(`a search with dates priced none of the ${hotels} hotels: is --from in the past, or the inventory closed?`)
  }
  await buildYardstickIfNeeded({ rebuild: options.rebuild })
  const port = options['yardstick-port'] ? positiveInteger('yardstick-port', options['yardstick-port']) : await freePort()
  const { url: yardstickUrl, server } = await startYardstick(port)
  const stopOnSignal = () => stopYardstick(server).then(() => process.exit(130))
  process.once('SIGINT', stopOnSignal)
  process.once('SIGTERM', stopOnSignal)

  const searchRequest = () => ({ method: 'GET', path: searchPath(pick(destinations), randomStay()) })
  const bareRequest = () => ({ method: 'GET', path: `${BARE}?${searchPath(pick(destinations), randomStay()).split('?')[1]}` })
  const target = { name: 'GET /api/search (dates)', url: siteUrl, request: searchRequest }
  const yardstick = { name: `(yardstick: GET ${BARE})`, url: yardstickUrl, request: bareRequest }
  try {
    console.log(`site ${siteUrl} vs yardstick ${yardstickUrl} (a bare dynamic route handler, same next)`)
    console.log(
      `${rounds} alternating rounds × ${seconds} s per target, ${connections} connections; destinations: ${countries} countries, ${cities} cities or none (${hotels} hotels in all); stays of 1–3 nights within ${spreadDays} days from ${options.from}, 2 adults; about ${Math.ceil((2 * rounds * seconds + 2) / 60)} min\n`,
    )
    const runs = { bare: [], search: [] }
    for (const warm of [yardstick, target]) await measure(warm.url, { connections, duration: 1, request: warm.request }) // warm-up, not counted
    let serverCpu = 0
    for (let round = 0; round < rounds; round++) {
      console.error(`round ${round + 1}/${rounds}…`)
      runs.bare.push(await measure(yardstick.url, { connections, duration: seconds, request: yardstick.request }))
      const cpuBefore = serverPid ? cpuMs(serverPid) : 0
      runs.search.push(await measure(target.url, { connections, duration: seconds, request: target.request }))
      if (serverPid) serverCpu += cpuMs(serverPid) - cpuBefore
    }

    const site = summarise(runs.search)
    const bare = summarise(runs.bare)
    const perRound = runs.search.map((run, index) => rate(run) / rate(runs.bare[index]))
    console.log('')
    printTable([
      ['target', 'req/s', '× bare', 'per round', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
      [
        target.name,
        fixed(site.perSecond, 0),
        ratio(site.perSecond / bare.perSecond),
        `${ratio(Math.min(...perRound))}–${ratio(Math.max(...perRound))}`,
        ms(site.p50),
        ms(site.p99),
        non2xx(site.statuses),
        site.errors,
      ],
      [yardstick.name, fixed(bare.perSecond, 0), '1', '', ms(bare.p50), ms(bare.p99), non2xx(bare.statuses), bare.errors],
    ])
    console.log(`
× bare     req/s ÷ the bare route handler's req/s in the same rounds; per round: lowest–highest.
goal       p99 ≤ ${GOAL_P99_MS} ms at ${connections} clients: ${site.p99 <= GOAL_P99_MS ? 'met' : 'not met'} (p99 ${ms(site.p99)} ms).`)
    if (serverPid)
      console.log(`server CPU ${fixed(serverCpu / site.requests, 2)} ms per search (${fixed(serverCpu / 1000, 1)} s over ${site.requests} searches, pid ${serverPid}).`)
  } finally {
    await stopYardstick(server)
  }
}

main().catch((error) => {
  console.error(error.message)
  process.exitCode = 1
})
