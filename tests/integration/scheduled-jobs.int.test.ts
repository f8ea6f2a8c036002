/**
 * Scheduled publishing's jobs as Payload runs them, on the seeded SQLite file: a due publication is
 * done as the staff member who scheduled it, and one that cannot be done queues an e-mail telling them
 * why (src/cms/scheduled-jobs.ts wraps Payload's own `schedulePublish` task; this fails if Payload
 * stops adding that task or changes how it runs).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/cms/client'

let payload: Payload
const created: number[] = []

beforeAll(async () => {
  if (!process.env.DATABASE_URI) throw new Error('Run through `npm test`: DATABASE_URI must name the seeded test database.')
  payload = await getPayloadClient()
})

afterAll(async () => {
  for (const id of created) await payload.delete({ collection: 'blog-posts', id, overrideAccess: true })
})

async function draft(withCover: boolean) {
  const { docs } = await payload.find({ collection: 'blog-posts', where: { _status: { equals: 'published' } }, sort: 'id', limit: 1, depth: 0 })
  const model = docs[0]!
  const slug = `scheduled-int-${Date.now().toString(36)}-${created.length}`
  const doc = await payload.create({
    collection: 'blog-posts',
    draft: true,
    data: { _status: 'draft', slug, title: `Due ${slug}`, category: model.category, cover: withCover ? model.cover : undefined, published_at: new Date().toISOString() },
  })
  created.push(doc.id)
  return doc
}

async function editor() {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'editor@aurelia-hotels.example' } }, limit: 1, depth: 0 })
  return docs[0]!
}

/** Queues a publication due a second ago, as the drawer does, and runs the queue. */
async function publishNow(id: number, userId: number) {
  await payload.jobs.queue({
    task: 'schedulePublish',
    // The drawer queues the document's id as text (Payload #10481); the task turns it back into a number.
    input: { type: 'publish', doc: { relationTo: 'blog-posts', value: String(id) as unknown as number }, user: { relationTo: 'users', value: userId } },
    waitUntil: new Date(Date.now() - 1000),
  })
  await payload.jobs.run({ limit: 10 })
}

describe('scheduled publishing', () => {
  it('publishes a due draft as the staff member who scheduled it', async () => {
    const user = await editor()
    const doc = await draft(true)
    await publishNow(doc.id, user.id)
    const after = await payload.findByID({ collection: 'blog-posts', id: doc.id, depth: 0 })
    expect(after._status).toBe('published')
  })

  it('tells the staff member who scheduled it, in their language, when it cannot be done', async () => {
    const user = await editor()
    const doc = await draft(false)
    await publishNow(doc.id, user.id)
    const after = await payload.findByID({ collection: 'blog-posts', id: doc.id, depth: 0, draft: true })
    expect(after._status).toBe('draft')
    const { docs } = await payload.find({
      collection: 'messages',
      where: { and: [{ kind: { equals: 'schedule_failed' } }, { summary: { contains: doc.slug } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ to_address: user.email, language: user.language ?? 'en', status: 'queued' })
    expect(docs[0]!.data).toMatchObject({ action: 'publish', title: doc.title, reason: 'The following field is invalid: Cover image' })
    expect((docs[0]!.data as { admin_url: string }).admin_url).toMatch(new RegExp(`/admin/collections/blog-posts/${doc.id}$`))
  })
})
