/**
 * The front desk's bookings and the enquiry inbox, through Payload on the seeded SQLite file, as the
 * manager of the two French hotels and as the administrator:
 * - a booking keeps its guest's name for search (the collection's hook), so "Müller" finds it;
 * - the CSV export holds the manager's hotels' bookings only, totals in major units ("981.20", EUR),
 *   and a guest name a spreadsheet would run as a formula is written as text;
 * - a reply to an enquiry is kept on it, marks it answered and queues one e-mail to the visitor in the
 *   language they wrote in; another hotel's enquiry is "not found" to the manager and nothing is queued.
 */
import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { relationIds } from '@/cms/access/roles'
import { getPayloadClient } from '@/cms/client'
import type { StaffUser } from '@/cms/staff'
import { bookingsCsv, searchWhere } from '@/services/booking-export'
import { replyToEnquiryAsStaff } from '@/services/enquiries'
import { renderWithTexts } from '@/services/messages/compose'
import type { MessageData } from '@/services/messages/kinds'

import { labels as shippedLabels } from '../../seed/content/labels'

let payload: Payload
let manager: StaffUser
let admin: StaffUser
let hotelA: number
let hotelB: number
const run = Date.now().toString(36).toUpperCase()
const bookingIds: number[] = []
const enquiryIds: number[] = []

async function staff(email: string): Promise<StaffUser> {
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0, overrideAccess: true })
  const doc = found.docs[0]
  if (!doc) throw new Error(`the seed has no ${email}`)
  return { id: doc.id, email, account: { ...doc, collection: 'users' } as TypedUser }
}

async function createBooking(property: number, reference: string, guest: { first_name: string; last_name: string; email: string }, total: number) {
  const room = (await payload.find({ collection: 'room-types', where: { property: { equals: property } }, limit: 1, depth: 0, draft: true })).docs[0]!
  const plan = (await payload.find({ collection: 'rate-plans', where: { property: { equals: property } }, limit: 1, depth: 0, draft: true })).docs[0]!
  const doc = await payload.create({
    collection: 'bookings',
    data: {
      reference,
      status: 'confirmed',
      language: 'en',
      property,
      room_type: room.id,
      rate_plan: plan.id,
      check_in: '2030-03-10',
      check_out: '2030-03-13',
      rooms: 1,
      adults: 2,
      guest,
      total_minor: total,
      currency: 'EUR',
    },
    overrideAccess: true,
    depth: 0,
  })
  bookingIds.push(doc.id)
  return doc
}

beforeAll(async () => {
  payload = await getPayloadClient()
  manager = await staff('manager@aurelia-hotels.example')
  admin = await staff(process.env.SEED_ADMIN_EMAIL || 'staff@aurelia-hotels.example')
  const managed = relationIds((manager.account as { properties?: unknown }).properties)
  expect(managed).toHaveLength(2)
  hotelA = Number(managed[0])
  const other = await payload.find({ collection: 'properties', where: { id: { not_in: managed } }, limit: 1, depth: 0, overrideAccess: true, draft: true })
  hotelB = Number(other.docs[0]!.id)
  await createBooking(hotelA, `ADM${run}A`, { first_name: 'Anna', last_name: `Müller${run}`, email: `anna.${run.toLowerCase()}@example.com` }, 98120)
  await createBooking(hotelB, `ADM${run}B`, { first_name: 'Bruno', last_name: `Müller${run}`, email: `bruno.${run.toLowerCase()}@example.com` }, 45000)
  await createBooking(hotelA, `ADM${run}F`, { first_name: '=HYPERLINK("http://x")', last_name: `Formula${run}`, email: `f.${run.toLowerCase()}@example.com` }, 100)
})

afterAll(async () => {
  if (!payload) return
  for (const id of enquiryIds) await payload.delete({ collection: 'messages', where: { enquiry: { equals: id } }, overrideAccess: true })
  for (const id of enquiryIds) await payload.delete({ collection: 'enquiries', id, overrideAccess: true })
  for (const id of bookingIds) await payload.delete({ collection: 'bookings', id, overrideAccess: true })
})

