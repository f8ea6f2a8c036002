// Throughput of the site's cached routes as a ratio of a bare Next.js page (bench/yardstick, same `next`),
// measured in the same run in alternating rounds, because the machine is shared and noisy: a ratio survives
// a busy neighbour, a raw req/s does not. Prints numbers; budgets are read by people, not asserted.
//
//   node bench/cached-routes.mjs [siteUrl] [--rounds 3] [--seconds 5] [--connections 16] [--yardstick-port N]
//                                [--route /path]... [--rebuild]
//
// The site must already be running (npm run build && npm start). The yardstick is built if it is missing or
// older than its sources, started with `next start` on a free loopback port (or --yardstick-port), and
// stopped at the end.
import { parseArgs } from 'node:util'

import { fixed, measure, ms, non2xx, positiveInteger, printTable, rate, ratio, summarise } from './measure.mjs'
import { BARE, buildYardstickIfNeeded, freePort, startYardstick, stopYardstick } from './yardstick-server.mjs'

// The routes the issue sets a goal for (≥ 0.8× the bare page), plus one small API call for contrast.
const DEFAULT_ROUTES = [
  { path: '/', goal: true },
  { path: '/ja/listing/aurelia-kyoto-higashiyama', goal: true },
  { path: '/api/properties', goal: true },
  { path: '/api/label?lang=fr', goal: false },
]
const GOAL_RATIO = 0.8

// Same-size yardsticks (bench/yardstick/app/sized, app/api/sized): the bare page, or a bare route handler
// answering a ready-made body, as heavy as the route's own answer. Against the 50-link page a route also
// pays for its bytes (writing them, and autocannon reading them on the same two cores); against its
// same-size twin only for what the site does beyond sending them.
const SIZED_KB = Array.from({ length: 64 }, (_, index) => (index + 1) * 4)
const sizedPath = (route, kb) => (route.path.startsWith('/api/') ? `/api/sized/${kb}` : `/sized/${kb}`)

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    'yardstick-port': { type: 'string' },
    route: { type: 'string', multiple: true },
    rebuild: { type: 'boolean', default: false },
  },
})
const siteUrl = (positionals[0] || 'http://127.0.0.1:3000').replace(/\/$/, '')
const rounds = positiveInteger('rounds', options.rounds)
const seconds = positiveInteger('seconds', options.seconds)
const connections = positiveInteger('connections', options.connections)
const routes = options.route ? options.route.map((route) => DEFAULT_ROUTES.find((known) => known.path === route) ?? { path: route, goal: false }) : DEFAULT_ROUTES

// ---- measuring ---------------------------------------------------------------------------------------

/** The status and size of one answer (the body read whole). */
async function fetchAnswer(url) {
  try {
    const response = await fetch(url, { redirect: 'manual' })
    const body = await response.arrayBuffer()
    return { status: response.status, bytes: body.byteLength }
  } catch (error) {
    throw new Error(`nothing answers at ${url} (${error.cause?.code ?? error.message}): start the site first (npm run build && npm start)`)
  }
}

/** The same-size yardstick nearest the route's answer, by the yardstick answers' measured sizes. */
async function sameSizeTarget(route, yardstickUrl, bytes) {
  let best
  for (const kb of SIZED_KB) {
    const url = yardstickUrl + sizedPath(route, kb)
    const answer = await fetchAnswer(url)
    if (!best || Math.abs(answer.bytes - bytes) < Math.abs(best.bytes - bytes)) best = { url, bytes: answer.bytes }
  }
  return best
}

/** Alternating rounds: bare yardstick, same-size yardstick, route; again and again. */
async function benchRoute(route, yardstickUrl) {
  const { bytes } = await fetchAnswer(siteUrl + route.path)
  const sized = await sameSizeTarget(route, yardstickUrl, bytes)
  const targets = { bare: yardstickUrl + BARE, sized: sized.url, route: siteUrl + route.path }
  for (const url of Object.values(targets)) await measure(url, { connections, duration: 1 }) // warm-up, not counted
  const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]))
  for (let round = 0; round < rounds; round++) {
    for (const [name, url] of Object.entries(targets)) runs[name].push(await measure(url, { connections, duration: seconds }))
  }
  return { route, runs, bytes, sized }
}

