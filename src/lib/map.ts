/**
 * The map's rules (spec §9) and the tile settings' checks, shared by the schema (validation), the
 * read model (defaults) and the map itself. Data and pure functions only: no leaflet here.
 */

/** Spec §9: pins closer than this many pixels join a cluster. */
export const MAP_CLUSTER_RADIUS = 80
/** Spec §9: pixels the map moves per arrow key. */
export const MAP_KEYBOARD_PAN_STEP = 80
/** Spec §9: the tile grid. */
export const MAP_TILE_SIZE = 256
/** Spec §9: the closest zoom by default. */
export const MAP_MAX_ZOOM = 18

/** OpenStreetMap's standard tiles, the default until staff choose others. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
export const DEFAULT_ATTRIBUTION = '© OpenStreetMap contributors'
export const DEFAULT_ATTRIBUTION_URL = 'https://www.openstreetmap.org/copyright'

/** What the map needs to draw its background: where the tiles are and whom to credit. */
export interface MapTiles {
  /** A tile URL template: https, with {z}, {x} and {y} (and optionally {s} for subdomains, {r} for retina). */
  url: string
  attribution: string
  attributionUrl: string
  maxZoom: number
}

export const DEFAULT_MAP_TILES: MapTiles = {
  url: DEFAULT_TILE_URL,
  attribution: DEFAULT_ATTRIBUTION,
  attributionUrl: DEFAULT_ATTRIBUTION_URL,
  maxZoom: MAP_MAX_ZOOM,
}

/**
 * Why a tile URL template is unusable, or null when it is fine: an absolute https URL (a page served
 * over https cannot load http tiles) whose path holds {z}, {x} and {y}, and whose host is a plain
 * host name, so that it can stand in the Content-Security-Policy.
 */
export function tileUrlProblem(template: string): string | null {
  const value = template.trim()
  for (const part of ['{z}', '{x}', '{y}']) {
    if (!value.includes(part)) return `The tile URL must contain ${part}.`
  }
  let url: URL
  try {
    // {s} in the host (a.tile…, b.tile…) is not a valid host character: parse with a stand-in.
    url = new URL(value.replace('{s}', 'a'))
  } catch {
    return 'The tile URL must be an absolute URL.'
  }
  if (url.protocol !== 'https:') return 'The tile URL must start with https://.'
  if (url.username || url.password) return 'The tile URL must not contain credentials.'
  if (!/^[a-z0-9.-]+$/i.test(url.hostname)) return 'The tile URL has an invalid host.'
  return null
}

/**
 * Why pages could not show tiles from this template's host, or null: the Content-Security-Policy lets
 * images load only from MAP_TILE_SOURCES (src/lib/security-headers.ts), fixed when the site is built.
 */
export function tileSourceProblem(template: string, allowed: string[]): string | null {
  const source = tileSource(template)
  if (!source || allowed.includes(source)) return null
  return `Pages may load map tiles only from ${allowed.join(', ')} (the site's Content-Security-Policy): to use ${source}, set MAP_TILE_SOURCES to it and rebuild.`
}

/** Why an attribution link is unusable, or null: empty, or an absolute http(s) URL. */
export function attributionUrlProblem(value: string): string | null {
  if (!value.trim()) return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'The attribution link must be an http(s) URL.'
  } catch {
    return 'The attribution link must be an absolute URL.'
  }
}

/** The origin the tiles come from, as a Content-Security-Policy source (`https://*.tile.example.org` for {s}). */
export function tileSource(template: string): string | null {
  if (tileUrlProblem(template)) return null
  const url = new URL(template.trim().replace('{s}', 'a'))
  const host = template.includes('{s}') ? url.host.replace(/^a\./, '*.') : url.host
  return `${url.protocol}//${host}`
}
