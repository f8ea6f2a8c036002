import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { emailAdapter, SMTP_CONNECTIONS } from '@/cms/email'

import { startSmtpServer, type TestSmtpServer } from '../support/smtp'

let smtp: TestSmtpServer
beforeAll(async () => {
  smtp = await startSmtpServer()
})
afterAll(() => smtp.stop())

const adapterFor = (url: string) =>
  emailAdapter({ NODE_ENV: 'test', SMTP_URL: url, SMTP_FROM: 'Aurelia Hotels <no-reply@aurelia-hotels.example>' })({
    payload: { logger: { info() {} } } as unknown as Payload,
  })

describe('the e-mail adapter', () => {
  it('sends a burst of e-mails over a few kept connections, not one connection each', async () => {
    const adapter = adapterFor(smtp.url)
    const before = smtp.connections()
    const addresses = Array.from({ length: 24 }, (_, index) => `guest.${index}@example.com`)
    // As the outbox sends: SMTP_CONNECTIONS at a time, each lane taking the next message when one is done.
    let next = 0
    const lane = async () => {
      while (next < addresses.length) {
        const to = addresses[next++]
        await adapter.sendEmail({ to, subject: `Booking for ${to}`, text: 'Your room is booked.' })
      }
    }
    await Promise.all(Array.from({ length: SMTP_CONNECTIONS }, lane))
    const got = smtp.received.map((message) => message.envelope.rcptTo[0]?.address).filter((address) => address?.startsWith('guest.'))
    expect(new Set(got)).toEqual(new Set(addresses))
    expect(smtp.connections() - before).toBeLessThanOrEqual(SMTP_CONNECTIONS)
  })

  it('sends the next e-mail on a fresh connection when the server has closed the kept one', async () => {
    const server = await startSmtpServer()
    const adapter = adapterFor(server.url)
    await adapter.sendEmail({ to: 'first@example.com', subject: 'First', text: 'One.' })
    const port = Number(new URL(server.url).port)
    await server.stop()
    const again = await startSmtpServer({ port })
    try {
      await adapter.sendEmail({ to: 'second@example.com', subject: 'Second', text: 'Two.' })
      expect(again.received.map((message) => message.envelope.rcptTo[0]?.address)).toEqual(['second@example.com'])
    } finally {
      await again.stop()
    }
  })
})
