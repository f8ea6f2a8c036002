/**
 * SQLite has one writer at a time (src/cms/database.ts). Two things made a write fail at once with
 * "database is locked", on the seeded SQLite file:
 * - another process holding the write lock for a moment (a second server or a script on the same
 *   file): an enquiry answered 503 while a test server beside it wrote;
 * - Payload's writes outside any transaction (the jobs queue marks a job as taken with
 *   `disableTransaction`, as runJobs does) landing while one of this process's transactions held the lock.
 * Each must wait its turn and go through.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/cms/client'
import { inTransaction } from '@/cms/sql'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let payload: Payload
const enquiryIds: number[] = []
/** Jobs queued for a far future (never run here), which the tests mark as taken one by one. */
const jobIds: (number | string)[] = []
/** Those marked taken, in order. */
const taken: (number | string)[] = []
const ROUNDS = 40

beforeAll(async () => {
  if (!process.env.DATABASE_URI) throw new Error('Run through `npm test`: DATABASE_URI must name the seeded test database.')
  payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'blog-posts', limit: 1, depth: 0 })
  for (let index = 0; index < ROUNDS + 2; index++) {
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'blog-posts', value: docs[0]!.id } },
      waitUntil: new Date('2099-01-01T00:00:00Z'),
    })
    jobIds.push(job.id)
  }
})

afterAll(async () => {
  if (!payload) return
  const jobs = [...jobIds, ...taken]
  if (jobs.length) await payload.delete({ collection: 'payload-jobs', where: { id: { in: jobs } }, overrideAccess: true })
  if (enquiryIds.length) await payload.delete({ collection: 'enquiries', where: { id: { in: enquiryIds } }, overrideAccess: true })
})

/** Marks the next queued job as taken, outside any transaction, as runJobs does (payload/dist/queues/operations/runJobs). */
async function takeJob(): Promise<number | string> {
  const id = jobIds.shift()!
  await payload.db.updateJobs({ id, data: { processing: true }, returning: false } as Parameters<Payload['db']['updateJobs']>[0])
  taken.push(id)
  return id
}

async function isTaken(id: number | string): Promise<boolean> {
  const job = await payload.findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true })
  return job.processing === true
}

function newEnquiry(name: string) {
  return inTransaction(async (_db, transactionID, payload) => {
    const doc = await payload.create({
      collection: 'enquiries',
      data: { kind: 'contact', name, email: 'concurrent@example.com', message: 'Written while the database was busy.', language: 'en', status: 'new' },
      overrideAccess: true,
      depth: 0,
      req: { transactionID },
    })
    enquiryIds.push(doc.id)
    return doc.id
  })
}

/** Another process that takes the write lock of the same file and keeps it for `ms`. */
function holdWriteLock(ms: number) {
  const script = `
    const { createClient } = require('@libsql/client')
    const client = createClient({ url: process.env.DATABASE_URI })
    client.transaction('write').then((held) => {
      process.stdout.write('locked\\n')
      setTimeout(() => held.commit().then(() => client.close()), ${ms})
    })`
  const child = spawn(process.execPath, ['-e', script], { env: process.env, stdio: ['ignore', 'pipe', 'inherit'] })
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve())
    child.on('exit', (code) => reject(new Error(`the lock holder exited with ${code} before locking`)))
  })
  return { locked, exitCode: once(child, 'exit').then(([code]) => code as number) }
}

const rejections = (outcomes: PromiseSettledResult<unknown>[]) =>
  outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => String((outcome as PromiseRejectedResult).reason))

describe('a write while the database is busy', () => {
  it('waits for another process that holds the write lock, then goes through', async () => {
    // A transaction first: the libsql client leaves a fresh connection behind it, as it does for every one.
    await newEnquiry('Before another process writes')
    const holder = holdWriteLock(400)
    await holder.locked
    const started = Date.now()
    const outcomes = await Promise.allSettled([newEnquiry('While another process writes'), takeJob()])
    expect(await holder.exitCode).toBe(0)
    expect(rejections(outcomes)).toEqual([])
    expect(Date.now() - started).toBeGreaterThanOrEqual(200)
    expect(await isTaken(taken.at(-1)!)).toBe(true)
    // And the connection it waited on commits what comes next.
    const next = await newEnquiry('After the wait')
    expect(await payload.findByID({ collection: 'enquiries', id: next, depth: 0, overrideAccess: true })).toMatchObject({ name: 'After the wait' })
  })

  it('outside a transaction, waits for one of this process that holds the lock', async () => {
    const takenAtStart = taken.length
    let takenBefore = true
    const transaction = inTransaction(async (_db, transactionID, payload) => {
      const doc = await payload.create({
        collection: 'enquiries',
        data: { kind: 'contact', name: 'Slow transaction', email: 'slow@example.com', message: 'Held open a moment.', language: 'en', status: 'new' },
        overrideAccess: true,
        depth: 0,
        req: { transactionID },
      })
      enquiryIds.push(doc.id)
      await pause(300)
      takenBefore = taken.length > takenAtStart
    })
    await pause(50)
    const [outcome] = await Promise.allSettled([takeJob(), transaction])
    expect(rejections([outcome])).toEqual([])
    // The write outside waited for the transaction to end.
    expect(takenBefore).toBe(false)
    expect(await isTaken(taken.at(-1)!)).toBe(true)
  })
})

describe('writes outside a transaction', () => {
  it(`take their turn: ${ROUNDS} jobs marked taken beside ${ROUNDS} enquiries in transactions all go through`, async () => {
    const enquiriesBefore = enquiryIds.length
    const takenBefore = taken.length
    const outcomes = await Promise.allSettled([
      ...Array.from({ length: ROUNDS }, takeJob),
      ...Array.from({ length: ROUNDS }, (_, index) => newEnquiry(`Concurrent ${index}`)),
    ])
    expect(rejections(outcomes)).toEqual([])
    expect(enquiryIds.length - enquiriesBefore).toBe(ROUNDS)
    const mine = taken.slice(takenBefore)
    expect(mine).toHaveLength(ROUNDS)
    expect((await Promise.all(mine.map(isTaken))).every(Boolean)).toBe(true)
  })
})
