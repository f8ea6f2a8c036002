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

import type { CollectionSlug, Config, PayloadRequest, SanitizedConfig, TaskHandler } from 'payload'

import { isLocale } from '../i18n/locales'
import { siteOrigin } from '../lib/site-url'
import { requesterOf } from './access/roles'
import { queueMessages } from './outbox'
import { payloadSecret } from './secret'
import { inTransaction } from './sql'

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

/** What Payload's schedule drawer queues (payload/dist/versions/schedule/job.js). */
interface ScheduleInput {
  type?: 'publish' | 'unpublish'
  doc?: { relationTo: string; value: string | number }
  global?: string
  user?: { relationTo: string; value: string | number }
}

/**
 * Payload's `schedulePublish` task, made to tell the staff member who scheduled it when it cannot be
 * done at its time (a required field left empty, the document deleted): an e-mail in their language
 * with the reason and a link, queued in the outbox. Payload itself only logs the failure. Throws at
 * start-up if Payload no longer adds the task, rather than let failures go unnoticed.
 */
export function withScheduleFailureNotice(config: SanitizedConfig): SanitizedConfig {
  const task = config.jobs.tasks?.find((candidate) => candidate.slug === 'schedulePublish')
  const run = task?.handler
  if (!task || typeof run !== 'function')
    throw new Error("Payload's schedulePublish task is missing: failed scheduled publishing would go unnoticed (src/cms/scheduled-jobs.ts).")
  const handler: TaskHandler<'schedulePublish'> = async (args) => {
    try {
      return await (run as TaskHandler<'schedulePublish'>)(args)
    } catch (error) {
      await queueScheduleFailure(args.req, args.input as ScheduleInput, args.job.waitUntil, error).catch((failure) =>
        console.error('scheduled publishing: the failure notice could not be queued', failure),
      )
      throw error
    }
  }
  task.handler = handler as typeof task.handler
  return config
}

async function queueScheduleFailure(req: PayloadRequest, input: ScheduleInput, waitUntil: string | null | undefined, error: unknown): Promise<void> {
  const { payload } = req
  if (!input.user || input.user.relationTo !== 'users' || !input.doc) return
  const user = await payload.findByID({ collection: 'users', id: input.user.value, depth: 0, overrideAccess: true, disableErrors: true })
  if (!user?.email) return
  const language = isLocale(user.language) ? user.language : 'en'
  const collection = payload.collections[input.doc.relationTo as CollectionSlug]
  if (!collection) return
  const id = input.doc.value
  const titleField = collection.config.admin?.useAsTitle ?? 'id'
  const doc = (await payload.findByID({
    collection: collection.config.slug,
    id,
    depth: 0,
    draft: true,
    locale: language,
    overrideAccess: true,
    disableErrors: true,
  })) as Record<string, unknown> | null
  const title = typeof doc?.[titleField] === 'string' && doc[titleField] ? (doc[titleField] as string) : `#${String(id)}`
  const name = user.name?.trim() || user.email
  await inTransaction(async (_db, transactionID, payload) =>
    queueMessages(payload, transactionID, [
      {
        kind: 'schedule_failed',
        to: { name, address: user.email },
        language,
        summary: `Scheduled ${input.type === 'unpublish' ? 'unpublish' : 'publish'} failed: ${title}`,
        data: {
          name,
          action: input.type === 'unpublish' ? 'unpublish' : 'publish',
          title,
          scheduled_for: waitUntil ?? new Date().toISOString(),
          reason: error instanceof Error ? error.message : String(error),
          admin_url: `${siteOrigin()}/admin/collections/${collection.config.slug}/${String(id)}`,
        },
      },
    ]),
  )
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
