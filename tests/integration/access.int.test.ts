/**
 * Roles per property, through Payload's local API with `overrideAccess: false` and the signed-in user, on
 * the seeded SQLite file: every collection and global × requester (anonymous, administrator, group
 * editor, manager of the two French hotels) × operation (read, create, update, delete). Documents the
 * test writes are its own, made with full access beside the seed and removed at the end.
 */
import sharp from 'sharp'
import type { CollectionSlug, GlobalSlug, Payload, TypedUser, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getPayloadClient } from '@/cms/client'
import { relationIds } from '@/cms/access/roles'

type Requester = 'anonymous' | 'admin' | 'editor' | 'manager'
type Doc = Record<string, unknown> & { id: number | string }
type Outcome = 'allowed' | 'denied'

const REQUESTERS: Requester[] = ['anonymous', 'admin', 'editor', 'manager']
const STAFF_EMAILS = {
  admin: process.env.SEED_ADMIN_EMAIL || 'staff@aurelia-hotels.example',
  editor: 'editor@aurelia-hotels.example',
  manager: 'manager@aurelia-hotels.example',
} as const

let payload: Payload
const users = {} as Record<Exclude<Requester, 'anonymous'>, TypedUser>
/** The manager's hotel (A) and a hotel they do not manage (B). */
let hotelA: number
let hotelB: number
const created: { collection: CollectionSlug; id: number | string }[] = []
let serial = 0

const userOf = (requester: Requester): TypedUser | undefined => (requester === 'anonymous' ? undefined : users[requester])