// ---- the report --------------------------------------------------------------------------------------

async function main() {
  // Fail fast, before building anything, when the site is not up.
  for (const route of routes) {
    const { status } = await fetchAnswer(siteUrl + route.path)
    if (status < 200 || status > 299) console.error(`warning: ${route.path} answers ${status}; its numbers measure that answer`)
  }
  await buildYardstickIfNeeded({ rebuild: options.rebuild })
  const port = options['yardstick-port'] ? positiveInteger('yardstick-port', options['yardstick-port']) : await freePort()
  const { url: yardstickUrl, server } = await startYardstick(port)
  const stopOnSignal = () => stopYardstick(server).then(() => process.exit(130))
  process.once('SIGINT', stopOnSignal)
  process.once('SIGTERM', stopOnSignal)
  try {
    const total = routes.length * (3 * rounds * seconds + 3)
    console.log(`site ${siteUrl} vs yardstick ${yardstickUrl} (bare Next.js page, same next)`)
    console.log(`${rounds} alternating rounds × ${seconds} s per target, ${connections} connections; about ${Math.ceil(total / 60)} min\n`)
    const results = []
    for (const route of routes) {
      console.error(`measuring ${route.path}…`)
      results.push(await benchRoute(route, yardstickUrl))
    }

    const rows = [['route', 'kB', 'req/s', '× bare', 'per round', '× same size', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', `goal ≥ ${GOAL_RATIO}`]]
    for (const { route, runs, bytes, sized } of results) {
      const site = summarise(runs.route)
      const overBare = site.perSecond / summarise(runs.bare).perSecond
      const overSized = site.perSecond / summarise(runs.sized).perSecond
      const perRound = runs.route.map((run, index) => rate(run) / rate(runs.bare[index]))
      const goal = route.goal ? `${overBare >= GOAL_RATIO ? 'yes' : 'no'} / ${overSized >= GOAL_RATIO ? 'yes' : 'no'}` : ''
      rows.push([
        route.path,
        fixed(bytes / 1024, 0),
        fixed(site.perSecond, 0),
        ratio(overBare),
        `${ratio(Math.min(...perRound))}–${ratio(Math.max(...perRound))}`,
        `${ratio(overSized)} (${fixed(sized.bytes / 1024, 0)} kB)`,
        ms(site.p50),
        ms(site.p99),
        non2xx(site.statuses),
        site.errors,
        goal,
      ])
    }
    const bare = summarise(results.flatMap(({ runs }) => runs.bare))
    rows.push(['(yardstick: bare page)', '', fixed(bare.perSecond, 0), '1', '', '', ms(bare.p50), ms(bare.p99), non2xx(bare.statuses), bare.errors, ''])
    for (const { route, runs, sized } of results) {
      const twin = summarise(runs.sized)
      const bareSameRounds = summarise(runs.bare)
      rows.push([
        `(yardstick: ${sized.url.replace(yardstickUrl, '')})`,
        fixed(sized.bytes / 1024, 0),
        fixed(twin.perSecond, 0),
        ratio(twin.perSecond / bareSameRounds.perSecond),
        '',
        '1',
        ms(twin.p50),
        ms(twin.p99),
        non2xx(twin.statuses),
        twin.errors,
        `for ${route.path}`,
      ])
    }
    console.log('')
    printTable(rows)
    console.log(`
× bare       route req/s ÷ the bare 50-link page's req/s in the same rounds (rounds: lowest–highest single-round ratio).
× same size  the same, against the yardstick of about the route's size (a prerendered page, or a route handler
             answering a ready-made body): what the route costs beyond the bytes it sends.
goal         ≥ ${GOAL_RATIO}× the bare page / ≥ ${GOAL_RATIO}× the same-size yardstick.`)
  } finally {
    await stopYardstick(server)
  }
}

main().catch((error) => {
  console.error(error.message)
  process.exitCode = 1
})
