/**
 * With REDIS_URL the enquiry rate limit is counted in Redis, so every app server behind the load
 * balancer shares one count per client address: what another server counted applies here too.
 *
 * Needs Redis on 127.0.0.1:6379 (as CI has); where it does not answer, the test is skipped with one
 * line, except in CI.
 */
import { createClient } from '@redis/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type NextServer, startNextServer, testPort } from '../support/next-server'
import { flushRedisDatabase, portAnswers } from '../support/services'

const HOST = '127.0.0.1'
// A Redis database of its own (FLUSHDB'd before and after), so the test never touches other data.
const REDIS_URL = `redis://${HOST}:6379/6`
const KEY_PREFIX = 'hotel:rate:enquiries:'
const RATE_LIMIT = 5

const skip = !(await portAnswers(HOST, 6379)) && process.env.CI !== 'true'
if (skip) console.log('enquiry rate limit in Redis: skipped, Redis is not reachable on 127.0.0.1:6379')

describe.skipIf(skip)('the enquiry rate limit kept in Redis', () => {
  let server: NextServer
  const redis = createClient({ url: REDIS_URL })

  const post = (address: string) =>
    fetch(`${server.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      // Invalid on purpose (422): the limit counts every attempt, and nothing is kept or mailed.
      body: JSON.stringify({ kind: 'contact', name: 'Redis Test', email: 'not-an-address', message: 'Hello' }),
    })

  beforeAll(async () => {
    await flushRedisDatabase(REDIS_URL)
    await redis.connect()
    server = await startNextServer({ port: testPort(21), env: { REDIS_URL, TRUST_PROXY: '1' }, unset: ['SMTP_URL'] })
  }, 180_000)

  afterAll(async () => {
    await server?.stop()
    if (redis.isOpen) {
      await redis.flushDb()
      await redis.close()
    }
  }, 60_000)

  it('counts each address in Redis, with the window as its expiry', async () => {
    const address = '203.0.113.201'
    expect((await post(address)).status).toBe(422)
    expect((await post(address)).status).toBe(422)
    expect(await redis.get(`${KEY_PREFIX}${address}`)).toBe('2')
    const ttl = await redis.ttl(`${KEY_PREFIX}${address}`)
    expect(ttl).toBeGreaterThan(500)
    expect(ttl).toBeLessThanOrEqual(600)
  })

  it('answers 429 for an address another server has already counted to the limit', async () => {
    const address = '203.0.113.202'
    // As if the other app servers had seen this address's enquiries.
    await redis.set(`${KEY_PREFIX}${address}`, String(RATE_LIMIT), { EX: 120 })
    const limited = await post(address)
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(100)
    expect(retryAfter).toBeLessThanOrEqual(120)
    expect((await post('203.0.113.203')).status).toBe(422)
  })
})