/** Runs a write or read as the requester; 'denied' when Payload refuses it (403 Forbidden). */
async function attempt(action: () => Promise<unknown>): Promise<Outcome> {
  try {
    await action()
    return 'allowed'
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403) return 'denied'
    throw error
  }
}

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(serial += 1)}`

/** A copy of a document's data, without ids, timestamps or the file of an upload, with its unique fields made new. */
function cloneData(doc: Doc): Record<string, unknown> {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip)
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => !['id', 'createdAt', 'updatedAt'].includes(key))
          .map(([key, inner]) => [key, strip(inner)]),
      )
    }
    return value
  }
  const data = strip(doc) as Record<string, unknown>
  if ('slug' in data) data.slug = unique('access-test-')
  if ('key' in data) data.key = unique('access.test.')
  if ('iso_code' in data) data.iso_code = unique('x-')
  if ('label_uri' in data) data.label_uri = unique('x')
  if ('code' in data) data.code = unique('T').toUpperCase().slice(0, 20)
  return data
}

/** The first seeded document, optionally of one hotel, as creatable data. */
async function templateOf(collection: CollectionSlug, where?: Where): Promise<Record<string, unknown>> {
  const found = await payload.find({ collection, where, limit: 1, depth: 0, locale: 'en', overrideAccess: true, sort: 'id' })
  if (!found.docs[0]) throw new Error(`no seeded ${collection} to copy`)
  return cloneData(found.docs[0] as unknown as Doc)
}

async function tinyPicture(): Promise<{ data: Buffer; mimetype: string; name: string; size: number }> {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c8a96a' } })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name: `${unique('access-test-')}.png`, size: data.length }
}

/** Data for a new document of a collection, tied to a hotel where the collection has one. */
async function newData(collection: CollectionSlug, hotel: number): Promise<Record<string, unknown>> {
  switch (collection) {
    case 'bookings': {
      const room = await payload.find({ collection: 'room-types', where: { property: { equals: hotel } }, limit: 1, depth: 0, overrideAccess: true })
      const plan = await payload.find({ collection: 'rate-plans', where: { property: { equals: hotel } }, limit: 1, depth: 0, overrideAccess: true })
      return {
        reference: unique('T').toUpperCase(),
        status: 'confirmed',
        language: 'en',
        property: hotel,
        room_type: room.docs[0]!.id,
        rate_plan: plan.docs[0]!.id,
        check_in: '2099-01-10',
        check_out: '2099-01-12',
        rooms: 1,
        adults: 2,
        total_minor: 32000,
        currency: 'EUR',
        guest: { first_name: 'Access', last_name: 'Test', email: 'access-test@example.com' },
      }
    }
    case 'enquiries':
      return { kind: 'contact', name: 'Access Test', email: 'access-test@example.com', message: 'Is there parking?', property: hotel }
    case 'room-availability': {
      const room = await payload.find({ collection: 'room-types', where: { property: { equals: hotel } }, limit: 1, depth: 0, overrideAccess: true })
      return { property: hotel, room_type: room.docs[0]!.id, from: '2099-02-01', to: '2099-02-03', stop_sell: true, note: 'access test' }
    }
    case 'room-types':
    case 'rate-plans':
    case 'reviews':
      return templateOf(collection, { property: { equals: hotel } })
    case 'attractions':
    case 'careers':
      return { ...(await templateOf(collection)), property: hotel }
    case 'offers':
      return { ...(await templateOf(collection)), properties: [hotel], promo_code: null, promo_rate_plans: [] }
    case 'properties':
      return templateOf(collection, { id: { equals: hotel } })
    case 'users':
      return { name: 'Access Test', email: `${unique('access-test-')}@example.com`, password: 'a-long-enough-password', role: 'group_editor' }
    default:
      return templateOf(collection)
  }
}

/** A document made with full access, for a requester to update or delete; removed at the end if still there. */
async function fixture(collection: CollectionSlug, hotel: number, extra: Record<string, unknown> = {}): Promise<Doc> {
  const data = { ...(await newData(collection, hotel)), ...extra }
  const doc = (await payload.create({
    collection,
    data: data as never,
    overrideAccess: true,
    depth: 0,
    ...(collection === 'media' ? { file: await tinyPicture() } : {}),
  })) as unknown as Doc
  created.push({ collection, id: doc.id })
  return doc
}

async function exists(collection: CollectionSlug, id: number | string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })
  return totalDocs === 1
}

async function tryCreate(collection: CollectionSlug, requester: Requester, hotel: number, extra: Record<string, unknown> = {}): Promise<Outcome> {
  const data = { ...(await newData(collection, hotel)), ...extra }
  const file = collection === 'media' ? await tinyPicture() : undefined
  let id: number | string | undefined
  const outcome = await attempt(async () => {
    const doc = await payload.create({ collection, data: data as never, overrideAccess: false, user: userOf(requester), depth: 0, ...(file ? { file } : {}) })
    id = doc.id
  })
  if (id !== undefined) created.push({ collection, id })
  return outcome
}

/** Updates a harmless field (or nothing) as the requester; a refused update leaves the document as it was. */
async function tryUpdate(collection: CollectionSlug, requester: Requester, doc: Doc, data: Record<string, unknown> = {}): Promise<Outcome> {
  const stamp = async () => ((await payload.findByID({ collection, id: doc.id, depth: 0, overrideAccess: true })) as unknown as Doc).updatedAt
  const before = await stamp()
  const outcome = await attempt(() => payload.update({ collection, id: doc.id, data: data as never, overrideAccess: false, user: userOf(requester), depth: 0 }))
  if (outcome === 'denied') expect(await stamp(), `${collection} unchanged after a refused update`).toBe(before)
  return outcome
}

async function tryDelete(collection: CollectionSlug, requester: Requester, doc: Doc): Promise<Outcome> {
  const outcome = await attempt(() => payload.delete({ collection, id: doc.id, overrideAccess: false, user: userOf(requester) }))
  expect(await exists(collection, doc.id), `${collection} ${doc.id} after ${outcome} delete`).toBe(outcome === 'denied')
  return outcome
}

/** What a requester's list of a collection holds: everything, only the manager's hotels', the published documents, or nothing. */
async function readScope(collection: CollectionSlug, requester: Requester, hotelField?: string): Promise<'all' | 'own' | 'published' | 'none'> {
  let found: { totalDocs: number; docs: Doc[] }
  try {
    found = (await payload.find({ collection, overrideAccess: false, user: userOf(requester), depth: 0, limit: 0, pagination: false })) as never
  } catch (error) {
    if ((error as { status?: number }).status === 403) return 'none'
    throw error
  }
  const all = await payload.count({ collection, overrideAccess: true })
  if (found.docs.length === 0 && all.totalDocs > 0) return 'none'
  if (found.docs.length === all.totalDocs) return 'all'
  if (hotelField) {
    const mine = relationIds(users.manager.properties).map(String)
    const ownOnly = found.docs.every((doc) => relationIds(doc[hotelField]).some((id) => mine.includes(String(id))))
    if (ownOnly) return 'own'
  }
  const published = await payload.count({ collection, where: { _status: { equals: 'published' } }, overrideAccess: true })
  if (found.docs.length === published.totalDocs && found.docs.every((doc) => doc._status === 'published')) return 'published'
  throw new Error(`${requester} reads ${found.docs.length} of ${all.totalDocs} ${collection}, a scope no rule describes`)
}

beforeAll(async () => {
  if (!process.env.DATABASE_URI) throw new Error('Run through `npm test`: DATABASE_URI must name the seeded test database.')
  payload = await getPayloadClient()
  for (const [requester, email] of Object.entries(STAFF_EMAILS) as [Exclude<Requester, 'anonymous'>, string][]) {
    const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0, overrideAccess: true })
    if (!found.docs[0]) throw new Error(`the seed has no ${requester} (${email})`)
    users[requester] = { ...found.docs[0], collection: 'users' } as TypedUser
  }
  const managed = relationIds(users.manager.properties)
  expect(managed).toHaveLength(2)
  hotelA = Number(managed[0])
  const other = await payload.find({ collection: 'properties', where: { id: { not_in: managed } }, limit: 1, depth: 0, overrideAccess: true })
  hotelB = Number(other.docs[0]!.id)
})

afterAll(async () => {
  for (const { collection, id } of created.reverse()) {
    if (await exists(collection, id)) await payload.delete({ collection, id, overrideAccess: true })
  }
})

/** Group-wide content: the public reads it, administrators and group editors write it, managers only read it. */
const GROUP_CONTENT: { collection: CollectionSlug; publicRead: 'all' | 'published' }[] = [
  { collection: 'blog-categories', publicRead: 'all' },
  { collection: 'blog-posts', publicRead: 'published' },
  { collection: 'cities', publicRead: 'all' },
  { collection: 'countries', publicRead: 'all' },
  { collection: 'faq-categories', publicRead: 'all' },
  { collection: 'faqs', publicRead: 'all' },
  { collection: 'galleries', publicRead: 'all' },
  { collection: 'host-usps', publicRead: 'all' },
  { collection: 'labels', publicRead: 'all' },
  { collection: 'languages', publicRead: 'all' },
  { collection: 'master-facilities', publicRead: 'all' },
  { collection: 'offer-categories', publicRead: 'all' },
  { collection: 'pages', publicRead: 'published' },
  { collection: 'privacy-policies', publicRead: 'published' },
  { collection: 'selling-points', publicRead: 'all' },
  { collection: 'slideshows', publicRead: 'all' },
  { collection: 'social-media', publicRead: 'all' },
]

describe.each(GROUP_CONTENT)('group-wide $collection', ({ collection, publicRead }) => {
  const writes: Record<Requester, Outcome> = { anonymous: 'denied', admin: 'allowed', editor: 'allowed', manager: 'denied' }

  it.each(REQUESTERS)('%s: read, create, update, delete', async (requester) => {
    const scope = await readScope(collection, requester)
    if (requester === 'anonymous') expect(['all', 'published']).toContain(scope)
    if (requester === 'anonymous' && publicRead === 'all') expect(scope).toBe('all')
    if (requester !== 'anonymous') expect(scope).toBe('all')
    expect(await tryCreate(collection, requester, hotelA)).toBe(writes[requester])
    expect(await tryUpdate(collection, requester, await fixture(collection, hotelA))).toBe(writes[requester])
    expect(await tryDelete(collection, requester, await fixture(collection, hotelA))).toBe(writes[requester])
  })
})

/** One hotel's content: group staff do everything; the manager works on their hotels' documents only. */
const HOTEL_CONTENT: { collection: CollectionSlug; publicRead: 'all' | 'none' }[] = [
  { collection: 'room-types', publicRead: 'all' },
  { collection: 'rate-plans', publicRead: 'all' },
  { collection: 'reviews', publicRead: 'all' },
  { collection: 'attractions', publicRead: 'all' },
  { collection: 'careers', publicRead: 'all' },
  { collection: 'room-availability', publicRead: 'none' },
  { collection: 'enquiries', publicRead: 'none' },
]

describe.each(HOTEL_CONTENT)("a hotel's $collection", ({ collection, publicRead }) => {
  beforeAll(async () => {
    // Each hotel has at least one, so "only their hotels'" is seen in a list that holds both.
    await fixture(collection, hotelA)
    await fixture(collection, hotelB)
  })

  it('anonymous: reads what the site shows, writes nothing', async () => {
    const scope = await readScope(collection, 'anonymous', 'property')
    expect(publicRead === 'none' ? scope === 'none' : ['all', 'published'].includes(scope)).toBe(true)
    expect(await tryCreate(collection, 'anonymous', hotelA)).toBe('denied')
    expect(await tryUpdate(collection, 'anonymous', await fixture(collection, hotelA))).toBe('denied')
    expect(await tryDelete(collection, 'anonymous', await fixture(collection, hotelA))).toBe('denied')
  })

  it.each(['admin', 'editor'] as const)('%s: every hotel', async (requester) => {
    expect(await readScope(collection, requester, 'property')).toBe('all')
    expect(await tryCreate(collection, requester, hotelB)).toBe('allowed')
    expect(await tryUpdate(collection, requester, await fixture(collection, hotelB))).toBe('allowed')
    expect(await tryDelete(collection, requester, await fixture(collection, hotelB))).toBe('allowed')
  })

  it("manager of A: A's documents only, and cannot move one to another hotel", async () => {
    expect(await readScope(collection, 'manager', 'property')).toBe('own')
    expect(await tryCreate(collection, 'manager', hotelA)).toBe('allowed')
    expect(await tryCreate(collection, 'manager', hotelB)).toBe('denied')
    // A document of no hotel would be the group's, not theirs.
    expect(await tryCreate(collection, 'manager', hotelA, { property: undefined })).toBe('denied')
    expect(await tryUpdate(collection, 'manager', await fixture(collection, hotelA))).toBe('allowed')
    expect(await tryUpdate(collection, 'manager', await fixture(collection, hotelB))).toBe('denied')
    expect(await tryUpdate(collection, 'manager', await fixture(collection, hotelA), { property: hotelB })).toBe('denied')
    expect(await tryUpdate(collection, 'manager', await fixture(collection, hotelA), { property: null })).toBe('denied')
    expect(await tryDelete(collection, 'manager', await fixture(collection, hotelA))).toBe('allowed')
    expect(await tryDelete(collection, 'manager', await fixture(collection, hotelB))).toBe('denied')
  })
})

describe('properties', () => {
  it('anonymous reads the published hotels and writes nothing', async () => {
    expect(['all', 'published']).toContain(await readScope('properties', 'anonymous'))
    expect(await tryCreate('properties', 'anonymous', hotelA)).toBe('denied')
    expect(await tryUpdate('properties', 'anonymous', { id: hotelA })).toBe('denied')
    expect(await tryDelete('properties', 'anonymous', await fixture('properties', hotelA))).toBe('denied')
  })

  it.each(['admin', 'editor'] as const)('%s adds, edits and removes any hotel', async (requester) => {
    expect(await readScope('properties', requester)).toBe('all')
    expect(await tryCreate('properties', requester, hotelB)).toBe('allowed')
    expect(await tryUpdate('properties', requester, { id: hotelB })).toBe('allowed')
    expect(await tryDelete('properties', requester, await fixture('properties', hotelB))).toBe('allowed')
  })

  it('a manager sees and edits only their own hotels, and neither adds nor removes one', async () => {
    const list = await payload.find({ collection: 'properties', overrideAccess: false, user: users.manager, depth: 0, pagination: false })
    expect(list.docs.map((doc) => doc.id).sort()).toEqual(relationIds(users.manager.properties).sort())
    expect(await tryCreate('properties', 'manager', hotelA)).toBe('denied')
    expect(await tryUpdate('properties', 'manager', { id: hotelA })).toBe('allowed')
    expect(await tryUpdate('properties', 'manager', { id: hotelB })).toBe('denied')
    expect(await tryDelete('properties', 'manager', await fixture('properties', hotelA))).toBe('denied')
  })
})

describe('offers', () => {
  let own: Doc
  let shared: Doc
  let other: Doc
  beforeAll(async () => {
    own = await fixture('offers', hotelA)
    shared = await fixture('offers', hotelA, { properties: [hotelA, hotelB] })
    other = await fixture('offers', hotelB)
  })

  it('anonymous reads published offers and writes nothing', async () => {
    expect(['all', 'published']).toContain(await readScope('offers', 'anonymous'))
    expect(await tryCreate('offers', 'anonymous', hotelA)).toBe('denied')
    expect(await tryUpdate('offers', 'anonymous', own)).toBe('denied')
    expect(await tryDelete('offers', 'anonymous', await fixture('offers', hotelA))).toBe('denied')
  })

  it.each(['admin', 'editor'] as const)('%s: every offer', async (requester) => {
    expect(await readScope('offers', requester)).toBe('all')
    expect(await tryCreate('offers', requester, hotelB)).toBe('allowed')
    expect(await tryUpdate('offers', requester, shared)).toBe('allowed')
    expect(await tryDelete('offers', requester, await fixture('offers', hotelB))).toBe('allowed')
  })

  it("a manager reads offers naming their hotels, and changes only those naming no one else's", async () => {
    const list = await payload.find({ collection: 'offers', overrideAccess: false, user: users.manager, depth: 0, pagination: false })
    const ids = list.docs.map((doc) => doc.id)
    expect(ids).toContain(own.id)
    expect(ids).toContain(shared.id)
    expect(ids).not.toContain(other.id)
    expect(await tryCreate('offers', 'manager', hotelA)).toBe('allowed')
    expect(await tryCreate('offers', 'manager', hotelA, { properties: [hotelA, hotelB] })).toBe('denied')
    expect(await tryCreate('offers', 'manager', hotelB)).toBe('denied')
    expect(await tryCreate('offers', 'manager', hotelA, { properties: [] })).toBe('denied')
    expect(await tryUpdate('offers', 'manager', own)).toBe('allowed')
    expect(await tryUpdate('offers', 'manager', own, { properties: [hotelA, hotelB] })).toBe('denied')
    expect(await tryUpdate('offers', 'manager', shared)).toBe('denied')
    expect(await tryUpdate('offers', 'manager', other)).toBe('denied')
    expect(await tryDelete('offers', 'manager', shared)).toBe('denied')
    expect(await tryDelete('offers', 'manager', await fixture('offers', hotelA))).toBe('allowed')
  })
})

describe("a manager's write refused for its hotel says which hotels to choose", () => {
  /** The message of a write Payload refuses with 403. */
  async function refusal(action: () => Promise<unknown>): Promise<string> {
    let error: unknown = null
    try {
      const doc = (await action()) as { id?: number }
      if (doc?.id !== undefined) created.push({ collection: 'offers', id: doc.id })
    } catch (caught) {
      error = caught
    }
    expect((error as { status?: number } | null)?.status, 'refused with 403').toBe(403)
    return (error as Error).message
  }
  let names: string[] = []
  let otherName = ''
  beforeAll(async () => {
    const mine = relationIds(users.manager.properties)
    const read = async (ids: unknown[]) =>
      (await payload.find({ collection: 'properties', where: { id: { in: ids } }, depth: 0, locale: 'en', overrideAccess: true })).docs.map((doc) => doc.name)
    names = await read(mine)
    otherName = (await read([hotelB]))[0] ?? ''
  })

  it.each(HOTEL_CONTENT.map(({ collection }) => collection))('%s: no hotel, or another hotel', async (collection) => {
    const create = async (property: unknown) => {
      const data = { ...(await newData(collection, hotelA)), property }
      return payload.create({ collection, data: data as never, overrideAccess: false, user: users.manager, depth: 0 })
    }
    const none = await refusal(() => create(undefined))
    expect(none).toBe(`Choose the hotel this belongs to: ${names.join(', ')}.`)
    const another = await refusal(() => create(hotelB))
    expect(another).toBe(`You look after ${names.join(', ')}: choose among them.`)
    expect(another).not.toContain(otherName)
    // Moving one of their documents to no hotel is explained the same way, and changes nothing.
    const doc = await fixture(collection, hotelA)
    const moved = await refusal(() => payload.update({ collection, id: doc.id, data: { property: null } as never, overrideAccess: false, user: users.manager }))
    expect(moved).toBe(`Choose the hotel this belongs to: ${names.join(', ')}.`)
    const after = (await payload.findByID({ collection, id: doc.id, depth: 0, overrideAccess: true })) as unknown as Doc
    expect(relationIds(after.property)).toEqual([hotelA])
  })

  it('an offer for every hotel is the group editors’, and a shared offer is refused as before', async () => {
    const data = await newData('offers', hotelA)
    const all = await refusal(() => payload.create({ collection: 'offers', data: { ...data, properties: [] } as never, overrideAccess: false, user: users.manager }))
    expect(all).toBe(`An offer for every hotel is made by the group's editors. Choose your hotels: ${names.join(', ')}.`)
    // An offer shared with another hotel is not theirs to change at all: Payload's own answer stands.
    const shared = await fixture('offers', hotelA, { properties: [hotelA, hotelB] })
    const edit = await refusal(() =>
      payload.update({ collection: 'offers', id: shared.id, data: { properties: [hotelA] } as never, overrideAccess: false, user: users.manager }),
    )
    expect(edit).not.toContain(names[0])
  })
})

