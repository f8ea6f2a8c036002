// Measures Noto Sans Thai (the self-hosted face) and the local Thai faces a visitor's system may set Thai
// in before it arrives, and writes scripts/thai-fallback-metrics.json, from which copy-fonts.mjs writes
// the metric-matched "Noto Sans Thai Fallback" faces. Run it again (where the local faces' files are
// installed: Debian's fonts-thai-tlwg) when a face or the sample changes:
//
//   node scripts/thai-fallback-metrics.mjs
//
// The average width is taken over the Thai text of the site's own content (seed/content), each character
// as often as it occurs there, so a fallback scaled by it sets the site's Thai at Noto Sans Thai's length.
import fs from 'node:fs'
import path from 'node:path'

import { fontMetrics } from './font-metrics.mjs'

const root = process.cwd()
const OUTPUT = path.join(root, 'scripts', 'thai-fallback-metrics.json')

/** The web face's own files (WOFF 1 beside the WOFF 2 the site serves), by the weights it uses. */
const WEB = {
  400: 'node_modules/@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff',
  600: 'node_modules/@fontsource/noto-sans-thai/files/noto-sans-thai-thai-600-normal.woff',
}
/** Local Thai faces by the name local() finds them under, with the web weight each stands in for. */
const LOCAL = [
  // Debian/Ubuntu (fonts-thai-tlwg): fontconfig's default sans-serif for Thai.
  { names: ['Loma', 'Loma Regular'], web: 400, file: '/usr/share/fonts/truetype/tlwg/Loma.ttf' },
  { names: ['Loma Bold', 'Loma-Bold'], web: 600, file: '/usr/share/fonts/truetype/tlwg/Loma-Bold.ttf' },
]

function thaiSample() {
  const dir = path.join(root, 'seed', 'content')
  const files = fs.readdirSync(dir, { recursive: true }).filter((file) => String(file).endsWith('.ts'))
  const text = files.map((file) => fs.readFileSync(path.join(dir, String(file)), 'utf8')).join('\n')
  return (text.match(/[\u0e00-\u0e7f]+/g) ?? []).join('')
}

const sample = thaiSample()
if (sample.length < 1000) throw new Error(`thai-fallback-metrics: only ${sample.length} Thai characters in seed/content`)
const web = Object.fromEntries(Object.entries(WEB).map(([weight, file]) => [weight, fontMetrics(path.join(root, file), sample)]))
const local = LOCAL.map(({ names, web: weight, file }) => {
  if (!fs.existsSync(file)) throw new Error(`thai-fallback-metrics: ${file} is missing (apt-get install fonts-thai-tlwg)`)
  const metrics = fontMetrics(file, sample)
  if (metrics.missing > 0) throw new Error(`thai-fallback-metrics: ${file} lacks ${metrics.missing} characters of the sample`)
  return { names, web: Number(weight), source: path.basename(file), ...metrics }
})
fs.writeFileSync(OUTPUT, `${JSON.stringify({ sampleCharacters: sample.length, web, local }, null, 2)}\n`)
console.log(`thai-fallback-metrics: ${sample.length} Thai characters; wrote ${path.relative(root, OUTPUT)}`)
