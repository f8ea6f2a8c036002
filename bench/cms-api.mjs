// The public API while anonymous clients hammer the CMS API: p50/p99 of `GET /api/properties` from a few
// clients alone, then while 20 more clients send anonymous `/cms-api` reads as fast as they are answered.
// Two kinds of hammering: the heavy query of old (`limit=100000&depth=10&locale=all`, now refused with
// 400) from one address, and the largest query still allowed (`limit=25&depth=1`) with each
// client on its own address (so each uses its full anonymous allowance before it gets 429s).
// Prints numbers; budgets are read by people, not asserted.
//
//   node bench/cms-api.mjs [siteUrl] [--seconds 10] [--clients 20] [--readers 2]
//
// The site must run with TRUST_PROXY=1 (as behind its load balancer) for the per-client addresses to count.
import { parseArgs } from 'node:util'

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '10' },
    clients: { type: 'string', default: '20' },
    readers: { type: 'string', default: '2' },
  },
})
const base = (positionals[0] || 'http://127.0.0.1:3000').replace(/\/$/, '')
const seconds = Number(options.seconds)
const clients = Number(options.clients)
const readers = Number(options.readers)
const PUBLIC = '/api/properties'
const HEAVY = '/cms-api/rate-plans?limit=100000&depth=10&locale=all'
const CAPPED = '/cms-api/rate-plans?limit=25&depth=1'

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN

/** Sends requests one after another until the deadline; returns latencies and answers by status. */
async function loop(path, deadline, headers = {}) {
  const latencies = []
  const statuses = {}
  let bytes = 0
  while (performance.now() < deadline) {
    const started = performance.now()
    try {
      const response = await fetch(base + path, { headers })
      bytes += (await response.arrayBuffer()).byteLength
      statuses[response.status] = (statuses[response.status] ?? 0) + 1
    } catch {
      statuses.error = (statuses.error ?? 0) + 1
    }
    latencies.push(performance.now() - started)
  }
  return { latencies, statuses, bytes }
}

async function measure(label, hammer) {
  const deadline = performance.now() + seconds * 1000
  const hammering = hammer ? Array.from({ length: clients }, (_, i) => loop(hammer.path, deadline, hammer.headers(i))) : []
  const reading = Array.from({ length: readers }, (_, i) => loop(PUBLIC, deadline, { 'X-Forwarded-For': `10.200.0.${i + 1}` }))
  const [read, hammered] = await Promise.all([Promise.all(reading), Promise.all(hammering)])
  const latencies = read.flatMap((r) => r.latencies).sort((a, b) => a - b)
  const hammerStatuses = {}
  let hammerBytes = 0
  for (const result of hammered) {
    for (const [status, count] of Object.entries(result.statuses)) hammerStatuses[status] = (hammerStatuses[status] ?? 0) + count
    hammerBytes += result.bytes
  }
  return {
    while: label,
    [`${PUBLIC} requests`]: latencies.length,
    'p50 ms': Math.round(percentile(latencies, 0.5)),
    'p99 ms': Math.round(percentile(latencies, 0.99)),
    '/cms-api answers': hammer ? JSON.stringify(hammerStatuses) : '',
    '/cms-api MB out': hammer ? (hammerBytes / 1024 / 1024).toFixed(1) : '',
  }
}

await fetch(base + PUBLIC).then((response) => response.arrayBuffer()) // warm up
const size = await fetch(base + CAPPED, { headers: { 'X-Forwarded-For': '10.201.0.1' } }).then(
  async (r) => `${r.status}, ${((await r.arrayBuffer()).byteLength / 1024).toFixed(0)} KB`,
)
const heavy = await fetch(base + HEAVY, { headers: { 'X-Forwarded-For': '10.201.0.2' } }).then(
  async (r) => `${r.status}, ${((await r.arrayBuffer()).byteLength / 1024).toFixed(0)} KB`,
)
console.log(`${base}: ${seconds} s each, ${readers} clients reading ${PUBLIC}, ${clients} clients hammering /cms-api anonymously`)
console.log(`one anonymous ${HEAVY}: ${heavy}; ${CAPPED}: ${size}`)
const rows = []
rows.push(await measure('alone'))
rows.push(await measure(`${clients} × heavy query, one address`, { path: HEAVY, headers: () => ({ 'X-Forwarded-For': '10.202.0.1' }) }))
rows.push(
  await measure(`${clients} × capped query, ${clients} addresses`, {
    path: CAPPED,
    headers: (i) => ({ 'X-Forwarded-For': `10.203.${Math.floor(Date.now() / 1000) % 250}.${i + 1}` }),
  }),
)
console.table(rows)
