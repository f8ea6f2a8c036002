import { siteOrigin } from './site-url'

/**
 * api-contract: images are absolute URLs. Site-relative media paths get the CDN host when
 * IMAGE_CDN_URL is set (spec §9 host rewrite), else the public origin (SITE_URL) — never the host
 * the request named, which a client chooses and an outside client could not load anyway.
 */
export function absoluteImageUrls(value: unknown, origin: string = siteOrigin()): unknown {
  const base = (process.env.IMAGE_CDN_URL?.trim() || origin).replace(/\/+$/, '')
  return prefixImageUrls(value, base)
}

const keptAbsolute = new WeakMap<object, { base: string; value: unknown }>()

/**
 * `absoluteImageUrls` of a value built once and never changed after (content kept per content version,
 * such as a search result's image), worked out once per object rather than on every response.
 */
export function absoluteImageUrlsOf<T extends object>(value: T, origin: string = siteOrigin()): unknown {
  const base = (process.env.IMAGE_CDN_URL?.trim() || origin).replace(/\/+$/, '')
  const known = keptAbsolute.get(value)
  if (known?.base === base) return known.value
  const absolute = prefixImageUrls(value, base)
  keptAbsolute.set(value, { base, value: absolute })
  return absolute
}

function prefixImageUrls(value: unknown, base: string): unknown {
  if (Array.isArray(value)) return value.map((item) => prefixImageUrls(item, base))
  if (value === null || typeof value !== 'object') return value
  const object = value as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(object).map(([key, item]) => [
      key,
      key === 'url' && typeof item === 'string' && item.startsWith('/') && typeof object.width === 'number' ? `${base}${item}` : prefixImageUrls(item, base),
    ]),
  )
}
