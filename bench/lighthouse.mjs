// Lighthouse (mobile: a mid-range phone on a slow 4G connection, simulated) on the pages a visitor lands
// on: performance, accessibility, best practices and SEO, the median of 3 runs each, with Debian's
// chromium. Goal (issue): performance ≥ 0.95 and the other three 1.00. Run against `next start`:
//   node bench/lighthouse.mjs [siteUrl] [--runs 3] [--path /x]...
import { parseArgs } from 'node:util'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    path: { type: 'string', multiple: true },
  },
})
const base = (positionals[0] || 'http://127.0.0.1:3000').replace(/\/$/, '')
const runs = Math.max(1, Number(options.runs) || 3)
const PAGES = options.path ?? ['/', '/listing/aurelia-kyoto-higashiyama', '/offers/fourth-night-on-us', '/blog/48-hours-in-higashiyama', '/ja/listing/aurelia-kyoto-higashiyama']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const METRICS = { 'first-contentful-paint': 'FCP s', 'largest-contentful-paint': 'LCP s', 'total-blocking-time': 'TBT ms', 'cumulative-layout-shift': 'CLS' }

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
const rows = []
const failures = []
try {
  for (const path of PAGES) {
    const url = base + path
    await fetch(url).then((response) => response.arrayBuffer()) // rendered and cached before it is measured
    const samples = []
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
      const { categories, audits } = result.lhr
      samples.push({
        ...Object.fromEntries(CATEGORIES.map((id) => [id, categories[id].score])),
        ...Object.fromEntries(Object.keys(METRICS).map((id) => [id, audits[id].numericValue])),
      })
      if (run === runs - 1) {
        for (const id of CATEGORIES.filter((id) => id !== 'performance')) {
          for (const ref of categories[id].auditRefs) {
            const audit = audits[ref.id]
            if (ref.weight > 0 && audit.score !== null && audit.score < 1) failures.push(`${path} ${id}: ${audit.id} — ${audit.title}`)
          }
        }
      }
    }
    const row = { page: path }
    for (const id of CATEGORIES) row[id] = median(samples.map((sample) => sample[id])).toFixed(2)
    for (const [id, label] of Object.entries(METRICS)) {
      const value = median(samples.map((sample) => sample[id]))
      row[label] = label.endsWith(' s') ? (value / 1000).toFixed(2) : label === 'CLS' ? value.toFixed(3) : Math.round(value)
    }
    rows.push(row)
  }
} finally {
  await chrome.kill()
}
console.log(`Lighthouse ${runs}× per page, mobile, median (site ${base})`)
console.table(rows)
if (failures.length) console.log(`Audits below 1 outside performance:\n  ${failures.join('\n  ')}`)
