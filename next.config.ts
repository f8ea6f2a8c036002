import { createRequire } from 'node:module'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import createNextIntlPlugin from 'next-intl/plugin'

import { aliasRedirects } from './src/i18n/alias-redirects'
import { defaultLanguageRedirects, defaultLanguageRewrites } from './src/i18n/prefix-rules'
import { securityHeaderRules } from './src/lib/security-headers'

const withNextIntl = createNextIntlPlugin('./src/app/(site)/i18n-request.ts')

const require = createRequire(import.meta.url)

/**
 * The icons' file is addressed by its content (`?v=` in icons.css, checked by tests/unit/icons.test.ts):
 * kept a year, never asked again. The fonts change only with their packages: a week, then used while
 * the browser checks them again.
 */
const PUBLIC_FILE_CACHE = [
  { source: '/line-icons.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
  { source: '/fonts/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=604800, stale-while-revalidate=2592000' }] },
]

const nextConfig: NextConfig = {
  // Pages, route responses and tagged reads live in the cache handler (memory, or Redis when
  // REDIS_URL is set); Next's own in-memory copy in front of it would hide other servers' publishes.
  // The build names the handler (nextConfigFor below); the server installs it once at start-up.
  cacheMaxMemorySize: 0,
  poweredByHeader: false,
  // Next would hash each cached page's whole HTML in JavaScript on every request for its ETag; the
  // server gives the ETag from the page's bytes, hashed once per page (src/lib/response-bytes.ts).
  // Files in public/ keep Last-Modified, so browsers still revalidate them.
  generateEtags: false,
  // unauthorized() and forbidden(): the back office's server functions answer 401/403 to requests
  // without a session or rights (src/app/(payload)/layout.tsx), not a 500.
  experimental: { authInterrupts: true },
  reactStrictMode: true,
  // Spec §2: trailing slashes are removed.
  trailingSlash: false,
  // Type-checking is `npm run lint` (tsc --noEmit), which `npm test` runs before it builds; doing it
  // again inside every build would add ~20 s to a newcomer's `npm run demo`.
  typescript: { ignoreBuildErrors: true },
  // CSP, nosniff, referrer and permissions policies on every response; HSTS over HTTPS. Files of
  // public/ a browser may keep instead of asking again on every page (Next sends them with max-age=0).
  async headers() {
    return [...securityHeaderRules(), ...PUBLIC_FILE_CACHE]
  },
  // Language prefixes (spec §4) in the router, before the [locale] route matches: no middleware.
  async rewrites() {
    return { beforeFiles: defaultLanguageRewrites(), afterFiles: [], fallback: [] }
  },
  async redirects() {
    return [...aliasRedirects(), ...defaultLanguageRedirects()]
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * withPayload asks every response for the colour-scheme client hint (Accept-CH, Vary) and makes it
 * critical (Critical-CH), so a browser that did not send it requests the page a second time: a whole
 * round trip before a first-time visitor's first paint. Only the admin reads the hint (its first paint
 * in the staff member's colour scheme), so the public site does without it.
 */
const CLIENT_HINT_HEADERS = new Set(['accept-ch', 'critical-ch'])
const withAllPathsHeaders = config.headers
config.headers = async () =>
  (await withAllPathsHeaders?.())?.map((rule) =>
    rule.source === '/:path*' && rule.headers.some(({ key }) => CLIENT_HINT_HEADERS.has(key.toLowerCase())) ? { ...rule, source: '/admin/:path*' } : rule,
  ) ?? []

/**
 * `next build` prerenders through cache-handler.mjs, so no read of an earlier build's Next file cache
 * reaches a page. `next start` does not name it: Next would `import()` the file again for every request
 * (twice for a route handler); src/instrumentation.ts installs it once instead (`serveWithThisCache`).
 */
export default function nextConfigFor(phase: string): NextConfig {
  return phase === PHASE_PRODUCTION_BUILD ? { ...config, cacheHandler: require.resolve('./cache-handler.mjs') } : config
}
