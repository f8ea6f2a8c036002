import robotsParser from 'robots-parser'
import { expect } from 'vitest'

/** The crawlers whose view of robots.txt matters: web search, image search and the two link-card fetchers. */
export const CRAWLERS = ['Googlebot', 'Googlebot-Image', 'Twitterbot', 'facebookexternalhit'] as const

/**
 * Reads robots.txt as the crawlers do (robots-parser follows RFC 9309: the longest matching rule wins,
 * Allow over Disallow on a tie) and checks that the pictures and the favicon are open and the APIs and
 * the back office closed. `origin` is the site the file is served for; `picture` a media file's path.
 */
export function expectCrawlable(text: string, origin: string, picture: string) {
  const robots = robotsParser(`${origin}/robots.txt`, text)
  for (const agent of CRAWLERS) {
    for (const path of [picture, '/cms-api/media/file/favicon.png', '/favicon.ico', '/apple-touch-icon.png', '/', '/ja/listing', '/feeds/hotels.xml']) {
      expect(robots.isAllowed(`${origin}${path}`, agent), `${agent} ${path}`).toBe(true)
    }
    for (const path of [
      '/cms-api/properties',
      '/cms-api/users/me',
      '/cms-api/media',
      '/admin',
      '/admin/collections/bookings',
      '/api/availability?property=x',
      '/api/properties',
    ]) {
      expect(robots.isAllowed(`${origin}${path}`, agent), `${agent} ${path}`).toBe(false)
    }
  }
}