describe('a front desk’s bookings', () => {
  it('keeps the guest’s name on the booking, so a search by name or e-mail finds it — the manager their hotels’ only', async () => {
    const asManager = await payload.find({ collection: 'bookings', where: searchWhere(`müller${run}`), overrideAccess: false, user: manager.account, depth: 0 })
    expect(asManager.docs.map((doc) => doc.reference)).toEqual([`ADM${run}A`])
    expect(asManager.docs[0]!.guest_name).toBe(`Anna Müller${run}`)
    const asAdmin = await payload.find({ collection: 'bookings', where: searchWhere(`Müller${run}`), overrideAccess: false, user: admin.account, depth: 0 })
    expect(asAdmin.docs.map((doc) => doc.reference).sort()).toEqual([`ADM${run}A`, `ADM${run}B`])
    const byEmail = await payload.find({ collection: 'bookings', where: searchWhere(`bruno.${run.toLowerCase()}`), overrideAccess: false, user: admin.account, depth: 0 })
    expect(byEmail.docs.map((doc) => doc.reference)).toEqual([`ADM${run}B`])
  })

  it('exports the manager’s hotels’ bookings only, with totals in major units', async () => {
    const { csv } = await bookingsCsv(manager, searchWhere(run))
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'Reference,Status,Hotel,Arrival,Departure,Nights,Rooms,Adults,Children,Guest,E-mail,Phone,Country,Total,Currency,Promo code,Special requests,Booked at (UTC)',
    )
    expect(csv).toContain(`ADM${run}A`)
    expect(csv).not.toContain(`ADM${run}B`)
    const anna = lines.find((line) => line.startsWith(`ADM${run}A,`))!
    expect(anna).toContain(`,2030-03-10,2030-03-13,3,1,2,0,Anna Müller${run},`)
    expect(anna).toContain(',981.20,EUR,')
    // A name that opens like a formula is written as text.
    expect(csv).toContain(`"'=HYPERLINK(""http://x"") Formula${run}"`)

    const all = await bookingsCsv(admin, searchWhere(run))
    expect(all.count).toBe(3)
    expect(all.csv).toContain(`ADM${run}B`)
    expect(all.csv).toContain(',450.00,EUR,')
  })

  it('refuses a filter on a field that does not exist', async () => {
    await expect(bookingsCsv(manager, { nope: { equals: 'x' } })).rejects.toMatchObject({ status: 400 })
  })
})

describe('the enquiry inbox', () => {
  async function enquiry(property: number, language: 'ja' | 'en') {
    const doc = await payload.create({
      collection: 'enquiries',
      data: { kind: 'contact', name: 'Yuki Tanaka', email: `yuki.${run.toLowerCase()}@example.com`, message: 'Is there a cot for a baby?', property, language },
      overrideAccess: true,
      depth: 0,
    })
    enquiryIds.push(doc.id)
    return doc
  }

  it('is new until answered; a reply is kept, marks it answered and queues one e-mail to the visitor in their language', async () => {
    const mine = await enquiry(hotelA, 'ja')
    expect(mine.status).toBe('new')
    expect(await replyToEnquiryAsStaff(manager, mine.id, 'Yes, we keep two cots. We have put one aside for you.')).toBe('queued')

    const after = await payload.findByID({ collection: 'enquiries', id: mine.id, depth: 0, overrideAccess: true })
    expect(after.status).toBe('answered')
    expect(after.replies).toHaveLength(1)
    expect(after.replies![0]).toMatchObject({ body: 'Yes, we keep two cots. We have put one aside for you.', by: manager.id, by_email: manager.email })

    const queued = await payload.find({ collection: 'messages', where: { enquiry: { equals: mine.id } }, depth: 0, overrideAccess: true })
    expect(queued.docs).toHaveLength(1)
    expect(queued.docs[0]).toMatchObject({ kind: 'enquiry_reply', to_address: `yuki.${run.toLowerCase()}@example.com`, language: 'ja', status: 'queued' })
    const data = (await payload.db.findOne({ collection: 'messages', where: { id: { equals: queued.docs[0]!.id } } })) as { data?: unknown }
    const hotel = await payload.findByID({ collection: 'properties', id: hotelA, depth: 0, draft: true, overrideAccess: true })
    const rendered = await renderWithTexts(
      Object.entries(shippedLabels).map(([key, value]) => ({ key, value })),
      { ...(data.data as object), kind: 'enquiry_reply' } as MessageData,
      'ja',
      { name: 'Aurelia', origin: 'http://127.0.0.1' },
    )
    expect(rendered.subject).toBe(`${hotel.name}へのお問い合わせについて`)
    expect(rendered.text).toContain('Yuki Tanaka様')
    expect(rendered.text).toContain('Yes, we keep two cots. We have put one aside for you.')
    expect(rendered.text).toContain('Is there a cot for a baby?')
  })

  it('answers another hotel’s enquiry to a manager as if it did not exist, and queues nothing', async () => {
    const theirs = await enquiry(hotelB, 'en')
    expect(await replyToEnquiryAsStaff(manager, theirs.id, 'Hello')).toBe('not_found')
    const after = await payload.findByID({ collection: 'enquiries', id: theirs.id, depth: 0, overrideAccess: true })
    expect(after.status).toBe('new')
    expect(after.replies ?? []).toHaveLength(0)
    const queued = await payload.count({ collection: 'messages', where: { enquiry: { equals: theirs.id } }, overrideAccess: true })
    expect(queued.totalDocs).toBe(0)
  })
})
