// The yardstick of every bench: a bare Next.js App Router page (bench/yardstick, built with the project's own
// `next`), built when missing or older than its sources, started with `next start` on a loopback port.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const yardstickDir = path.join(here, 'yardstick')
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')

/** The bare page's path on the yardstick server. */
export const BARE = '/'

function newestSourceTime(directory) {
  let newest = 0
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === '.next' || entry.name === 'node_modules') continue
    const full = path.join(directory, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(full) : statSync(full).mtimeMs)
  }
  return newest
}

function runNext(args, { quiet }) {
  return spawn(process.execPath, [nextBin, ...args], {
    cwd: path.resolve(here, '..'),
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', process.stderr, process.stderr],
  })
}

export async function buildYardstickIfNeeded({ rebuild = false } = {}) {
  const buildId = path.join(yardstickDir, '.next', 'BUILD_ID')
  if (!rebuild && existsSync(buildId) && statSync(buildId).mtimeMs > newestSourceTime(yardstickDir)) return
  console.error('Building the yardstick (next build bench/yardstick)…')
  const build = runNext(['build', yardstickDir], { quiet: false })
  const code = await new Promise((resolve) => build.on('exit', resolve))
  if (code !== 0) throw new Error(`next build bench/yardstick failed (exit ${code})`)
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * A Next.js server that has answered one dynamic request keeps Node's promise hooks on for good: Next runs
 * its AsyncLocalStorage stores for every render and route handler, and on Node 20 and 22 the first run of
 * one turns the hooks on for the whole process, after which every promise calls them (Node 24's
 * AsyncContextFrame does without). The site's server has always answered dynamic requests; a yardstick
 * that only ever served its prerendered pages would run without the hooks and be faster than any server
 * in use (~0.83× its own rate once it has, bench/README.md). So it answers one first, as every server does.
 */
async function serveOneDynamicRequest(url) {
  const response = await fetch(`${url}/api/bare`)
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`the yardstick's GET /api/bare answered ${response.status}`)
}

export async function startYardstick(port) {
  const server = runNext(['start', yardstickDir, '--port', String(port), '--hostname', '127.0.0.1'], { quiet: true })
  let log = ''
  server.stdout.on('data', (chunk) => (log += chunk))
  server.stderr.on('data', (chunk) => (log += chunk))
  let exited = false
  server.on('exit', () => (exited = true))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  const answers = async () => {
    try {
      const response = await fetch(url + BARE)
      await response.arrayBuffer()
      return response.ok
    } catch {
      return false // not listening yet
    }
  }
  while (!(await answers())) {
    if (exited) throw new Error(`the yardstick stopped before answering:\n${log}`)
    if (Date.now() >= deadline) {
      server.kill('SIGTERM')
      throw new Error(`the yardstick did not answer at ${url} within 60 s:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  // Outside the wait: a failure here is the yardstick's, not a server still starting.
  await serveOneDynamicRequest(url)
  return { url, server }
}

export async function stopYardstick(server) {
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.on('exit', resolve))
  server.kill('SIGTERM')
  const timer = setTimeout(() => server.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}
