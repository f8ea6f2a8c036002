/**
 * Security headers sent with every response (pages, the JSON API, /admin, static files, 404s), wired
 * in next.config.ts `headers()`. Data only: next.config.ts imports it, the API tests assert it.
 */

type Header = { key: string; value: string }

/** Where the maps' tiles may come from (MAP_TILE_SOURCES at build time; OpenStreetMap's by default). */
export function mapTileSources(setting: string | undefined = process.env.MAP_TILE_SOURCES): string[] {
  const sources = (setting ?? '').split(/[\s,]+/).filter((source) => /^https:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(source))
  return sources.length ? sources : ['https://tile.openstreetmap.org']
}

/** The image CDN's origin when API image URLs point at one (IMAGE_CDN_URL). */
function imageCdnSource(): string[] {
  try {
    const value = process.env.IMAGE_CDN_URL?.trim()
    return value ? [new URL(value).origin] : []
  } catch {
    return []
  }
}

/** The tag manager's host and the analytics hosts its containers load. */
const TAG_MANAGER = 'https://www.googletagmanager.com'
const ANALYTICS = 'https://*.google-analytics.com https://*.analytics.google.com'

/**
 * The Content-Security-Policy. Pages are rendered once and served from the cache to everyone, so a
 * per-request nonce is impossible, and Next's inline bootstrap scripts (`self.__next_f.push(…)`,
 * the RSC payload) differ per page, so a static list of hashes cannot cover them either: scripts are
 * limited to this origin plus inline. No 'unsafe-eval': neither the site nor Payload's admin needs it
 * in a production build. Inline styles are allowed because React renders `style` attributes (the
 * admin uses many). Images come from this site, the image CDN (IMAGE_CDN_URL), the maps' tile provider
 * (MAP_TILE_SOURCES, checked when staff set the map's tile URL) and the analytics beacons: an injected
 * `<img>` cannot send the page's data to any other host. The tag manager's host (and the analytics it loads) is allowed for the container a visitor consented to
 * (components/consent).
 */
export const contentSecurityPolicy = () =>
  [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' ${TAG_MANAGER}`,
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...imageCdnSource(), ...mapTileSources(), TAG_MANAGER, ANALYTICS].join(' '),
    "font-src 'self' data:",
    `connect-src 'self' ${TAG_MANAGER} ${ANALYTICS}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy()

export const SECURITY_HEADERS: Header[] = [
  { key: 'Content-Security-Policy', value: CONTENT_SECURITY_POLICY },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Features the site never uses are switched off for it and for anything it embeds; the position is
  // asked for by the site itself only (the search's "nearest" sort), never by an embedded frame.
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(), usb=(), browsing-topics=()' },
  // frame-ancestors for browsers that predate it.
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
]

/**
 * HSTS only when the visitor reached us over HTTPS: `next start` speaks plain HTTP behind a TLS
 * proxy, which says so in X-Forwarded-Proto. Two years, subdomains included; not 'preload', which
 * is a separate, hard-to-undo decision for the domain's owner.
 */
export const HTTPS_ONLY_HEADERS: Header[] = [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]

/**
 * Every path, with no named parameter: Next's router fills a rule's parameters into its header values on
 * each request it matches, compiling each value containing a ':' anew (the CSP's `https:` and `data:`),
 * about 30 µs on every response. An unnamed group leaves no parameter, so the values are copied as they are.
 */
export const EVERY_PATH = '/(.*)'

/** The `headers()` entries of next.config.ts. */
export function securityHeaderRules() {
  return [
    { source: EVERY_PATH, headers: SECURITY_HEADERS },
    {
      source: EVERY_PATH,
      has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https' }],
      headers: HTTPS_ONLY_HEADERS,
    },
  ]
}
