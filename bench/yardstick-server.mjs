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

export async function startYardstick(port) {
  const server = runNext(['start', yardstickDir, '--port', String(port), '--hostname', '127.0.0.1'], { quiet: true })
  let log = ''
  server.stdout.on('data', (chunk) => (log += chunk))
  server.stderr.on('data', (chunk) => (log += chunk))
  let exited = false
  server.on('exit', () => (exited = true))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the yardstick stopped before answering:\n${log}`)
    try {
      const response = await fetch(url + BARE)
      await response.arrayBuffer()
      if (response.ok) return { url, server }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  server.kill('SIGTERM')
  throw new Error(`the yardstick did not answer at ${url} within 60 s:\n${log}`)
}

export async function stopYardstick(server) {
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.on('exit', resolve))
  server.kill('SIGTERM')
  const timer = setTimeout(() => server.kill('SIGKILL'), 5_000)
  await exited
  clearTimeout(timer)
}
