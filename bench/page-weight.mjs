// First-load weight of every page, as a visitor's browser downloads it: the HTML and every script and
// stylesheet it links, each gzipped, beside the bare Next.js page of bench/yardstick measured in the same
// run. Goal (issue): each route's first-load JavaScript within 10 kB (gzipped) of the bare page's.
// Run against `next start` (npm run demo):
//   node bench/page-weight.mjs [siteUrl] [--lang ja] [--yardstick-port N] [--rebuild]
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { parseArgs } from 'node:util'

import { BARE, buildYardstickIfNeeded, freePort, startYardstick, stopYardstick } from './yardstick-server.mjs'

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    lang: { type: 'string', multiple: true },
    'yardstick-port': { type: 'string' },
    rebuild: { type: 'boolean', default: false },
  },
})
const base = (positionals[0] || 'http://127.0.0.1:3000').replace(/\/$/, '')
const GOAL_KB = 10
// One example of every page: the list the accessibility and crawl tests walk.
const routes = [...readFileSync(new URL('../tests/e2e/routes.ts', import.meta.url), 'utf8').matchAll(/^\s*'(\/[^']*)',$/gm)].map((m) => m[1])
const prefixes = (options.lang ?? ['en']).map((lang) => (lang === 'en' ? '' : `/${lang}`))
const kb = (bytes) => Math.round(bytes / 102.4) / 10

const gzipped = new Map()
async function assetSize(url) {
  if (!gzipped.has(url)) {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    gzipped.set(url, gzipSync(Buffer.from(await response.arrayBuffer())).length)
  }
  return gzipped.get(url)
}

async function weigh(origin, path) {
  const response = await fetch(origin + path)
  const html = await response.text()
  const scripts = new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]))
  const styles = new Set([
    ...[...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="stylesheet"/g)].map((m) => m[1]),
  ])
  let js = 0
  let css = 0
  for (const src of scripts) js += await assetSize(new URL(src, origin + '/').href)
  for (const href of styles) css += await assetSize(new URL(href, origin + '/').href)
  return { status: response.status, html: gzipSync(html).length, js, css, files: scripts.size + styles.size }
}

await buildYardstickIfNeeded({ rebuild: options.rebuild })
const port = options['yardstick-port'] ? Number(options['yardstick-port']) : await freePort()
const { url: yardstickUrl, server } = await startYardstick(port)
try {
  const bare = await weigh(yardstickUrl, BARE)
  const rows = [
    {
      page: '(bare Next.js page)',
      status: bare.status,
      'html kB': kb(bare.html),
      'js kB': kb(bare.js),
      'js − bare kB': 0,
      'css kB': kb(bare.css),
      files: bare.files,
      goal: '',
    },
  ]
  let over = 0
  for (const prefix of prefixes) {
    for (const route of routes) {
      const path = prefix + (route === '/' && prefix ? '' : route)
      const page = await weigh(base, path)
      const extra = page.js - bare.js
      const ok = extra <= GOAL_KB * 1024
      if (!ok) over++
      rows.push({
        page: path,
        status: page.status,
        'html kB': kb(page.html),
        'js kB': kb(page.js),
        'js − bare kB': kb(extra),
        'css kB': kb(page.css),
        files: page.files,
        goal: ok ? 'ok' : `over ${GOAL_KB} kB`,
      })
    }
  }
  console.log(`First-load weight, gzipped (site ${base}, bare page ${yardstickUrl})`)
  console.table(rows)
  console.log(`${rows.length - 1 - over} of ${rows.length - 1} pages within ${GOAL_KB} kB of the bare page's JavaScript`)
} finally {
  await stopYardstick(server)
}
