import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/site-url'

// The sitemap's address comes from SITE_URL, which is run-time configuration.
export const dynamic = 'force-dynamic'

/**
 * Public pictures: every media file (hotel photos, Open Graph images, the logo and the favicon) is
 * served from here. Crawlers read robots.txt by the longest matching rule (RFC 9309 §2.2.2), so this
 * Allow, longer than `Disallow: /cms-api`, opens the pictures and nothing else of Payload's API.
 */
export const MEDIA_FILES_PATH = '/cms-api/media/file/'

/** /robots.txt: crawl the public site and its pictures, in every language, and find its pages in the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: ['/', MEDIA_FILES_PATH],
      // The back office (/admin) and Payload's REST API (/cms-api, apart from its picture files) are
      // staff tools, not pages; the JSON API (/api/) serves the site's own scripts and partners, and
      // indexed JSON would only compete with the pages it feeds and spend the crawl budget.
      disallow: ['/admin', '/cms-api', '/api/'],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
