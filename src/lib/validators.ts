/** Spec §5 validation rules, shared by the CMS fields, the API and the forms. */

export interface Coordinates {
  lat: number
  lng: number
}

const DECIMAL = /^[+-]?(\d+(\.\d+)?|\.\d+)$/

/** 'lat,lng' with exactly two parts; latitude −90…90, longitude −180…180. */
export function parseCoordinates(value: unknown): Coordinates | null {
  if (typeof value !== 'string') return null
  const parts = value.split(',')
  if (parts.length !== 2) return null
  const [latText, lngText] = parts.map((part) => part.trim()) as [string, string]
  if (!DECIMAL.test(latText) || !DECIMAL.test(lngText)) return null
  const lat = Number(latText)
  const lng = Number(lngText)
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null
  return { lat, lng }
}

export function isValidCoordinates(value: unknown): boolean {
  return parseCoordinates(value) !== null
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const DOMAIN = `(?:${LABEL}\\.)+[a-z]{2,63}`
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const IPV4 = `${OCTET}(?:\\.${OCTET}){3}`
const URL_PATTERN = /* @__PURE__ */ new RegExp(`^(?:https?://)?(?:${DOMAIN}|localhost|${IPV4})(?::(\\d{1,5}))?(?:/[^\\s?#]*)?(?:\\?[^\\s#]*)?(?:#\\S*)?$`, 'i')

/** Optional http(s) scheme, a domain or IPv4 address, optional port (1–65535), path, query and hash. */
export function isValidUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 2048) return false
  const match = URL_PATTERN.exec(value.trim())
  if (!match) return false
  const port = match[1]
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535)
}

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'tiff', 'svg'] as const

/** A file name (or URL path) that ends in one of the image extensions, in any letter case. */
export function isImageFileName(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const name = value.split(/[?#]/)[0] ?? ''
  const dot = name.lastIndexOf('.')
  if (dot <= 0 || dot === name.length - 1) return false
  const extension = name.slice(dot + 1).toLowerCase()
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension)
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** 'HH:MM' on a 24-hour clock. */
export function isValidTimeOfDay(value: unknown): boolean {
  return typeof value === 'string' && TIME.test(value)
}

/** An IANA time zone the runtime knows, e.g. 'Europe/Paris'. */
export function isValidTimeZone(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isValidSlug(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 120 && SLUG.test(value)
}

// Defined on its own, so that code bundled for the browser (the stay's dates) can have it without the
// patterns above.
export { isCalendarDate } from './calendar-date'

const HTTPS_URL = /* @__PURE__ */ new RegExp(`^https://(?:${DOMAIN}|${IPV4})(?::(\\d{1,5}))?(?:/[^\\s?#]*)?(?:\\?[^\\s#]*)?(?:#\\S*)?$`, 'i')
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/

/**
 * A link staff may type: a path on this site (`/offers`, `/fr/listing?x=1#rooms`) or an `https://` URL.
 * Refused: other schemes (`javascript:`, `data:`, `http:`), protocol-relative `//host` and `/\host`
 * (browsers read both as another site), whitespace and control characters anywhere.
 */
export function isSafeLink(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return false
  if (value.startsWith('/')) return SITE_PATH.test(value)
  const match = HTTPS_URL.exec(value)
  if (!match) return false
  const port = match[1]
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535)
}
