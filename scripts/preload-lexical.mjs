// Node 20 can deadlock while loading Lexical: each of its packages' Node entry points uses a top-level
// await around a dynamic import, and when several of them are loaded at once the module loader
// sometimes never settles (the process hangs, or exits with code 13 having done nothing; Node 22
// fixed this). Loading lexical and every @lexical/* package one at a time, dependencies first, before
// Payload's config avoids it. Used by scripts/run-ts.mjs and the integration tests' setup.
import fs from 'node:fs'
import path from 'node:path'

// Read directly: not every package exports its package.json.
const manifestOf = (name) => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8'))

/** Build-time helpers such as @lexical/internal export only subpaths: there is nothing to load. */
function hasEntryPoint(manifest) {
  const { exports } = manifest
  if (exports === undefined) return Boolean(manifest.main || manifest.module)
  if (typeof exports === 'string') return true
  const keys = Object.keys(exports)
  return keys.includes('.') || !keys.every((key) => key.startsWith('./'))
}

function lexicalDependencies(name) {
  const manifest = manifestOf(name)
  return Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies }).filter((dependency) => dependency === 'lexical' || dependency.startsWith('@lexical/'))
}

export async function preloadLexical() {
  const loaded = new Set()
  async function load(name) {
    if (loaded.has(name)) return
    loaded.add(name)
    for (const dependency of lexicalDependencies(name)) await load(dependency)
    if (name !== '@payloadcms/richtext-lexical' && hasEntryPoint(manifestOf(name))) await import(name)
  }
  await load('@payloadcms/richtext-lexical')
}
