import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data'
import { describe, expect, it } from 'vitest'

import robots from '@/app/robots'

import { expectCrawlable } from '../support/robots-check'

describe('robots.txt', () => {
  it('opens every picture and the favicon to crawlers and keeps the APIs and the back office closed (RFC 9309)', () => {
    const text = resolveRobots(robots())
    expectCrawlable(text, 'http://localhost:3000', '/cms-api/media/file/kyoto-garden-1.webp')
  })

  it('reads as the old file did for the pictures: the test fails on a bare Disallow: /cms-api', () => {
    const old = 'User-Agent: *\nAllow: /\nDisallow: /admin\nDisallow: /cms-api\nDisallow: /api/\n'
    expect(() => expectCrawlable(old, 'http://localhost:3000', '/cms-api/media/file/x.webp')).toThrow()
  })
})
