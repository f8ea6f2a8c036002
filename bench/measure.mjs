// What the throughput benches share: one autocannon run that keeps every latency and status, the
// summary over alternating rounds, and the printed table.
import autocannon from 'autocannon'

/**
 * One autocannon run. `request`, when given, makes each request afresh (its method, path, headers and
 * body); every latency and status is kept so percentiles can be taken over all rounds.
 */
export async function measure(url, { connections, duration, request }) {
  const latencies = []
  const statuses = new Map()
  const requests = request ? [{ setupRequest: (base) => ({ ...base, ...request() }) }] : undefined
  const instance = autocannon({ url, connections, duration, ...(requests ? { requests } : {}) })
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime)
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1)
  })
  const result = await instance
  return { requests: latencies.length, duration: result.duration, latencies, statuses, errors: result.errors + result.timeouts }
}

/** Requests per second of one run. */
export const rate = (run) => run.requests / run.duration

/** Throughput, p50 and p99 latency, statuses and errors over several runs of one target. */
export function summarise(runs) {
  const requests = runs.reduce((total, run) => total + run.requests, 0)
  const duration = runs.reduce((total, run) => total + run.duration, 0)
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b)
  const percentile = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * p) - 1)] : NaN)
  const statuses = new Map()
  for (const run of runs) for (const [status, count] of run.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count)
  return {
    requests,
    perSecond: requests / duration,
    p50: percentile(0.5),
    p99: percentile(0.99),
    statuses,
    errors: runs.reduce((total, run) => total + run.errors, 0),
  }
}

export const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '—')
export const ms = (value) => (value >= 100 ? fixed(value, 0) : fixed(value, 1))
export const ratio = (value) => (value >= 0.1 ? fixed(value, 2) : fixed(value, 3))

/** Non-2xx answers by status, e.g. '409×3 429×1', or '0'. */
export const non2xx = (statuses) =>
  [...statuses]
    .filter(([status]) => status < 200 || status > 299)
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ') || '0'

/** Rows as a table: the first row is the heading, the first column left-aligned, the rest right-aligned. */
export function printTable(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)))
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join('  '))
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  }
}

/** A whole number of at least 1 from a command-line option, or exit 2 saying which option is off. */
export function positiveInteger(name, text) {
  const value = Number(text)
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number of at least 1 (got '${text}')`)
    process.exit(2)
  }
  return value
}

/**
 * A closed-loop run with Node's own HTTP client, for what autocannon cannot do: each of `connections`
 * clients keeps one connection from its own local address (`addresses()` gives the next one; on Linux
 * every 127.x.y.z reaches the loopback server) and sends its next request as soon as the last has
 * answered; after `perAddress` requests it reconnects from a new address. A site that keys a rate limit
 * on the socket's address (served directly, TRUST_PROXY unset) then counts each address for at most
 * `perAddress` requests. Same result shape as `measure`.
 */
export async function measureFromAddresses(url, { connections, duration, request, addresses, perAddress }) {
  const { Agent, request: send } = await import('node:http')
  const target = new URL(url)
  const latencies = []
  const statuses = new Map()
  let errors = 0
  const began = performance.now()
  const deadline = began + duration * 1000
  const once = (agent, { method = 'GET', path = '/', headers = {}, body }) =>
    new Promise((resolve) => {
      const started = performance.now()
      const outgoing = send(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method,
          path,
          headers: body === undefined ? headers : { ...headers, 'Content-Length': Buffer.byteLength(body) },
        },
        (response) => {
          response.on('data', () => {})
          response.on('end', () => {
            latencies.push(performance.now() - started)
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
            resolve()
          })
          response.on('error', () => {
            errors += 1
            resolve()
          })
        },
      )
      outgoing.on('error', () => {
        errors += 1
        resolve()
      })
      outgoing.end(body)
    })
  async function client() {
    while (performance.now() < deadline) {
      const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: addresses() })
      for (let sent = 0; sent < perAddress && performance.now() < deadline; sent++) await once(agent, request())
      agent.destroy()
    }
  }
  await Promise.all(Array.from({ length: connections }, client))
  return { requests: latencies.length, duration: (performance.now() - began) / 1000, latencies, statuses, errors }
}
