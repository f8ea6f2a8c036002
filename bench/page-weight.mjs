// First-load weight of the main pages, as a visitor's browser downloads it: the HTML, every script and
// stylesheet it links, each gzipped. Run against `next start` (npm run demo).
//   node bench/page-weight.mjs [baseUrl]
import { gzipSync } from 'node:zlib'

const base = (process.argv[2] || 'http://127.0.0.1:3000').replace(/\/$/, '')
const pages = ['/', '/ja', '/th/listing/aurelia-bangkok-riverside']
const kb = (bytes) => Math.round(bytes / 102.4) / 10

const rows = []
for (const path of pages) {
  const html = await (await fetch(base + path)).text()
  const assets = new Set()
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) assets.add(src)
  for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) assets.add(href)
  for (const [, href] of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="stylesheet"/g)) assets.add(href)
  let js = 0
  let css = 0
  for (const asset of assets) {
    const body = Buffer.from(await (await fetch(new URL(asset, base + '/'))).arrayBuffer())
    const size = gzipSync(body).length
    if (asset.includes('.css')) css += size
    else js += size
  }
  rows.push({ path, 'html kB gz': kb(gzipSync(html).length), 'js kB gz': kb(js), 'css kB gz': kb(css), files: assets.size })
}
console.table(rows)