describe('bookings', () => {
  let bookingA: Doc
  let bookingB: Doc
  beforeAll(async () => {
    bookingA = await fixture('bookings', hotelA)
    bookingB = await fixture('bookings', hotelB)
  })

  it.each(REQUESTERS)('%s: written only by the booking engine, never by hand', async (requester) => {
    expect(await tryCreate('bookings', requester, hotelA)).toBe('denied')
    expect(await tryUpdate('bookings', requester, bookingA, { status: 'cancelled' })).toBe('denied')
    expect(await tryDelete('bookings', requester, bookingA)).toBe('denied')
  })

  it('the public reads none; group staff read all; a manager of A reads A’s and not another hotel’s', async () => {
    expect(await readScope('bookings', 'anonymous')).toBe('none')
    expect(await readScope('bookings', 'admin')).toBe('all')
    expect(await readScope('bookings', 'editor')).toBe('all')
    expect(await readScope('bookings', 'manager', 'property')).toBe('own')
    const byId = (id: number | string) => payload.findByID({ collection: 'bookings', id, overrideAccess: false, user: users.manager, depth: 0 })
    expect((await byId(bookingA.id)).reference).toBe(bookingA.reference)
    await expect(byId(bookingB.id)).rejects.toMatchObject({ status: 404 })
    const search = await payload.find({ collection: 'bookings', where: { reference: { equals: bookingB.reference } }, overrideAccess: false, user: users.manager })
    expect(search.totalDocs).toBe(0)
  })
})

