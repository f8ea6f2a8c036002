/**
 * Scheduled publishing: the editor's "Schedule publish" queues a Payload job (`schedulePublish`) that
 * publishes or unpublishes the document at the chosen time, as the staff member who scheduled it.
 *
 * Jobs run inside a request, never from a bare timer: publishing revalidates the site's cached pages
 * (./hooks/invalidate.ts), and Next's `revalidateTag` only works where Next serves a request. Payload's
 * own cron (`jobs.autoRun`) would run them outside any request and leave the pages stale. So every app
 * server asks itself, every JOBS_POLL_MS, to run what is due: `GET /cms-api/payload-jobs/run` on its
 * own loopback port, with a key derived from PAYLOAD_SECRET that only the servers know. Several servers
 * may ask at once; Payload lets one of them take each job.
 */
import crypto from 'node:crypto'

import type { Config, PayloadRequest } from 'payload'

import { requesterOf } from './access/roles'
import { payloadSecret } from './secret'

export const JOBS_RUN_HEADER = 'x-jobs-run-key'
export const JOBS_RUN_PATH = '/cms-api/payload-jobs/run'
const DEFAULT_POLL_MS = 30_000

/** The key a server shows to run due jobs: an HMAC of PAYLOAD_SECRET, so the secret itself never travels. */
export function jobsRunKey(): string {
  return crypto.createHmac('sha256', payloadSecret()).update('payload-jobs/run').digest('hex')
}

/** Whether a request carries this deployment's jobs key. */
export function carriesJobsRunKey(headers: Headers): boolean {
  const given = headers.get(JOBS_RUN_HEADER)
  if (!given) return false
  const expected = Buffer.from(jobsRunKey())
  const actual = Buffer.from(given)
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

/** Payload's jobs settings: only the servers themselves (or an administrator) may run the queue. */
export const jobs: NonNullable<Config['jobs']> = {
  tasks: [],
  access: {
    run: ({ req }: { req: PayloadRequest }) => carriesJobsRunKey(req.headers) || requesterOf(req.user) === 'admin',
  },
  // A published or unpublished document needs no record of the job that did it.
  deleteJobOnComplete: true,
}

/** Milliseconds between a server's looks for due jobs (JOBS_POLL_MS, at least 1 s; 30 s by default). */
export function jobsPollMs(): number {
  const value = Number(process.env.JOBS_POLL_MS)
  return Number.isFinite(value) && value >= 1000 ? value : DEFAULT_POLL_MS
}

const running = { started: false }

/**
 * Starts this server's look for due jobs every JOBS_POLL_MS (once per process; src/instrumentation.ts):
 * a request to itself on the loopback port `next start` listens on.
 */
export function startJobsRunner(port: number): void {
  if (running.started) return
  running.started = true
  const pollMs = jobsPollMs()
  const url = `http://127.0.0.1:${port}${JOBS_RUN_PATH}?limit=20`
  let failing = false
  const tick = async () => {
    try {
      const response = await fetch(url, { headers: { [JOBS_RUN_HEADER]: jobsRunKey() }, signal: AbortSignal.timeout(Math.max(pollMs, 60_000)) })
      await response.arrayBuffer()
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      if (failing) console.info('[jobs] scheduled publishing runs again')
      failing = false
    } catch (error) {
      // Said once per outage, not every poll.
      if (!failing) console.warn(`[jobs] could not run scheduled publishing at ${url}: ${(error as Error).message}`)
      failing = true
    } finally {
      setTimeout(tick, pollMs).unref()
    }
  }
  setTimeout(tick, Math.min(pollMs, 5000)).unref()
}
