/**
 * Fixed-window rate limits per key (a client address), with rate-limiter-flexible.
 *
 * - REDIS_URL set: counted in Redis (through the @redis/client the page cache already uses), so every
 *   app server behind the load balancer shares one count per address. When Redis does not answer, the
 *   limiter falls back to this process's memory until it does (rate-limiter-flexible's insurance
 *   limiter) instead of failing the request or letting everything through.
 * - Otherwise: in this process's memory.
 */
import { createClient } from '@redis/client'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

export interface RateLimitRule {
  /** A name for the limit, part of every key (`hotel:rate:<name>:<key>` in Redis). */
  name: string
  points: number
  durationSeconds: number
}

export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number }

export interface RateLimiter {
  /** Counts one request for the key; not allowed once the key has used its points in the window. */
  consume(key: string): Promise<RateLimitResult>
  /** Gives back one point the key consumed (a request that turned out not to count, such as a sign-in that succeeded). */
  refund(key: string): Promise<void>
  /** Forgets the key's count. */
  forget(key: string): Promise<void>
}

const REDIS_CONNECT_TIMEOUT_MS = 2000

type Limiter = RateLimiterMemory | RateLimiterRedis

interface RedisLimiter {
  limiter: RateLimiterRedis
  /** Settles once the first connection is made, or after the connect timeout: requests wait for it only at start-up. */
  started: Promise<void>
}

function redisLimiter(url: string, rule: RateLimitRule, memory: RateLimiterMemory): RedisLimiter {
  const client = createClient({
    url,
    // A command while disconnected fails at once (and the memory limiter answers) instead of waiting.
    disableOfflineQueue: true,
    socket: { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(retries * 200, 5000) },
  })
  // While Redis is away the client retries every few seconds: say so once, and once when it is back.
  let lastError = ''
  const report = (error: Error) => {
    if (error.message !== lastError) console.error(`[rate-limit] Redis: ${error.message} (counting in memory meanwhile)`)
    lastError = error.message
  }
  client.on('error', report)
  client.on('ready', () => {
    if (lastError) console.info('[rate-limit] Redis: connected again')
    lastError = ''
  })
  const connected = client.connect().then(() => undefined, report)
  const started = Promise.race([connected, new Promise<void>((resolve) => setTimeout(resolve, REDIS_CONNECT_TIMEOUT_MS).unref())])
  const limiter = new RateLimiterRedis({
    storeClient: client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: `hotel:rate:${rule.name}`,
    points: rule.points,
    duration: rule.durationSeconds,
    insuranceLimiter: memory,
  })
  return { limiter, started }
}

/** A limiter for the rule: in Redis when a URL is given, else in memory. */
export function createRateLimiter(rule: RateLimitRule, redisUrl: string | undefined = process.env.REDIS_URL?.trim()): RateLimiter {
  const memory = new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds })
  const redis = redisUrl ? redisLimiter(redisUrl, rule, memory) : null
  const limiter: Limiter = redis?.limiter ?? memory
  return {
    async consume(key) {
      // The first requests after a start wait for the connection, so they count where the others do.
      if (redis) await redis.started
      try {
        const result = await limiter.consume(key)
        return { allowed: true, remaining: result.remainingPoints }
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
        }
        throw rejection
      }
    },
    async refund(key) {
      if (redis) await redis.started
      await limiter.reward(key, 1)
    },
    async forget(key) {
      if (redis) await redis.started
      await limiter.delete(key)
    },
  }
}

const shared = globalThis as typeof globalThis & { __hotelRateLimiters?: Map<string, RateLimiter> }

/** One limiter per rule name in this process (route modules and hot reloads share it). */
export function rateLimiter(rule: RateLimitRule): RateLimiter {
  shared.__hotelRateLimiters ??= new Map()
  let limiter = shared.__hotelRateLimiters.get(rule.name)
  if (!limiter) {
    limiter = createRateLimiter(rule)
    shared.__hotelRateLimiters.set(rule.name, limiter)
  }
  return limiter
}