describe('enquiries of another hotel', () => {
  it('stay out of a manager’s reach, found by id or by search', async () => {
    const enquiryB = await fixture('enquiries', hotelB)
    await expect(payload.findByID({ collection: 'enquiries', id: enquiryB.id, overrideAccess: false, user: users.manager })).rejects.toMatchObject({ status: 404 })
    const search = await payload.find({ collection: 'enquiries', where: { email: { equals: enquiryB.email } }, overrideAccess: false, user: users.manager })
    const mine = relationIds(users.manager.properties)
    expect(search.docs.every((doc) => relationIds(doc.property).some((id) => mine.includes(id)))).toBe(true)
    expect(search.docs.map((doc) => doc.id)).not.toContain(enquiryB.id)
  })
})

describe('media', () => {
  it.each(REQUESTERS)('%s: pictures are shared; managers upload but do not change or remove them', async (requester) => {
    expect(await readScope('media', requester)).toBe('all')
    const expected: Record<Requester, [Outcome, Outcome]> = {
      anonymous: ['denied', 'denied'],
      admin: ['allowed', 'allowed'],
      editor: ['allowed', 'allowed'],
      manager: ['allowed', 'denied'],
    }
    const [create, change] = expected[requester]
    expect(await tryCreate('media', requester, hotelA)).toBe(create)
    expect(await tryUpdate('media', requester, await fixture('media', hotelA), { alt: 'Changed' })).toBe(change)
    expect(await tryDelete('media', requester, await fixture('media', hotelA))).toBe(change)
  })
})

