/**
 * Starts `next start` from the project's build on one port with its own environment, and stops it.
 * Node runs Next's CLI directly (not through npm, which would add an npm and a shell process), and
 * `next start` serves in the process that runs it: the returned pid is the server itself, so a test can
 * read its memory from /proc. Each server is its own process group, so stopping it stops all it made.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

export interface NextServer {
  readonly url: string
  readonly port: number
  /** The pid of the Node process that serves (Next's `next-server`). */
  readonly pid: number
  /** The last lines the server wrote, for failure messages. */
  output(): string
  /** How the server ended ("exit code 1", "signal SIGKILL"), or null while it runs. */
  ended(): string | null
  /** Stops the server's process group; resolves once the server has exited. */
  stop(): Promise<void>
}

export interface StartOptions {
  port: number
  /** Added to the test process's environment (see childEnv); the server always runs with NODE_ENV=production. */
  env?: Record<string, string | undefined>
  /** Names of variables to remove from the inherited environment (e.g. REDIS_URL). */
  unset?: string[]
  /** A path that answers 200 once the server is ready. */
  readyPath?: string
  readyTimeoutMs?: number
}

const OUTPUT_LIMIT = 64 * 1024
const running = new Set<ChildProcess>()

// If the test process dies without running its after-hooks, its servers must not outlive it.
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL')
})

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

/** The build `next start` serves: a test cannot run without one. */
export function assertBuilt(): void {
  if (!fs.existsSync(path.join(projectRoot, '.next', 'BUILD_ID'))) {
    throw new Error('No build in .next: run `npm run build` first (npm test builds when needed).')
  }
}

/**
 * The environment for a process a test starts: the test's own, without what Vitest adds (VITEST_*,
 * NODE_ENV=test), with telemetry off, `extra` added and `unset` removed.
 */
export function childEnv(extra: Record<string, string | undefined> = {}, unset: string[] = []): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra }
  for (const key of Object.keys(env)) {
    // Reflect: NODE_ENV is a required, read-only key in Next's typing of process.env.
    if (key.startsWith('VITEST') || key === 'NODE_ENV' || unset.includes(key)) Reflect.deleteProperty(env, key)
  }
  return env
}

export async function startNextServer(options: StartOptions): Promise<NextServer> {
  assertBuilt()
  const { port, readyPath = '/api/language', readyTimeoutMs = 120_000 } = options
  const env: NodeJS.ProcessEnv = { ...childEnv(options.env, options.unset), NODE_ENV: 'production' }

  const nextBin = path.join(projectRoot, 'node_modules', 'next', 'dist', 'bin', 'next')
  // No --hostname, as `npm start`: bound to one host name, Next proxies its own locale rewrites to
  // http://localhost:<port> over the network instead of serving them in process (and they fail).
  const child = spawn(process.execPath, [nextBin, 'start', '--port', String(port)], {
    cwd: projectRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  if (child.pid === undefined) throw new Error(`next start on port ${port} did not start`)
  running.add(child)
  const pid = child.pid

  let output = ''
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT)
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  let ending: string | null = null
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ending = signal ? `signal ${signal}` : `exit code ${code}`
      running.delete(child)
      resolve()
    }),
  )

  const url = `http://127.0.0.1:${port}`
  const server: NextServer = {
    url,
    port,
    pid,
    output: () => output,
    ended: () => ending,
    async stop() {
      if (ending) return
      killGroup(child, 'SIGTERM')
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }

  const deadline = Date.now() + readyTimeoutMs
  for (;;) {
    if (ending) throw new Error(`next start on port ${port} ended (${ending}) before it was ready:\n${output}`)
    try {
      const response = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(10_000) })
      await response.arrayBuffer()
      if (response.ok) return server
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.stop()
      throw new Error(`next start on port ${port} did not answer ${readyPath} within ${readyTimeoutMs / 1000} s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Ports for the servers of these tests: after TEST_PORT (the suite's own server), so parallel suites can move them all at once. */
export function testPort(offset: number): number {
  const base = Number(process.env.TEST_PORT) || 3311
  return base + offset
}

/** The suite's seeded database (DATABASE_URI, or data/test/hotel.db as `npm test` makes it); throws when an SQLite file is missing. */
export function suiteDatabaseUri(): string {
  const uri = process.env.DATABASE_URI?.trim() || `file:${path.join(projectRoot, 'data', 'test', 'hotel.db')}`
  const file = uri.startsWith('file:') ? uri.slice('file:'.length) : null
  if (file && !fs.existsSync(file)) {
    throw new Error(`No seeded database at ${file}: run \`npm run seed\` with DATABASE_URI=${uri} first (npm test does).`)
  }
  return uri
}
