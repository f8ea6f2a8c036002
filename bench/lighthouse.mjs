// Lighthouse (mobile: a mid-range phone on a slow 4G connection, simulated) on the pages a visitor lands
// on: performance, accessibility, best practices and SEO, the median of 3 runs each, with Debian's
// chromium, beside the bare Next.js page of bench/yardstick measured in the same run. Goal (issue):
// performance ≥ 0.95 and the other three 1.00. The runs go round the pages in turn (bare page included),
// so a noisy moment of this shared machine falls on every page alike; `÷ bare` is each page's median
// performance over the bare page's. Run against `next start`:
//   node bench/lighthouse.mjs [siteUrl] [--runs 3] [--path /x]... [--yardstick-port N] [--rebuild] [--save dir]
//     [--chrome-flag=--x]...
// --save keeps each run's full report (dir/<page>.<run>.json) to read the LCP element, long tasks and
// unused JavaScript behind a score. `seen FCP s` is each run's first paint as the browser really showed
// it, unthrottled: Lantern builds the simulated metrics from it, so a late one drags FCP and LCP with it.
// Headless Chromium 156 sometimes shows a page's first frame about a second late with the renderer idle
// (bimodal; viz stops sending the page BeginFrames, GoogleChrome/lighthouse#17148): such runs score
// 0.10–0.25 lower though the page had been painted. --chrome-flag passes a flag to the browser, e.g.
// --chrome-flag=--disable-features=PaintHolding, under which this machine never showed the late frame
// (bench/README.md); the bare page runs under the same flags.
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { BARE, buildYardstickIfNeeded, freePort, startYardstick, stopYardstick } from './yardstick-server.mjs'

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    path: { type: 'string', multiple: true },
    'yardstick-port': { type: 'string' },
    rebuild: { type: 'boolean', default: false },
    save: { type: 'string' },
    'chrome-flag': { type: 'string', multiple: true },
  },
})
const base = (positionals[0] || 'http://127.0.0.1:3000').replace(/\/$/, '')
const runs = Math.max(1, Number(options.runs) || 3)
const PAGES = options.path ?? [
  '/',
  '/listing/aurelia-kyoto-higashiyama',
  '/offers/fourth-night-on-us',
  '/blog/48-hours-in-higashiyama',
  '/ja/listing/aurelia-kyoto-higashiyama',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const METRICS = { 'first-contentful-paint': 'FCP s', 'largest-contentful-paint': 'LCP s', 'total-blocking-time': 'TBT ms', 'cumulative-layout-shift': 'CLS' }
const BARE_LABEL = '(bare Next.js page)'

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

await buildYardstickIfNeeded({ rebuild: options.rebuild })
const yardstick = await startYardstick(options['yardstick-port'] ? Number(options['yardstick-port']) : await freePort())
const targets = [{ label: BARE_LABEL, url: yardstick.url + BARE }, ...PAGES.map((path) => ({ label: path, url: base + path }))]
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...(options['chrome-flag'] ?? [])],
})
const samples = new Map(targets.map((target) => [target.label, []]))
const failures = []
try {
  for (const target of targets) await fetch(target.url).then((response) => response.arrayBuffer()) // rendered and cached before it is measured
  for (let run = 0; run < runs; run++) {
    for (const target of targets) {
      const result = await lighthouse(target.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
      const { categories, audits } = result.lhr
      if (options.save) {
        await mkdir(options.save, { recursive: true })
        const name = target.label === BARE_LABEL ? 'bare' : target.label.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home'
        await writeFile(join(options.save, `${name}.${run + 1}.json`), result.report)
      }
      samples.get(target.label).push({
        ...Object.fromEntries(CATEGORIES.map((id) => [id, categories[id].score])),
        ...Object.fromEntries(Object.keys(METRICS).map((id) => [id, audits[id].numericValue])),
        observedFcp: audits.metrics.details.items[0].observedFirstContentfulPaint,
      })
      if (run === runs - 1 && target.label !== BARE_LABEL) {
        for (const id of CATEGORIES.filter((id) => id !== 'performance')) {
          for (const ref of categories[id].auditRefs) {
            const audit = audits[ref.id]
            if (ref.weight > 0 && audit.score !== null && audit.score < 1) failures.push(`${target.label} ${id}: ${audit.id} — ${audit.title}`)
          }
        }
      }
    }
  }
} finally {
  await chrome.kill()
  await stopYardstick(yardstick.server)
}
const barePerformance = median(samples.get(BARE_LABEL).map((sample) => sample.performance))
const rows = targets.map(({ label }) => {
  const taken = samples.get(label)
  const row = { page: label }
  for (const id of CATEGORIES) row[id] = median(taken.map((sample) => sample[id])).toFixed(2)
  row['÷ bare'] = (median(taken.map((sample) => sample.performance)) / barePerformance).toFixed(2)
  row['perf runs'] = taken.map((sample) => sample.performance.toFixed(2)).join(' ')
  for (const [id, metric] of Object.entries(METRICS)) {
    const value = median(taken.map((sample) => sample[id]))
    row[metric] = metric.endsWith(' s') ? (value / 1000).toFixed(2) : metric === 'CLS' ? value.toFixed(3) : Math.round(value)
  }
  // What this browser really took to show the page, unthrottled: the simulated metrics are built on it.
  row['seen FCP s'] = taken.map((sample) => (sample.observedFcp / 1000).toFixed(2)).join(' ')
  return row
})
console.log(`Lighthouse ${runs}× per page, mobile, median (site ${base}, bare page ${yardstick.url})`)
console.table(rows)
if (failures.length) console.log(`Audits below 1 outside performance:\n  ${failures.join('\n  ')}`)