describe('users', () => {
  it('anonymous reads, creates, changes and removes no account', async () => {
    expect(await readScope('users', 'anonymous')).toBe('none')
    expect(await tryCreate('users', 'anonymous', hotelA)).toBe('denied')
    expect(await tryUpdate('users', 'anonymous', await fixture('users', hotelA))).toBe('denied')
    expect(await tryDelete('users', 'anonymous', await fixture('users', hotelA))).toBe('denied')
  })

  it('an administrator manages every account, roles and hotels included', async () => {
    expect(await readScope('users', 'admin')).toBe('all')
    expect(await tryCreate('users', 'admin', hotelA, { role: 'property_manager', properties: [hotelB] })).toBe('allowed')
    const colleague = await fixture('users', hotelA)
    expect(await tryUpdate('users', 'admin', colleague, { role: 'property_manager', properties: [hotelB] })).toBe('allowed')
    const updated = await payload.findByID({ collection: 'users', id: colleague.id, depth: 0, overrideAccess: true })
    expect(updated.role).toBe('property_manager')
    expect(relationIds(updated.properties)).toEqual([hotelB])
    expect(await tryDelete('users', 'admin', colleague)).toBe('allowed')
  })

  it('a property manager must have at least one hotel', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: { name: 'No hotel', email: `${unique('access-test-')}@example.com`, password: 'a-long-enough-password', role: 'property_manager' } as never,
        overrideAccess: false,
        user: users.admin,
      }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it.each(['editor', 'manager'] as const)('%s sees and edits only their own account, never their role or hotels', async (requester) => {
    const list = await payload.find({ collection: 'users', overrideAccess: false, user: users[requester], depth: 0 })
    expect(list.docs.map((doc) => doc.id)).toEqual([users[requester].id])
    expect(await tryCreate('users', requester, hotelA)).toBe('denied')
    expect(await tryUpdate('users', requester, await fixture('users', hotelA))).toBe('denied')
    expect(await tryDelete('users', requester, await fixture('users', hotelA))).toBe('denied')
    expect(await tryDelete('users', requester, { id: users[requester].id })).toBe('denied')

    const self = users[requester]
    const before = await payload.findByID({ collection: 'users', id: self.id, depth: 0, overrideAccess: true })
    // Their own name, yes; the role and hotels in the same request are ignored (only administrators set them).
    await payload.update({
      collection: 'users',
      id: self.id,
      data: { name: before.name, role: 'admin', properties: [hotelA, hotelB] } as never,
      overrideAccess: false,
      user: self,
    })
    const after = await payload.findByID({ collection: 'users', id: self.id, depth: 0, overrideAccess: true })
    expect(after.role).toBe(before.role)
    expect(relationIds(after.properties).sort()).toEqual(relationIds(before.properties).sort())
  })
})

