// Runs a TypeScript maintenance script (migrate, seed) with plain Node: esbuild bundles the script and
// the project code it imports into one ES module, leaving packages external, and Node imports that.
// No tsx loader thread is involved, and Lexical is loaded first, one package at a time, because Node 20
// can deadlock loading it (see preload-lexical.mjs): the script would hang or exit 13 having done nothing.
//   node scripts/run-ts.mjs scripts/seed.ts
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { build } from 'esbuild'

import { preloadLexical } from './preload-lexical.mjs'

const entry = process.argv[2]
if (!entry) {
  console.error('usage: node scripts/run-ts.mjs <script.ts>')
  process.exit(2)
}
const outfile = path.resolve('data', '.scripts', `${path.basename(entry, '.ts')}.mjs`)
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: 'inline',
  logLevel: 'warning',
})
await preloadLexical()
await import(pathToFileURL(outfile).href)
