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