describe('globals', () => {
  const GLOBALS: GlobalSlug[] = ['corporate-profile', 'about', 'host-content']
  const writes: Record<Requester, Outcome> = { anonymous: 'denied', admin: 'allowed', editor: 'allowed', manager: 'denied' }

  it.each(GLOBALS.flatMap((slug) => REQUESTERS.map((requester) => [slug, requester] as const)))(
    '%s as %s: everyone reads, group staff update',
    async (slug, requester) => {
      const read = await payload.findGlobal({ slug, overrideAccess: false, user: userOf(requester), depth: 0 })
      expect(read.id).toBeDefined()
      const before = await payload.findGlobal({ slug, overrideAccess: true, depth: 0 })
      const outcome = await attempt(() => payload.updateGlobal({ slug, data: {}, overrideAccess: false, user: userOf(requester), depth: 0 }))
      expect(outcome).toBe(writes[requester])
      if (outcome === 'denied') expect((await payload.findGlobal({ slug, overrideAccess: true, depth: 0 })).updatedAt).toBe(before.updatedAt)
    },
  )
})

describe('document history (versions)', () => {
  const VERSIONED: { collection: CollectionSlug; hotelOf: (version: Record<string, unknown>, parent: unknown) => unknown }[] = [
    { collection: 'properties', hotelOf: (_version, parent) => parent },
    { collection: 'room-types', hotelOf: (version) => version.property },
    { collection: 'rate-plans', hotelOf: (version) => version.property },
    { collection: 'offers', hotelOf: (version) => version.properties },
  ]

  it.each(VERSIONED)("a manager sees only their hotels' history of $collection; group staff see all of it", async ({ collection, hotelOf }) => {
    // A version of the manager's hotel and one of another, whatever the seed kept.
    await payload.update({ collection: 'properties', id: hotelA, data: {}, overrideAccess: true })
    await payload.update({ collection: 'properties', id: hotelB, data: {}, overrideAccess: true })
    if (collection !== 'properties') {
      await fixture(collection, hotelA)
      await fixture(collection, hotelB)
    }
    const mine = relationIds(users.manager.properties).map(String)
    const seen = await payload.findVersions({ collection, overrideAccess: false, user: users.manager, depth: 0, limit: 1000 })
    expect(seen.docs.length).toBeGreaterThan(0)
    for (const doc of seen.docs) {
      expect(relationIds(hotelOf(doc.version as unknown as Record<string, unknown>, doc.parent)).some((id) => mine.includes(String(id)))).toBe(true)
    }
    const all = await payload.findVersions({ collection, overrideAccess: false, user: users.editor, depth: 0, limit: 1000 })
    expect(all.totalDocs).toBeGreaterThan(seen.totalDocs)
    await expect(payload.findVersions({ collection, overrideAccess: false, depth: 0, limit: 1 })).rejects.toMatchObject({ status: 403 })
  })
})
