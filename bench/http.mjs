// Requests per second and latency medians for the main pages and API calls, against a running
// `next start` (npm run demo, or npm start). Prints numbers; budgets are read by people, not asserted.
//   node bench/http.mjs [baseUrl] [seconds-per-target] [concurrency]
const base = (process.argv[2] || 'http://127.0.0.1:3000').replace(/\/$/, '')
const seconds = Number(process.argv[3] || 5)
const concurrency = Number(process.argv[4] || 8)
const targets = [
  '/',
  '/ja',
  '/listing/aurelia-kyoto-higashiyama',
  '/api/properties?sort_by=order',
  '/api/properties-detail?slug=aurelia-kyoto-higashiyama&show_rate=true',
  '/api/label?lang=fr',
]

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

async function run(path) {
  const url = base + path
  const latencies = []
  let errors = 0
  const deadline = performance.now() + seconds * 1000
  async function worker() {
    while (performance.now() < deadline) {
      const started = performance.now()
      try {
        const response = await fetch(url)
        await response.arrayBuffer()
        if (!response.ok) errors += 1
      } catch {
        errors += 1
      }
      latencies.push(performance.now() - started)
    }
  }
  await fetch(url).then((response) => response.arrayBuffer()) // warm up
  const began = performance.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  const elapsed = (performance.now() - began) / 1000
  latencies.sort((a, b) => a - b)
  return {
    path,
    'req/s': Math.round(latencies.length / elapsed),
    'p50 ms': Math.round(percentile(latencies, 0.5)),
    'p95 ms': Math.round(percentile(latencies, 0.95)),
    errors,
  }
}

console.log(`${base}: ${seconds} s per target, ${concurrency} concurrent requests`)
const rows = []
for (const target of targets) rows.push(await run(target))
console.table(rows)
