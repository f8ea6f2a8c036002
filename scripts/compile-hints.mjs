// Runs after `next build`: marks the JavaScript a public page loads up front with V8's explicit compile
// hint, `//# allFunctionsCalledOnLoad` on the file's first line (Chrome 136+). Without it, V8 compiles
// each function on its first call, on the main thread — and nearly every function of these files is
// called while the page loads (Turbopack's module factories, react-dom's hydration). With it, V8
// compiles the whole file on a background thread while it downloads. Measured on the Japanese hotel page
// at 4× CPU (bench/README.md, "compile hints"): the main thread's compile time 833 → 131 ms.
//
// Which files: the first-load chunks of every route but the back office (its 2.8 MB would be compiled
// whole for a staff member's first screen) and the API, as `next build` lists them in
// .next/diagnostics/route-bundle-stats.json. If Next.js stops writing that list or changes its shape, the
// build fails here rather than shipping pages without the hint (tests/api/compile-hints.api.test.ts checks
// what a page really loads). The file names stay: they are content hashes of the build's own output and
// the comment changes no behaviour, and a file already marked is left as it is.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const HINT = '//# allFunctionsCalledOnLoad\n'
const STATS = path.join('.next', 'diagnostics', 'route-bundle-stats.json')

/** The first-load JavaScript files of the site's public routes, from `next build`'s route list. */
export function publicFirstLoadChunks(stats) {
  if (!Array.isArray(stats) || stats.length === 0) throw new Error(`${STATS}: expected a list of routes`)
  const files = new Set()
  for (const route of stats) {
    if (typeof route?.route !== 'string' || !Array.isArray(route.firstLoadChunkPaths)) {
      throw new Error(`${STATS}: a route without "route" and "firstLoadChunkPaths": ${JSON.stringify(route)}`)
    }
    if (route.route.startsWith('/admin') || route.route.startsWith('/api')) continue
    for (const file of route.firstLoadChunkPaths) if (file.endsWith('.js')) files.add(file)
  }
  if (files.size === 0) throw new Error(`${STATS}: no public route lists a JavaScript file`)
  return [...files]
}

function main() {
  if (!fs.existsSync(STATS)) throw new Error(`${STATS} is missing: did next build change what it writes?`)
  const files = publicFirstLoadChunks(JSON.parse(fs.readFileSync(STATS, 'utf8')))
  let marked = 0
  for (const file of files) {
    // The list names files relative to the project (".next/static/chunks/…").
    const source = fs.readFileSync(file, 'utf8')
    if (source.startsWith(HINT)) continue
    fs.writeFileSync(file, HINT + source)
    marked++
  }
  console.log(`compile hints: ${marked} of ${files.length} first-load files of the public pages marked`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
