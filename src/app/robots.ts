import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/site-url'

// The sitemap's address comes from SITE_URL, which is run-time configuration.
export const dynamic = 'force-dynamic'

/** /robots.txt: crawl the public site, in every language, and find its pages in the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      // The back office (/admin) and Payload's REST API (/cms-api) are staff tools, not pages; the
      // JSON API (/api/) serves the site's own scripts and partners, and indexed JSON would only
      // compete with the pages it feeds and spend the crawl budget.
      disallow: ['/admin', '/cms-api', '/api/'],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
